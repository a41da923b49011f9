// The console's only way to the server: POST /graphql with the signed-in user's token. Documents
// are typed by GraphQL Code Generator (src/console/gql), so variables and results are checked
// against schema/ at build time.
import type { TypedDocumentString } from '../gql/graphql';
import { signInAgain } from '../auth/oidc';

let token: { value: string; expiresAt: number } | undefined;

export function setAccessToken(value: string, expiresAt: number): void {
  token = { value, expiresAt };
}

/** A request the server refused as a whole: not signed in, not an administrator, a bad query, down. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly kind: 'unauthorized' | 'forbidden' | 'network' | 'graphql',
    readonly code?: string,
  ) {
    super(message);
  }
}

export async function execute<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  ...[variables]: Variables extends Record<string, never> ? [] : [Variables]
): Promise<Result> {
  // A token that is about to expire is renewed by signing in again before it is refused.
  if (!token || token.expiresAt - Date.now() < 30_000) {
    signInAgain();
    throw new RequestError('Your session expired; signing in again…', 'unauthorized');
  }
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.value}` },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    });
  } catch {
    throw new RequestError('The server cannot be reached. Check your connection and try again.', 'network');
  }
  if (response.status === 401) {
    signInAgain();
    throw new RequestError('Your session expired; signing in again…', 'unauthorized');
  }
  const body = (await response.json().catch(() => undefined)) as { data?: Result; errors?: { message: string; extensions?: { code?: string } }[] } | undefined;
  if (response.status === 403 || body?.errors?.[0]?.extensions?.code === 'FORBIDDEN') {
    throw new RequestError('You do not have access to the Management API.', 'forbidden', 'FORBIDDEN');
  }
  const first = body?.errors?.[0];
  if (first) throw new RequestError(first.message, 'graphql', first.extensions?.code);
  if (!response.ok || !body?.data) throw new RequestError(`The server answered ${response.status}.`, 'network');
  return body.data;
}
