// The protocol of a connector's settings.
import { oauth2Protocol } from './oauth2.js';
import { oidcProtocol } from './oidc.js';
import type { ConnectorSettings, SocialProtocol } from './types.js';

export const protocolOf = (settings: ConnectorSettings): SocialProtocol => (settings.protocol === 'oidc' ? oidcProtocol : oauth2Protocol);
