// OpenID Connect scopes versus API resource scopes in one `scope` string.
import { scopeList } from './access-token.js';

export const OIDC_SCOPES = new Set(['openid', 'profile', 'email', 'phone', 'address', 'offline_access']);

export function splitScopes(scope: string | null | undefined): { oidc: string[]; api: string[] } {
  const all = scopeList(scope);
  return { oidc: all.filter((s) => OIDC_SCOPES.has(s)), api: all.filter((s) => !OIDC_SCOPES.has(s)) };
}
