// The compatible Management API's remaining operations: a user's password expiry and flags, the
// username case check, an application's own branding, and the two features Tessera does not have
// (protected apps' custom domains, uploaded sign-in page bundles), refused with a stable code
// instead of a route.not_found that would read as a missing route.
import { DomainError } from '../../domain/errors.js';
import { body, type RestRoute } from '../route.js';
import { USER_FIELDS } from './users.js';

const ERRORS = 'userErrors { code message field data }';
const CONFIG_FIELDS = 'mfa { enabled skipped skipMfaOnSignIn additionalBindingSuggestionSkipped } passkeySignIn { skipped }';
const APP_SIGN_IN_FIELDS = 'tenantId applicationId displayName color branding customCss termsOfUseUrl privacyPolicyUrl';

/** A route the compatible product has and Tessera refuses whatever the request: no GraphQL field backs it. */
function refused(method: RestRoute['method'], path: string, tag: string, error: () => DomainError): RestRoute {
  return {
    method,
    path,
    tag,
    summary: `Not a Tessera feature: always 501 \`${error().code}\``,
    operation: 'query { __typename }',
    variables: () => {
      throw error();
    },
    status: 501,
  };
}

const protectedApps = () =>
  new DomainError(
    'application.protected_apps_not_supported',
    'Protected apps (a hosted reverse proxy in front of an application, with its custom domains) are not a Tessera feature.',
  );
const customUi = () =>
  new DomainError(
    'sign_in_experiences.custom_ui_assets_not_supported',
    'Tessera serves its own sign-in pages and no uploaded bundle: brand them with the sign-in experience and per-application branding.',
  );

/** `null` stays null (the product's explicit "none"); an absent field stays absent (GraphQL tells them apart). */
function present(b: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => k in b).map((k) => [k, b[k]]));
}

export const compatRecordRoutes: RestRoute[] = [
  {
    method: 'PATCH',
    path: '/users/:userId/password/expiration',
    tag: 'Users',
    summary:
      "Mark a user's current password expired or not (`{ isExpired }`); answers the user. Signing in with an expired password is refused (422 user.password_expired) until it is reset",
    operation: `mutation($userId: ID!, $isExpired: Boolean!) { updateUserPasswordExpiration(userId: $userId, isExpired: $isExpired) { user { ${USER_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ userId: req.params.userId, isExpired: body(req).isExpired }),
    status: 200,
    responseType: 'User',
  },
  {
    method: 'GET',
    path: '/users/:userId/logto-configs',
    tag: 'Users',
    summary: "A user's flags (MFA and passkey prompts skipped); stored and answered; Tessera's sign-in reads only mfa.skipped (the MFA policy's invitation)",
    operation: `query($userId: ID!) { userLogtoConfig(userId: $userId) { ${CONFIG_FIELDS} } }`,
    variables: (req) => ({ userId: req.params.userId }),
    status: 200,
    responseType: 'UserLogtoConfig',
  },
  {
    method: 'PATCH',
    path: '/users/:userId/logto-configs',
    tag: 'Users',
    summary: "Change a user's flags (`{ mfa?, passkeySignIn? }`, merged); answers them all",
    operation: `mutation($userId: ID!, $input: UpdateUserLogtoConfigInput!) { updateUserLogtoConfig(userId: $userId, input: $input) { config { ${CONFIG_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ userId: req.params.userId, input: present(body(req), ['mfa', 'passkeySignIn']) }),
    status: 200,
    bodyType: 'UpdateUserLogtoConfigInput',
    responseType: 'UserLogtoConfig',
  },
  {
    method: 'GET',
    path: '/sign-in-exp/username-policy/case-sensitivity-conflicts',
    tag: 'Sign-in experience',
    summary: 'Usernames differing only by case (`limit` bounds the samples): always none, usernames are matched case-insensitively',
    query: { limit: 'How many conflicting usernames to sample (1–100); required' },
    operation: `query($limit: Int!) { usernameCaseConflicts(limit: $limit) { totalConflicts samples { usernameLower userIds } } }`,
    variables: (req) => ({ limit: typeof req.query.limit === 'string' && /^\d+$/.test(req.query.limit) ? Number(req.query.limit) : (req.query.limit ?? null) }),
    status: 200,
    responseType: 'UsernameCaseConflicts',
  },
  {
    method: 'GET',
    path: '/applications/:applicationId/sign-in-experience',
    tag: 'Applications',
    summary: "An application's own branding (display name, logos, colours, terms and privacy links); 404 when none is set",
    operation: `query($id: ID!) { applicationSignInExperience(applicationId: $id) { ${APP_SIGN_IN_FIELDS} } }`,
    variables: (req) => ({ id: req.params.applicationId }),
    status: 200,
    responseType: 'ApplicationSignInExperience',
  },
  {
    method: 'PUT',
    path: '/applications/:applicationId/sign-in-experience',
    tag: 'Applications',
    summary: "Replace an application's own branding (`termsOfUseUrl` and `privacyPolicyUrl` required, null for none); answers it",
    operation: `mutation($id: ID!, $input: ApplicationSignInExperienceInput!) {
      replaceApplicationSignInExperience(applicationId: $id, input: $input) { signInExperience { ${APP_SIGN_IN_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({
      id: req.params.applicationId,
      input: present(body(req), ['displayName', 'color', 'branding', 'customCss', 'termsOfUseUrl', 'privacyPolicyUrl']),
    }),
    status: 200,
    bodyType: 'ApplicationSignInExperienceInput',
    responseType: 'ApplicationSignInExperience',
  },
  refused('GET', '/applications/:id/protected-app-metadata/custom-domains', 'Applications', protectedApps),
  refused('POST', '/applications/:id/protected-app-metadata/custom-domains', 'Applications', protectedApps),
  refused('DELETE', '/applications/:id/protected-app-metadata/custom-domains/:domain', 'Applications', protectedApps),
  refused('POST', '/sign-in-exp/default/custom-ui-assets', 'Sign-in experience', customUi),
];
