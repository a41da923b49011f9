// A Kysely plugin that tells the cache when this process writes to a table it caches, so the
// process that made a change never serves the old value while its NOTIFY is still on the way.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { CACHED_TABLES, INSERT_SAFE_TABLES, type DirectoryCache } from './directory-cache.js';

const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi;

function tableName(node: unknown): string | undefined {
  const n = node as { kind?: string; table?: { identifier?: { name?: string } }; node?: unknown } | undefined;
  if (n?.kind === 'TableNode') return n.table?.identifier?.name;
  if (n?.kind === 'AliasNode') return tableName(n.node);
  return undefined;
}

/** The table a write targets (insert into / update / delete from), read off the root node only. */
export function writtenTables(node: RootOperationNode): Set<string> {
  const tables = new Set<string>();
  const add = (t: string | undefined) => t && tables.add(t);
  if (node.kind === 'InsertQueryNode') add(tableName(node.into));
  else if (node.kind === 'UpdateQueryNode') add(tableName(node.table));
  else if (node.kind === 'DeleteQueryNode') for (const from of node.from.froms) add(tableName(from));
  else if (node.kind === 'RawNode') {
    for (const m of node.sqlFragments.join(' ').matchAll(RAW_WRITE)) tables.add(m[1]!.toLowerCase());
  }
  return tables;
}

export class CacheWriteWatch implements KyselyPlugin {
  constructor(private readonly cache: DirectoryCache) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    // Selects are the hot path: only write nodes are inspected.
    if (args.node.kind !== 'SelectQueryNode') {
      const inserting = args.node.kind === 'InsertQueryNode';
      for (const table of writtenTables(args.node)) {
        // Every sign-in inserts a session: that must not turn the session cache off for a while.
        if (CACHED_TABLES.has(table) && !(inserting && INSERT_SAFE_TABLES.has(table))) this.cache.localWrite(table);
      }
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
