// Schema pieces (zod) for the REST front's query parameters and bodies: each refuses with the
// message the route documents (read with parseFields or parseInput, src/domain/input.ts).
import { z } from 'zod';
import { requiredString } from '../../domain/input.js';

/** A query value given once (not repeated); absent is undefined. */
export const singleValue = (name: string) => z.string({ error: `${name} must be a single value` }).optional();

/** A filter that, when given, is one non-empty value. */
export const nonEmptyValue = (name: string) => requiredString(`${name} must be a non-empty string`).optional();

const dateOf = (raw: string) => new Date(/^\d+$/.test(raw) ? Number(raw) : raw);

/** An instant as epoch milliseconds or ISO 8601, read as ISO 8601; anything else is refused with `message`. */
export const instantText = (message: string) =>
  z
    .string({ error: message })
    .refine((raw) => !Number.isNaN(dateOf(raw).getTime()), message)
    .transform((raw) => dateOf(raw).toISOString());

/** `expiresAt` as the compatible product sends it (epoch milliseconds), or ISO 8601; null or absent for never. */
export const expiryShape = z
  .union([z.number(), z.string().min(1)])
  .refine((value) => !Number.isNaN(new Date(value).getTime()))
  .transform((value) => new Date(value).toISOString())
  .nullish();
