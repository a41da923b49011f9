// The outbox writer: the one way an event gets recorded.
//
//   enqueueEvent(db: Db, event: HookEvent, fields: Record<string, unknown>,
//                options?: { createdAt?: Date }): Promise<number>
//
// Writes one delivery row per enabled hook subscribed to `event`, using `db` as given: pass the
// transaction of the change so the event is recorded if and only if the change commits. The
// delivered payload is `{ hookId, event, createdAt (ISO), ...fields }`; `fields` are the
// event's context (see docs/webhooks.md) and must never carry secrets, hashes or codes (keys
// that look like one are dropped as a last line of defence). Returns how many rows it wrote.
// A NOTIFY queued with the transaction wakes the dispatchers when it commits.
//
// Exception events (Identifier.Lockout, Message.RateLimited) are recorded although the request
// fails: call it in a small transaction of its own, e.g.
//   await db.transaction().execute((trx) => enqueueEvent(trx, 'Message.RateLimited', { action, recipient }));
import type { Db } from '../db/database.js';
import { enqueueDeliveries } from '../domain/webhooks/delivery-queue.js';
import type { HookEvent } from './catalogue.js';

/** Keys never sent in a payload, wherever they appear. */
const SENSITIVE_KEY =
  /^(password|passwordHash|secret|secretDigest|secretHash|clientSecret|signingKey|code|verificationCode|totpSecret|mfa|token|accessToken|refreshToken)$|(Hash|Digest)$/;

/**
 * JSON-ready copy of a value: Dates become epoch milliseconds (the REST front's rendering),
 * sensitive keys are dropped, undefined values disappear.
 */
export function toPayloadJson(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return value.map(toPayloadJson);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (inner === undefined || SENSITIVE_KEY.test(key)) continue;
      out[key] = toPayloadJson(inner);
    }
    return out;
  }
  return value;
}

export function enqueueEvent(db: Db, event: HookEvent, fields: Record<string, unknown>, options: { createdAt?: Date } = {}): Promise<number> {
  return enqueueDeliveries(db, event, toPayloadJson(fields) as Record<string, unknown>, options.createdAt ?? new Date());
}
