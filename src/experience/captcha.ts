// CAPTCHA on sign-in and registration (the sign-in experience's `captchaPolicy`): where a token
// is checked and remembered, and the pages' widget.
//
// - The Experience API takes the compatible `captchaToken` on PUT /api/experience (and, as a
//   convenience, on the step itself: password verification, code sending, registration). A token
//   that passes the provider's check is remembered in the interaction (`captcha.verified`), so one
//   solved CAPTCHA serves the steps of that sign-in; a restart (PUT again) needs a new one.
// - With the policy enabled, the steps a bot would script need it: verifying a password, sending
//   a sign-in code, creating an account. Social, enterprise SSO and passkey sign-ins do not (the
//   upstream provider or the authenticator is the proof of a person), as in the compatible product.
// - A failed check is 422 `session.captcha_failed`; none given, 422 `session.captcha_required`; a
//   provider that cannot answer, 503 `session.captcha_unavailable` — never a sign-in.
import type { Request, Response } from 'express';
import {
  captchaFailed,
  captchaProviderForCheck,
  captchaRequired,
  captchaUnavailable,
  captchaVerified,
  withCaptchaVerified,
  type CaptchaProvider,
} from '../domain/sign-in/captcha.js';
import { getExperienceSettings } from '../domain/sign-in/experience-settings.js';
import { updateInteraction } from '../domain/oauth/oidc-interactions.js';
import { CaptchaUnavailable, checkCaptchaToken, RECAPTCHA_ACTION } from '../connectors/captcha.js';
import { outboundPolicyOf } from '../net/outbound-urls.js';
import { interactionNotFound, loadInteraction, type Interaction } from '../oidc/interactions.js';
import type { Services } from '../services.js';
import { log } from '../observability/logger.js';
import { html, type Html } from './pages/html.js';
import { contentSecurityPolicy } from './respond.js';

/** The form fields a page's widget fills: ours (Turnstile is told to use it), then reCAPTCHA's own. */
const TOKEN_FIELDS = ['captchaToken', 'g-recaptcha-response'] as const;

