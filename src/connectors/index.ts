// What the layers above use of the social protocols.
export type { AuthorizationSession, ExchangeSession, SocialProtocol } from './types.js';
export { exchangeCode } from './exchange.js';
export { protocolOf } from './protocols.js';
