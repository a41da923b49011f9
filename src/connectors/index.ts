// The protocol of a connector's settings.
import type { ConnectorSettings } from '../domain/federation/connectors.js';
import { oauth2Protocol } from './oauth2.js';
import { oidcProtocol } from './oidc.js';
import type { SocialProtocol } from './types.js';

export type { AuthorizationSession, ExchangeSession, SocialProtocol } from './types.js';
export { exchangeCode, fromUpstream } from './exchange.js';

export const protocolOf = (settings: ConnectorSettings): SocialProtocol => (settings.protocol === 'oidc' ? oidcProtocol : oauth2Protocol);
