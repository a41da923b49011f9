// The two token workloads, built identically for every server from the same seed: the only
// differences are the token URL and the key that signs the subject tokens (each server's own).
import { randomUUID, type webcrypto } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Seed } from '../seed.js';
import type { LoadRequest } from './load.js';

export const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

function basic(id: string, secret: string): string {
  // RFC 6749 §2.3.1: form-urlencode, then base64.
  const enc = (v: string) => encodeURIComponent(v).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${enc(id)}:${enc(secret)}`).toString('base64')}`;
}

/** client_credentials for the M2M apps: one resource each time, two of the scopes they hold. */
export function clientCredentialsRequests(seed: Seed, count = 100): LoadRequest[] {
  const out: LoadRequest[] = [];
  for (const app of seed.m2mApps.slice(0, count)) {
    const [indicator, held] = [...app.held][0]!;
    out.push({
      headers: { authorization: basic(app.id, app.secret) },
      body: new URLSearchParams({ grant_type: 'client_credentials', resource: indicator, scope: held.slice(0, 2).join(' ') }).toString(),
    });
  }
  return out;
}

export interface SubjectSigner {
  issuer: string;
  kid: string;
  key: webcrypto.CryptoKey;
}

export interface ExchangeCase {
  userId: string;
  clientId: string;
  /** Audience of the subject token (service A's API). */
  from: string;
  /** The downstream API (service B). */
  to: string;
  requested: string[];
}

/** Which user exchanges what: the same cases for every server (subject tokens differ by signer). */
export function exchangeCases(seed: Seed, count = 200): ExchangeCase[] {
  const out: ExchangeCase[] = [];
  for (const [i, user] of seed.users.entries()) {
    if (out.length >= count) break;
    const resources = [...user.held.keys()];
    if (resources.length < 2) continue;
    const to = resources[1]!;
    const held = user.held.get(to)!;
    const notHeld = seed.resources
      .find((r) => r.indicator === to)!
      .scopes.map((s) => s.name)
      .find((n) => !held.includes(n));
    out.push({
      userId: user.id,
      clientId: seed.exchangeApps[i % seed.exchangeApps.length]!.id,
      from: resources[0]!,
      to,
      // Three scopes the user holds and one they do not: the grant must drop it.
      requested: [...held.slice(0, 3), ...(notHeld ? [notHeld] : [])],
    });
  }
  return out;
}

/** A user access token as Tessera issues it at sign-in, `sid` included (the references ignore it). */
export async function mintSubjectToken(signer: SubjectSigner, c: ExchangeCase, scope: string, sid: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ client_id: c.clientId, scope, sid })
    .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: signer.kid })
    .setIssuer(signer.issuer)
    .setSubject(c.userId)
    .setAudience(c.from)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .setJti(randomUUID())
    .sign(signer.key);
}

export async function exchangeRequests(seed: Seed, signer: SubjectSigner, cases: ExchangeCase[]): Promise<LoadRequest[]> {
  const secrets = new Map(seed.exchangeApps.map((a) => [a.id, a.secret]));
  const out: LoadRequest[] = [];
  for (const c of cases) {
    const user = seed.users.find((u) => u.id === c.userId)!;
    const subjectToken = await mintSubjectToken(signer, c, (user.held.get(c.from) ?? []).join(' '), user.sessionId);
    out.push({
      headers: { authorization: basic(c.clientId, secrets.get(c.clientId)!) },
      body: new URLSearchParams({
        grant_type: TOKEN_EXCHANGE,
        subject_token: subjectToken,
        subject_token_type: ACCESS_TOKEN_TYPE,
        resource: c.to,
        scope: c.requested.join(' '),
      }).toString(),
    });
  }
  return out;
}
