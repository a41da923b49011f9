// The pieces the Experience API's OpenAPI fragments are made of (each route file holds its own
// paths beside its handlers; ../openapi.ts merges them into the document).
export const str = { type: 'string' };
export const errorOf = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
/** The error answer of most fragments (`data` carries details such as a lockout's retryAfter). */
export const error = errorOf('Error `{ code, message, data? }`');
/** A JSON request body with this schema. */
export const jsonBody = (schema: Record<string, unknown>) => ({ required: true, content: { 'application/json': { schema } } });
/** A JSON request body: an object of these properties. */
export const json = (properties: Record<string, unknown>, required: string[] = []) => jsonBody({ type: 'object', required, properties });
/** A JSON answer: an object of these properties. */
export const ok = (properties: Record<string, unknown>, description = 'OK') => ({
  description,
  content: { 'application/json': { schema: { type: 'object', properties } } },
});
/** A POST of the Experience API (the interaction cookie authorises it) answering with `errors` and `success`. */
export const experiencePost = (
  summary: string,
  body: ReturnType<typeof json> | undefined,
  errors: Record<number, unknown>,
  success: Record<string, unknown> = { 204: { description: 'Done' } },
) => ({
  post: { tags: ['Experience'], security: [], summary, ...(body ? { requestBody: body } : {}), responses: { ...errors, ...success } },
});
export type Paths = Record<string, Record<string, unknown>>;
