// A REST route of the Management API: which GraphQL operation serves it, how the request maps
// to its variables, and how its result maps to the HTTP response.
import type { Request } from 'express';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRoute {
  method: HttpMethod;
  /** Express pattern inside /api, e.g. `/users/:userId`. */
  path: string;
  summary: string;
  /** Tag for the OpenAPI document. */
  tag: string;
  /** The GraphQL operation (its first root field is the result). */
  operation: string;
  /** Request → GraphQL variables (route params and body). May throw DomainError. */
  variables(req: Request): Record<string, unknown>;
  /** Success status. 204 sends no body. */
  status: number;
  /** How the root field's value becomes the body; default: a payload's one field besides
   *  userErrors (an object of them when several), or the value itself. Declarative so that the
   *  OpenAPI document derives the body's schema from the same description. */
  result?: RestResult;
  /** A list: `page`/`page_size` map to `offset`/`first`; the body is the connection's nodes and
   *  `Total-Number` carries totalCount. */
  list?: boolean;
  /** The query parameters the route reads besides `page`/`page_size`, each with its description (for the OpenAPI document). */
  query?: Record<string, string>;
  /** GraphQL input type describing the JSON body, for the OpenAPI document. */
  bodyType?: string;
  /** GraphQL type of the body (or of its items). The OpenAPI document derives the response schema
   *  from the operation's selection; when this is given it must agree, as a check on the route. */
  responseType?: string;
  /** Members of the body (or of each item), as dotted paths, left out when null: the compatible
   *  API's optional members, which it never answers as null (an application's
   *  `oidcClientMetadata.backchannelLogoutUri`). Applied after `result`; the document says so too. */
  omitNullMembers?: readonly string[];
}

export type RestResult =
  /** The value at this path inside the root field, e.g. `['scopes']`. */
  | { pick: string[] }
  /** An object of these fields of the root field, e.g. `{ results }`. */
  | { fields: string[] }
  /** Like `fields`, each left out when null (a payload answering one of several shapes). */
  | { present: string[] }
  /** The root field's value inside an object under this key, e.g. `{ identity }`. */
  | { wrap: string }
  /** The object at `entity`, with the root field's `extra` fields beside its own (left out when null). */
  | { entity: string; extra: string[] }
  /** The value itself (an object, or each item of a list) without these fields when they are null:
   *  the compatible API's optional members, e.g. a second factor's `name` and `agent`. `isoDates`
   *  are times answered as ISO 8601 text instead of the REST front's epoch milliseconds, where the
   *  compatible API does so (a second factor's `createdAt`). */
  | { omitNull: string[]; isoDates?: string[] };

/** The JSON body as an object (express leaves it undefined when absent). */
export function body(req: Request): Record<string, unknown> {
  const b = req.body as unknown;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}
