// Per-request batching for list fields (Role.scopes, Resource.scopes): every parent asking in the
// same tick shares one query, so a page of 100 roles with their scopes costs 2 queries, not 101.
import type { GraphQLContext } from './context.js';

type Load<V> = (ctx: GraphQLContext, keys: string[]) => Promise<Map<string, V>>;

interface Batch<V> {
  waiting: Map<string, Array<{ resolve: (v: V) => void; reject: (e: unknown) => void }>>;
}

export function batchLoader<V>(load: Load<V>, missing: () => V) {
  // Keyed on the request's context object: batches never mix requests (or transactions).
  const batches = new WeakMap<GraphQLContext, Batch<V>>();
  return (ctx: GraphQLContext, key: string): Promise<V> =>
    new Promise<V>((resolve, reject) => {
      let batch = batches.get(ctx);
      if (!batch) {
        const fresh: Batch<V> = { waiting: new Map() };
        batches.set(ctx, fresh);
        batch = fresh;
        process.nextTick(() => {
          batches.delete(ctx);
          const keys = [...fresh.waiting.keys()];
          load(ctx, keys).then(
            (found) => {
              for (const [k, waiters] of fresh.waiting) for (const w of waiters) w.resolve(found.get(k) ?? missing());
            },
            (error: unknown) => {
              for (const waiters of fresh.waiting.values()) for (const w of waiters) w.reject(error);
            },
          );
        });
      }
      const waiters = batch.waiting.get(key) ?? [];
      waiters.push({ resolve, reject });
      batch.waiting.set(key, waiters);
    });
}
