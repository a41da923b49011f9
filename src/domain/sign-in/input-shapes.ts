// Schema pieces (zod) of the sign-in's own shapes (the generic ones are in src/domain/input.ts):
// each refuses with the one message its caller documents.
import { z } from 'zod';

/** A one-time code of 6 digits, surrounding spaces ignored (the output is trimmed). */
export const sixDigitCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{6}$/, message);
