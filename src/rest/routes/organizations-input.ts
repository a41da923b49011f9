// Shape checks of the organization routes' request parts, before they become GraphQL variables.
import type { Request } from 'express';
import { z } from 'zod';
import { parseInput } from '../../domain/input.js';
import { body } from '../route.js';

/** The search term of a list route: `q` (the reference's name) or `search`. */
export function searchOf(req: Request): string | undefined {
  const value = req.query.q ?? req.query.search;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A JSON array field of the body. GraphQL would coerce a lone string into a one-item list;
 * a REST client sending `"a"` instead of `["a"]` made a mistake, so it is refused here.
 */
export function arrayField(req: Request, field: string): unknown {
  const value = body(req)[field];
  parseInput(z.array(z.unknown()), value, `${field} must be an array`, [field]);
  return value;
}
