// The console's OIDC client: a public SPA client with a well-known id, created by the bootstrap
// and protected from deletion (a module of its own, so that applications.ts need not import the
// bootstrap, which imports users, roles and so applications).
export const CONSOLE_CLIENT_ID = 'tessera-console';
export const CONSOLE_CLIENT_NAME = 'Tessera Console';

/** Whether Tessera made the application and keeps it: the bootstrap administrator client or the console's own. */
export const isBuiltInApplication = (application: { id: string; isAdmin: boolean }): boolean => application.isAdmin || application.id === CONSOLE_CLIENT_ID;
