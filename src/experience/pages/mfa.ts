// /sign-in/mfa: the TOTP step of a sign-in whose password was right, for accounts with MFA.
import type { Request, Response, Router } from 'express';
import { DomainError } from '../../domain/errors.js';
import { completeInteraction, type Interaction } from '../../oidc/interactions.js';
import { csrfMatches, csrfToken } from '../csrf.js';
import type { ExperienceDeps } from '../deps.js';
import { csrfError } from '../http.js';
import { requiredInteraction, signInUrl } from '../interaction.js';
import { verifyInteractionTotp } from '../sign-in-mfa.js';
import { form, html, page } from './html.js';
import { field, sendPage, statusOf } from './common.js';

const TITLE = 'Two-step verification';

async function render(deps: ExperienceDeps, res: Response, interaction: Interaction, status = 200, error?: string) {
  const fields = [{ name: 'code', label: 'Code from your authenticator app', autocomplete: 'one-time-code', inputmode: 'numeric' }];
  const action = `/sign-in/mfa?interaction=${encodeURIComponent(interaction.id)}`;
  const body = html`${form(action, await csrfToken(deps.services, interaction.id), fields, 'Verify', Boolean(error))}
<nav><a href="${signInUrl(interaction.id)}">Sign in as someone else</a></nav>`;
  sendPage(res, status, page(TITLE, body, error));
}

/** The interaction of this browser, past its password step. */
async function pendingMfa(deps: ExperienceDeps, req: Request): Promise<Interaction> {
  const interaction = await requiredInteraction(deps.services, req);
  if (!interaction.userId) throw new DomainError('session.identifier_not_found', 'Sign in with your password first.');
  return interaction;
}

export function mfaPages(deps: ExperienceDeps, router: Router): void {
  router.get('/sign-in/mfa', async (req, res) => {
    try {
      await render(deps, res, await pendingMfa(deps, req));
    } catch (error) {
      const { status, message } = statusOf(error);
      sendPage(res, status, page(TITLE, html`<p>Return to the application and sign in again.</p>`, message));
    }
  });

  router.post('/sign-in/mfa', async (req, res) => {
    let interaction: Interaction | undefined;
    try {
      interaction = await pendingMfa(deps, req);
      if (!(await csrfMatches(deps.services, interaction.id, (req.body as Record<string, unknown>).csrf))) throw csrfError();
      await verifyInteractionTotp(deps.services, interaction, field(req, 'code'));
      res.redirect(303, await completeInteraction(deps.services, req, res, interaction.id, interaction.userId!));
    } catch (error) {
      const { status, message } = statusOf(error);
      if (!interaction) return sendPage(res, status, page(TITLE, html`<p>Return to the application and sign in again.</p>`, message));
      await render(deps, res, interaction, status, message);
    }
  });
}
