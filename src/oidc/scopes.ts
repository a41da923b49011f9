// OpenID Connect scopes (and the user scopes of organization tokens, which release ID-token and
// userinfo claims as `profile` does) versus API resource and organization scopes in one `scope`.
import { ORGANIZATION_ROLES_SCOPE, ORGANIZATIONS_SCOPE } from '../domain/directory/organization-tokens.js';
import { scopeList } from './access-token.js';

export const OIDC_SCOPES = new Set(['openid', 'profile', 'email', 'phone', 'address', 'offline_access', ORGANIZATIONS_SCOPE, ORGANIZATION_ROLES_SCOPE]);

export function splitScopes(scope: string | null | undefined): { oidc: string[]; api: string[] } {
  const all = scopeList(scope);
  return { oidc: all.filter((s) => OIDC_SCOPES.has(s)), api: all.filter((s) => !OIDC_SCOPES.has(s)) };
}
