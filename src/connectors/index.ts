// What the layers above use of the connectors: the one interface, its registry, and the
// administrator's code exchange.
export type { AuthorizationInput, CallbackInput, Connector, ConnectorKind, KeptRequest, StartedRequest, UpstreamProfile } from './types.js';
export { exchangeCode } from './exchange.js';
export { bindConnector, bindSocialConnector, connectorOf, type BoundConnector, type ConnectorConfigs } from './registry.js';
