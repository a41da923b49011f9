// Keyset pagination on (created_at, id), newest first. A cursor is the opaque base64url of
// "<created_at ISO>|<id>". `offset` exists for the REST front's page/page_size compatibility.
import { invalidInput } from './errors.js';

// The shape of a page is the database's vocabulary (src/db/list-query.ts): the repositories take it.
import type { Page, PageRequest } from '../db/list-query.js';

export type { Page, PageRequest };

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export function encodeCursor(item: { createdAt: Date; id: string }): string {
  return Buffer.from(`${item.createdAt.toISOString()}|${item.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime())) throw invalidInput('after is not a valid cursor', ['after']);
  return { createdAt, id };
}

export function pageRequest(args: { first?: number | null; after?: string | null; offset?: number | null }): PageRequest {
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw invalidInput(`first must be between 1 and ${MAX_PAGE_SIZE}`, ['first']);
  }
  const offset = args.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) throw invalidInput('offset must be >= 0', ['offset']);
  return { first, offset, after: args.after ? decodeCursor(args.after) : undefined };
}
