// The event catalogue is domain data (src/domain/event-catalogue.ts: the hooks' rules check
// subscriptions against it); the event machinery keeps importing it from here.
export * from '../domain/event-catalogue.js';
