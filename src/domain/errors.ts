// One error type for every business rule. The `code` is stable (`<area>.<reason>`, the
// reference product's convention) and is what clients match on; each front renders it:
// GraphQL userErrors / extensions.code, REST { code, message, data } with errorStatus(code).
import { invalidPatternMessage, isUnstorableText } from '../db/constraint-errors.js';

// How an error is written to the log is observability's; every layer above names it from here too.
export { errorSummary, loggable } from '../observability/loggable.js';

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: string,
    message: string,
    readonly data?: Record<string, unknown>,
    /** The input field at fault, for GraphQL userErrors. */
    readonly field?: string[],
  ) {
    super(message);
  }
}

/** HTTP status of a domain error code: exact codes first, then by reason suffix. */
const exactStatus: Record<string, number> = {
  'entity.not_found': 404,
  // The compatible Management API's codes for an id that names nothing (in the path or the body).
  'entity.not_exists': 404,
  'entity.not_exists_with_id': 404,
  // A role of the other type given to a user or an application (the compatible API's 422s).
  'user.invalid_role_type': 422,
  'application.invalid_role_type': 422,
  'application.invalid_type': 422,
  'role.application_exists': 422,
  'role.scope_exists': 422,
  'resource.resource_identifier_in_use': 422,
  'guard.invalid_input': 400,
  'request.invalid_input': 400,
  'auth.unauthorized': 401,
  'auth.forbidden': 403,
  'request.message_rate_limited': 429,
  'request.too_many_requests': 429,
  // A throttle against guessing holds the client id or the source address off (domain/sign-in/throttles.ts).
  'request.too_many_failed_attempts': 429,
  'entity.unique_integrity_violation': 422,
  'entity.relation_foreign_key_not_found': 422,
  'session.not_found': 404,
  'user.identifier_locked': 403,
  'user.suspended': 403,
  // A SAML application's access control does not allow the signed-in person (domain/sign-in/saml-sign-in.ts).
  'application.saml.access_denied': 403,
  // Well-formed requests the state of the organization refuses (the reference's 422s).
  'organization.require_membership': 422,
  'organization.invalid_application_type': 422,
  'organization_invitation.not_pending': 422,
  'organization_invitation.invitee_mismatch': 422,
  'session.invalid_credentials': 422,
  // A password the password policy refuses (the compatible product's code and status; data.issues says why).
  'password.rejected': 422,
  // Sign-in by code: a verified address no account uses, and a method the settings do not offer (the compatible 404 and 422).
  'user.user_not_exist': 404,
  // A social or enterprise identity no account has, where no account may be created (the console's sign-in).
  'user.identity_not_exist': 422,
  'user.sign_in_method_not_enabled': 422,
  // An enterprise sign-in found an account that has a password: the person signs in to it first.
  'single_sign_on.account_has_password': 422,
  // An account holds the email but never proved it, or can be opened another way: not linked (domain/sign-in/account-linking.ts).
  'single_sign_on.account_not_linkable': 422,
  // A code proved an address that an account holds unproved beside another way in: it does not open that account.
  'user.unverified_identifier_in_use': 422,
  // The Account API's proof of identity is missing, expired or not this session's (the reference's 401).
  'verification_record.permission_denied': 401,
  // The proof is there, but the MFA policy also wants the session signed into with the second factor.
  'verification_record.mfa_required': 401,
  // The current signing key cannot be deleted (rotate first).
  'oidc.key_in_use': 422,
  // Documented by the compatible product's types as the refusal of a key operation.
  'oidc.cookie_keys_not_rotatable': 422,
  'hook.missing_events': 400,
  'hook.send_test_payload_failed': 422,
  // A user has no such active session (the compatible API's 404 for its session routes).
  'oidc.session_not_found': 404,
  // A user has no such standing grant (the compatible API's 404 for DELETE /users/:id/grants/:grantId).
  'oidc.grant_not_found': 404,
  // An organization-role group of application access control without any role (the compatible 422).
  'application.invalid_access_control_rule': 422,
  // Backup codes refused by the state of the user's factors, or brought in a wrong format (the compatible 422s).
  'session.mfa.backup_code_can_not_be_alone': 422,
  // Skipping a second factor the MFA policy requires (the compatible 422).
  'session.mfa.mfa_policy_not_user_controlled': 422,
  'user.wrong_backup_code_format': 422,
  // Third-party consent (domain/directory/consent.ts): the compatible API's 422s.
  'application.third_party_application_only': 422,
  'application.user_consent_scopes_not_found': 422,
  // The right password, expired by an administrator: the person resets it.
  'user.password_expired': 422,
  // An invitation for someone who is a member already (the compatible 422).
  'organization_invitation.invitee_already_member': 422,
  // CAPTCHA (domain/sign-in/captcha.ts): the compatible 422s; a provider that cannot answer is our side's 503.
  'session.captcha_required': 422,
  'session.captcha_failed': 422,
  'session.captcha_unavailable': 503,
  // Features of the compatible product that Tessera does not have: refused, not pretended.
  'application.protected_apps_not_supported': 501,
  'sign_in_experiences.custom_ui_assets_not_supported': 501,
  // A user's limits on the agents acting for them (domain/oauth/user-agent-limits.ts).
  'user.agent_limit_not_found': 404,
  'user.agent_limit_invalid_resource': 422,
  'user.agent_limit_exceeded': 422,
  // An administrator's test sign-in link that expired or was used (domain/federation/connector-tests.ts).
  'connector.test_not_found': 404,
};

