// Webhook signatures. Two schemes on every delivery:
// - `logto-signature-sha-256`: lowercase hex HMAC-SHA256 of the raw body, keyed with the whole
//   signing-key string (what receivers written for the reference product check);
// - Standard Webhooks: `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed
//   with the bytes the `whsec_` key encodes; during a key rotation one signature per key,
//   space-separated, so receivers verify with either key.
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new signing key: `whsec_` + base64 of 32 random bytes (the Standard Webhooks form). */
export function newSigningKey(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

export function compatSignature(signingKey: string, body: string): string {
  return createHmac('sha256', signingKey).update(body).digest('hex');
}

export function standardSignature(signingKey: string, webhookId: string, timestamp: number, body: string): string {
  const secret = Buffer.from(signingKey.startsWith(PREFIX) ? signingKey.slice(PREFIX.length) : signingKey, 'base64');
  return `v1,${createHmac('sha256', secret).update(`${webhookId}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * Signature headers for one attempt. `keys[0]` is the current key (the only one for the
 * compatibility header, which carries a single value); the others are keys in their grace period.
 */
export function signatureHeaders(keys: readonly string[], webhookId: string, body: string, now = new Date()): Record<string, string> {
  const [current] = keys;
  if (!current) throw new Error('a hook always has a signing key');
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': keys.map((key) => standardSignature(key, webhookId, timestamp, body)).join(' '),
    'logto-signature-sha-256': compatSignature(current, body),
  };
}

/** The keys signing now: the current one, plus the previous one until its grace period ends. */
export function activeKeys(keys: { signingKey: string; previousSigningKey: string | null; previousKeyExpiresAt: Date | null }, now = new Date()): string[] {
  const out = [keys.signingKey];
  if (keys.previousSigningKey && keys.previousKeyExpiresAt && keys.previousKeyExpiresAt > now) out.push(keys.previousSigningKey);
  return out;
}
