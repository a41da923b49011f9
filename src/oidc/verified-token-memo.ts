// A bounded memo of our own access tokens whose signature this process has already checked.
// Backend services present the same user token again and again (one per user request they
// serve, for the token's lifetime), and an ES256 verification is the most expensive step of a
// token exchange. The memo remembers only what cannot change for a given token string: that our
// key signed it and what its header and claims say. Everything that can change is checked on
// every use by the caller as before: expiry and not-before (against the clock), audience,
// revocation, the user's and the session's state.
//
// Entries are keyed by the SHA-256 of the token, so the map never compares secrets byte by byte
// and holds 43 characters per entry instead of the token. Only tokens that passed full
// verification are stored; a miss always verifies. A KeyStore reloaded after a rotation keeps
// the memo only when no key was retired; otherwise it starts with an empty one (key-rotation.ts).
import { createHash } from 'node:crypto';
import type { MemoizedClaims, VerifiedTokens } from '../services.js';

export class VerifiedTokenMemo implements VerifiedTokens {
  private readonly entries = new Map<string, MemoizedClaims & { exp: number }>();

  /** `capacity` = 0 turns the memo off (every presentation is verified in full). */
  constructor(readonly capacity: number) {}

  private static keyOf(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }

  /** The remembered claims of `token`, if it was verified before and has not expired (`now` in seconds). */
  lookup(token: string, now: number): MemoizedClaims | undefined {
    if (this.capacity === 0) return undefined;
    const key = VerifiedTokenMemo.keyOf(token);
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (!(hit.exp > now)) {
      this.entries.delete(key);
      return undefined;
    }
    return { claims: { ...hit.claims }, issuer: hit.issuer };
  }

  /** Remember a token that just passed full verification (claims must hold a numeric exp). */
  remember(token: string, issuer: string, claims: Record<string, unknown>): void {
    if (this.capacity === 0 || typeof claims.exp !== 'number') return;
    // Oldest first out: Map keeps insertion order, so the first key is the oldest entry.
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(VerifiedTokenMemo.keyOf(token), { claims: Object.freeze({ ...claims }), issuer, exp: claims.exp });
  }

  get size(): number {
    return this.entries.size;
  }
}
