// GET/POST /oidc/session/end (OpenID Connect RP-Initiated Logout 1.0): ends the browser's
// session, clears the cookie, and returns to a `post_logout_redirect_uri` registered for the
// client, with `state`. The user confirms first (§2: otherwise any site could sign them out),
// through a form whose token is bound to the session being ended — unless the request carries
// an `id_token_hint` that is recent (issued within HINT_MAX_AGE_SECONDS) and names this very
// browser session (`sid`): that is a relying party signing out the user it just served. Any
// other hint (old, another session's, no session at all) ends nothing by itself: ID tokens are
// not secrets of the user (every relying party holds them, for an hour and longer), so one that
// leaked must not become a way to sign its user out from another site.
//
// Once a session has ended here, the applications signed in to through it that registered a
// front-channel logout URI (Front-Channel Logout 1.0) are each loaded in a hidden iframe of the
// signed-out page, which then goes on to the post_logout_redirect_uri when every frame has loaded
// (or after FRONTCHANNEL_WAIT_MS, so one slow application cannot keep the person here). The SAML
// applications the session signed in to with a Single Logout URL get a signed LogoutRequest the
// same way (IdP-initiated SAML Single Logout): a URL for HTTP-Redirect, a self-posting form for
// HTTP-POST.
// Back-channel logouts are queued by the session's end itself (domain/oauth/backchannel-logout.ts).
import { randomBytes } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { isPostLogoutRedirectRegistered } from '../domain/oauth/oidc-clients.js';
import { frontchannelLogoutUrls } from '../domain/oauth/frontchannel-logout.js';
import { samlLogoutFrames } from '../domain/sign-in/saml-logout.js';
import { endSession } from '../domain/oauth/oidc-sessions.js';
import type { Services } from '../services.js';
import { cookieKey, mac, macMatches, readSignedCookie } from './cookies.js';
import { escapeHtml } from '../http/escape-html.js';
import { sendErrorPage } from './error-page.js';
import { readIdTokenHint } from './id-token.js';
import { NUL_REFUSED, hasNul } from './parameters.js';
import { SESSION_COOKIE, currentSession, endBrowserSession } from './sessions.js';
import { strictBody } from '../http/strict-body.js';

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * How old an id_token_hint may be and still sign its session out without a confirmation. A
 * relying party that starts a logout right after the user clicked "sign out" usually holds an ID
 * token from the sign-in or the last refresh; ten minutes covers a refresh cycle without leaving
 * a leaked token useful for long. Older hints get the confirmation page.
 */
export const HINT_MAX_AGE_SECONDS = 600;

function isRecent(iat: number | undefined, now: Date): boolean {
  if (iat === undefined) return false;
  const age = now.getTime() / 1000 - iat;
  // A little clock skew either way between instances is tolerated.
  return age <= HINT_MAX_AGE_SECONDS && age >= -60;
}

async function endSessionRequest(services: Services, req: Request, res: Response, raw: Record<string, unknown>) {
  res.setHeader('Cache-Control', 'no-store');
  if (hasNul(raw)) return sendErrorPage(req, res, 400, 'invalid_request', NUL_REFUSED);
  const hintRaw = str(raw.id_token_hint);
  const hint = hintRaw ? await readIdTokenHint(services.keys, services.config.issuer, hintRaw) : undefined;
  if (hintRaw && !hint) return sendErrorPage(req, res, 400, 'invalid_request', 'id_token_hint is not an ID token issued here');
  const clientId = str(raw.client_id) ?? hint?.aud;
  if (hint && clientId !== hint.aud) return sendErrorPage(req, res, 400, 'invalid_request', 'client_id does not match id_token_hint');
  const postLogout = str(raw.post_logout_redirect_uri);
  let redirectTo: string | undefined;
  if (postLogout) {
    if (!clientId) return sendErrorPage(req, res, 400, 'invalid_request', 'post_logout_redirect_uri requires id_token_hint or client_id');
    if (!(await isPostLogoutRedirectRegistered(services.db, clientId, postLogout))) {
      return sendErrorPage(req, res, 400, 'invalid_request', 'post_logout_redirect_uri is not registered for this application');
    }
    const url = new URL(postLogout);
    const state = str(raw.state);
    if (state) url.searchParams.set('state', state);
    redirectTo = url.toString();
  }

  const sid = await readSignedCookie(services, req, SESSION_COOKIE);
  let ended: string | undefined;
  const recentHint = hint?.sid !== undefined && isRecent(hint.iat, services.clock.now());
  if (sid) {
    // The hint's sid is compared with the session row the cookie leads to (an active one).
    const session = recentHint ? await currentSession(services, req) : undefined;
    const ownRecentHint = recentHint && session !== undefined && session.id === hint.sid;
    const key = await cookieKey(services);
    const confirmed = req.method === 'POST' && typeof raw.xsrf === 'string' && macMatches(key, 'logout', sid, raw.xsrf);
    if (!ownRecentHint && !confirmed) {
      return confirmPage(res, { ...pick(raw), ...(clientId ? { client_id: clientId } : {}), xsrf: mac(key, 'logout', sid) });
    }
    ended = await endBrowserSession(services, req, res);
  } else if (recentHint) {
    // No session in this browser (a blocked third-party cookie, another device): a relying party
    // ending the session it just got an ID token for.
    const hinted = hint.sid!;
    await services.db.transaction().execute((trx) => endSession(trx, hinted));
    ended = hinted;
  }
  const frames = ended
    ? [
        ...(await frontchannelLogoutUrls(services.db, ended, services.config.issuer)),
        // The SAML applications the session signed in to get their LogoutRequest the same way (a URL, or a form the frame posts).
        ...(await samlLogoutFrames(services.db, ended, services.config.keyEncryptionKey, { baseUrl: services.config.baseUrl }, services.clock.now())).map(
          (answer): LogoutFrame => (answer.binding === 'redirect' ? answer.location : { postTo: answer.url, fields: answer.fields }),
        ),
      ]
    : [];
  if (frames.length > 0) return signedOutPage(res, frames, redirectTo);
  if (redirectTo) return res.redirect(303, redirectTo);
  signedOutPage(res, [], undefined);
}

