// Authorization code + PKCE against Tessera's own OIDC provider (oauth4webapi does the protocol:
// discovery, state, nonce, ID token claim checks). Tokens live in memory only; what must survive
// the redirect to the sign-in page (verifier, state, nonce, where to come back) is kept in
// sessionStorage, which is per tab and cleared when the callback has used it.
import * as oauth from 'oauth4webapi';
import { settings } from '../settings';

// The Management API's scopes: `all`, or the narrower ones an operator's role may hold (the
// token carries those the user holds; src/domain/directory/management-access.ts).
export const MANAGEMENT_SCOPES = ['all', 'read', 'users', 'applications', 'webhooks', 'organizations'] as const;
export const SCOPES = `openid profile ${MANAGEMENT_SCOPES.join(' ')}`;
const PENDING_KEY = 'tessera-console:pending-sign-in';
const CALLBACK_PATH = '/console/callback';

export interface Session {
  accessToken: string;
  idToken: string;
  expiresAt: number;
  /** Whether the token carries any Management API scope: the user may use the console. */
  isAdministrator: boolean;
  /** The Management API scopes the token carries (what the console shows follows them). */
  managementScopes: string[];
  user: { sub: string; name?: string; username?: string; email?: string };
}

interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

const client: oauth.Client = { client_id: settings.clientId };
const insecure = new URL(settings.issuer).protocol === 'http:';
const httpOptions = insecure ? { [oauth.allowInsecureRequests]: true } : {};

let server: Promise<oauth.AuthorizationServer> | undefined;
function authorizationServer(): Promise<oauth.AuthorizationServer> {
  server ??= (async () => {
    const issuer = new URL(settings.issuer);
    const response = await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...httpOptions });
    return oauth.processDiscoveryResponse(issuer, response);
  })();
  server.catch(() => {
    server = undefined;
  });
  return server;
}

const redirectUri = () => new URL(CALLBACK_PATH, location.origin).href;

/** Leaves the page for the sign-in page; comes back to `returnTo` (a /console path) afterwards. */
export async function startSignIn(returnTo: string): Promise<never> {
  const as = await authorizationServer();
  const pending: PendingSignIn = {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    codeVerifier: oauth.generateRandomCodeVerifier(),
    returnTo: returnTo.startsWith('/console') ? returnTo : '/console/',
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: client.client_id,
    redirect_uri: redirectUri(),
    response_type: 'code',
    scope: SCOPES,
    resource: settings.resource,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  location.assign(url.href);
  return new Promise<never>(() => {});
}

export const isCallback = () => location.pathname === CALLBACK_PATH;

/** A token about to expire is replaced by a new sign-in (silent while the provider's session lasts). */
export function signInAgain(): void {
  void startSignIn(location.pathname + location.search);
}

let completion: Promise<{ session: Session; returnTo: string }> | undefined;

/** Finishes a sign-in once, however often it is asked (React may run an effect twice). */
export function completeSignIn(): Promise<{ session: Session; returnTo: string }> {
  completion ??= finishSignIn();
  return completion;
}

/** On /console/callback: the code for tokens, checked against what we sent. */
async function finishSignIn(): Promise<{ session: Session; returnTo: string }> {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!raw) throw new Error('This sign-in was not started here (or was already used). Sign in again.');
  const pending = JSON.parse(raw) as PendingSignIn;
  const as = await authorizationServer();
  const params = oauth.validateAuthResponse(as, client, new URL(location.href), pending.state);
  const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirectUri(), pending.codeVerifier, {
    additionalParameters: { resource: settings.resource },
    ...httpOptions,
  });
  const result = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: pending.nonce, requireIdToken: true });
  const claims = oauth.getValidatedIdTokenClaims(result)!;
  const scopes = (result.scope ?? '').split(' ');
  const session: Session = {
    accessToken: result.access_token,
    idToken: result.id_token!,
    expiresAt: Date.now() + (result.expires_in ?? 300) * 1000,
    isAdministrator: scopes.some((scope) => (MANAGEMENT_SCOPES as readonly string[]).includes(scope)),
    managementScopes: scopes.filter((scope) => (MANAGEMENT_SCOPES as readonly string[]).includes(scope)),
    user: {
      sub: claims.sub,
      ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
      ...(typeof claims.username === 'string' ? { username: claims.username } : {}),
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
    },
  };
  return { session, returnTo: pending.returnTo };
}

/** Ends the session at the provider (RP-initiated logout), then comes back to the console. */
export async function signOut(session: Session | undefined): Promise<never> {
  const as = await authorizationServer();
  const url = new URL(as.end_session_endpoint ?? `${settings.issuer}/session/end`);
  url.search = new URLSearchParams({
    client_id: client.client_id,
    post_logout_redirect_uri: settings.base,
    ...(session ? { id_token_hint: session.idToken } : {}),
  }).toString();
  location.assign(url.href);
  return new Promise<never>(() => {});
}
