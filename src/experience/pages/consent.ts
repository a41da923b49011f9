// /consent: the consent screen of a third-party application, at the end of a sign-in (or of an
// authorization request of a signed-in user) when the user has not yet allowed what it asks for.
// It lists the application, the signed-in user, the user scopes, API resource scopes and
// organization scopes asked for, and (when organization access is asked) the user's
// organizations to pick from. Allow remembers the consent and sends the browser back with a code;
// Deny sends it back with error=access_denied. Same steps as the Experience API's /consent
// (src/oidc/consent.ts); a CSRF token bound to the interaction guards the form.
import type { Request, Response, Router } from 'express';
import type { ConsentDetails } from '../../domain/directory/consent.js';
import { allowConsent, consentPageUrl, denyConsent, pendingConsent, pendingConsentDetails, type PendingConsent } from '../../oidc/consent.js';
import { csrfMatches, csrfToken, formRefused } from '../cookies.js';
import type { ExperienceDeps } from '../deps.js';
import { bodyOf, field, route } from '../respond.js';
import { pageError, sendPage } from './common.js';
import { text } from '../i18n/context.js';
import { formatHtml, html, page, type Html } from './html.js';
import { contentSecurityPolicy } from '../respond.js';
import { isDocumentClientId } from '../../domain/instance/client-registration/metadata-documents.js';

const who = (user: ConsentDetails['user']) => user.name ?? user.username ?? user.primaryEmail ?? user.id;

/**
 * The user scopes with their descriptions in the page's language (the locale files'
 * `consentScopes`, by scope name); a scope without a translation keeps the domain's English
 * description. The Experience API answers the domain's descriptions unchanged.
 */
function translatedUserScopes(scopes: ConsentDetails['userScopes']): ConsentDetails['userScopes'] {
  const descriptions = text().consentScopes as Record<string, string>;
  return scopes.map((scope) =>
    Object.hasOwn(descriptions, scope.name) && descriptions[scope.name] ? { ...scope, description: descriptions[scope.name]! } : scope,
  );
}

function scopeList(items: Array<{ name: string; description: string | null }>): Html {
  return html`<ul>${items.map((item) => html`<li><strong>${item.description ?? item.name}</strong>${item.description ? html` <span class="note">(${item.name})</span>` : ''}</li>`)}</ul>`;
}

async function render(deps: ExperienceDeps, res: Response, pending: PendingConsent, status = 200, error?: string) {
  const details = await pendingConsentDetails(deps.services, pending);
  const id = pending.interaction.id;
  const csrf = await csrfToken(deps.services, id);
  const s = text().consent;
  const nothingAsked = !details.userScopes.length && !details.resourceScopes.length && !details.organizationScopes.length && !details.organizationAccess;
  // A client ID metadata document client (its id is the document's URL): the host that vouches for the name.
  const documentHost = isDocumentClientId(details.application.id) ? new URL(details.application.id).host : undefined;
  // A client that registered itself vouches for nothing: the one fact the person can check is where the answer goes.
  const returnsTo = details.application.selfRegistered ? new URL(pending.interaction.params.redirectUri).host : undefined;
  // The client's logo (https only, domain/directory/consent.ts), loaded from its origin alone:
  // the policy is widened by that origin for this page, and no referrer goes with the request.
  const logo = details.application.logoUri;
  if (logo)
    res.setHeader('Content-Security-Policy', contentSecurityPolicy([...((res.locals.imageOrigins as string[] | undefined) ?? []), new URL(logo).origin]));
  const body = html`${logo ? html`<p><img src="${logo}" alt="" width="64" height="64" referrerpolicy="no-referrer" data-client-logo style="object-fit:contain"></p>` : ''}<p>${formatHtml(s.wantsAccess, { application: html`<strong>${details.application.name}</strong>` })}</p>
${documentHost ? html`<p class="note" data-client-host>${formatHtml(s.describedBy, { host: html`<strong>${documentHost}</strong>` })}</p>` : ''}
${returnsTo ? html`<p class="note" data-client-host>${formatHtml(s.selfRegistered, { host: html`<strong>${returnsTo}</strong>` })}</p>` : ''}
<p class="note">${formatHtml(s.signedInAs, { user: html`<strong>${who(details.user)}</strong>` })}</p>
${details.previouslyGranted ? html`<p class="note">${s.previously}</p>` : ''}
${details.userScopes.length ? html`<h2 style="font-size:1.05rem">${s.userScopes}</h2>${scopeList(translatedUserScopes(details.userScopes))}` : ''}
${details.resourceScopes.map((group) => html`<h2 style="font-size:1.05rem">${group.resource.name}</h2>${scopeList(group.scopes)}`)}
${details.organizationScopes.length ? html`<h2 style="font-size:1.05rem">${s.organizationScopes}</h2>${scopeList(details.organizationScopes)}` : ''}
${nothingAsked ? html`<p>${s.nothingMore}</p>` : ''}
<form method="post" action="${consentPageUrl(id)}">
<input type="hidden" name="interaction" value="${id}">
<input type="hidden" name="csrf" value="${csrf}">
${
  details.organizationAccess
    ? html`<fieldset style="border:1px solid #ccc;border-radius:.4rem"><legend>${s.organizations}</legend>
${
  details.organizations.length
    ? details.organizations.map(
        (o) =>
          html`<label style="font-weight:400"><input type="checkbox" name="organizationIds" value="${o.id}" style="width:auto;margin-right:.5rem"${o.granted ? html` checked` : ''}>${o.name}</label>`,
      )
    : html`<p class="note">${s.noOrganizations}</p>`
}
</fieldset>`
    : ''
}
<button type="submit" name="decision" value="allow">${s.allow}</button>
<button type="submit" name="decision" value="deny" style="background:#fff;color:#0a58ca;border:1px solid #0a58ca">${s.deny}</button>
</form>`;
  sendPage(res, status, page(s.title, body, error));
}

function expired(res: Response, error: unknown) {
  const { status, message } = pageError(error);
  const s = text().consent;
  sendPage(res, status, page(s.title, html`<p>${s.expired}</p>`, message));
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
  router.get(
    '/consent',
    route(async (req, res) => {
      try {
        await render(deps, res, await pendingConsent(services, req, named(req)));
      } catch (error) {
        expired(res, error);
      }
    }),
  );

  router.post(
    '/consent',
    route(async (req, res) => {
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
        // A post without either button (not sent by this page): the page again, asking to choose.
        if (decision !== 'allow') return await render(deps, res, pending, pageError(formRefused()).status, text().consent.chooseDecision);
        res.redirect(303, await allowConsent(services, res, pending, pickedOrganizations(req)));
      } catch (error) {
        const { status, message } = pageError(error);
        await render(deps, res, pending, status, message);
      }
    }),
  );
}
