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
  /** Root field value → response body; default: a payload's entity field, or the value itself. */
  result?(value: any): unknown;
  /** A list: `page`/`page_size` map to `offset`/`first`; the body is the connection's nodes and
   *  `Total-Number` carries totalCount. */
  list?: boolean;
  /** GraphQL input type describing the JSON body, for the OpenAPI document. */
  bodyType?: string;
  /** GraphQL type describing the response body, for the OpenAPI document. */
  responseType?: string;
}

/** The JSON body as an object (express leaves it undefined when absent). */
export function body(req: Request): Record<string, unknown> {
  const b = req.body as unknown;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}
