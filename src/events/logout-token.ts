// The logout token of OpenID Connect Back-Channel Logout 1.0 (§2.4), minted for each attempt of a
// back-channel logout delivery: a JWT with `typ: logout+jwt` (§2.4's explicit typing, so that it
// cannot be taken for an ID token or an access token), signed with our key of the application's
// ID token algorithm, `aud` the client id, short-lived, a `jti` of its own every time, the logout
// event, `sub` and, when the application asked for it, `sid`; never a `nonce`. It is POSTed as
// the form parameter `logout_token` (§2.5). Each attempt gets a new token rather than the one the
// notice was queued with, so a retry hours later still arrives unexpired; a receiver that keeps
// the `jti`s it accepted refuses a replay of any of them (docs/oidc.md).
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { epochSeconds, type Clock } from '../domain/clock.js';
import { LOGOUT_TOKEN_TTL_SECONDS, logoutNoticeOf, logoutTokenClaims, type BackchannelLogoutApplication } from '../domain/oauth/backchannel-logout.js';
import type { ClaimedDelivery } from '../domain/webhooks/delivery-queue.js';
import type { KeyStore } from '../services.js';
import type { DeliveryTarget } from './dispatch/deliver-round.js';

export interface LogoutTokenSigning {
  /** The current key store (replaced on rotation: read it per token). */
  keys: () => KeyStore;
  clock: Clock;
  issuer: string;
}

export async function mintLogoutToken(signing: LogoutTokenSigning, app: BackchannelLogoutApplication, claims: Record<string, unknown>): Promise<string> {
  const signer = signing.keys().signingFor(app.alg);
  if (!signer) throw new Error(`no active ${app.alg} signing key`);
  const now = epochSeconds(signing.clock);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: app.alg, typ: 'logout+jwt', kid: signer.kid })
    .setIssuer(signing.issuer)
    .setAudience(app.id)
    .setIssuedAt(now)
    .setExpirationTime(now + LOGOUT_TOKEN_TTL_SECONDS)
    .setJti(randomUUID())
    .sign(signer.key);
}

/** A back-channel logout delivery's target: the application's URI, a fresh logout token per attempt. */
export function logoutTarget(delivery: ClaimedDelivery, app: BackchannelLogoutApplication, signing: LogoutTokenSigning): DeliveryTarget {
  const notice = logoutNoticeOf(JSON.parse(delivery.body));
  const cancelled = !app.uri ? 'the application no longer has a backchannelLogoutUri' : !notice ? 'the logout notice is unreadable' : undefined;
  return {
    hookId: null,
    applicationId: app.id,
    url: app.uri ?? '',
    cancelled,
    async request() {
      const token = await mintLogoutToken(signing, app, logoutTokenClaims(notice!, app.sessionRequired));
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Tessera-Backchannel-Logout/1' },
        body: new URLSearchParams({ logout_token: token }).toString(),
      };
    },
  };
}
