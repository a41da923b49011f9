// An administrator's test sign-in through a connector (the console's "Test sign-in"; the rules are
// in src/domain/federation/connector-tests.ts):
//   GET /connector-test/:testId   opened once by the operator's browser: a cookie names the test,
//                                 and the browser goes on to the provider
//   GET /connector-test/callback  where an enterprise connector's answer sends that browser
//   the social callback (/callback/social/:id) hands over to `socialConnectorTestCallback` when
//   the browser's cookie names a test of that connector and the state is the test's.
// The page shows what the provider said of the person; nobody is signed in, nothing is written
// but the test's own row (taken at the answer).
import type { NextFunction, Request, Response, Router } from 'express';
import {
  connectorTestName,
  finishSocialConnectorTest,
  finishSsoConnectorTest,
  isSocialConnectorTestAnswer,
  openConnectorTest,
  type TestedIdentity,
} from '../../domain/federation/connector-tests.js';
import { outboundPolicyOf } from '../../net/outbound-urls.js';
import { clearConnectorTestCookie, readConnectorTestId, setConnectorTestCookie } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { text } from '../i18n/context.js';
import { format } from '../i18n/index.js';
import { route } from '../respond.js';
import { callbackParams } from '../social.js';
import { pageError, sendPage } from './common.js';
import { html, page } from './html.js';

function resultPage(res: Response, identity: TestedIdentity): void {
  const t = text().connectorTest;
  const row = (label: string, value: unknown) => (value === null || value === '' ? '' : html`<dt>${label}</dt><dd>${value}</dd>`);
  const email =
    identity.email === null
      ? ''
      : html`<dt>${t.email}</dt><dd>${identity.email} <span class="note">(${identity.emailVerified ? t.verified : t.unverified})</span></dd>`;
  const body = html`<p>${format(t.worked, { name: identity.connectorName })}</p>
<dl>${row(t.identifier, identity.id)}${email}${row(t.name, identity.name)}${row(t.picture, identity.avatar)}${row(t.issuer, identity.issuer)}${row(
    t.methods,
    identity.amr.join(', '),
  )}</dl>
<details><summary>${t.everything}</summary><pre style="white-space:pre-wrap;overflow-wrap:anywhere">${JSON.stringify(identity.details, null, 2)}</pre></details>
<p class="note">${t.nothingChanged}</p>
<p>${t.close}</p>`;
  sendPage(res, 200, page(t.title, body));
}

function failedPage(res: Response, connectorName: string | undefined, error: unknown): void {
  const t = text().connectorTest;
  const { status, message } = pageError(error);
  const intro = connectorName ? html`<p>${format(t.failed, { name: connectorName })}</p>` : html``;
  sendPage(res, status, page(t.title, html`${intro}<p class="note">${t.nothingChanged}</p><p>${t.close}</p>`, message));
}

/**
 * The test page for an enterprise connector's answer refused at our endpoint (its request had no
 * interaction). A SAML answer is a cross-site post, which brings no cookie of ours: the connector
 * is named by the request; the test lapses unused.
 */
export function connectorTestAnswerRefused(res: Response, connectorName: string, error: unknown): void {
  failedPage(res, connectorName || undefined, error);
}

/**
 * Mounted before the social callback's sign-in handler: an answer to this browser's test of the
 * connector is shown here; anything else goes on to the sign-in (next()).
 */
export function socialConnectorTestCallback(deps: ExperienceDeps) {
  const { services } = deps;
  const handle = async (req: Request, res: Response, next: NextFunction) => {
    const connectorId = String(req.params.connectorId);
    const params = callbackParams(req.query);
    const testId = await readConnectorTestId(services, req);
    if (!(await isSocialConnectorTestAnswer(services.db, testId, connectorId, params.state))) return next();
    clearConnectorTestCookie(services, res);
    const name = await connectorTestName(services.db, testId).catch(() => undefined);
    try {
      resultPage(res, await finishSocialConnectorTest(services.db, services.config.keyEncryptionKey, outboundPolicyOf(services.config), testId!, params));
    } catch (error) {
      failedPage(res, name, error);
    }
  };
  return (req: Request, res: Response, next: NextFunction) => {
    handle(req, res, next).catch(next);
  };
}

export function connectorTestPages(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;

  router.get(
    '/connector-test/callback',
    route(async (req, res) => {
      const testId = await readConnectorTestId(services, req);
      const name = await connectorTestName(services.db, testId).catch(() => undefined);
      clearConnectorTestCookie(services, res);
      try {
        resultPage(res, await finishSsoConnectorTest(services.db, testId, req.query.state));
      } catch (error) {
        failedPage(res, name, error);
      }
    }),
  );

  router.get(
    '/connector-test/:testId',
    route(async (req, res) => {
      try {
        const { authorizationUri, maxAgeSeconds } = await openConnectorTest(services.db, String(req.params.testId), services.clock.now());
        await setConnectorTestCookie(services, res, String(req.params.testId), maxAgeSeconds);
        res.redirect(303, authorizationUri);
      } catch (error) {
        failedPage(res, undefined, error);
      }
    }),
  );
}