export function errorStatus(code: string): number {
  const exact = exactStatus[code];
  if (exact) return exact;
  if (code.endsWith('.not_found')) return 404;
  if (code.endsWith('_already_in_use') || code.endsWith('.already_exists')) return 422;
  if (code.endsWith('.forbidden') || code.endsWith('.not_allowed')) return 403;
  if (code.endsWith('.unauthorized')) return 401;
  return 400;
}

export const notFound = (entity: string, id: string): DomainError => new DomainError('entity.not_found', `${entity} ${id} was not found`, { entity, id });

/**
 * An id given in a request body that names nothing, as the compatible Management API answers it
 * (404 `entity.not_exists_with_id`, `data.name` the table, `data.id` the id).
 */
export const notExistsWithId = (name: string, id: string): DomainError =>
  new DomainError('entity.not_exists_with_id', `The ${name} with ID ${id} does not exist.`, { name, id });

export const invalidInput = (message: string, field?: string[]): DomainError => new DomainError('guard.invalid_input', message, undefined, field);

/** A list search that cannot run (the compatible API's 400 `request.invalid_input`). */
export const invalidSearch = (message: string, field: string[] = ['searchBy']): DomainError =>
  new DomainError('request.invalid_input', message, undefined, field);

/** One problem of an input, as `data.issues` lists it. */
export interface InputIssue {
  code: string;
  message: string;
  field?: string[];
}

/**
 * Several input problems as one error, so a caller fixes them all in one round: the first
 * problem's code and field, every problem in `data.issues`. A single problem stays as it is.
 */
export function inputProblems(problems: DomainError[]): DomainError | undefined {
  const [first] = problems;
  if (!first || problems.length === 1) return first;
  const issues: InputIssue[] = problems.map((p) => ({ code: p.code, message: p.message, ...(p.field ? { field: p.field } : {}) }));
  return new DomainError(first.code, problems.map((p) => p.message).join('; '), { ...first.data, issues }, first.field);
}

/** Runs each check and throws every DomainError they raised together (see inputProblems). */
export function checkAll(checks: Array<() => void>): void {
  const problems: DomainError[] = [];
  for (const run of checks) {
    try {
      run();
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      problems.push(error);
    }
  }
  const error = inputProblems(problems);
  if (error) throw error;
}

/**
 * The domain error an error stands for: itself, or bad input the database refused to store (a
 * NUL character anywhere in a request's text); undefined for a real failure.
 */
export function domainErrorOf(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  if (isUnstorableText(error)) return invalidInput('text must not contain the NUL character (U+0000)');
  const pattern = invalidPatternMessage(error);
  if (pattern) return invalidSearch(`the search pattern is not valid: ${pattern}`);
  return undefined;
}
