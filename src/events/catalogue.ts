// The event catalogue is domain data (src/domain/webhooks/event-catalogue.ts: the hooks' rules check
// subscriptions against it); the event machinery keeps importing it from here.
export * from '../domain/webhooks/event-catalogue.js';
