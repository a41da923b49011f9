// The public keys of private_key_jwt clients that publish them at a jwks_uri: fetched through
// the SSRF-guarded fetch (src/connectors/guarded-fetch.ts: the outbound rule checked against the
// address connected to, answers capped in size, no redirects), with a short timeout, and kept
// for a while. An assertion naming a kid the kept set lacks triggers one fetch again (the client
// rotated its key), at most once per REFETCH_AFTER_MS per address, so assertions with made-up
// kids cannot make this server hammer a client's host.
import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { guardedFetch } from '../connectors/guarded-fetch.js';
import type { Clock } from '../domain/clock.js';
import type { Application } from '../domain/oauth/oidc-clients.js';
import type { OutboundPolicy } from '../net/outbound-urls.js';

/** A client's jwks_uri that must answer quickly: the token request waits for it. */
const FETCH_TIMEOUT_MS = 5_000;
/** How long a fetched set is used without asking again. */
const KEEP_MS = 10 * 60_000;
/** The shortest time between two fetches of one address (an unknown kid, or a failed fetch). */
const REFETCH_AFTER_MS = 60_000;
/** Distinct addresses kept; the oldest fetched is dropped beyond it. */
const MAX_ENTRIES = 1_000;

/** A jwks_uri that did not answer with a JWK Set; `message` is safe to show the client. */
export class ClientJwksUnavailable extends Error {}

interface Entry {
  keys: JWTVerifyGetKey | undefined;
  fetchedAt: number;
  inFlight?: Promise<JWTVerifyGetKey>;
}

export class ClientJwksCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly policy: OutboundPolicy,
  ) {}

  /** The key set at `uri`; `refresh` asks for a new copy (an unknown kid), which the rate limit may decline. */
  async keys(uri: string, refresh = false): Promise<JWTVerifyGetKey> {
    const now = this.clock.now().getTime();
    const entry = this.entries.get(uri);
    if (entry?.inFlight) return entry.inFlight;
    const age = entry ? now - entry.fetchedAt : Infinity;
    if (entry?.keys && age < KEEP_MS && !(refresh && age >= REFETCH_AFTER_MS)) return entry.keys;
    if (entry && !entry.keys && age < REFETCH_AFTER_MS) throw new ClientJwksUnavailable(`the client's jwks_uri did not answer with a JWK Set; retry later`);
    const inFlight = this.fetch(uri);
    this.entries.set(uri, { keys: entry?.keys, fetchedAt: entry?.fetchedAt ?? now, inFlight });
    try {
      const keys = await inFlight;
      this.store(uri, { keys, fetchedAt: this.clock.now().getTime() });
      return keys;
    } catch (error) {
      // A failure is remembered too: the next request within the limit is refused at once.
      this.store(uri, { keys: undefined, fetchedAt: this.clock.now().getTime() });
      throw error;
    }
  }

  private store(uri: string, entry: Entry): void {
    this.entries.delete(uri);
    this.entries.set(uri, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  private async fetch(uri: string): Promise<JWTVerifyGetKey> {
    let response: Response;
    try {
      response = await guardedFetch(this.policy, 'the client’s jwks_uri')(uri, {
        headers: { accept: 'application/json, application/jwk-set+json' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch {
      throw new ClientJwksUnavailable(`the client's jwks_uri could not be reached`);
    }
    if (response.status !== 200) throw new ClientJwksUnavailable(`the client's jwks_uri answered HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ClientJwksUnavailable(`the client's jwks_uri did not answer with JSON`);
    }
    try {
      return createLocalJWKSet(body as JSONWebKeySet);
    } catch {
      throw new ClientJwksUnavailable(`the client's jwks_uri did not answer with a JWK Set`);
    }
  }
}

const caches = new WeakMap<object, ClientJwksCache>();

/** One cache per running app (keyed by its services), so tests' apps do not share what they fetched. */
export function clientJwksCacheOf(owner: object, clock: Clock, policy: OutboundPolicy): ClientJwksCache {
  let cache = caches.get(owner);
  if (!cache) {
    cache = new ClientJwksCache(clock, policy);
    caches.set(owner, cache);
  }
  return cache;
}

/**
 * The keys a client registered for signing what it sends (private_key_jwt's client assertions,
 * request objects): its inline JWK Set, or its jwks_uri through `cache`; undefined when it has none.
 */
export function registeredKeysOf(application: Application, cache: ClientJwksCache): JWTVerifyGetKey | undefined {
  const { jwks, jwksUri } = application.oidcClientMetadata;
  if (jwks) return createLocalJWKSet(jwks);
  if (!jwksUri) return undefined;
  // An unknown kid may mean the client rotated: ask its jwks_uri once more (the cache limits how often).
  return async (header, token) => {
    try {
      return await (
        await cache.keys(jwksUri)
      )(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      return (await cache.keys(jwksUri, true))(header, token);
    }
  };
}
