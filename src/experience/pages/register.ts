// /register: create an account (also where `prompt=create` lands). Step 1 takes an identifier
// and a password; when an email must be verified, step 2 takes the code mailed to it.
import { MFA_REQUIRED, mfaPageUrl } from '../sign-in-mfa.js';
import type { Request, Response, Router } from 'express';
import { getExperienceSettings } from '../../domain/sign-in/experience-settings.js';
import { findExperience, type ExperienceState } from '../../domain/sign-in/experiences.js';
import { pendingSignUpOf, splitIdentifier } from '../../domain/sign-in/registration.js';
import type { ExperienceDeps } from '../deps.js';
import * as flows from '../flows.js';
import { csrfToken } from '../cookies.js';
import { signInUrl } from '../interaction.js';
import { route } from '../respond.js';
import { text } from '../i18n/context.js';
import { captchaWidget, postedCaptchaToken } from '../captcha.js';
import { form, formatHtml, html, page } from './html.js';
import { field, pageError, postedExperience, sendPage, startFromPage } from './common.js';

async function identifierLabel(deps: ExperienceDeps): Promise<string> {
  const { signUp } = await getExperienceSettings(deps.services.db, deps.services.config);
  const s = text().register;
  if (!signUp.password) return s.email;
  const both = signUp.identifiers.length === 2;
  return both ? s.usernameOrEmail : signUp.identifiers[0] === 'email' ? s.email : s.username;
}

async function renderStart(deps: ExperienceDeps, res: Response, state: ExperienceState, status = 200, error?: string, identifier?: string) {
  const label = await identifierLabel(deps);
  const s = text().register;
  // Sign-up by code (signUp.password false): the email alone; the code proves it.
  const { signUp } = await getExperienceSettings(deps.services.db, deps.services.config);
  const fields = [
    { name: 'identifier', label, autocomplete: signUp.password ? 'username' : 'email', ...(identifier ? { value: identifier } : {}) },
    ...(signUp.password ? [{ name: 'password', label: s.password, type: 'password', autocomplete: 'new-password' }] : []),
  ];
  const captcha = await captchaWidget(deps.services);
  const body = html`${signUp.password ? '' : html`<p class="note">${s.codeNote}</p>`}
${form('/register', await csrfToken(deps.services, state.id), fields, signUp.password ? s.submit : s.sendCode, Boolean(error), {}, captcha?.field)}
<nav><a href="${signInUrl(state.interactionId)}">${s.haveAccount}</a></nav>`;
  captcha?.allow(res);
  sendPage(res, status, page(s.title, body, error));
}

async function renderCode(deps: ExperienceDeps, res: Response, state: ExperienceState, email: string, status = 200, error?: string) {
  const s = text().register;
  const fields = [{ name: 'code', label: s.code, autocomplete: 'one-time-code', inputmode: 'numeric' }];
  const body = html`<p class="note">${formatHtml(s.codeSent, { email: html`<strong>${email}</strong>` })}</p>
${form('/register/verify', await csrfToken(deps.services, state.id), fields, s.verifySubmit, Boolean(error))}`;
  sendPage(res, status, page(s.checkEmail, body, error));
}

export async function finishPage(deps: ExperienceDeps, req: Request, res: Response, state: ExperienceState, doneTitle: string, doneText: string) {
  const fresh = (await findExperience(deps.services.db, state.id)) ?? state;
  let redirectTo: string | undefined;
  try {
    redirectTo = await flows.submit(deps, req, res, fresh);
  } catch (error) {
    // The MFA policy asks at sign-up: the new user sets a factor up on the MFA page first.
    if ((error as { code?: unknown }).code === MFA_REQUIRED && fresh.interactionId) return res.redirect(303, mfaPageUrl(fresh.interactionId));
    throw error;
  }
  if (redirectTo) return res.redirect(303, redirectTo);
  sendPage(res, 200, page(doneTitle, html`<p>${doneText}</p><nav><a href="${signInUrl(state.interactionId)}">${text().shell.signIn}</a></nav>`));
}

export function registerPages(deps: ExperienceDeps, router: Router): void {
  router.get(
    '/register',
    route(async (req, res) => {
      try {
        await renderStart(deps, res, await startFromPage(deps, req, res, 'Register'));
      } catch (error) {
        const { status, message } = pageError(error);
        sendPage(res, status, page(text().register.title, html``, message));
      }
    }),
  );

  router.post(
    '/register',
    route(async (req, res) => {
      let state: ExperienceState | undefined;
      try {
        state = await postedExperience(deps, req, 'Register');
        const { username, email } = splitIdentifier(field(req, 'identifier'));
        const result = await flows.beginRegistration(
          deps,
          req,
          state,
          {
            username: username ?? null,
            email: email ?? null,
            password: field(req, 'password') ?? null,
          },
          postedCaptchaToken(req),
        );
        if ('user' in result) return finishPage(deps, req, res, state, text().register.doneTitle, text().register.doneText);
        await renderCode(deps, res, state, result.email);
      } catch (error) {
        const { status, message } = pageError(error);
        if (!state) return sendPage(res, status, page(text().register.title, html`<nav><a href="/register">${text().shell.startAgain}</a></nav>`, message));
        await renderStart(deps, res, state, status, message, field(req, 'identifier'));
      }
    }),
  );

  router.post(
    '/register/verify',
    route(async (req, res) => {
      let state: ExperienceState | undefined;
      try {
        state = await postedExperience(deps, req, 'Register');
        await flows.finishRegistrationWithCode(deps, req, state, field(req, 'code'));
        await finishPage(deps, req, res, state, text().register.doneTitle, text().register.doneText);
      } catch (error) {
        const { status, message } = pageError(error);
        const email = state && pendingSignUpOf(state.pending)?.registration.email;
        if (!state || !email)
          return sendPage(res, status, page(text().register.title, html`<nav><a href="/register">${text().shell.startAgain}</a></nav>`, message));
        await renderCode(deps, res, state, email, status, message);
      }
    }),
  );
}
