// The console's sections, named after the Management API's nouns (paths under /console).
export const navigation = [
  { path: '/get-started', label: 'Get started' },
  { path: '/users', label: 'Users' },
  { path: '/sessions', label: 'Sessions' },
  { path: '/administrators', label: 'Console administrators' },
  { path: '/resources', label: 'API resources' },
  { path: '/roles', label: 'Roles' },
  { path: '/applications', label: 'Applications' },
  { path: '/organizations', label: 'Organizations' },
  { path: '/webhooks', label: 'Webhooks' },
  { path: '/token-exchange', label: 'Token exchange audit' },
  { path: '/logs', label: 'Audit log' },
  { path: '/connectors', label: 'Connectors' },
  { path: '/signing-keys', label: 'Signing keys' },
  { path: '/sign-in-experience', label: 'Sign-in experience' },
] as const;
