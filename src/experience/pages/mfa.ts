// /sign-in/mfa: the TOTP step of a sign-in whose password was right, for accounts with MFA.
import type { Response, Router } from 'express';
import type { ExperienceState } from '../../domain/experiences.js';
import { findExperience } from '../../domain/experiences.js';
import { EXPERIENCE_COOKIE } from '../api.js';
import type { ExperienceDeps } from '../deps.js';
import * as flows from '../flows.js';
import { csrfToken, readCookie } from '../http.js';
import { signInUrl } from '../interaction.js';
import { form, html, page } from './html.js';
import { field, postedExperience, sendPage, statusOf } from './common.js';
import { finishPage } from './register.js';

const TITLE = 'Two-step verification';

function render(deps: ExperienceDeps, res: Response, state: ExperienceState, status = 200, error?: string) {
  const fields = [{ name: 'code', label: 'Code from your authenticator app', autocomplete: 'one-time-code', inputmode: 'numeric' }];
  const body = html`${form('/sign-in/mfa', csrfToken(deps.services, state.id), fields, 'Verify', Boolean(error))}
<nav><a href="${signInUrl(state.interactionId)}">Sign in as someone else</a></nav>`;
  sendPage(res, status, page(TITLE, body, error));
}

export function mfaPages(deps: ExperienceDeps, router: Router): void {
  router.get('/sign-in/mfa', async (req, res) => {
    const state = await findExperience(deps.services.db, readCookie(req, EXPERIENCE_COOKIE)).catch(() => undefined);
    if (!state || state.event !== 'SignIn' || !state.userId) return res.redirect(303, signInUrl(state?.interactionId ?? null));
    render(deps, res, state);
  });

  router.post('/sign-in/mfa', async (req, res) => {
    let state: ExperienceState | undefined;
    try {
      state = await postedExperience(deps, req, 'SignIn');
      await flows.verifySignInTotp(deps, state, field(req, 'code'));
      await finishPage(deps, req, res, state, 'Signed in', 'You are signed in.');
    } catch (error) {
      const { status, message } = statusOf(error);
      if (!state) return sendPage(res, status, page(TITLE, html`<nav><a href="/sign-in">Start again</a></nav>`, message));
      render(deps, res, state, status, message);
    }
  });
}
