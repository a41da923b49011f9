// The sign-in page's social buttons and their two page routes:
//   GET /sign-in/social/:connectorId   the "Continue with …" button: off to the upstream
//   GET /callback/social/:connectorId  where the upstream sends the browser back; the verified
//                                      profile becomes the interaction's Social record and the
//                                      user is identified by it as POST /api/experience/identification
//                                      does (verifications/identify.ts), unless it answers an
//                                      administrator's test sign-in (./connector-test.ts)
// The protocol steps (state, PKCE, the upstream's answer) are in ../social.ts.
import type { Request, Response, Router } from 'express';
import { offeredSocialConnectors } from '../../domain/federation/offered-connectors.js';
import type { Connector } from '../../domain/federation/connectors.js';
import { addSocialVerification, takePendingAuthorizationByState } from '../../domain/federation/social-sign-in-state.js';
import type { Interaction } from '../../oidc/interactions.js';
import type { ExperienceDeps } from '../deps.js';
import { text } from '../i18n/context.js';
import { format } from '../i18n/index.js';
import { requiredInteraction } from '../interaction.js';
import { route } from '../respond.js';
import { MFA_REQUIRED, mfaPageUrl } from '../sign-in-mfa.js';
import * as signIn from '../sign-in.js';
import { callbackParams, startSocial, stateMismatch, verifyWith } from '../social.js';
import { identify } from '../verifications/identify.js';
import { failurePage } from './failure.js';
import { socialConnectorTestCallback } from './connector-test.js';
import { html } from './html.js';

/** The "Continue with …" buttons of the sign-in page: one GET form per offered connector, in the settings' order. */
export async function socialButtons(deps: ExperienceDeps, interactionId: string) {
  return socialButtonsOf(await offeredSocialConnectors(deps.services.db, deps.services.config), interactionId);
}

/** A button per offered connector, in the order offered. */
export function socialButtonsOf(connectors: Connector[], interactionId: string) {
  if (connectors.length === 0) return html``;
  const s = text().signIn;
  return html`<section aria-label="${s.otherWays}">${connectors.map(
    (
      c: Connector,
    ) => html`<form method="get" action="/sign-in/social/${encodeURIComponent(c.id)}"><input type="hidden" name="interaction" value="${interactionId}"><button type="submit">${format(s.continueWith, { name: c.name })}</button></form>
`,
  )}</section>`;
}

/** A page route of the browser's interaction; whatever goes wrong is shown on the failure page. */
function interactionPage(deps: ExperienceDeps, run: (req: Request, res: Response, interaction: Interaction) => Promise<void>) {
  return route(async (req, res) => {
    let interaction: Interaction | undefined;
    try {
      interaction = await requiredInteraction(deps.services, req);
      await run(req, res, interaction);
    } catch (error) {
      failurePage(res, text().signIn.title, interaction?.id, error);
    }
  });
}

/** The page routes: start at the button, come back at the callback. */
export function socialPages(deps: ExperienceDeps, router: Router): void {
  const { services } = deps;

  router.get(
    '/sign-in/social/:connectorId',
    interactionPage(deps, async (req, res, interaction) => {
      const started = await signIn.startExperience(services, interaction, 'SignIn');
      const { authorizationUri } = await startSocial(deps, started, String(req.params.connectorId), {});
      res.redirect(303, authorizationUri);
    }),
  );

  router.get(
    '/callback/social/:connectorId',
    // An administrator's test of this connector (its browser's cookie and state say so) ends on its own page.
    socialConnectorTestCallback(deps),
    interactionPage(deps, async (req, res, interaction) => {
      const connectorId = String(req.params.connectorId);
      const params = callbackParams(req.query);
      const pending = await takePendingAuthorizationByState(services.db, interaction.id, connectorId, params.state);
      if (!pending) throw stateMismatch();
      const { verificationId, ...session } = pending;
      const profile = await verifyWith(deps, connectorId, session, params);
      interaction.data = await addSocialVerification(services.db, interaction.id, verificationId, { connectorId, profile });
      await identify({ deps, req, interaction }, verificationId);
      try {
        res.redirect(303, await signIn.submit(services, req, res, interaction));
      } catch (error) {
        if ((error as { code?: unknown }).code !== MFA_REQUIRED) throw error;
        res.redirect(303, mfaPageUrl(interaction.id));
      }
    }),
  );
}
