// /register: create an account (also where `prompt=create` lands). Step 1 takes an identifier
// and a password; when an email must be verified, step 2 takes the code mailed to it.
import type { Request, Response, Router } from 'express';
import { getExperienceSettings } from '../../domain/experience-settings.js';
import { findExperience, type ExperienceState } from '../../domain/experiences.js';
import { splitIdentifier } from '../../domain/registration.js';
import type { ExperienceDeps } from '../deps.js';
import * as flows from '../flows.js';
import { csrfToken } from '../cookies.js';
import { signInUrl } from '../interaction.js';
import { route } from '../respond.js';
import { form, html, page } from './html.js';
import { field, pageError, postedExperience, sendPage, startFromPage } from './common.js';

/** The strings sign-up by code added (for the translation files). */
const TEXT = {
  email: 'Email',
  codeNote: 'We will email you a 6-digit code to create your account. No password needed.',
  sendCode: 'Send code',
} as const;

async function identifierLabel(deps: ExperienceDeps): Promise<string> {
  const { signUp } = await getExperienceSettings(deps.services.db, deps.services.config);
  if (!signUp.password) return TEXT.email;
  const both = signUp.identifiers.length === 2;
  return both ? 'Username or email' : signUp.identifiers[0] === 'email' ? 'Email' : 'Username';
}

async function renderStart(deps: ExperienceDeps, res: Response, state: ExperienceState, status = 200, error?: string, identifier?: string) {
  const label = await identifierLabel(deps);
  // Sign-up by code (signUp.password false): the email alone; the code proves it.
  const { signUp } = await getExperienceSettings(deps.services.db, deps.services.config);
  const fields = [
    { name: 'identifier', label, autocomplete: signUp.password ? 'username' : 'email', ...(identifier ? { value: identifier } : {}) },
    ...(signUp.password ? [{ name: 'password', label: 'Password (at least 8 characters)', type: 'password', autocomplete: 'new-password' }] : []),
  ];
  const body = html`${signUp.password ? '' : html`<p class="note">${TEXT.codeNote}</p>`}
${form('/register', await csrfToken(deps.services, state.id), fields, signUp.password ? 'Create account' : TEXT.sendCode, Boolean(error))}
<nav><a href="${signInUrl(state.interactionId)}">Already have an account? Sign in</a></nav>`;
  sendPage(res, status, page('Create your account', body, error));
}

async function renderCode(deps: ExperienceDeps, res: Response, state: ExperienceState, email: string, status = 200, error?: string) {
  const fields = [{ name: 'code', label: 'Verification code', autocomplete: 'one-time-code', inputmode: 'numeric' }];
  const body = html`<p class="note">We sent a 6-digit code to <strong>${email}</strong>. It is valid for 10 minutes.</p>
${form('/register/verify', await csrfToken(deps.services, state.id), fields, 'Verify and create account', Boolean(error))}`;
  sendPage(res, status, page('Check your email', body, error));
}

export async function finishPage(deps: ExperienceDeps, req: Request, res: Response, state: ExperienceState, doneTitle: string, doneText: string) {
  const fresh = (await findExperience(deps.services.db, state.id)) ?? state;
  const redirectTo = await flows.submit(deps, req, res, fresh);
  if (redirectTo) return res.redirect(303, redirectTo);
  sendPage(res, 200, page(doneTitle, html`<p>${doneText}</p><nav><a href="${signInUrl(state.interactionId)}">Sign in</a></nav>`));
}

export function registerPages(deps: ExperienceDeps, router: Router): void {
  router.get('/register', route(async (req, res) => {
    try {
      await renderStart(deps, res, await startFromPage(deps, req, res, 'Register'));
    } catch (error) {
      const { status, message } = pageError(error);
      sendPage(res, status, page('Create your account', html``, message));
    }
  }));

  router.post('/register', route(async (req, res) => {
    let state: ExperienceState | undefined;
    try {
      state = await postedExperience(deps, req, 'Register');
      const { username, email } = splitIdentifier(field(req, 'identifier'));
      const result = await flows.beginRegistration(deps, req, state, { username: username ?? null, email: email ?? null, password: field(req, 'password') ?? null });
      if ('user' in result) return finishPage(deps, req, res, state, 'Account created', 'Your account is ready.');
      await renderCode(deps, res, state, result.email);
    } catch (error) {
      const { status, message } = pageError(error);
      if (!state) return sendPage(res, status, page('Create your account', html`<nav><a href="/register">Start again</a></nav>`, message));
      await renderStart(deps, res, state, status, message, field(req, 'identifier'));
    }
  }));

  router.post('/register/verify', route(async (req, res) => {
    let state: ExperienceState | undefined;
    try {
      state = await postedExperience(deps, req, 'Register');
      await flows.finishRegistrationWithCode(deps, req, state, field(req, 'code'));
      await finishPage(deps, req, res, state, 'Account created', 'Your account is ready.');
    } catch (error) {
      const { status, message } = pageError(error);
      const email = (state?.pending.registration as { email?: string } | undefined)?.email;
      if (!state || !email) return sendPage(res, status, page('Create your account', html`<nav><a href="/register">Start again</a></nav>`, message));
      await renderCode(deps, res, state, email, status, message);
    }
  }));

}
