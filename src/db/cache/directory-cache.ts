// In-memory read cache for the token endpoint's hot reads: applications (client auth), resources
// by indicator, and the scope sets that roles grant. Correctness comes from invalidation, not from
// expiry: database triggers NOTIFY every committed change (migration 0009) and every instance
// drops what the change touched. A short max age bounds the damage should a message be lost.
import { MAX_AGE_MS } from './max-age.js';
import { RevocationList } from './revocation-list.js';

export { MAX_AGE_MS };
/**
 * Past its maximum age, and up to this age, an entry still answers while one read replaces it in
 * the background, instead of making the request wait for that read. The entry is still here, so
 * no NOTIFY said it changed (a change drops it; a lost subscription empties the cache), and what
 * the safety net guards against, a change that bypassed the triggers, is then served for one
 * more round trip at most. Without this, every entry a service used expired together during a
 * quiet minute, and the first second of traffic after it waited on hundreds of reads: at a steady
 * 3,000 client-credentials requests/s after 70 s idle, a backlog of ~1.1 s; 0.3–0.4 s with this
 * (npm run bench:cold-start).
 */
export const MAX_STALE_MS = 10 * 60_000;
/** Background replacements of such entries in flight at once, across the whole cache. */
const MAX_BACKGROUND_READS = 2;
/** Entries per map before it is emptied (far above the directory sizes we expect to be hot). */
const MAX_ENTRIES = 50_000;

interface Entry<V> {
  value: V;
  loadedAt: number;
  /** When the safety net expires it (see MAX_AGE_MS). */
  expiresAt: number;
  /** The value as a settled promise, made at the first hit and handed to every later one. */
  answer?: Promise<V>;
}

/** Long enough for a Management API mutation to commit and its NOTIFY to come back. */
export const LOCAL_WRITE_BYPASS_MS = 2_000;

/** A two-level map (owner → key → value) so that one owner's entries drop in one step. */
export class OwnedCache<V> {
  private owners = new Map<string, Map<string, Entry<V>>>();
  private size = 0;
  /** A write to a table this map depends on went out from this process: read through until then. */
  private bypassUntil = 0;

  constructor(private readonly cache: DirectoryCache) {}

  /** Loads under way, by owner and key, with the cache generation they started in. */
  private pending = new Map<string, { generation: number; answer: Promise<V> }>();

  /** Answerable until `until`: the cache is on, and no write of ours since it was loaded is pending. */
  private answerable(entry: Entry<V>, until: number): boolean {
    const now = this.cache.now();
    return this.cache.enabled && now >= this.bypassUntil && entry.loadedAt >= this.bypassUntil - LOCAL_WRITE_BYPASS_MS && now < until;
  }

  private fresh(entry: Entry<V>): boolean {
    return this.answerable(entry, entry.expiresAt);
  }

  /** Past the safety net's expiry, but still safe to answer while a read replaces it (MAX_STALE_MS). */
  private servableWhileRefreshing(entry: Entry<V>): boolean {
    return this.answerable(entry, entry.loadedAt + MAX_STALE_MS);
  }

  /** Whether this process's own write to a table behind this map may not have been heard yet. */
  bypassed(): boolean {
    return this.cache.now() < this.bypassUntil;
  }

  /** Our own write's NOTIFY is on the way: serve nothing loaded before it, read through meanwhile. */
  bypass(): void {
    this.bypassUntil = this.cache.now() + LOCAL_WRITE_BYPASS_MS;
  }

  /** Not async: a hit (the hot path, several per token request) allocates nothing. */
  get(owner: string, key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.owners.get(owner)?.get(key);
    if (hit && this.fresh(hit)) return (hit.answer ??= Promise.resolve(hit.value));
    if (hit && this.servableWhileRefreshing(hit)) {
      // A few replacements at a time: after a quiet spell every entry in use is due at once, and
      // hundreds of reads would hold the pool that the requests' own queries (their audit
      // entries) wait for. The others answer as they are until a later request finds a free slot.
      // A failed replacement leaves the entry as it was; the next request tries again.
      const id = `${owner}\u0000${key}`;
      if (!this.pending.has(id) && this.cache.backgroundReads < MAX_BACKGROUND_READS) {
        this.cache.backgroundReads++;
        const settled = () => void this.cache.backgroundReads--;
        this.read(owner, key, load).then(settled, settled);
      }
      return (hit.answer ??= Promise.resolve(hit.value));
    }
    return this.read(owner, key, load);
  }

