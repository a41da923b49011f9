// The caches' safety net, in a module of its own: the directory cache and the revocation list
// both read it, and neither imports the other for it.

/**
 * How long an entry may be served without any invalidation at all (a safety net). Each entry gets
 * a share of it at random, between half and all: entries loaded together (a warm-up, a restart)
 * would otherwise all expire in the same instant, and every request of that moment would go to
 * the database at once (the bench saw ~300 ms stalls at a steady 1,400 exchanges/s).
 */
export const MAX_AGE_MS = 60_000;
