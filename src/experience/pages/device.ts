// /device: the verification page of the device authorization grant (RFC 8628 §3.3). A person
// enters the user code their TV or CLI shows (or arrives with it filled in from
// verification_uri_complete, and still confirms it: §5.4), signs in through the ordinary sign-in
// (an interaction of the device's application, so its branding, MFA and the rest apply; the
// sign-in comes back here instead of issuing a code), sees which application asks and for what,
// and allows or denies. Every lookup of a user code runs under the per-address `verification`
// throttle and a wrong one counts against the address: 34 bits of user code are safe only
// while guessing is slow. The forms carry a CSRF token bound to this browser's `tessera_device`
// cookie, so no other site can make a signed-in browser approve its device.
import type { Request, Response, Router } from 'express';
import { findApplicationById } from '../../domain/oauth/oidc-clients.js';
import { findUserById } from '../../domain/directory/user-standing.js';
import { applicationAccessRefusal } from '../../domain/directory/application-access-control.js';
import {
  approveDeviceRequest,
  denyDeviceRequest,
  invalidUserCode,
  normalizeUserCode,
  formatUserCode,
  pendingDeviceRequest,
  type StoredDeviceCode,
} from '../../domain/oauth/device-codes.js';
import { DomainError } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import type { AuthorizationParams } from '../../oidc/authorization-request.js';
import { readSignedCookie, setSignedCookie } from '../../oidc/cookies.js';
import { startInteraction } from '../../oidc/interactions.js';
import { currentSession, type Session } from '../../oidc/sessions.js';
import { csrfMatches, csrfToken, formRefused } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { text } from '../i18n/context.js';
import { field, requestMeta, route } from '../respond.js';
import { underAddressThrottle } from '../throttle.js';
import { pageError, sendPage } from './common.js';
import { form, formatHtml, html, page } from './html.js';

export const DEVICE_COOKIE = 'tessera_device';
const DEVICE_COOKIE_TTL_SECONDS = 3600;
/** What the page shows back of a typed code it could not use: never more than a code's length. */
const MAX_SHOWN_CODE = 32;

type DeviceRequest = StoredDeviceCode & { userCode: string };

/** This browser's device-page flow id (set on a GET when absent): what its CSRF tokens are bound to. */
async function flowIdOf(deps: ExperienceDeps, req: Request, res?: Response): Promise<string | undefined> {
  const existing = await readSignedCookie(deps.services, req, DEVICE_COOKIE);
  if (existing || !res) return existing;
  const id = newId();
  await setSignedCookie(deps.services, res, DEVICE_COOKIE, id, DEVICE_COOKIE_TTL_SECONDS);
  return id;
}

const csrfOf = (deps: ExperienceDeps, flowId: string) => csrfToken(deps.services, `device:${flowId}`);

async function entryPage(deps: ExperienceDeps, res: Response, flowId: string, typed: string | undefined, status = 200, error?: string) {
  const s = text().device;
  const normalized = normalizeUserCode(typed);
  // A code that can be one is shown as the device shows it; anything else as typed, cut short.
  const shown = normalized ? formatUserCode(normalized) : typed?.slice(0, MAX_SHOWN_CODE);
  const body = html`<p>${s.enterCode}</p>
${form(
  '/device',
  await csrfOf(deps, flowId),
  [{ name: 'user_code', label: s.code, autocomplete: 'one-time-code', autofocus: true, ...(shown ? { value: shown } : {}) }],
  s.continue,
  Boolean(error),
)}`;
  sendPage(res, status, page(s.title, body, error));
}

/** The scopes asked for, with the user scopes' descriptions in the page's language. */
function scopeItems(scope: string) {
  const descriptions = text().consentScopes as Record<string, string>;
  return scope
    .split(' ')
    .filter((s) => s && s !== 'openid')
    .map((name) =>
      Object.hasOwn(descriptions, name) && descriptions[name]
        ? html`<li><strong>${descriptions[name]}</strong> <span class="note">(${name})</span></li>`
        : html`<li><strong>${name}</strong></li>`,
    );
}

async function decisionPage(deps: ExperienceDeps, res: Response, flowId: string, request: DeviceRequest, session: Session, status = 200, error?: string) {
  const { db } = deps.services;
  const s = text().device;
  const application = await findApplicationById(db, request.clientId);
  const user = await findUserById(db, session.userId);
  const who = user?.name ?? user?.username ?? user?.primaryEmail ?? session.userId;
  const items = scopeItems(request.scope);
  const body = html`<p>${formatHtml(s.wantsAccess, { application: html`<strong>${application?.name ?? request.clientId}</strong>` })}</p>
<p>${formatHtml(s.checkCode, { code: html`<strong id="user-code">${request.userCode}</strong>` })}</p>
<p class="note">${formatHtml(s.signedInAs, { user: html`<strong>${who}</strong>` })}</p>
${items.length || request.resources.length ? html`<h2 style="font-size:1.05rem">${s.asksFor}</h2><ul>${items}${request.resources.map((r) => html`<li>${r}</li>`)}</ul>` : html`<p>${s.nothingMore}</p>`}
<form method="post" action="/device/confirm">
<input type="hidden" name="user_code" value="${request.userCode}">
<input type="hidden" name="csrf" value="${await csrfOf(deps, flowId)}">
<button type="submit" name="decision" value="allow">${s.allow}</button>
<button type="submit" name="decision" value="deny" style="background:#fff;color:#0a58ca;border:1px solid #0a58ca">${s.deny}</button>
<button type="submit" name="decision" value="switch" style="background:none;color:#0a58ca;border:0;text-decoration:underline">${s.switchAccount}</button>
</form>`;
  sendPage(res, status, page(s.title, body, error));
}

