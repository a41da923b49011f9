// /forgot-password: step 1 takes the account's email or phone and sends a code (only when an
// account uses it, but the page reads the same either way so it does not reveal accounts);
// step 2 takes the code and the new password.
import type { Router, Response } from 'express';
import { DomainError } from '../../domain/errors.js';
import type { ExperienceState } from '../../domain/sign-in/experiences.js';
import { updateExperience } from '../../domain/sign-in/experiences.js';
import { normalizeRecipient } from '../../domain/sign-in/verification-codes.js';
import type { ExperienceDeps } from '../deps.js';
import * as flows from '../flows.js';
import { csrfToken } from '../cookies.js';
import { signInUrl } from '../interaction.js';
import { requestMeta, route } from '../respond.js';
import { text } from '../i18n/context.js';
import { form, formatHtml, html, page } from './html.js';
import { field, pageError, postedExperience, sendPage, startFromPage } from './common.js';
import { finishPage } from './register.js';

const title = () => text().forgotPassword.title;

async function renderStart(deps: ExperienceDeps, res: Response, state: ExperienceState, status = 200, error?: string) {
  const s = text().forgotPassword;
  const fields = [{ name: 'identifier', label: s.identifier, autocomplete: 'username' }];
  const body = html`<p class="note">${s.intro}</p>
${form('/forgot-password', await csrfToken(deps.services, state.id), fields, s.send, Boolean(error))}
<nav><a href="${signInUrl(state.interactionId)}">${s.back}</a></nav>`;
  sendPage(res, status, page(s.title, body, error));
}

async function renderReset(deps: ExperienceDeps, res: Response, state: ExperienceState, status = 200, error?: string) {
  const s = text().forgotPassword;
  const fields = [
    { name: 'code', label: s.code, autocomplete: 'one-time-code', inputmode: 'numeric' },
    { name: 'password', label: s.newPassword, type: 'password', autocomplete: 'new-password' },
  ];
  const body = html`<p class="note">${formatHtml(s.codeSent, { recipient: html`<strong>${String(state.pending.recipient ?? '')}</strong>` })}</p>
${form('/forgot-password/reset', await csrfToken(deps.services, state.id), fields, s.submit, Boolean(error))}`;
  sendPage(res, status, page(s.title, body, error));
}

const asRecipient = (identifier: string | undefined) => {
  const value = identifier?.trim() ?? '';
  return normalizeRecipient({ type: value.includes('@') ? 'email' : 'phone', value });
};

export function forgotPasswordPages(deps: ExperienceDeps, router: Router): void {
  router.get(
    '/forgot-password',
    route(async (req, res) => {
      try {
        await renderStart(deps, res, await startFromPage(deps, req, res, 'ForgotPassword'));
      } catch (error) {
        const { status, message } = pageError(error);
        sendPage(res, status, page(title(), html``, message));
      }
    }),
  );

  router.post(
    '/forgot-password',
    route(async (req, res) => {
      let state: ExperienceState | undefined;
      try {
        state = await postedExperience(deps, req, 'ForgotPassword');
        const recipient = asRecipient(field(req, 'identifier'));
        // Counted and answered alike whether or not an account uses the address; mailed only if one does.
        const { verificationId } = await flows.sendCode(
          deps,
          state.id,
          { type: recipient.type, value: field(req, 'identifier') },
          'password reset',
          requestMeta(req).ip,
          {
            onlyToAccounts: true,
          },
        );
        const pending = { recipient: recipient.value, verificationId };
        await updateExperience(deps.services.db, state.id, { pending });
        await renderReset(deps, res, { ...state, pending });
      } catch (error) {
        const { status, message } = pageError(error);
        if (!state) return sendPage(res, status, page(title(), html`<nav><a href="/forgot-password">${text().shell.startAgain}</a></nav>`, message));
        await renderStart(deps, res, state, status, message);
      }
    }),
  );

  router.post(
    '/forgot-password/reset',
    route(async (req, res) => {
      let state: ExperienceState | undefined;
      try {
        state = await postedExperience(deps, req, 'ForgotPassword');
        const verificationId = state.pending.verificationId;
        // No account: the same answer as a wrong code, so the page does not reveal accounts.
        if (typeof verificationId !== 'string') throw new DomainError('verification_code.code_mismatch', 'The code is not right.', undefined, ['code']);
        await flows.verifyExperienceCode(deps, state, verificationId, field(req, 'code'), requestMeta(req));
        await flows.resetForgottenPassword(deps, req, state, verificationId, field(req, 'password'));
        await finishPage(deps, req, res, state, text().forgotPassword.doneTitle, text().forgotPassword.doneText);
      } catch (error) {
        const { status, message } = pageError(error);
        if (!state) return sendPage(res, status, page(title(), html`<nav><a href="/forgot-password">${text().shell.startAgain}</a></nav>`, message));
        await renderReset(deps, res, state, status, message);
      }
    }),
  );
}
