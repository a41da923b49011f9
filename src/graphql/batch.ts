// Per-request batching for field resolvers (a minimal DataLoader): keys asked for under one name
// during one turn of the event loop are loaded with one call, so a list of N items costs one
// query, not N.
export type BatchLoad<K, V> = (keys: readonly K[]) => Promise<Map<K, V>>;

interface Batch {
  keys: Set<unknown>;
  result: Promise<Map<unknown, unknown>>;
}

const batches = new WeakMap<object, Map<string, Batch>>();

/**
 * Loads `key` together with the other keys asked for under `name` within the same scope (an
 * object that lives as long as the request) and the same tick.
 */
export function batched<K, V>(scope: object, name: string, load: BatchLoad<K, V>, key: K): Promise<V | undefined> {
  let byName = batches.get(scope);
  if (!byName) batches.set(scope, (byName = new Map()));
  let batch = byName.get(name);
  if (!batch) {
    const keys = new Set<unknown>();
    const pending = byName;
    const result = new Promise<Map<unknown, unknown>>((resolve, reject) => {
      setImmediate(() => {
        pending.delete(name);
        load([...keys] as K[]).then(resolve, reject);
      });
    });
    batch = { keys, result };
    byName.set(name, batch);
  }
  batch.keys.add(key);
  return batch.result.then((map) => map.get(key) as V | undefined);
}