  /**
   * Requests missing the same entry together share one read (a cold or just-expired entry is
   * wanted by every request in flight), unless something changed since that read began.
   */
  private read(owner: string, key: string, load: () => Promise<V>): Promise<V> {
    const id = `${owner}\u0000${key}`;
    const running = this.pending.get(id);
    if (running && running.generation === this.cache.generation && this.cache.enabled && this.cache.now() >= this.bypassUntil) return running.answer;
    const answer = this.load(owner, key, load);
    const mine = { generation: this.cache.generation, answer };
    this.pending.set(id, mine);
    const done = () => {
      if (this.pending.get(id) === mine) this.pending.delete(id);
    };
    answer.then(done, done);
    return answer;
  }

  private async load(owner: string, key: string, load: () => Promise<V>): Promise<V> {
    const generation = this.cache.generation;
    const loadedAt = this.cache.now();
    const value = await load();
    // An invalidation that arrived while we were reading may concern what we read: do not keep it.
    if (generation === this.cache.generation && this.cache.enabled) {
      this.set(owner, key, { value, loadedAt, expiresAt: loadedAt + MAX_AGE_MS * (0.5 + Math.random() / 2) });
    }
    return value;
  }

  private set(owner: string, key: string, entry: Entry<V>): void {
    if (this.size >= MAX_ENTRIES) this.clear();
    let byKey = this.owners.get(owner);
    if (!byKey) this.owners.set(owner, (byKey = new Map()));
    if (!byKey.has(key)) this.size++;
    byKey.set(key, entry);
  }

  dropOwner(owner: string): void {
    const byKey = this.owners.get(owner);
    if (!byKey) return;
    this.size -= byKey.size;
    this.owners.delete(owner);
  }

  clear(): void {
    this.owners.clear();
    this.size = 0;
  }
}

export class DirectoryCache {
  /**
   * `now`: the time in epoch milliseconds by which entries age and this process's writes are
   * waited out. The system's in a running server; a test passes its clock to move past them.
   */
  constructor(readonly now: () => number = () => Date.now()) {}

  /** Bumped by every invalidation: a read that overlapped one is not stored. */
  generation = 0;
  /** False while notifications may be missed (listener down): every read goes to the database. */
  enabled = false;
  /** Expired entries being replaced in the background (see MAX_STALE_MS), in all maps. */
  backgroundReads = 0;

  /** Application credentials by client id (owner = application id, key ''). */
  readonly applications = new OwnedCache<unknown>(this);
  /** Resources by indicator (owner '', key = indicator). */
  readonly resources = new OwnedCache<unknown>(this);
  /** Scope names an application holds on a resource (owner = application id, key = resource id). */
  readonly applicationScopes = new OwnedCache<string[]>(this);
  /** Scope names a user holds on a resource (owner = user id, key = resource id + organization). */
  readonly userScopes = new OwnedCache<string[]>(this);
  /** Whether a user exists and is suspended (owner = user id, key ''). */
  readonly userState = new OwnedCache<unknown>(this);
  /** Whether a token id was revoked (owner = jti, key ''). */
  readonly revokedJtis = new OwnedCache<boolean>(this);
  /** A sign-in session's end and expiry (owner = session id, key ''). */
  readonly sessions = new OwnedCache<unknown>(this);
  /** Whether an application turned its access control on (owner = application id, key ''); not its rules. */
  readonly accessControlEnabled = new OwnedCache<boolean>(this);
  /**
   * When a throttle against guessing last held a subject off, or null (owner = the throttle's key,
   * key ''). Only holds are notified (migration 20261129_0301); failures, counted under a row lock,
   * are never answered from here.
   */
  readonly throttleHolds = new OwnedCache<Date | null>(this);
  /** A personal access token's existence and expiry (owner = its id, key ''), for the tokens exchanged from it. */
  readonly personalAccessTokens = new OwnedCache<unknown>(this);
  /** Every revoked, unexpired jti, so a token never seen before needs no read (revocation-list.ts). */
  readonly revocations = new RevocationList(this);