/** The request waiting under the typed code, looked up under the address throttle (a miss counts). */
function lookUp(deps: ExperienceDeps, req: Request, typed: string | undefined): Promise<DeviceRequest> {
  const { db, clock } = deps.services;
  return underAddressThrottle(deps.services, 'verification', requestMeta(req), () => pendingDeviceRequest(db, clock, typed));
}

/** A sign-in of the device's application that comes back to the decision for this code. */
async function signIn(deps: ExperienceDeps, res: Response, request: DeviceRequest): Promise<void> {
  const params: AuthorizationParams = {
    clientId: request.clientId,
    redirectUri: '',
    scope: request.scope,
    resources: request.resources,
    prompt: [],
    returnTo: `/device/confirm?user_code=${encodeURIComponent(request.userCode)}`,
  };
  res.redirect(303, await startInteraction(deps.services, res, params, 'SignIn'));
}

/** The request under the typed code, or undefined once the entry page answered with why not. */
async function requestOrEntryPage(
  deps: ExperienceDeps,
  req: Request,
  res: Response,
  flowId: string,
  typed: string | undefined,
): Promise<DeviceRequest | undefined> {
  try {
    return await lookUp(deps, req, typed);
  } catch (error) {
    const { status, message } = pageError(error);
    await entryPage(deps, res, flowId, typed, status, message);
    return undefined;
  }
}

/** A posted form's flow, when its CSRF token is this flow's; else undefined once a fresh entry page answered. */
async function postedFlowId(deps: ExperienceDeps, req: Request, res: Response, typed: string | undefined): Promise<string | undefined> {
  const flowId = await flowIdOf(deps, req);
  if (flowId && (await csrfMatches(deps.services, `device:${flowId}`, field(req, 'csrf')))) return flowId;
  const fresh = (await flowIdOf(deps, req, res))!;
  await entryPage(deps, res, fresh, typed, 400, pageError(formRefused()).message);
  return undefined;
}

async function decideOrSignIn(deps: ExperienceDeps, req: Request, res: Response, flowId: string, request: DeviceRequest): Promise<void> {
  const session = await currentSession(deps.services, req);
  if (!session) return signIn(deps, res, request);
  await decisionPage(deps, res, flowId, request, session);
}

function resultPage(res: Response, approved: boolean) {
  const s = text().device;
  sendPage(res, 200, page(approved ? s.approvedTitle : s.deniedTitle, html`<p id="device-result">${approved ? s.approved : s.denied}</p>`));
}

export function devicePages(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;

  router.get(
    '/device',
    route(async (req, res) => {
      const flowId = (await flowIdOf(deps, req, res))!;
      const typed = typeof req.query.user_code === 'string' ? req.query.user_code : undefined;
      await entryPage(deps, res, flowId, typed);
    }),
  );

  router.post(
    '/device',
    route(async (req, res) => {
      const typed = field(req, 'user_code');
      const flowId = await postedFlowId(deps, req, res, typed);
      if (!flowId) return;
      const request = await requestOrEntryPage(deps, req, res, flowId, typed);
      if (!request) return;
      await decideOrSignIn(deps, req, res, flowId, request);
    }),
  );

  // Where the sign-in comes back to (and verification_uri_complete's code, once confirmed).
  router.get(
    '/device/confirm',
    route(async (req, res) => {
      const flowId = (await flowIdOf(deps, req, res))!;
      const typed = typeof req.query.user_code === 'string' ? req.query.user_code : undefined;
      const request = await requestOrEntryPage(deps, req, res, flowId, typed);
      if (!request) return;
      await decideOrSignIn(deps, req, res, flowId, request);
    }),
  );

  router.post(
    '/device/confirm',
    route(async (req, res) => {
      const typed = field(req, 'user_code');
      const flowId = await postedFlowId(deps, req, res, typed);
      if (!flowId) return;
      const request = await requestOrEntryPage(deps, req, res, flowId, typed);
      if (!request) return;
      const session = await currentSession(services, req);
      const decision = field(req, 'decision');
      if (!session || decision === 'switch') return signIn(deps, res, request);
      try {
        if (decision === 'deny') {
          if (!(await denyDeviceRequest(services.db, services.clock, request))) throw invalidUserCode();
          return resultPage(res, false);
        }
        if (decision !== 'allow') return await decisionPage(deps, res, flowId, request, session, 400, text().device.chooseDecision);
        // An application that restricts access: the person is told here, and the device access_denied.
        const refused = await applicationAccessRefusal(services.db, request.clientId, session.userId);
        if (refused) {
          await denyDeviceRequest(services.db, services.clock, request);
          throw new DomainError('auth.forbidden', 'You are not allowed to use this application.');
        }
        const approved = await services.db.transaction().execute(async (trx) => {
          if (!(await approveDeviceRequest(trx, services.clock, request, session))) throw invalidUserCode();
          return true;
        });
        resultPage(res, approved);
      } catch (error) {
        const { status, message } = pageError(error);
        sendPage(res, status, page(text().device.title, html``, message));
      }
    }),
  );
}
