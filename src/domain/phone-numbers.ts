// The one stored spelling of a phone number, so two spellings of one number are one identifier.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number as it is stored and looked up: international digits without '+' (E.164 less its
 * plus sign, the compatible product's form). Numbers are read as international, as the compatible
 * API takes them; where libphonenumber knows the country's numbering plan, a national trunk prefix
 * written after the country code is dropped (`+61 0412 345 678` → `61412345678`). Digits it cannot
 * read as any country's number are kept as written, so nothing a caller could store before is
 * refused now.
 */
export function canonicalPhone(raw: string): string {
  const digits = raw.replace(/[\s().-]/g, '').replace(/^\+/, '');
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (!parsed?.countryCallingCode || !parsed.nationalNumber) return digits;
  return `${parsed.countryCallingCode}${parsed.nationalNumber}`;
}
