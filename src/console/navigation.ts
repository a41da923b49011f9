// The console's sections, named after the Management API's nouns (paths under /console). A
// section with an `area` is shown to an operator holding that area's scope; every section to one
// holding `all` or `read`; `open` ones to everyone signed in.
type Area = 'open' | 'users' | 'applications' | 'webhooks' | 'organizations';

export const navigation: ReadonlyArray<{ path: string; label: string; area?: Area }> = [
  { path: '/get-started', label: 'Get started', area: 'open' },
  { path: '/users', label: 'Users', area: 'users' },
  { path: '/sessions', label: 'Sessions', area: 'users' },
  { path: '/administrators', label: 'Console administrators' },
  { path: '/resources', label: 'API resources' },
  { path: '/roles', label: 'Roles' },
  { path: '/applications', label: 'Applications', area: 'applications' },
  { path: '/saml-applications', label: 'SAML applications' },
  { path: '/organizations', label: 'Organizations', area: 'organizations' },
  { path: '/webhooks', label: 'Webhooks', area: 'webhooks' },
  { path: '/token-exchange', label: 'Token exchange audit' },
  { path: '/logs', label: 'Audit log' },
  { path: '/connectors', label: 'Connectors' },
  { path: '/signing-keys', label: 'Signing keys' },
  { path: '/sign-in-experience', label: 'Sign-in experience' },
  { path: '/email-templates', label: 'Email templates' },
  { path: '/scim', label: 'SCIM provisioning' },
];

/** The section a console path belongs to (the longest matching path), if any. */
export function sectionOf(pathname: string): (typeof navigation)[number] | undefined {
  return navigation.filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * Whether a holder of these scopes may change what a section shows: `all` changes everything, an
 * area's scope its own sections; `read` only reads (the API refuses its changes with 403).
 */
export function mayChange(section: { area?: Area }, scopes: readonly string[]): boolean {
  if (section.area === 'open' || scopes.includes('all')) return true;
  return section.area !== undefined && scopes.includes(section.area);
}

/** Whether a section is shown to a holder of these Management API scopes. */
export function mayOpen(section: { area?: Area }, scopes: readonly string[]): boolean {
  if (section.area === 'open' || scopes.includes('all') || scopes.includes('read')) return true;
  return section.area !== undefined && scopes.includes(section.area);
}
