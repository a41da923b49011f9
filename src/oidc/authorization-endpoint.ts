// GET/POST /oidc/auth: the authorization code flow. A browser with a live session gets its code
// at once; otherwise the request waits in an interaction while the user signs in.
import express, { type Request, type Response, type Router } from 'express';
import type { Services } from '../services.js';
import { AuthorizationPageError, AuthorizationRedirectError, parseAuthorizationRequest, type AuthorizationParams } from './authorization-request.js';
import { authorizationParametersOf } from './authorization-parameters.js';
import { sendAuthorizationResponse } from './authorization-response.js';
import { sendErrorPage } from './error-page.js';
import { startInteraction } from './interactions.js';
import { authorizationOutcome } from './issue-code.js';
import { consentPageUrl, openConsentInteraction, setConsentCookie } from './consent.js';
import { NUL_REFUSED, hasNul } from './parameters.js';
import { currentSession, type Session } from './sessions.js';
import { OAUTH_RETRY_AFTER, oauthErrorOf } from './errors.js';
import { strictBody } from '../http/strict-body.js';
import { registrationOpenTo } from '../domain/sign-in/registration.js';
import { stepUpNeeded } from '../domain/sign-in/step-up.js';
import { domainErrorOf } from '../domain/errors.js';
import { ensureDocumentClient } from '../domain/instance/client-registration/metadata-documents.js';
import { internalResources } from '../domain/oauth/internal-resources.js';
import { outboundPolicyOf } from '../net/outbound-urls.js';

/**
 * A client id that is a client ID metadata document's URL: its client is made or refreshed from
 * the document first (src/domain/instance/client-registration/metadata-documents.ts). What is
 * wrong with the document is shown on the error page: its redirect URIs cannot be trusted.
 */
async function documentClientFor(services: Services, req: Request, clientId: unknown): Promise<void> {
  if (typeof clientId !== 'string') return;
  const context = { clock: services.clock, internal: internalResources(services.config), outbound: outboundPolicyOf(services.config) };
  await ensureDocumentClient(services.db, context, clientId, { ip: req.ip ?? '', userAgent: req.headers['user-agent'] ?? '' }).catch((error: unknown) => {
    const domain = domainErrorOf(error);
    throw domain ? new AuthorizationPageError('invalid_client', domain.message) : error;
  });
}

function needsSignIn(params: AuthorizationParams, session: Session | undefined, now: Date): boolean {
  if (!session || params.prompt.includes('login') || params.prompt.includes('create')) return true;
  if (params.maxAge !== undefined && now.getTime() - session.createdAt.getTime() > params.maxAge * 1000) return true;
  return false;
}

async function authorize(services: Services, req: Request, res: Response, raw: Record<string, unknown>) {
  res.setHeader('Cache-Control', 'no-store');
  const { issuer } = services.config;
  // Shown, not redirected: the redirect URI itself may be what holds the NUL.
  if (hasNul(raw)) return sendErrorPage(req, res, 400, 'invalid_request', NUL_REFUSED);
  try {
    const request = await authorizationParametersOf(services, raw);
    await documentClientFor(services, req, request.raw.client_id);
    const { params } = await parseAuthorizationRequest(services.db, request.raw, { pushed: request.pushed });
    const session = await currentSession(services, req);
    const signInNeeded = needsSignIn(params, session, services.clock.now());
    // Step-up: the request asks for a level of sign-in (acr) the session did not reach, and the
    // user has a second factor to reach it with. Without a screen (prompt=none) only an essential
    // acr stops the request; a voluntary one is answered with the level the session has.
    const stepUp = !signInNeeded && !(params.prompt.includes('none') && !params.acr?.essential) && (await stepUpNeeded(services.db, params.acr, session!));
    if (!signInNeeded && !stepUp) {
      const outcome = await authorizationOutcome(services.db, issuer, params, session!);
      // A form_post response is held and posted from its own address: one way for every outcome.
      if ('redirectTo' in outcome) return res.redirect(303, outcome.redirectTo);
      // OIDC Core §3.1.2.6: without a screen, a third-party application's missing consent is consent_required.
      if (params.prompt.includes('none')) {
        throw new AuthorizationRedirectError(
          'consent_required',
          'the user has not allowed this application what it asks for',
          params.redirectUri,
          params.state,
          params.responseMode,
        );
      }
      const id = await openConsentInteraction(services.db, params, session!);
      await setConsentCookie(services, res, id);
      return res.redirect(303, `${services.config.baseUrl}${consentPageUrl(id)}`);
    }
    if (params.prompt.includes('none')) {
      // OIDC Core §3.1.2.6: the End-User must sign in (again), which needs a screen.
      const description = stepUp
        ? 'the session does not satisfy the essential acr requested: the user must sign in again with a second factor'
        : 'the user is not signed in';
      throw new AuthorizationRedirectError('login_required', description, params.redirectUri, params.state, params.responseMode);
    }
    // prompt=create (or first_screen=register) where accounts are not created here (the console's
    // client): the sign-in page, without a way to register.
    const wantsRegistration = params.prompt.includes('create') || params.firstScreen === 'register' || params.firstScreen === 'identifier:register';
    const event = wantsRegistration && registrationOpenTo(params.clientId) ? 'Register' : 'SignIn';
    return res.redirect(303, await startInteraction(services, res, params, event));
  } catch (error) {
    if (error instanceof AuthorizationPageError) return sendErrorPage(req, res, 400, error.error, error.description);
    if (error instanceof AuthorizationRedirectError) {
      return sendAuthorizationResponse(res, issuer, error, { error: error.error, error_description: error.description, state: error.state });
    }
    const e = oauthErrorOf(error, 'authorization endpoint failure');
    if (e.status === 503) res.setHeader('Retry-After', OAUTH_RETRY_AFTER);
    return sendErrorPage(
      req,
      res,
      e.status,
      e.error,
      e.status === 503
        ? 'The server is briefly unavailable; try again in a moment.'
        : e.status >= 500
          ? 'The server could not complete the request.'
          : e.description,
    );
  }
}

export function authorizationRouter(services: Services): Router {
  const router = express.Router();
  router.get('/', (req, res) => authorize(services, req, res, req.query as Record<string, unknown>));
  router.post('/', express.urlencoded({ extended: false, limit: services.config.bodyLimit, parameterLimit: 50, verify: strictBody }), (req, res) =>
    authorize(services, req, res, (req.body ?? {}) as Record<string, unknown>),
  );
  return router;
}
