// Every event a hook can subscribe to, exactly as the spec names them. Plain data with no
// imports: it lives in domain/ because the hooks' rules (which events a hook may subscribe to)
// read it; src/events/catalogue.ts re-exports it for the event machinery.

export const interactionEvents = ['PostRegister', 'PostSignIn', 'PostResetPassword'] as const;

export const dataEvents = [
  'User.Created',
  'User.Deleted',
  'User.Data.Updated',
  'User.SuspensionStatus.Updated',
  'Role.Created',
  'Role.Deleted',
  'Role.Data.Updated',
  'Role.Scopes.Updated',
  'Scope.Created',
  'Scope.Deleted',
  'Scope.Data.Updated',
  'Organization.Created',
  'Organization.Deleted',
  'Organization.Data.Updated',
  'Organization.Membership.Updated',
  'OrganizationRole.Created',
  'OrganizationRole.Deleted',
  'OrganizationRole.Data.Updated',
  'OrganizationRole.Scopes.Updated',
  'OrganizationScope.Created',
  'OrganizationScope.Deleted',
  'OrganizationScope.Data.Updated',
  // Tessera's own (the compatible product has no application events): a client that registered
  // itself (RFC 7591 or a client ID metadata document) or removed itself (RFC 7592).
  'Application.Registered',
  'Application.Unregistered',
] as const;

export const exceptionEvents = ['Identifier.Lockout', 'Message.RateLimited'] as const;

export type InteractionEvent = (typeof interactionEvents)[number];
export type DataEvent = (typeof dataEvents)[number];
export type ExceptionEvent = (typeof exceptionEvents)[number];
export type HookEvent = InteractionEvent | DataEvent | ExceptionEvent;

export const allEvents: readonly HookEvent[] = [...interactionEvents, ...dataEvents, ...exceptionEvents];

export function isHookEvent(name: string): name is HookEvent {
  return (allEvents as readonly string[]).includes(name);
}
