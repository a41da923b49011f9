// What the two passkey route files (sign-in with a passkey; a passkey as a second factor or a
// new sign-in passkey) share: their error answers, the credential payload's schema, and the one
// check of a required string field.
import { parseFields, requiredString } from '../../domain/input.js';
import { error, experiencePost, json, ok, str } from './openapi-parts.js';

const errors = { 400: error, 401: error, 403: error, 404: error, 422: error };
export const obj = { type: 'object', additionalProperties: true };
export const payload = { ...obj, description: 'The PublicKeyCredential as JSON (what @simplewebauthn/browser returns)' };
export const experience = (summary: string, body: ReturnType<typeof json> | undefined, success: Record<string, unknown>) =>
  experiencePost(summary, body, errors, success);
export const verified = { 200: ok({ verificationId: str }) };

export function requireString(value: unknown, name: string): string {
  return parseFields(requiredString(`${name} is required`), value, [name]);
}