  /** table → the maps whose entries a change to it can make wrong. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each dependent cache holds its own value type
  private readonly dependents: Record<string, Array<OwnedCache<any>>> = {
    applications: [this.applications, this.applicationScopes],
    applications_roles: [this.applicationScopes],
    users_roles: [this.userScopes],
    organization_user_roles: [this.userScopes],
    resources: [this.resources, this.applicationScopes, this.userScopes],
    scopes: [this.applicationScopes, this.userScopes],
    roles: [this.applicationScopes, this.userScopes],
    roles_scopes: [this.applicationScopes, this.userScopes],
    organization_roles: [this.applicationScopes, this.userScopes],
    organization_role_resource_scopes: [this.applicationScopes, this.userScopes],
    users: [this.userState, this.userScopes],
    revoked_tokens: [this.revokedJtis],
    sessions: [this.sessions],
    application_access_controls: [this.accessControlEnabled],
    auth_throttles: [this.throttleHolds],
    personal_access_tokens: [this.personalAccessTokens],
  };

  /** A write to `table` went out from this process (its NOTIFY comes only after commit). */
  localWrite(table: string): void {
    const maps = this.dependents[table];
    if (!maps) return;
    this.generation++;
    for (const map of maps) map.bypass();
  }

  clearAll(): void {
    this.generation++;
    this.revocations.clear();
    for (const map of new Set(Object.values(this.dependents).flat())) map.clear();
  }

  /** One NOTIFY payload, `table:key`, from the triggers of migration 0009. */
  invalidate(payload: string): void {
    this.generation++;
    const colon = payload.indexOf(':');
    const table = colon < 0 ? payload : payload.slice(0, colon);
    const key = colon < 0 ? '' : payload.slice(colon + 1);
    switch (table) {
      case 'applications':
        this.applications.dropOwner(key);
        this.applicationScopes.dropOwner(key);
        return;
      case 'applications_roles':
        this.applicationScopes.dropOwner(key);
        return;
      case 'users_roles':
      case 'organization_user_roles':
        this.userScopes.dropOwner(key);
        return;
      case 'users':
        this.userState.dropOwner(key);
        this.userScopes.dropOwner(key);
        return;
      case 'revoked_tokens':
        this.revokedJtis.dropOwner(key);
        this.revocations.noteNamed(key);
        return;
      case 'sessions':
        this.sessions.dropOwner(key);
        return;
      case 'application_access_controls':
        this.accessControlEnabled.dropOwner(key);
        return;
      case 'auth_throttles':
        this.throttleHolds.dropOwner(key);
        return;
      case 'personal_access_tokens':
        this.personalAccessTokens.dropOwner(key);
        return;
      default: {
        const maps = this.dependents[table];
        if (!maps) return this.clearAll();
        for (const map of maps) map.clear();
      }
    }
  }
}

/**
 * The tables whose changes the cache depends on (each has a NOTIFY trigger), watched for this
 * process's own writes. Not auth_throttles: every counted failure writes it, and a write here
 * would make each one stop the whole cache from keeping what it reads; the process that sets a
 * hold drops its own entry instead (throttles repository).
 */
export const CACHED_TABLES = new Set([
  'applications',
  'applications_roles',
  'users_roles',
  'organization_user_roles',
  'resources',
  'scopes',
  'roles',
  'roles_scopes',
  'organization_roles',
  'organization_role_resource_scopes',
  'users',
  'revoked_tokens',
  'sessions',
  'application_access_controls',
  'personal_access_tokens',
]);

/** Tables where a new row cannot make a cached answer wrong (see migration 0012). */
export const INSERT_SAFE_TABLES = new Set(['sessions', 'personal_access_tokens']);
