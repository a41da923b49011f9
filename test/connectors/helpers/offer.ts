// Connectors reach the sign-in page (and the Experience API) only once the sign-in experience
// offers them (docs/security.md, "Outbound requests, SAML input and what the sign-in page shows"):
// tests that sign in through one say so explicitly, as an administrator would.
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/app.js';

/** Adds social connector targets to those the sign-in experience offers (after the ones already listed). */
export async function offerSocialConnectors(app: Pick<TestApp, 'api'>, ...targets: string[]): Promise<void> {
  const current = (await app.api('GET', '/sign-in-exp')).body.socialSignInConnectorTargets as string[];
  const res = await app.api('PATCH', '/sign-in-exp', { socialSignInConnectorTargets: [...current, ...targets.filter((t) => !current.includes(t))] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  for (const target of targets) expect(res.body.socialSignInConnectorTargets, `connector target ${target} does not exist`).toContain(target);
}

/** Turns enterprise single sign-on on in the sign-in experience. */
export async function enableSingleSignOn(app: Pick<TestApp, 'api'>): Promise<void> {
  const res = await app.api('PATCH', '/sign-in-exp', { singleSignOnEnabled: true });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
