import { encodeCursor, type Page } from '../domain/pagination.js';

/** A domain page as a Relay connection. */
export function toConnection<T extends { createdAt: Date; id: string }>(page: Page<T>) {
  const edges = page.items.map((node) => ({ cursor: encodeCursor(node), node }));
  return {
    edges,
    nodes: page.items,
    totalCount: page.totalCount,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
