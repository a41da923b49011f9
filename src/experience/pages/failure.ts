// The page a browser sees when a step it reached by navigation fails (an upstream provider's
// answer refused, a callback that names no sign-in): the error in the page's language, and
// "Back to sign-in" when the sign-in it belongs to is known, else to return to the application.
import type { Response } from 'express';
import { text } from '../i18n/context.js';
import { signInUrl } from '../interaction.js';
import { pageError, sendPage } from './common.js';
import { html, page } from './html.js';

export function failurePage(res: Response, title: string, interactionId: string | null | undefined, error: unknown): void {
  const { status, message } = pageError(error);
  const { shell } = text();
  const back = interactionId ? html`<p><a href="${signInUrl(interactionId)}">${shell.backToSignIn}</a></p>` : html`<p>${shell.returnAndSignInAgain}</p>`;
  sendPage(res, status, page(title, back, message));
}