/** The token a page's form posted, if any. */
export function postedCaptchaToken(req: Request): string | undefined {
  const body = (req.body ?? {}) as Record<string, unknown>;
  for (const name of TOKEN_FIELDS) {
    const value = Object.hasOwn(body, name) ? body[name] : undefined;
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** Whether the policy is on; the provider (with its secret) when it is. */
async function enforcedProvider(services: Services): Promise<CaptchaProvider | undefined | null> {
  const { captchaPolicy } = await getExperienceSettings(services.db, services.config);
  if (!captchaPolicy.enabled) return undefined;
  return captchaProviderForCheck(services.db, services.config.keyEncryptionKey);
}

async function check(services: Services, ip: string, provider: CaptchaProvider | null, token: unknown): Promise<void> {
  if (typeof token !== 'string' || token === '') throw captchaFailed();
  // Enabled without a provider cannot happen through the API (enabling needs one, removing it turns the policy off).
  if (!provider) throw captchaUnavailable();
  try {
    if (!(await checkCaptchaToken(outboundPolicyOf(services.config), services.config.captcha, provider.config, token, ip || undefined))) throw captchaFailed();
  } catch (error) {
    if (!(error instanceof CaptchaUnavailable)) throw error;
    log().warn(`CAPTCHA check failed on our side: ${error.reason}`);
    throw captchaUnavailable();
  }
}

/** Remembers a passed check in the interaction (and in the object the caller holds). */
async function remember(services: Services, interaction: Interaction): Promise<void> {
  const data = withCaptchaVerified(interaction.data);
  if (!(await updateInteraction(services.db, interaction.id, { data }))) throw interactionNotFound();
  interaction.data = data;
}

/**
 * PUT /api/experience's `captchaToken`: checked now (when a provider is set) and remembered for the
 * interaction's later steps. Without a provider there is nothing to check it against and it is ignored.
 */
export async function acceptCaptchaToken(services: Services, ip: string, interaction: Interaction, token: unknown): Promise<void> {
  if (token === undefined || token === null) return;
  const provider = await captchaProviderForCheck(services.db, services.config.keyEncryptionKey);
  if (!provider) return;
  await check(services, ip, provider, token);
  await remember(services, interaction);
}

/**
 * A guarded step: passes when the policy is off, when the interaction passed a check already, or
 * when `token` (the step's own) passes now; otherwise `session.captcha_required`.
 */
export async function requireCaptcha(services: Services, ip: string, of: Interaction | string | null, token?: unknown): Promise<void> {
  const provider = await enforcedProvider(services);
  if (provider === undefined) return;
  const interaction = typeof of === 'string' ? ((await loadInteraction(services.db, of)) ?? null) : of;
  if (token !== undefined && token !== null && token !== '') {
    await check(services, ip, provider, token);
    if (interaction) await remember(services, interaction);
    return;
  }
  if (interaction && captchaVerified(interaction.data)) return;
  throw captchaRequired();
}

/** What a page needs to show the widget: nothing when the policy is off. */
export interface CaptchaWidget {
  /** Goes inside the form, before its button. */
  field: Html;
  /** Adds the provider's origins to the page's Content-Security-Policy. */
  allow(res: Response): void;
}

/** The page script that fills the token of a score-based (invisible) reCAPTCHA key on submit. */
export const CAPTCHA_SCRIPT_PATH = '/sign-in/captcha.js';

export const CAPTCHA_SCRIPT = `(function () {
  'use strict';
  var box = document.querySelector('[data-recaptcha-invisible]');
  if (!box) return;
  var form = box.closest('form');
  var input = box.querySelector('input[name="captchaToken"]');
  var key = box.getAttribute('data-sitekey');
  var action = box.getAttribute('data-action');
  var done = false;
  form.addEventListener('submit', function (event) {
    if (done) return;
    event.preventDefault();
    var api = window.grecaptcha && window.grecaptcha.enterprise;
    if (!api) { done = true; form.submit(); return; }
    api.ready(function () {
      api.execute(key, { action: action }).then(function (token) {
        input.value = token;
        done = true;
        form.submit();
      }, function () { done = true; form.submit(); });
    });
  });
})();
`;

function scriptUrl(services: Services, provider: CaptchaProvider): string {
  const { turnstileScriptUrl, recaptchaScriptUrl } = services.config.captcha;
  if (provider.config.type === 'Turnstile') return turnstileScriptUrl;
  const url = new URL(recaptchaScriptUrl);
  // The compatible `domain`: the script's host where www.google.com is blocked (www.recaptcha.net).
  if (provider.config.domain && url.hostname === 'www.google.com') url.hostname = provider.config.domain;
  if (provider.config.mode !== 'checkbox') url.searchParams.set('render', provider.config.siteKey);
  return url.toString();
}

/** Adds sources to directives of the page's CSP (which other widgets may have widened already). */
function widenPolicy(res: Response, add: Record<string, string[]>): void {
  const current = res.getHeader('Content-Security-Policy');
  const directives = (typeof current === 'string' ? current : contentSecurityPolicy())
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  for (const [name, sources] of Object.entries(add)) {
    const at = directives.findIndex((d) => d.split(/\s+/)[0] === name);
    if (at === -1) directives.push([name, ...sources].join(' '));
    else directives[at] = [...new Set([...directives[at]!.split(/\s+/), ...sources])].join(' ');
  }
  res.setHeader('Content-Security-Policy', directives.join('; '));
}

/** The widget of the sign-in, sign-in-code and registration forms, or undefined when the policy is off. */
export async function captchaWidget(services: Services): Promise<CaptchaWidget | undefined> {
  const provider = await enforcedProvider(services);
  if (!provider) return undefined;
  const src = scriptUrl(services, provider);
  const { siteKey } = provider.config;
  const origin = new URL(src).origin;
  // reCAPTCHA's script loads more from www.gstatic.com and frames www.google.com/recaptcha.
  const recaptchaOrigins =
    provider.config.type === 'RecaptchaEnterprise' ? ['https://www.gstatic.com', 'https://www.google.com', 'https://recaptcha.google.com'] : [];
  const invisible = provider.config.type === 'RecaptchaEnterprise' && provider.config.mode !== 'checkbox';
  const field =
    provider.config.type === 'Turnstile'
      ? html`<div class="cf-turnstile" data-sitekey="${siteKey}" data-action="${RECAPTCHA_ACTION}" data-response-field-name="captchaToken"></div>
<script src="${src}" async defer></script>
`
      : invisible
        ? html`<div data-recaptcha-invisible data-sitekey="${siteKey}" data-action="${RECAPTCHA_ACTION}"><input type="hidden" name="captchaToken" value=""></div>
<script src="${src}" async defer></script>
<script src="${CAPTCHA_SCRIPT_PATH}" defer></script>
`
        : html`<div class="g-recaptcha" data-sitekey="${siteKey}" data-action="${RECAPTCHA_ACTION}"></div>
<script src="${src}" async defer></script>
`;
  return {
    field,
    allow: (res) =>
      widenPolicy(res, {
        'script-src': ["'self'", origin, ...recaptchaOrigins],
        'frame-src': [origin, ...recaptchaOrigins],
        'connect-src': [origin, ...recaptchaOrigins],
      }),
  };
}
