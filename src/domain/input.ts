// Input shapes checked by schema (zod) instead of by hand. A front hands the domain `unknown`
// (a JSON body, a form); the domain's schema says what shape it must have, and a refusal keeps
// the domain's own words: one `guard.invalid_input` message and field per check, as the API
// documents them, not the schema library's.
import { z } from 'zod';
import { invalidInput } from './errors.js';

/** `value` as `schema` reads it, or the `guard.invalid_input` error the caller names. */
export function parseInput<S extends z.ZodTypeAny>(schema: S, value: unknown, message: string, field?: string[]): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(message, field);
  return parsed.data;
}

/**
 * `value` as `schema` reads it; a refusal is `guard.invalid_input` with the first failed check's
 * own message (each check of the schema carries the domain's words: `z.string({ error: '…' })`,
 * `.max(128, '…')`) and its field: the issue's path after `at` (the field the value came from),
 * cut to `depth` segments when a field names a container rather than its entries.
 */
export function parseFields<S extends z.ZodTypeAny>(schema: S, value: unknown, at: string[] = [], depth = Infinity): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = [...at, ...issue.path.map(String)].slice(0, depth);
  throw invalidInput(issue.message, field.length ? field : undefined);
}

/**
 * A JSON object (not null, not an array, not a scalar) with entries of any shape: custom data and
 * settings bags the domain stores or merges as given; anything else is refused with `message`.
 * Check with it, but keep the caller's own value rather than the parsed copy: zod rebuilds the
 * object, and a copy would turn an own `__proto__` key of a parsed JSON body into a prototype
 * instead of data.
 */
export const jsonObject = (message?: string) => z.looseObject({}, { error: message });

/**
 * Checks a settings object of known keys, each with its own value schema, entry by entry in the
 * object's own order: the refusal is the first entry whose key is unknown (`unknownKey(key)`) or
 * whose value its schema refuses (that schema's message), field `[...at, key]`. Not zod's
 * `strictObject`, which reports its known keys' problems in the shape's order and unknown keys
 * last, so a body with several problems would be answered with another one than it always was.
 */
export function parseSettings(value: object, settings: Record<string, z.ZodTypeAny>, unknownKey: (key: string) => string, at: string[]): void {
  const known = z.string().refine((key) => Object.hasOwn(settings, key));
  for (const [key, item] of Object.entries(value)) {
    parseInput(known, key, unknownKey(key), [...at, key]);
    parseFields(settings[key]!, item, [...at, key]);
  }
}

// Pieces every front and area checks again and again, each refusing with its caller's message.

/** Any string, '' included; anything else (absent too) is refused with `message`. */
export const anyString = (message: string) => z.string({ error: message });

/** A string of at least one character; absent, not a string or '' is refused with `message`. */
export const requiredString = (message: string) => z.string({ error: message }).min(1, message);

/** A string with something besides white space (kept as given); otherwise refused with `message`. */
export const nonBlankString = (message?: string) => z.string({ error: message }).refine((value) => value.trim() !== '', message);

/** A list of strings; not a list, or an entry not a string, is refused with `message` (at the list's field: cut to depth 1). */
export const stringList = (message: string) => z.array(z.string({ error: message }), { error: message });

/** A list of strings with at least one entry; an empty one is refused with `message`. */
export const nonEmptyList = (message: string) => z.array(z.string()).min(1, message);
