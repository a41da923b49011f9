// Tessera as a SAML identity provider, the endpoints service providers and browsers reach without
// a Management API token (the compatible product's anonymous paths): each application's IdP
// metadata, the single sign-on service its metadata names (SP-initiated, HTTP-Redirect and
// HTTP-POST bindings), an IdP-initiated start, the return from the sign-in experience, and the
// single logout service (SP-initiated Single Logout, both bindings: src/domain/sign-in/saml-logout.ts).
//
// A sign-in: the request is checked and remembered (src/domain/sign-in/saml-sign-in.ts), the
// browser is bound to it by a signed cookie, and then either its session answers at once or it
// goes through the same sign-in pages as an OIDC sign-in (an interaction whose requester is the
// SAML application), which send it back to /api/saml/:id/continue; the answer is a page that
// posts the signed SAMLResponse (and RelayState) to the application's registered ACS URL.
// Refusals are pages for a browser (it cannot do anything with JSON), `{ code, message }` for
// any other client.
import { randomBytes } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { samlIdpMetadata } from '../domain/directory/saml-applications.js';
import {
  answerSamlSignIn,
  SAML_SIGN_IN_TTL_MS,
  startIdpInitiatedSignIn,
  startSpInitiatedSignIn,
  type SamlSignInStart,
} from '../domain/sign-in/saml-sign-in.js';
import { answerSamlLogoutRequest } from '../domain/sign-in/saml-logout.js';
import type { LogoutBinding } from '../connectors/saml-idp-logout.js';
import { DomainError } from '../domain/errors.js';
import { LogKey, failure, recordLog, success } from '../domain/logs.js';
import { strictBody } from '../http/strict-body.js';
import { escapeHtml } from '../http/escape-html.js';
import type { AuthorizationParams } from '../oidc/authorization-request.js';
import { clearCookie, readSignedCookie, setSignedCookie } from '../oidc/cookies.js';
import { startInteraction } from '../oidc/interactions.js';
import { currentSession, type Session } from '../oidc/sessions.js';
import type { ExperienceDeps } from './deps.js';
import { text } from './i18n/context.js';
import { localizePages } from './localize.js';
import { html, page } from './pages/html.js';
import { clientErrorOf, pageError, protections, requestMeta, sendError, sendPage } from './respond.js';

/** The browser's waiting SAML sign-in: only the browser that started it may be answered for it. */
export const SAML_SIGN_IN_COOKIE = 'tessera_saml';
const param = (req: Request, name: string) => String(req.params[name] ?? '');
const queryString = (req: Request, name: string) => (typeof req.query[name] === 'string' ? req.query[name] : undefined);
/** The query as the browser sent it: a Redirect-binding signature covers its own octets. */
const rawQueryOf = (req: Request) => {
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? '' : req.originalUrl.slice(at + 1);
};

const signInGone = () =>
  new DomainError('application.saml.sign_in_not_found', 'This sign-in has expired or was answered already. Return to the application and start again.');

/** A browser asked (it prefers HTML); any other client gets the REST error body. */
const wantsPage = (req: Request) => req.accepts(['application/json', 'text/html']) === 'text/html';

function refuse(req: Request, res: Response, error: unknown): void {
  if (!wantsPage(req)) return sendError(res, error);
  const { status, message } = pageError(error);
  const code = clientErrorOf(error)?.code;
  const { shell } = text();
  sendPage(
    res,
    status,
    page(shell.somethingWrong, html`<p>${shell.returnAndStartAgain}</p>${code ? html`<p class="note" id="error-code">${code}</p>` : ''}`, message),
  );
}

/** Seen only without scripts (the form posts itself otherwise). */
const FORM_STYLE =
  'body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1a1a1a}' +
  'main{max-width:24rem;margin:0 auto;padding:1.5rem}h1{font-size:1.6rem;margin:1rem 0}' +
  'button{width:100%;padding:.75rem;border:0;border-radius:.375rem;background:#0b57d0;color:#fff;font:inherit;font-weight:600;cursor:pointer}';

/**
 * The page that posts the response to the ACS URL (SAML bindings §3.5, HTTP-POST): the form
 * submits itself by a script its nonce allows; without scripts, a button does. No Referer, not
 * cached, not framed; form-action is left open (the ACS URL is another site).
 */
