// What this server takes for an email address, wherever one comes in: a user's primary email
// (Management API, sign-up), an organization invitation's invitee, the recipient of a
// verification code, and the email claim of an upstream identity provider. Deliberately loose:
// one `@`, a dot in the domain, no white space, and no longer than an address can be (RFC 5321
// §4.5.3.1: a path of 256 octets, 254 without its angle brackets). Whether an address really
// exists is proved by a code sent to it, never by its spelling.

/** The longest address accepted. */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `value` (already trimmed by the caller where trimming is wanted) is an email address as above. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_ADDRESS_MAX_LENGTH && EMAIL_ADDRESS.test(value);
}
