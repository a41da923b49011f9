// Schema pieces (zod) for the shapes the sign-in, federation and REST fronts check again and
// again: each piece refuses with the one message its caller documents (read them with
// parseFields or parseInput, src/domain/input.ts).
import { z } from 'zod';

/** Any string, '' included; anything else (absent too) is refused with `message`. */
export const anyString = (message: string) => z.string({ error: message });

/** A string of at least one character; absent, not a string or '' is refused with `message`. */
export const requiredString = (message: string) => z.string({ error: message }).min(1, message);

/** A string with something besides white space (kept as given); otherwise refused with `message`. */
export const nonBlankString = (message?: string) => z.string({ error: message }).refine((value) => value.trim() !== '', message);

/** A list of strings; not a list, or an entry not a string, is refused with `message` (at the list's field: cut to depth 1). */
export const stringList = (message: string) => z.array(z.string({ error: message }), { error: message });

/** A one-time code of 6 digits, surrounding spaces ignored (the output is trimmed). */
export const sixDigitCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{6}$/, message);
