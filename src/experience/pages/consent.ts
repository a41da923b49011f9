// /consent: the consent screen of a third-party application, at the end of a sign-in (or of an
// authorization request of a signed-in user) when the user has not yet allowed what it asks for.
// It lists the application, the signed-in user, the user scopes, API resource scopes and
// organization scopes asked for, and (when organization access is asked) the user's
// organizations to pick from. Allow remembers the consent and sends the browser back with a code;
// Deny sends it back with error=access_denied. Same steps as the Experience API's /consent
// (src/oidc/consent.ts); a CSRF token bound to the interaction guards the form.
import type { Request, Response, Router } from 'express';
import type { ConsentDetails } from '../../domain/consent.js';
import { allowConsent, consentPageUrl, denyConsent, pendingConsent, pendingConsentDetails, type PendingConsent } from '../../oidc/consent.js';
import { csrfMatches, csrfToken, formRefused } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { bodyOf, field, route } from '../respond.js';
import { pageError, sendPage } from './common.js';
import { html, page, type Html } from './html.js';

/** Every user-visible string of the page, in one place for translation. */
const TEXT = {
  title: 'Allow access',
  wantsAccess: 'wants to access your account',
  signedInAs: 'Signed in as',
  userScopes: 'Your information',
  organizationScopes: 'In your organizations',
  organizations: 'Organizations it may access',
  noOrganizations: 'You are not a member of any organization.',
  nothingMore: 'Only to confirm who you are.',
  allow: 'Allow',
  deny: 'Deny',
  previously: 'You allowed this application before; it now asks for more.',
  expired: 'Return to the application and sign in again.',
} as const;

const who = (user: ConsentDetails['user']) => user.name ?? user.username ?? user.primaryEmail ?? user.id;

function scopeList(items: Array<{ name: string; description: string | null }>): Html {
  return html`<ul>${items.map((s) => html`<li><strong>${s.description ?? s.name}</strong>${s.description ? html` <span class="note">(${s.name})</span>` : ''}</li>`)}</ul>`;
}

async function render(deps: ExperienceDeps, res: Response, pending: PendingConsent, status = 200, error?: string) {
  const details = await pendingConsentDetails(deps.services, pending);
  const id = pending.interaction.id;
  const csrf = await csrfToken(deps.services, id);
  const nothingAsked = !details.userScopes.length && !details.resourceScopes.length && !details.organizationScopes.length && !details.organizationAccess;
  const body = html`<p><strong>${details.application.name}</strong> ${TEXT.wantsAccess}.</p>
<p class="note">${TEXT.signedInAs} <strong>${who(details.user)}</strong></p>
${details.previouslyGranted ? html`<p class="note">${TEXT.previously}</p>` : ''}
${details.userScopes.length ? html`<h2 style="font-size:1.05rem">${TEXT.userScopes}</h2>${scopeList(details.userScopes)}` : ''}
${details.resourceScopes.map((group) => html`<h2 style="font-size:1.05rem">${group.resource.name}</h2>${scopeList(group.scopes)}`)}
${details.organizationScopes.length ? html`<h2 style="font-size:1.05rem">${TEXT.organizationScopes}</h2>${scopeList(details.organizationScopes)}` : ''}
${nothingAsked ? html`<p>${TEXT.nothingMore}</p>` : ''}
<form method="post" action="${consentPageUrl(id)}">
<input type="hidden" name="interaction" value="${id}">
<input type="hidden" name="csrf" value="${csrf}">
${details.organizationAccess
  ? html`<fieldset style="border:1px solid #ccc;border-radius:.4rem"><legend>${TEXT.organizations}</legend>
${details.organizations.length
  ? details.organizations.map(
      (o) => html`<label style="font-weight:400"><input type="checkbox" name="organizationIds" value="${o.id}" style="width:auto;margin-right:.5rem"${o.granted ? html` checked` : ''}>${o.name}</label>`,
    )
  : html`<p class="note">${TEXT.noOrganizations}</p>`}
</fieldset>`
  : ''}
<button type="submit" name="decision" value="allow">${TEXT.allow}</button>
<button type="submit" name="decision" value="deny" style="background:#fff;color:#0a58ca;border:1px solid #0a58ca">${TEXT.deny}</button>
</form>`;
  sendPage(res, status, page(TEXT.title, body, error));
}

function expired(res: Response, error: unknown) {
  const { status, message } = pageError(error);
  sendPage(res, status, page(TEXT.title, html`<p>${TEXT.expired}</p>`, message));
}

/** The organizations ticked in the form (one value or several). */
function pickedOrganizations(req: Request): string[] {
  const value = bodyOf(req).organizationIds;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((v): v is string => typeof v === 'string' && v !== '');
}

const named = (req: Request) => (typeof req.query.interaction === 'string' ? req.query.interaction : field(req, 'interaction'));

export function consentPages(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;
  router.get('/consent', route(async (req, res) => {
    try {
      await render(deps, res, await pendingConsent(services, req, named(req)));
    } catch (error) {
      expired(res, error);
    }
  }));

  router.post('/consent', route(async (req, res) => {
    let pending: PendingConsent;
    try {
      pending = await pendingConsent(services, req, named(req));
      if (!(await csrfMatches(services, pending.interaction.id, field(req, 'csrf')))) throw formRefused();
    } catch (error) {
      return expired(res, error);
    }
    try {
      const decision = field(req, 'decision');
      if (decision === 'deny') return res.redirect(303, await denyConsent(services, res, pending));
      if (decision !== 'allow') throw formRefused('Choose Allow or Deny.');
      res.redirect(303, await allowConsent(services, res, pending, pickedOrganizations(req)));
    } catch (error) {
      const { status, message } = pageError(error);
      await render(deps, res, pending, status, message);
    }
  }));
}
