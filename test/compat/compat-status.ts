// What Tessera serves of the compatible product's Management API, operation by operation, as
// the contract test holds it: an operation is served unless KNOWN_MISSING names it (the test
// fails both ways), and its answer has the typed shape unless KNOWN_SHAPE_GAPS says how it
// differs. docs/compatibility.md is rendered from this (npm run docs:compat) and checked by the test.

/** The areas issue 16 puts in scope: the directory, authorization, organizations, hooks,
 *  the sign-in experience and the OIDC key configuration; and issue 47's impersonation (subject
 *  tokens) and the OIDC settings that fit Tessera's model (session lifetime, ID token claims). */
export const IN_SCOPE =
  /^\/api\/(users|applications|roles|resources|organizations|organization-roles|organization-scopes|organization-invitations|hooks|sign-in-exp|subject-tokens)(\/|$)|^\/api\/configs\/oidc\/\{keyType\}|^\/api\/configs\/(oidc\/session|id-token)$/;

/** In those paths but owned by another issue, so not counted. */
export const OUT_OF_SCOPE: Record<string, string> = {};

/**
 * In scope but not served yet, each with why. The test fails on a missing operation that is not
 * here and on an entry here that is now served, so the list only shrinks. Empty: every in-scope
 * operation is served or (KNOWN_REFUSED) refused with a clear error.
 */
export const KNOWN_MISSING: Record<string, string> = {};

/**
 * Features of the compatible product that Tessera does not have: the route answers a clear refusal
 * (this status and stable code, whatever the request) instead of route.not_found. Not counted as
 * served; the contract test holds each to its refusal.
 */
export const KNOWN_REFUSED: Record<string, { status: number; code: string; why: string }> = {
  ...Object.fromEntries(
    [
      'ListApplicationProtectedAppMetadataCustomDomains',
      'CreateApplicationProtectedAppMetadataCustomDomain',
      'DeleteApplicationProtectedAppMetadataCustomDomain',
    ].map((id) => [
      id,
      {
        status: 501,
        code: 'application.protected_apps_not_supported',
        why: 'protected apps (a hosted reverse proxy with custom domains) are not a Tessera feature',
      },
    ]),
  ),
  UploadCustomUiAssets: {
    status: 501,
    code: 'sign_in_experiences.custom_ui_assets_not_supported',
    why: 'Tessera serves its own sign-in pages, not an uploaded bundle (it would need an object store and would run third-party scripts on the sign-in origin)',
  },
};

/** Served, but its valid answer still differs from the types in a known way. */
export const KNOWN_SHAPE_GAPS: Record<string, string> = {
  // Found when the two compatibility branches met; each is a field still to answer.
  UpdatePersonalAccessTokenName: 'value is null outside creation (shown once, deliberately)',
  UpdateUserPersonalAccessToken: 'value is null outside creation (shown once, deliberately)',
  ListUserPersonalAccessTokens: 'value is null outside creation (shown once, deliberately)',
  DeleteUserGrant: 'not called: a grant needs a signed-in user; test/api/user-grants.test.ts revokes one and checks its tokens die',
  CreateUserIdentity: 'not called: needs an authorization code from a running upstream provider; test/connectors/identities-management.test.ts calls it',
  UpdateHookSigningKey: 'deliberately safer: answers the new signing key and the grace period of the old one, not the hook (docs/compatibility.md)',
};
