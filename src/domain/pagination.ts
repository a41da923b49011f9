// Keyset pagination on (created_at, id), newest first. A cursor is the opaque base64url of
// "<created_at ISO>|<id>". `offset` exists for the REST front's page/page_size compatibility.
import { z } from 'zod';
import { invalidInput } from './errors.js';
import { parseInput } from './input.js';

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

/** An integer (as Number.isInteger says: beyond 2^53 too) from `min` to `max`. */
const integer = (min: number, max = Infinity) =>
  z
    .number()
    .refine((value) => Number.isInteger(value))
    .min(min)
    .max(max);
const firstShape = integer(1, MAX_PAGE_SIZE);
const offsetShape = integer(0);

export function pageRequest(args: { first?: number | null; after?: string | null; offset?: number | null }): PageRequest {
  const first = parseInput(firstShape, args.first ?? DEFAULT_PAGE_SIZE, `first must be between 1 and ${MAX_PAGE_SIZE}`, ['first']);
  const offset = parseInput(offsetShape, args.offset ?? 0, 'offset must be >= 0', ['offset']);
  return { first, offset, after: args.after ? decodeCursor(args.after) : undefined };
}
