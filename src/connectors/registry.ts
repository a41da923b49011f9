// Which implementation serves a connector kind, and which kind a social connector's settings are.
import { oauth2Connector } from './oauth2.js';
import { oidcConnector } from './oidc.js';
import { samlConnector, type SamlConnectorConfig } from './saml.js';
import { enterpriseOidcConnector, type OidcIdp } from './sso-oidc.js';
import type {
  AuthorizationInput,
  CallbackInput,
  Connector,
  ConnectorKind,
  ConnectorSettings,
  KeptRequest,
  SocialOAuth2Settings,
  SocialOidcSettings,
  StartedRequest,
  UpstreamProfile,
} from './types.js';

/** Each kind's settings. */
export interface ConnectorConfigs {
  'social-oauth2': SocialOAuth2Settings;
  'social-oidc': SocialOidcSettings;
  'enterprise-oidc': OidcIdp;
  'enterprise-saml': SamlConnectorConfig;
}

const CONNECTORS: { [K in ConnectorKind]: Connector<ConnectorConfigs[K]> } = {
  'social-oauth2': oauth2Connector,
  'social-oidc': oidcConnector,
  'enterprise-oidc': enterpriseOidcConnector,
  'enterprise-saml': samlConnector,
};

export const connectorOf = <K extends ConnectorKind>(kind: K): Connector<ConnectorConfigs[K]> => CONNECTORS[kind];

/** A connector with its settings: what a sign-in calls, whatever the kind. */
export interface BoundConnector {
  readonly kind: ConnectorKind;
  authorizationRequest(input: AuthorizationInput): Promise<StartedRequest>;
  completeSignIn(callback: CallbackInput, kept: KeptRequest): Promise<UpstreamProfile>;
}

export function bindConnector<K extends ConnectorKind>(kind: K, config: ConnectorConfigs[K]): BoundConnector {
  const connector = connectorOf(kind);
  return {
    kind,
    authorizationRequest: (input) => connector.authorizationRequest(config, input),
    completeSignIn: (callback, kept) => connector.completeSignIn(config, callback, kept),
  };
}

/** A social connector's settings bound to the kind their protocol names. */
export const bindSocialConnector = (settings: ConnectorSettings): BoundConnector =>
  settings.protocol === 'oidc' ? bindConnector('social-oidc', settings) : bindConnector('social-oauth2', settings);
