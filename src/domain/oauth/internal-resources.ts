// Tessera's own APIs, as resource indicators: the Management API, the Account API and the
// userinfo audience. A token for one of them acts as the user (or the operator) on Tessera itself,
// so no delegation path may mint one: token exchange refuses them as targets and an application's
// exchange allow-list cannot name them. An internal API added later belongs in this one list.
import type { Config } from '../../config.js';
import { accountApiResource } from '../directory/account-resource.js';

export function internalResources(config: Config): ReadonlySet<string> {
  return new Set([config.managementApiResource, accountApiResource(config), `${config.issuer}/me`]);
}
