// Which upstream sign-in methods the sign-in experience offers: a social connector only once its
// target is listed in `socialSignInConnectorTargets`, enterprise SSO only with
// `singleSignOnEnabled` (both as the compatible product). Creating a connector offers nothing by
// itself, so one with placeholder credentials never reaches the public sign-in page. The pages
// show only what is offered, and the Experience API refuses the rest with the compatible
// product's `user.sign_in_method_not_enabled` (422).
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { listConnectors, type Connector } from './connectors.js';
import { DomainError } from '../errors.js';
import { getExperienceSettings, socialConnectorOffered, type ExperienceSettings } from '../sign-in/experience-settings.js';

const notOffered = (message: string, data?: Record<string, unknown>) => new DomainError('user.sign_in_method_not_enabled', message, data);

/** The social connectors the sign-in page offers, in the order the settings list them. */
export async function offeredSocialConnectors(db: Db, config: Config): Promise<Connector[]> {
  return socialConnectorsOfferedBy(db, await getExperienceSettings(db, config));
}

/** The enabled social connectors settings offer (a preview's draft included), in their order. */
export async function socialConnectorsOfferedBy(db: Db, settings: Pick<ExperienceSettings, 'socialSignInConnectorTargets'>): Promise<Connector[]> {
  const connectors = await listConnectors(db);
  const byTarget = new Map(connectors.map((c) => [c.target, c]));
  return settings.socialSignInConnectorTargets.map((t) => byTarget.get(t)).filter((c): c is Connector => c !== undefined && c.enabled);
}

/** Refuses a sign-in through a social connector the sign-in experience does not offer. */
export async function requireSocialOffered(db: Db, config: Config, connector: Pick<Connector, 'id' | 'target' | 'enabled'>): Promise<void> {
  // Switched off in the console: neither its start nor its callback signs anyone in.
  if (!connector.enabled) throw notOffered('This sign-in method is not enabled: the connector is disabled.', { connectorId: connector.id });
  if (socialConnectorOffered(await getExperienceSettings(db, config), connector.target)) return;
  throw notOffered('This sign-in method is not enabled: the connector is not offered in the sign-in experience.', { connectorId: connector.id });
}

export async function ssoOffered(db: Db, config: Config): Promise<boolean> {
  return (await getExperienceSettings(db, config)).singleSignOnEnabled;
}

/** Refuses an enterprise sign-in while the sign-in experience does not offer single sign-on. */
export async function requireSsoOffered(db: Db, config: Config): Promise<void> {
  if (!(await ssoOffered(db, config))) throw notOffered('Single sign-on is not enabled in the sign-in experience.');
}
