// Passkeys on the sign-in pages: the button that signs in with one (on /sign-in), uses one as
// the second factor (on /sign-in/mfa) or adds one (/sign-in/passkey, offered after a password
// sign-in when WEBAUTHN_OFFER_ENROLMENT is on); the scripts they need, served same-origin; and
// the CSP those pages get (scripts and fetches from this origin only).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Request, Response, Router } from 'express';
import { DomainError } from '../../domain/errors.js';
import { userHasPasskey } from '../../domain/sign-in/passkeys.js';
import type { Interaction } from '../../oidc/interactions.js';
import type { Services } from '../../services.js';
import { csrfToken } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { requiredInteraction, signInUrl } from '../interaction.js';
import { contentSecurityPolicy, route } from '../respond.js';
import { assertMfaSatisfied } from '../sign-in-mfa.js';
import { submit } from '../sign-in.js';
import { pageError, postedInteraction, sendPage } from './common.js';
import { pageContext, text } from '../i18n/context.js';
import { errorMessage } from '../i18n/index.js';
import { html, page, type Html } from './html.js';
import { PASSKEYS_SCRIPT } from './passkeys-script.js';

const SECONDARY_STYLE = 'background:#fff;color:#0a58ca;border:1px solid #0a58ca';
const LIBRARY_PATH = '/sign-in/webauthn.js';
const SCRIPT_PATH = '/sign-in/passkeys.js';

/** The browser build of @simplewebauthn/browser (UMD: defines window.SimpleWebAuthnBrowser), read once. */
let library: string | undefined;
function libraryScript(): string {
  if (library === undefined) {
    const main = createRequire(import.meta.url).resolve('@simplewebauthn/browser');
    library = readFileSync(path.join(path.dirname(main), '..', 'dist', 'bundle', 'index.umd.min.js'), 'utf8');
  }
  return library;
}

/**
 * The CSP of a page with the passkey button: the shell's (which the page middleware widened for
 * the configured logo's origin), plus scripts and fetches from this origin.
 */
export function allowPasskeyScripts(res: Response): void {
  const shell = res.getHeader('Content-Security-Policy');
  const base = typeof shell === 'string' ? shell : contentSecurityPolicy();
  res.setHeader('Content-Security-Policy', base.replace("default-src 'none';", "default-src 'none'; script-src 'self'; connect-src 'self';"));
}

/** The refusals the passkey script may get from the Experience API, shown translated on non-English pages. */
const SCRIPT_ERRORS = [
  'session.mfa.webauthn_verification_failed',
  'session.verification_session_not_found',
  'session.mfa.pending_info_not_found',
  'session.identifier_not_found',
  'session.not_found',
  'session.invalid_credentials',
  'user.passkey_already_in_use',
  'user.webauthn_not_found',
  'user.suspended',
  'request.too_many_requests',
] as const;

/** `data-msg-error-*` attributes: the page language's text of each refusal (none on English pages: they show the API's own message). */
function errorAttributes(): Html {
  const { language } = pageContext();
  if (language === 'en') return html``;
  return html`${SCRIPT_ERRORS.map((code) => html` data-msg-error-${code.replace(/\./g, '-')}="${errorMessage(language, { code, message: '' })}"`)}`;
}

/** The passkey button of a page: `action` is what the script does with it. */
export function passkeyButton(action: 'sign-in' | 'mfa' | 'register', interactionId: string): Html {
  const s = text().passkeys;
  const label = action === 'sign-in' ? s.signInButton : action === 'mfa' ? s.mfaButton : s.registerButton;
  const secondary = action === 'sign-in' ? html` style="${SECONDARY_STYLE}"` : '';
  return html`<div data-passkey-action="${action}" data-interaction="${interactionId}" data-msg-unsupported="${s.unsupported}" data-msg-cancelled="${s.cancelled}" data-msg-failed="${s.failed}"${errorAttributes()}>
<button type="button" id="passkey-button"${secondary}>${label}</button>
<p class="error" role="alert" data-passkey-error hidden></p>
</div>
<script src="${LIBRARY_PATH}"></script><script src="${SCRIPT_PATH}"></script>`;
}

export const passkeyOfferUrl = (interactionId: string) => `/sign-in/passkey?interaction=${encodeURIComponent(interactionId)}`;

/**
 * Where a password sign-in goes before returning to the application: the offer to add a passkey
 * (when configured, for a user without one), or undefined. Asks for the second factor first
 * (throws MFA_REQUIRED): a passkey is added only by a user fully signed in.
 */
export async function passkeyOffer(services: Services, interaction: Interaction): Promise<string | undefined> {
  if (!services.config.webauthn.offerEnrolment || !interaction.userId) return undefined;
  await assertMfaSatisfied(services, interaction);
  return (await userHasPasskey(services.db, interaction.userId)) ? undefined : passkeyOfferUrl(interaction.id);
}

const signInFirst = () => new DomainError('session.identifier_not_found', text().passkeys.signInFirst);

export function passkeyPages(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;
  const script = (body: () => string) => (_req: Request, res: Response) => {
    res.type('application/javascript').send(body());
  };
  router.get(LIBRARY_PATH, script(libraryScript));
  router.get(
    SCRIPT_PATH,
    script(() => PASSKEYS_SCRIPT),
  );

  const expired = (res: Response, error: unknown) => {
    const { status, message } = pageError(error);
    const s = text().passkeys;
    sendPage(res, status, page(s.registerTitle, html`<p>${s.expired}</p>`, message));
  };

  router.get(
    '/sign-in/passkey',
    route(async (req, res) => {
      try {
        const interaction = await requiredInteraction(services, req);
        if (!interaction.userId) throw signInFirst();
        await assertMfaSatisfied(services, interaction);
        const s = text().passkeys;
        // A secondary button: the shell's form() draws a primary one.
        const skip = html`<form method="post" action="/sign-in/passkey?interaction=${encodeURIComponent(interaction.id)}" novalidate>
<input type="hidden" name="csrf" value="${await csrfToken(services, interaction.id)}">
<button type="submit" style="${SECONDARY_STYLE}">${s.skipButton}</button>
</form>`;
        allowPasskeyScripts(res);
        sendPage(
          res,
          200,
          page(
            s.registerTitle,
            html`<p class="note">${s.registerIntro}</p>
${passkeyButton('register', interaction.id)}
${skip}
<nav><a href="${signInUrl(interaction.id)}">${s.otherAccount}</a></nav>`,
          ),
        );
      } catch (error) {
        expired(res, error);
      }
    }),
  );

  // "Not now": finish the sign-in without a passkey.
  router.post(
    '/sign-in/passkey',
    route(async (req, res) => {
      try {
        const interaction = await postedInteraction(deps, req);
        if (!interaction.userId) throw signInFirst();
        res.redirect(303, await submit(services, req, res, interaction));
      } catch (error) {
        expired(res, error);
      }
    }),
  );
}
