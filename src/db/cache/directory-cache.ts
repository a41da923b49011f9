// In-memory read cache for the token endpoint's hot reads: applications (client auth), resources
// by indicator, and the scope sets that roles grant. Correctness comes from invalidation, not from
// expiry: database triggers NOTIFY every committed change (migration 0009) and every instance
// drops what the change touched. A short max age bounds the damage should a message be lost.

/** How long an entry may be served without any invalidation at all (a safety net). */
const MAX_AGE_MS = 60_000;
/** Entries per map before it is emptied (far above the directory sizes we expect to be hot). */
const MAX_ENTRIES = 50_000;

interface Entry<V> {
  value: V;
  loadedAt: number;
}

/** A two-level map (owner → key → value) so that one owner's entries drop in one step. */
export class OwnedCache<V> {
  private owners = new Map<string, Map<string, Entry<V>>>();
  private size = 0;

  constructor(private readonly cache: DirectoryCache) {}

  async get(owner: string, key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.owners.get(owner)?.get(key);
    if (hit && this.cache.fresh(hit.loadedAt)) return hit.value;
    const generation = this.cache.generation;
    const loadedAt = Date.now();
    const value = await load();
    // An invalidation that arrived while we were reading may concern what we read: do not keep it.
    if (generation === this.cache.generation && this.cache.enabled) this.set(owner, key, { value, loadedAt });
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
  /** Bumped by every invalidation: a read that overlapped one is not stored. */
  generation = 0;
  /** False while notifications may be missed (listener down): every read goes to the database. */
  enabled = false;
  /** Writes seen in this process: cached reads are bypassed until this instant (ms). */
  private bypassUntil = 0;

  /** Application credentials by client id (owner = application id, key ''). */
  readonly applications = new OwnedCache<unknown>(this);
  /** Resources by indicator (owner '', key = indicator). */
  readonly resources = new OwnedCache<unknown>(this);
  /** Scope names an application holds on a resource (owner = application id, key = resource id). */
  readonly applicationScopes = new OwnedCache<string[]>(this);
  /** Scope names a user holds on a resource (owner = user id, key = resource id + organization). */
  readonly userScopes = new OwnedCache<string[]>(this);

  fresh(loadedAt: number): boolean {
    const now = Date.now();
    return this.enabled && now >= this.bypassUntil && loadedAt >= this.bypassUntil - LOCAL_WRITE_BYPASS_MS && now - loadedAt < MAX_AGE_MS;
  }

  /**
   * A write to a cached table went out from this process. Its NOTIFY arrives only after commit,
   * so until then (bounded) this process reads through, and nothing loaded before is served again.
   */
  localWrite(): void {
    this.generation++;
    this.bypassUntil = Date.now() + LOCAL_WRITE_BYPASS_MS;
  }

  clearAll(): void {
    this.generation++;
    this.applications.clear();
    this.resources.clear();
    this.applicationScopes.clear();
    this.userScopes.clear();
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
      case 'resources':
        this.resources.clear();
        this.applicationScopes.clear();
        this.userScopes.clear();
        return;
      case 'scopes':
      case 'roles':
      case 'roles_scopes':
      case 'organization_roles':
      case 'organization_role_resource_scopes':
        this.applicationScopes.clear();
        this.userScopes.clear();
        return;
      default:
        this.clearAll();
    }
  }
}

/** Long enough for a Management API mutation to commit and its NOTIFY to come back. */
export const LOCAL_WRITE_BYPASS_MS = 2_000;

/** The tables whose changes the cache depends on (each has a NOTIFY trigger). */
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
]);
