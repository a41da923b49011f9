// A Kysely plugin that tells the cache when this process writes to a table it caches, so the
// process that made a change never serves the old value while its NOTIFY is still on the way.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { CACHED_TABLES, type DirectoryCache } from './directory-cache.js';

const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi;

function tablesOf(node: unknown, out: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  const n = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (n.kind === 'TableNode' && n.table?.identifier?.name) out.add(n.table.identifier.name);
  for (const value of Object.values(node)) if (value && typeof value === 'object') tablesOf(value, out);
}

export function writtenTables(node: RootOperationNode): Set<string> {
  const tables = new Set<string>();
  if (node.kind === 'InsertQueryNode' || node.kind === 'UpdateQueryNode' || node.kind === 'DeleteQueryNode') {
    tablesOf(node, tables);
  } else if (node.kind === 'RawNode') {
    for (const m of node.sqlFragments.join(' ').matchAll(RAW_WRITE)) tables.add(m[1]!.toLowerCase());
  }
  return tables;
}

export class CacheWriteWatch implements KyselyPlugin {
  constructor(private readonly cache: DirectoryCache) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    // Selects are the hot path: only write nodes are inspected.
    if (args.node.kind !== 'SelectQueryNode') {
      for (const table of writtenTables(args.node)) {
        if (CACHED_TABLES.has(table)) {
          this.cache.localWrite();
          break;
        }
      }
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
