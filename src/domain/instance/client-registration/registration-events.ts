// What a client registering itself (RFC 7591, or a client ID metadata document on first use) and
// removing itself (RFC 7592) announces. The domain calls these inside the registration's
// transaction; src/experience/events.ts wires them to the webhook outbox at start-up, so the event
// exists only if the registration committed. Importing this module registers nothing.
import type { Db } from '../../../db/database.js';

export interface RegistrationEvent {
  kind: 'registered' | 'unregistered';
  applicationId: string;
  /** How the client registered: RFC 7591 or a client ID metadata document. */
  registrationKind: 'dynamic' | 'metadata_document';
  clientName?: string;
  ip: string;
  userAgent: string;
}

export type RegistrationListener = (db: Db, event: RegistrationEvent) => Promise<void>;

const listeners: RegistrationListener[] = [];

export function onRegistrationEvent(listener: RegistrationListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function registrationEvent(db: Db, event: RegistrationEvent): Promise<void> {
  for (const listener of listeners) await listener(db, event);
}