function sendResponseForm(res: Response, acsUrl: string, fields: Record<string, string>): void {
  const nonce = randomBytes(16).toString('base64');
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'`,
  );
  res
    .status(200)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Returning to the application</title><style>${FORM_STYLE}</style></head><body><main>` +
        `<form method="post" action="${escapeHtml(acsUrl)}">${inputs}<noscript><h1>Returning to the application</h1><p>Continue to send the application its answer.</p><button type="submit">Continue</button></noscript></form></main>` +
        `<script nonce="${nonce}">document.forms[0].submit();</script></body></html>`,
    );
}

export function samlIdpRouter(deps: ExperienceDeps): Router {
  const { services } = deps;
  const endpoints = { baseUrl: services.config.baseUrl };
  const router = express.Router();
  const saml = '/api/saml/:id';
  router.use('/api/saml', protections);
  // A POSTed AuthnRequest is one base64 field (at most 64 KiB once decoded) and a RelayState.
  router.post(`${saml}/authn`, express.urlencoded({ extended: false, limit: '200kb', parameterLimit: 10, verify: strictBody }));
  router.post(`${saml}/slo`, express.urlencoded({ extended: false, limit: '200kb', parameterLimit: 10, verify: strictBody }));
  router.use('/api/saml', localizePages(deps));

  router.get('/api/saml-applications/:id/metadata', async (req, res) => {
    try {
      res.type('text/xml').send(await samlIdpMetadata(services.db, param(req, 'id'), endpoints));
    } catch (error) {
      sendError(res, error);
    }
  });

  /** Audits a refused request (nothing was written in its rolled-back transaction) and answers it. */
  async function refused(req: Request, res: Response, error: unknown): Promise<void> {
    const client = clientErrorOf(error);
    if (client) {
      await recordLog(
        services.db,
        { key: LogKey.SamlSignIn, applicationId: param(req, 'id'), ...requestMeta(req), payload: { step: 'request' } },
        failure(client.code, client.message),
      ).catch(() => undefined);
    }
    refuse(req, res, error);
  }

  /** The request is accepted: answer from the browser's session, or send it through the sign-in. */
  async function proceed(req: Request, res: Response, start: SamlSignInStart): Promise<void> {
    const id = start.application.id;
    await setSignedCookie(services, res, SAML_SIGN_IN_COOKIE, start.signInId, SAML_SIGN_IN_TTL_MS / 1000);
    const session = start.forceAuthn ? undefined : await currentSession(services, req);
    if (session) return answer(req, res, id, start.signInId, session);
    const params: AuthorizationParams = {
      clientId: id,
      redirectUri: '',
      scope: '',
      resources: [],
      prompt: ['login'],
      returnTo: `/api/saml/${encodeURIComponent(id)}/continue?${new URLSearchParams({ sign_in: start.signInId })}`,
    };
    res.redirect(303, await startInteraction(services, res, params, 'SignIn', 'saml'));
  }

  async function answer(req: Request, res: Response, id: string, signInId: string, session: Session): Promise<void> {
    const answered = await answerInTransaction(req, id, signInId, session).catch(async (error: unknown) => {
      // Refused for the signed-in person (their access, a suspension): audited, nothing issued.
      const client = clientErrorOf(error);
      if (client) {
        const entry = {
          key: LogKey.SamlSignIn,
          userId: session.userId,
          applicationId: id,
          ...requestMeta(req),
          payload: { step: 'response', sessionId: session.id },
        };
        await recordLog(services.db, entry, failure(client.code, client.message)).catch(() => undefined);
      }
      throw error;
    });
    clearCookie(services, res, SAML_SIGN_IN_COOKIE);
    sendResponseForm(res, answered.acsUrl, {
      SAMLResponse: answered.samlResponse,
      ...(answered.relayState === null ? {} : { RelayState: answered.relayState }),
    });
  }

  function answerInTransaction(req: Request, id: string, signInId: string, session: Session) {
    return services.db.transaction().execute(async (trx) => {
      const done = await answerSamlSignIn(
        trx,
        { applicationId: id, signInId, userId: session.userId, sessionIndex: session.id },
        services.config.keyEncryptionKey,
        endpoints,
        services.clock.now(),
      );
      await recordLog(
        trx,
        {
          key: LogKey.SamlSignIn,
          userId: session.userId,
          applicationId: id,
          ...requestMeta(req),
          payload: { step: 'response', sessionId: session.id, requestId: done.requestId, acsUrl: done.acsUrl, idpInitiated: done.requestId === null },
        },
        success,
      );
      return done;
    });
  }

  const start = (read: (req: Request) => (trx: typeof services.db, now: Date) => Promise<SamlSignInStart>) => async (req: Request, res: Response) => {
    let started: SamlSignInStart;
    try {
      const work = read(req);
      started = await services.db.transaction().execute((trx) => work(trx, services.clock.now()));
    } catch (error) {
      return refused(req, res, error);
    }
    try {
      await proceed(req, res, started);
    } catch (error) {
      refuse(req, res, error);
    }
  };

  // SP-initiated, HTTP-Redirect binding: the query is read as sent (its signature covers it).
  router.get(
    `${saml}/authn`,
    start(
      (req) => (trx, now) =>
        startSpInitiatedSignIn(trx, param(req, 'id'), { binding: 'redirect', rawQuery: rawQueryOf(req) }, queryString(req, 'RelayState'), now),
    ),
  );

  // SP-initiated, HTTP-POST binding: the SP's page posts SAMLRequest (and RelayState).
  router.post(
    `${saml}/authn`,
    start((req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const samlRequest = typeof body.SAMLRequest === 'string' ? body.SAMLRequest : '';
      const relayState = typeof body.RelayState === 'string' ? body.RelayState : undefined;
      return (trx, now) => startSpInitiatedSignIn(trx, param(req, 'id'), { binding: 'post', samlRequest }, relayState, now);
    }),
  );

  // IdP-initiated: a link (an app launcher's tile) that signs the person in to the SP unasked.
  router.get(
    `${saml}/login`,
    start((req) => (trx, now) => startIdpInitiatedSignIn(trx, param(req, 'id'), queryString(req, 'RelayState'), now)),
  );

  // Back from the sign-in experience (its interaction's returnTo), signed in.
  router.get(`${saml}/continue`, async (req, res) => {
    try {
      const named = queryString(req, 'sign_in');
      const bound = await readSignedCookie(services, req, SAML_SIGN_IN_COOKIE);
      if (!named || !bound || named !== bound) throw signInGone();
      const session = await currentSession(services, req);
      if (!session) throw signInGone();
      await answer(req, res, param(req, 'id'), named, session);
    } catch (error) {
      refuse(req, res, error);
    }
  });

  /** SP-initiated Single Logout: the sessions end and the SP gets its signed LogoutResponse (a redirect, or a self-posting form). */
  const logout = (read: (req: Request) => { input: LogoutBinding; relayState: string | undefined }) => async (req: Request, res: Response) => {
    const id = param(req, 'id');
    const entry = { key: LogKey.SamlSignOut, applicationId: id, ...requestMeta(req) };
    let done;
    try {
      const { input, relayState } = read(req);
      done = await services.db.transaction().execute(async (trx) => {
        const answered = await answerSamlLogoutRequest(trx, id, input, relayState, services.config.keyEncryptionKey, endpoints, services.clock.now());
        await recordLog(
          trx,
          { ...entry, userId: answered.userId ?? undefined, payload: { requestId: answered.requestId, endedSessionIds: answered.endedSessionIds } },
          success,
        );
        return answered;
      });
    } catch (error) {
      const client = clientErrorOf(error);
      if (client) await recordLog(services.db, { ...entry, payload: { step: 'request' } }, failure(client.code, client.message)).catch(() => undefined);
      return refuse(req, res, error);
    }
    if (done.answer.binding === 'redirect') return res.redirect(303, done.answer.location);
    sendResponseForm(res, done.answer.url, done.answer.fields);
  };

  const logoutByRedirect = logout((req) => ({ input: { binding: 'redirect', rawQuery: rawQueryOf(req) }, relayState: queryString(req, 'RelayState') }));
  router.get(`${saml}/slo`, async (req, res) => {
    // The SP's answer to a LogoutRequest our sign-out page sent (in a frame): the session ended
    // before it was sent, so there is nothing left to do but say so.
    if (queryString(req, 'SAMLResponse') !== undefined && queryString(req, 'SAMLRequest') === undefined) {
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'");
      res
        .status(200)
        .type('html')
        .send('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head><body><p>Signed out.</p></body></html>');
      return;
    }
    await logoutByRedirect(req, res);
  });
  router.post(
    `${saml}/slo`,
    logout((req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      return {
        input: { binding: 'post', samlRequest: typeof body.SAMLRequest === 'string' ? body.SAMLRequest : '' },
        relayState: typeof body.RelayState === 'string' ? body.RelayState : undefined,
      };
    }),
  );

  // A body the parser refused (too large, malformed): a 4xx in the same form as any refusal.
  router.use('/api/saml', (error: unknown, req: Request, res: Response, next: (error: unknown) => void) => {
    if (res.headersSent) return next(error);
    refuse(req, res, error);
  });

  return router;
}