/** How long the signed-out page waits for the front-channel frames before going on regardless. */
export const FRONTCHANNEL_WAIT_MS = 5000;

/** A page a signed-out page loads in a frame: a URL, or a form the frame posts (SAML's HTTP-POST binding). */
type LogoutFrame = string | { postTo: string; fields: Record<string, string> };

/**
 * The signed-out page: the front-channel logout frames, then on to `redirectTo` (if any) once
 * they have all loaded. Its policy lets frames come from those pages' origins only, and scripts
 * only by this response's nonce; without scripts, a link continues. A form to post is the
 * frame's own document (srcdoc, under this page's policy and nonce) that posts itself; its frame
 * counts as loaded when the post's answer has.
 */
function signedOutPage(res: Response, frames: readonly LogoutFrame[], redirectTo: string | undefined) {
  const nonce = randomBytes(16).toString('base64');
  const frameSources = [...new Set(frames.map((f) => new URL(typeof f === 'string' ? f : f.postTo).origin))].join(' ');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; frame-src ${frameSources || "'none'"}; frame-ancestors 'none'; base-uri 'none'`,
  );
  const iframes = frames
    .map((frame) => {
      if (typeof frame === 'string') return `<iframe src="${escapeHtml(frame)}" title="Signing out of an application" style="display:none"></iframe>`;
      const inputs = Object.entries(frame.fields)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('');
      const doc = `<form method="post" action="${escapeHtml(frame.postTo)}">${inputs}</form><script nonce="${nonce}">document.forms[0].submit();</script>`;
      return `<iframe srcdoc="${escapeHtml(doc)}" data-loads="2" title="Signing out of an application" style="display:none"></iframe>`;
    })
    .join('');
  // The script comes after the frames, so that it finds them all; a frame cannot load before it runs.
  const onward = redirectTo ? `<p><a id="continue" href="${escapeHtml(redirectTo)}">Continue</a></p>` : '<p>You can close this window.</p>';
  const script = redirectTo
    ? `<script nonce="${nonce}">(function(){var frames=document.querySelectorAll('iframe'),left=frames.length,done=false;` +
      `function go(){if(done)return;done=true;location.replace(document.getElementById('continue').href);}` +
      `if(left===0)return go();frames.forEach(function(f){var loads=Number(f.getAttribute('data-loads')||1);` +
      `f.addEventListener('load',function(){loads-=1;if(loads===0){left-=1;if(left===0)go();}});});` +
      `setTimeout(go,${FRONTCHANNEL_WAIT_MS});})();</script>`
    : '';
  res
    .type('html')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>Signed out</title></head><body><main><h1>You are signed out</h1>${onward}${iframes}</main>${script}</body></html>`,
    );
}

function pick(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['client_id', 'post_logout_redirect_uri', 'state']) {
    const value = str(raw[name]);
    if (value) out[name] = value;
  }
  return out;
}

function confirmPage(res: Response, fields: Record<string, string>) {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  res
    .type('html')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Sign out</title></head><body><main><h1>Sign out?</h1>' +
        `<form method="post" action="/oidc/session/end">${hidden}<button type="submit">Sign out</button></form></main></body></html>`,
    );
}

export function endSessionRouter(services: Services): Router {
  const router = express.Router();
  router.get('/', (req, res) => endSessionRequest(services, req, res, req.query as Record<string, unknown>));
  router.post('/', express.urlencoded({ extended: false, limit: services.config.bodyLimit, parameterLimit: 20, verify: strictBody }), (req, res) =>
    endSessionRequest(services, req, res, (req.body ?? {}) as Record<string, unknown>),
  );
  return router;
}
