// OpenID Connect scopes (and the user scopes of organization tokens, which release ID-token and
// userinfo claims as `profile` does) versus API resource and organization scopes in one `scope`.
import { CLAIM_SCOPES } from '../domain/oauth/user-claims.js';
import { scopeList } from './access-token.js';

/** openid, offline_access and every user scope that releases claims (profile, email, custom_data…). */
export const OIDC_SCOPES = new Set(['openid', 'offline_access', ...CLAIM_SCOPES]);

export function splitScopes(scope: string | null | undefined): { oidc: string[]; api: string[] } {
  const all = scopeList(scope);
  return { oidc: all.filter((s) => OIDC_SCOPES.has(s)), api: all.filter((s) => !OIDC_SCOPES.has(s)) };
}
