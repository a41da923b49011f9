// Every revoked token id that has not expired yet, held in memory, so that "was this token
// revoked?" costs no database read even for a token never seen before. The per-token cache
// (DirectoryCache.revokedJtis) only helps a token presented again: a service exchanging each
// user's fresh token once paid one database round trip per exchange. The table stays small
// (only explicitly revoked tokens, until their expiry), so it is read whole, at most LIMIT rows;
// past that the list stands aside and the per-token cache answers as before.
//
// Correctness is the directory cache's: the list is a snapshot, and every revocation committed
// after the snapshot began arrives as a NOTIFY naming its jti. A named jti is no longer answered
// from the snapshot (it may have been added or purged) but read through the per-token cache. The
// list stands aside whenever the cache would (listener down, this process's own write in flight)
// and when the snapshot is older than the cache's safety net; it is read again halfway there.
// Its time is the cache's.
import { MAX_AGE_MS } from './max-age.js';

/**
 * What the list asks of the directory cache that holds it (DirectoryCache): whether the cache
 * answers at all, and whether its per-token cache of revocations stands aside. Named here, so the
 * list does not import the cache that creates it.
 */
export interface RevocationListHost {
  readonly enabled: boolean;
  /** The cache's time, in epoch milliseconds. */
  now(): number;
  readonly revokedJtis: { bypassed(): boolean };
}

/** Most revoked, unexpired token ids held; more and the list stands aside until the next read. */
export const REVOCATION_LIST_LIMIT = 20_000;

export class RevocationList {
  /** The jtis revoked as of the snapshot; undefined before the first read, or when too many. */
  private revoked: Set<string> | undefined;
  /** jtis named by a NOTIFY since the snapshot began: not answered from it. */
  private named = new Set<string>();
  /** jtis named since the read under way began (they become `named` when it lands). */
  private namedDuringRead: Set<string> | undefined;
  private readAt = 0;
  private reading = false;
  /** Set when `clear` ran during a read: that read's snapshot may predate missed messages. */
  private cleared = false;
  /** When the list may next try a read after one failed (or found too many rows). */
  private retryAfter = 0;

  constructor(
    private readonly cache: RevocationListHost,
    private readonly limit = REVOCATION_LIST_LIMIT,
  ) {}

  /**
   * Whether `jti` is revoked, when the list can say so; undefined: ask the database. Starts a
   * read in the background when there is no snapshot or it is halfway to its maximum age.
   */
  answer(jti: string, read: (limit: number) => Promise<string[]>): boolean | undefined {
    const now = this.cache.now();
    if (!this.reading && this.cache.enabled && now >= this.retryAfter && now - this.readAt > MAX_AGE_MS / 2) this.refresh(read);
    if (!this.revoked || !this.cache.enabled || this.cache.revokedJtis.bypassed() || now - this.readAt > MAX_AGE_MS) return undefined;
    if (this.named.has(jti)) return undefined;
    return this.revoked.has(jti);
  }

  /** A NOTIFY named this jti (revoked, or purged). */
  noteNamed(jti: string): void {
    this.named.add(jti);
    this.namedDuringRead?.add(jti);
    // So many revocations since the snapshot that it is not worth keeping: read again.
    if (this.named.size > this.limit) this.clear();
  }

  /** Messages may have been missed (listener reconnected) or the cache was emptied: start over. */
  clear(): void {
    this.revoked = undefined;
    this.named = new Set();
    this.readAt = 0;
    this.retryAfter = 0;
    if (this.reading) this.cleared = true;
  }

  private refresh(read: (limit: number) => Promise<string[]>): void {
    this.reading = true;
    this.cleared = false;
    const namedDuringRead = (this.namedDuringRead = new Set());
    const startedAt = this.cache.now();
    const settle = (jtis: string[] | undefined) => {
      this.reading = false;
      this.namedDuringRead = undefined;
      if (this.cleared) return;
      if (!jtis) {
        // The per-token cache answers meanwhile; try again in a while, not on every request.
        this.retryAfter = this.cache.now() + 5_000;
      } else if (jtis.length > this.limit) {
        this.revoked = undefined;
        this.named = new Set();
        this.retryAfter = this.cache.now() + MAX_AGE_MS;
      } else {
        this.revoked = new Set(jtis);
        this.named = namedDuringRead;
        this.readAt = startedAt;
      }
    };
    read(this.limit + 1).then(settle, () => settle(undefined));
  }
}
