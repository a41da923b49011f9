/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The whole access control of an application; a list left out becomes empty. */
export type ApplicationAccessControlInput = {
  /** Turn the restriction on or off; unchanged when left out. */
  enabled?: boolean | null | undefined;
  /** Organizations whose members are allowed. */
  organizationIds?: Array<string | number> | null | undefined;
  /** Organization roles, per organization, whose holders are allowed. */
  organizationRoleRules?: Array<ApplicationAccessOrganizationRoleRuleInput> | null | undefined;
  /** Users allowed one by one. */
  userIds?: Array<string | number> | null | undefined;
  /** Roles whose users are allowed. */
  userRoleIds?: Array<string | number> | null | undefined;
};

/** One organization-role rule of an access-control replacement. */
export type ApplicationAccessOrganizationRoleRuleInput = {
  /** The organization. */
  organizationId: string | number;
  /** At least one organization role (application.invalid_access_control_rule otherwise). */
  organizationRoleIds: Array<string | number>;
};

/** How an application registered itself. */
export type ApplicationRegistrationKind =
  /** Through RFC 7591 dynamic client registration (`POST /oidc/register`). */
  | 'DYNAMIC'
  /** From a client ID metadata document: its `client_id` is the document's https URL. */
  | 'METADATA_DOCUMENT';

/** The kind of an application, which decides how it authenticates. */
export type ApplicationType =
  /** A backend service acting on its own behalf (client_credentials): confidential, with a secret. */
  | 'MachineToMachine'
  /** A native (mobile or desktop) app: public client, no secret. */
  | 'Native'
  /** A single-page app: public client, no secret. */
  | 'SPA'
  /** A server-rendered web app: confidential client with a secret. */
  | 'Traditional';

/** Changes to the images of the sign-in pages; omitted fields keep their value, an empty string removes the image. */
export type BrandingInput = {
  /** The dark theme's favicon: an absolute http(s) URL, or "" for none. */
  darkFavicon?: string | null | undefined;
  /** The dark theme's logo: an absolute http(s) URL, or "" for none. */
  darkLogoUrl?: string | null | undefined;
  /** The favicon: an absolute http(s) URL, or "" for none. */
  favicon?: string | null | undefined;
  /** The logo: an absolute http(s) URL, or "" for none. */
  logoUrl?: string | null | undefined;
};

/** A CAPTCHA provider's settings to store (the whole config each time). */
export type CaptchaConfigInput = {
  /** reCAPTCHA Enterprise: the host to load its script from instead of www.google.com. */
  domain?: string | null | undefined;
  /** reCAPTCHA Enterprise: the key's kind (default `invisible`). */
  mode?: RecaptchaMode | null | undefined;
  /** reCAPTCHA Enterprise (required there): the Google Cloud project id. */
  projectId?: string | null | undefined;
  /** The secret key (1–512 printable characters); `********` keeps the stored key of the same type. */
  secretKey: string;
  /** The public site key (1–256 printable characters). */
  siteKey: string;
  /** Which provider. */
  type: CaptchaType;
};

/** Whether to require a CAPTCHA. */
export type CaptchaPolicyInput = {
  /** Require it (a CAPTCHA provider must be set first). */
  enabled?: boolean | null | undefined;
};

/** The kind of CAPTCHA the sign-in and registration pages show (the compatible product's two). */
export type CaptchaType =
  /** Google reCAPTCHA Enterprise; tokens are checked by an assessment in its Google Cloud project. */
  | 'RecaptchaEnterprise'
  /** Cloudflare Turnstile; tokens are checked at its siteverify endpoint. */
  | 'Turnstile';

/** A claim mapping to save; see ClaimMapping. */
export type ClaimMappingInput = {
  /** The claim's name (see ClaimMapping.claim); a reserved one is `guard.invalid_input`. */
  claim: string;
  /** Its source (see ClaimMapping.from). */
  from: string;
  /** Only for tokens of these grants; every grant when absent. */
  grantTypes?: Array<string> | null | undefined;
};

/** Changes to the send-rate limit; omitted fields keep their value. */
export type CodeSendSettingsInput = {
  /** Codes per client address within the window (>= 1). */
  ipLimit?: number | null | undefined;
  /** Codes per recipient within the window (>= 1). */
  limit?: number | null | undefined;
  /** The rolling window in seconds (>= 1). */
  windowSeconds?: number | null | undefined;
};

/** Changes to the colours; omitted fields keep their value. */
export type ColorSettingsInput = {
  /** A #rrggbb colour for the dark theme. */
  darkPrimaryColor?: string | null | undefined;
  /** Whether the pages follow the browser's dark colour-scheme preference. */
  isDarkModeEnabled?: boolean | null | undefined;
  /** A #rrggbb colour. */
  primaryColor?: string | null | undefined;
};

/** The input a configuration field takes. */
export type ConfigFieldType =
  /** A JSON value. */
  | 'JSON'
  /** Several lines of text (a certificate, XML). */
  | 'MULTILINE'
  /** One of `options`. */
  | 'SELECT'
  /** One line of text. */
  | 'TEXT'
  /** An absolute URL. */
  | 'URL';

/** Display settings of a connector. */
export type ConnectorMetadataInput = {
  /** Logo URL (empty or null removes it). */
  logo?: string | null | undefined;
  /** The name on the sign-in button. */
  name?: string | null | undefined;
  /** The key of linked identities; required for generic factories, fixed for presets. */
  target?: string | null | undefined;
};

/** Fields of a new application. */
export type CreateApplicationInput = {
  /** Token exchange settings. */
  customClientMetadata?: CustomClientMetadataInput | null | undefined;
  /** What the application is. */
  description?: string | null | undefined;
  /**
   * A third-party application (Traditional, SPA or Native only: else
   * `application.invalid_third_party_application_type`; never with token exchange:
   * `application.third_party_application_cannot_enable_token_exchange`). Default false; fixed for
   * the application's life.
   */
  isThirdParty?: boolean | null | undefined;
  /** Display name (required, non-empty). */
  name: string;
  /** Redirect URIs (not for MachineToMachine applications). */
  oidcClientMetadata?: OidcClientMetadataInput | null | undefined;
  /** The kind of application. */
  type: ApplicationType;
};

/** A new connector. */
export type CreateConnectorInput = {
  /** The factory's settings, with `clientSecret` (sealed at rest, never shown again). */
  config: Record<string, unknown>;
  /** The factory: oidc, oauth2, google, github or microsoft. */
  connectorId: string;
  /** Offered and accepted at sign-in (default true). */
  enabled?: boolean | null | undefined;
  /** Display settings. */
  metadata?: ConnectorMetadataInput | null | undefined;
  /** Take name, avatar and email from the provider at every sign-in (default false: first sign-in only). */
  syncProfile?: boolean | null | undefined;
};

/** A new hook. */
export type CreateHookInput = {
  /** Target. */
  config: HookConfigInput;
  /** Defaults to true. */
  enabled?: boolean | null | undefined;
  /** The compatible product's legacy single event (e.g. `PostRegister`), used when `events` is absent. */
  event?: string | null | undefined;
  /**
   * Event names (non-empty, each from the catalogue). Absent: `event` names the one event, as in the
   * compatible product's legacy body; neither is `hook.missing_events` (400).
   */
  events?: Array<string> | null | undefined;
  /**
   * Display name; when absent, the name of its first event (the compatible product's legacy body
   * has none).
   */
  name?: string | null | undefined;
};

/** Fields of a new organization. */
export type CreateOrganizationInput = {
  /** Sign-in page logos: `logoUrl`, `darkLogoUrl`, `favicon`, `darkFavicon` (http(s) URLs). */
  branding?: Record<string, unknown> | null | undefined;
  /** Sign-in page colours: `primaryColor`, `isDarkModeEnabled`, `darkPrimaryColor`. */
  color?: Record<string, unknown> | null | undefined;
  /** Custom CSS for the organization's sign-in pages (64 KiB at most). */
  customCss?: string | null | undefined;
  /** Free-form data. */
  customData?: Record<string, unknown> | null | undefined;
  /** Free-text description. */
  description?: string | null | undefined;
  /** Whether members must use multi-factor authentication. */
  isMfaRequired?: boolean | null | undefined;
  /** Display name (1 to 128 characters). */
  name: string;
};

/** Fields of a new organization invitation. */
export type CreateOrganizationInvitationInput = {
  /** When the invitation expires; must be in the future. */
  expiresAt: string;
  /** Email address of the invitee. */
  invitee: string;
  /** The user sending the invitation, if any. */
  inviterId?: string | number | null | undefined;
  /** The organization to join. */
  organizationId: string | number;
  /** Organization roles the invitee receives on acceptance. */
  organizationRoleIds?: Array<string | number> | null | undefined;
};

/** Fields of a new organization role. */
export type CreateOrganizationRoleInput = {
  /** Free-text description. */
  description?: string | null | undefined;
  /** Unique name (1 to 128 characters). */
  name: string;
  /** Organization scopes the role grants. */
  organizationScopeIds?: Array<string | number> | null | undefined;
  /** API resource scopes the role grants. */
  resourceScopeIds?: Array<string | number> | null | undefined;
  /** Who may hold the role: `User` (the default) or `MachineToMachine` applications. */
  type?: OrganizationRoleType | null | undefined;
};

/** Fields of a new organization scope. */
export type CreateOrganizationScopeInput = {
  /** Free-text description. */
  description?: string | null | undefined;
  /** Unique name without whitespace (1 to 128 characters). */
  name: string;
};

/** Fields of a new API resource. */
export type CreateResourceInput = {
  /**
   * The algorithm of its access tokens: ES256 (default), RS256, PS256, ES384 or EdDSA;
   * `guard.invalid_input` (400) otherwise.
   */
  accessTokenSignedResponseAlg?: string | null | undefined;
  /** Access token lifetime in seconds, > 0; default 3600. */
  accessTokenTtl?: number | null | undefined;
  /** Only DPoP-bound access tokens for it (default false). */
  dpopBoundAccessTokensRequired?: boolean | null | undefined;
  /** Unique absolute URI without fragment; `resource.resource_identifier_in_use` (422) when taken. */
  indicator: string;
  /** Display name (required, non-empty). */
  name: string;
};

/** Fields of a new role. */
export type CreateRoleInput = {
  /** What the role is for; default empty. */
  description?: string | null | undefined;
  /** Give this role to every new user (User roles only); default false. */
  isDefault?: boolean | null | undefined;
  /** Unique name (`role.name_already_in_use` when taken). */
  name: string;
  /** Scopes to grant from the start. Unknown ids: `entity.not_exists_with_id` (404). */
  scopeIds?: Array<string | number> | null | undefined;
  /** Who the role can be given to; default User. */
  type?: RoleType | null | undefined;
};

/** Fields of a new SCIM connection. */
export type CreateScimConnectionInput = {
  /** Its name (1–128 characters). */
  name: string;
  /** The organization to provision into; omit for the whole instance. */
  organizationId?: string | null | undefined;
};

/** Fields of a new scope. */
export type CreateScopeInput = {
  /** What the scope allows. */
  description?: string | null | undefined;
  /** Scope name: no whitespace, unique within the resource (`scope.name_already_in_use` otherwise). */
  name: string;
};

/** A new SSO connector. */
export type CreateSsoConnectorInput = {
  /** Display settings. */
  branding?: Record<string, unknown> | null | undefined;
  /**
   * SAML: `metadata` (IdP metadata XML), or `entityId` + `signInEndpoint` + `x509Certificate`; optional
   * `attributeMapping` ({ id, email, name } → attribute names). OIDC: `issuer`, `clientId`, `clientSecret`, `scope`.
   */
  config?: Record<string, unknown> | null | undefined;
  /** Display name (unique). */
  connectorName: string;
  /** Email domains it serves (each served by one connector only; public mail services refused). */
  domains?: Array<string> | null | undefined;
  /** Starts sign-ins and accepts answers; defaults to true. */
  enabled?: boolean | null | undefined;
  /** SAML or OIDC. */
  providerName: string;
  /** Copy the profile from the IdP on every sign-in; defaults to false. */
  syncProfile?: boolean | null | undefined;
};

/** Fields of a new user; all optional. */
export type CreateUserInput = {
  /** Avatar image URL. */
  avatar?: string | null | undefined;
  /** Free-form data. */
  customData?: Record<string, unknown> | null | undefined;
  /** Display name. */
  name?: string | null | undefined;
  /** Initial password (hashed with Argon2id). */
  password?: string | null | undefined;
  /**
   * The algorithm of `passwordDigest`: Argon2i, Argon2id, Argon2d or Bcrypt (unsalted digests
   * such as MD5 or SHA1 are refused).
   */
  passwordAlgorithm?: string | null | undefined;
  /**
   * A password hash made elsewhere, instead of `password` (with `passwordAlgorithm`): Argon2 or
   * bcrypt in its standard text form. The user's first sign-in replaces it with Argon2id.
   */
  passwordDigest?: string | null | undefined;
  /** Unique email. */
  primaryEmail?: string | null | undefined;
  /** Unique phone number (digits, optional leading +). */
  primaryPhone?: string | null | undefined;
  /** OIDC profile claims. */
  profile?: Record<string, unknown> | null | undefined;
  /** Unique username: letters, digits and underscores, not starting with a digit. */
  username?: string | null | undefined;
};

/** Token exchange, Management API and PKCE settings; omitted fields keep their value (or default). */
export type CustomClientMetadataInput = {
  /**
   * Allow Management API tokens for signed-in users (default false); see
   * `CustomClientMetadata.allowManagementApi`.
   */
  allowManagementApi?: boolean | null | undefined;
  /**
   * Allow the token exchange grant (Traditional and MachineToMachine only; default false).
   * For a public client: `application.token_exchange_not_allowed_for_public_client` (400).
   */
  allowTokenExchange?: boolean | null | undefined;
  /**
   * Resource indicators token exchange may target (default [] = any resource other than Tessera's own APIs).
   * Unknown or internal indicators (the Management and Account APIs):
   * `application.invalid_token_exchange_resource` (400).
   */
  allowedTokenExchangeResources?: Array<string> | null | undefined;
  /** Answer a refresh token with every code exchange, even without `offline_access` (default false). */
  alwaysIssueRefreshToken?: boolean | null | undefined;
  /** Browser origins such as `https://app.example.com` (at most 100; no path). */
  corsAllowedOrigins?: Array<string> | null | undefined;
  /**
   * The algorithm of its ID tokens: `RS256` (default), `PS256`, `ES256`, `ES384` or `EdDSA`; anything else is
   * `guard.invalid_input` (400) on `customClientMetadata.idTokenSignedResponseAlg`.
   */
  idTokenSignedResponseAlg?: string | null | undefined;
  /** ID token lifetime in seconds, 60 to 86400 (null: the default, 3600). */
  idTokenTtl?: number | null | undefined;
  /**
   * Allow the device authorization grant (RFC 8628; default false). Native and Traditional only; for
   * another type: `application.device_flow_not_allowed` (400).
   */
  isDeviceFlow?: boolean | null | undefined;
  /** At most this many standing grants per user, 1 to 10000 (null: no limit). */
  maxAllowedGrants?: number | null | undefined;
  /** Refresh token lifetime in days, 1 to 180 (null: the default, 14). */
  refreshTokenTtlInDays?: number | null | undefined;
  /**
   * Require PKCE in the authorization code flow (default: true for public applications, which
   * cannot turn it off — `application.pkce_required_for_public_client` (400) — and false for
   * confidential ones).
   */
  requirePkce?: boolean | null | undefined;
  /**
   * Rotate refresh tokens on each use (null: the default, true). `false` for a public application
   * is `guard.invalid_input` (400).
   */
  rotateRefreshToken?: boolean | null | undefined;
  /**
   * Allow transaction tokens (MachineToMachine only; default false). For another type:
   * `application.transaction_tokens_not_allowed` (400).
   */
  transactionTokens?: boolean | null | undefined;
};

/** The details of a template to create or replace. */
export type EmailTemplateDetailsInput = {
  /** See EmailTemplateDetails.content. */
  content: string;
  /** See EmailTemplateDetails.contentType. */
  contentType?: string | null | undefined;
  /** See EmailTemplateDetails.replyTo. */
  replyTo?: string | null | undefined;
  /** See EmailTemplateDetails.sendFrom. */
  sendFrom?: string | null | undefined;
  /** See EmailTemplateDetails.smsContent. */
  smsContent?: string | null | undefined;
  /** See EmailTemplateDetails.subject. */
  subject: string;
};

/** A template to create, or whose details replace those of the template of its language and type. */
export type EmailTemplateInput = {
  /** What the email says. */
  details: EmailTemplateDetailsInput;
  /** Its language (a BCP 47 tag such as `en` or `zh-CN`). */
  languageTag: string;
  /** What it is for. */
  templateType: EmailTemplateType;
};

/**
 * What an email template is for (the compatible Management API's template types). Verification codes
 * are sent with SignIn, Register, ForgotPassword or UserPermissionValidation (an Account API change),
 * else Generic.
 */
export type EmailTemplateType =
  | 'BindMfa'
  | 'BindNewIdentifier'
  | 'ForgotPassword'
  | 'Generic'
  | 'MfaVerification'
  | 'OrganizationInvitation'
  | 'Register'
  | 'SignIn'
  | 'UserPermissionValidation';

/** Where to send, for creation, update and tests. */
export type HookConfigInput = {
  /** Extra headers (string values); signature and content headers cannot be overridden. */
  headers?: Record<string, unknown> | null | undefined;
  /**
   * Accepted and ignored: the compatible product's deprecated per-hook retry count. Tessera's retry
   * schedule is the server's (WEBHOOK_RETRY_DELAYS_SECONDS).
   */
  retries?: number | null | undefined;
  /** An http(s) URL; private and internal addresses are refused unless the server allows them. */
  url: string;
};

/** Lifecycle state of a delivery. */
export type HookDeliveryStatus =
  /** Not sent because the hook was disabled. */
  | 'cancelled'
  /** Given up (schedule exhausted, non-retryable answer, or 410). */
  | 'failed'
  /** Claimed by a dispatcher and being sent. */
  | 'in_flight'
  /** Waiting for its first or next attempt. */
  | 'pending'
  /** Accepted by the receiver. */
  | 'succeeded';

/** Outcome of one delivery attempt. */
export type HookLogResult =
  /** No answer, or a non-2xx answer. */
  | 'failed'
  /** The receiver answered 2xx. */
  | 'success';

/** Changes to the language choice; omitted fields keep their value. */
export type LanguageInfoInput = {
  /** Whether the browser's Accept-Language is used. */
  autoDetect?: boolean | null | undefined;
  /** One of en, de, fr, es, ja, zh-CN. */
  fallbackLanguage?: string | null | undefined;
};

/** Changes to the lockout policy; omitted fields keep their value. */
export type LockoutSettingsInput = {
  /** Lock duration in seconds (>= 1). */
  durationSeconds?: number | null | undefined;
  /** Failures within the window that lock the identifier (>= 1). */
  maxAttempts?: number | null | undefined;
  /** The counting window in seconds (>= 1). */
  windowSeconds?: number | null | undefined;
};

/** Whether the action an audit log entry records worked. */
export type LogResult =
  /** It was refused or failed; `error` says why. */
  | 'Error'
  /** It worked (a change committed, a token was issued, a step passed). */
  | 'Success';

/** A channel messages are sent on. */
export type MessageChannel =
  | 'Email'
  | 'Sms';

/** Where a channel's messages (verification codes, invitations) go now. */
export type MessageDeliverySource =
  /** The delivery set in the console (`setEmailDelivery`, `setSmsDelivery`); it wins over the environment's. */
  | 'Console'
  /** Nothing is set and this is not production: messages are written to the server's log. */
  | 'DevelopmentLog'
  /** The environment's: `SMTP_URL` for email; `SMS_WEBHOOK_URL` or the `SMS_TWILIO_*` settings for SMS. */
  | 'Environment'
  /** Nothing is set in production: sending fails (codes are never logged in production). */
  | 'None';

/** A kind of second factor a user can enrol (the compatible Management API's names). */
export type MfaFactor =
  /** A set of single-use backup codes (stand-ins for the other factor, e.g. a lost phone). */
  | 'BackupCode'
  /** A time-based one-time password authenticator (RFC 6238). */
  | 'Totp'
  /** A passkey (WebAuthn credential); it also signs in on its own. */
  | 'WebAuthn';

/** Whether users without a second factor set one up at sign-in (the compatible product's values). */
export type MfaPolicy =
  /** Every user must have a second factor: one without is made to set one up before the sign-in completes. */
  | 'Mandatory'
  /** Nobody is prompted; a user who has a second factor gives it at sign-in (the default). */
  | 'NoPrompt'
  /** As UserControlled: invited at sign-in, may skip (Tessera's registration does not prompt). */
  | 'PromptAtSignInAndSignUp'
  /** As Mandatory. */
  | 'PromptAtSignInAndSignUpMandatory'
  /** As UserControlled: invited at sign-in, may skip. */
  | 'PromptOnlyAtSignIn'
  /** As Mandatory. */
  | 'PromptOnlyAtSignInMandatory'
  /** Users are invited to set up a second factor at sign-in and may skip it (the skip is remembered: their logto-configs mfa.skipped). */
  | 'UserControlled';

/** Changes to the MFA policy; omitted fields keep their value. */
export type MfaSettingsInput = {
  /** Whether console administrators must have a second factor. */
  administratorsRequired?: boolean | null | undefined;
  /** The allowed factors (replaces the list; no duplicates; BackupCode not alone). */
  factors?: Array<SignInMfaFactor> | null | undefined;
  /** What an organization's isMfaRequired does at sign-in. */
  organizationRequiredMfaPolicy?: OrganizationRequiredMfaPolicy | null | undefined;
  /** The policy. */
  policy?: MfaPolicy | null | undefined;
};

/**
 * Redirect URIs: absolute, without fragment; https, or http on localhost / 127.0.0.1, or (Native
 * apps only) a custom scheme.
 */
export type OidcClientMetadataInput = {
  /** Whether logout tokens carry `sid` (default false). */
  backchannelLogoutSessionRequired?: boolean | null | undefined;
  /**
   * Back-channel logout URI: absolute, https (plain http to this machine only in development), no
   * fragment, not an internal address; null or empty clears it. Not for machine-to-machine
   * applications.
   */
  backchannelLogoutUri?: string | null | undefined;
  /** Whether the front-channel page gets `iss` and `sid` (default false). */
  frontchannelLogoutSessionRequired?: boolean | null | undefined;
  /**
   * Front-channel logout URI: absolute, https (plain http to this machine only in development), no
   * fragment, with the scheme, host and port of one of the redirect URIs; null or empty clears it.
   */
  frontchannelLogoutUri?: string | null | undefined;
  /**
   * private_key_jwt: an inline JWK Set of public signing keys (RS256, PS256, ES256, ES384, EdDSA; no
   * private members), replacing jwksUri.
   */
  jwks?: Record<string, unknown> | null | undefined;
  /** private_key_jwt: an https URL serving the client's JWK Set, replacing jwks. */
  jwksUri?: string | null | undefined;
  /** Allowed post-sign-out redirect URIs (replaces the list). */
  postLogoutRedirectUris?: Array<string> | null | undefined;
  /** Allowed redirect URIs (replaces the list). */
  redirectUris?: Array<string> | null | undefined;
  /**
   * Issue tokens only with a DPoP proof (RFC 9449); every token the application gets is then bound
   * to its key. Omitted: unchanged (false for a new application).
   */
  requireDpop?: boolean | null | undefined;
  /**
   * Require pushed authorization requests (RFC 9126) of this application; true or false (null is
   * refused as `guard.invalid_input`).
   */
  requirePushedAuthorizationRequests?: boolean | null | undefined;
  /**
   * client_secret_basic, client_secret_post, private_key_jwt (confidential applications) or none
   * (public applications). client_secret_jwt is refused: secrets are kept only as digests. Switching
   * away from private_key_jwt clears the keys.
   */
  tokenEndpointAuthMethod?: string | null | undefined;
};

/** A direction of a sort. */
export type OrderDirection =
  /** Smallest (or oldest, or A) first. */
  | 'Asc'
  /** Largest (or newest, or Z) first. */
  | 'Desc';

/** Where an organization invitation stands. A pending invitation past its expiry reads as `Expired`. */
export type OrganizationInvitationStatus =
  /** The invitee joined the organization. */
  | 'Accepted'
  /** Not answered before `expiresAt`. */
  | 'Expired'
  /** Waiting for the invitee. */
  | 'Pending'
  /** Withdrawn by an administrator. */
  | 'Revoked';

/** What an organization's isMfaRequired does at sign-in. */
export type OrganizationRequiredMfaPolicy =
  /** Members of such an organization must have a second factor to finish signing in (the default). */
  | 'Mandatory'
  /** Members of such an organization are not made to set up a second factor at sign-in. */
  | 'NoPrompt';

/** Who may hold an organization role. */
export type OrganizationRoleType =
  /** Member machine-to-machine applications. */
  | 'MachineToMachine'
  /** Member users. */
  | 'User';

/** Changes to the character-class rule. */
export type PasswordCharacterTypesInput = {
  /** The fewest classes (1 to 4). */
  min?: number | null | undefined;
};

/** Changes to the password length bounds; omitted fields keep their value. */
export type PasswordLengthInput = {
  /** The most characters (1 to 256, at least min). */
  max?: number | null | undefined;
  /** The fewest characters (1 to 256). */
  min?: number | null | undefined;
};

/** Changes to the password policy; omitted parts keep their values. */
export type PasswordPolicyInput = {
  /** Character classes. */
  characterTypes?: PasswordCharacterTypesInput | null | undefined;
  /** Length bounds. */
  length?: PasswordLengthInput | null | undefined;
  /** What to reject. */
  rejects?: PasswordRejectsInput | null | undefined;
};

/** Changes to what a password may not be or contain; omitted fields keep their value. */
export type PasswordRejectsInput = {
  /** How many latest passwords a change may not reuse (0 to 24; 0 turns the rule off and forgets the kept digests). */
  history?: number | null | undefined;
  /** Reject the most common leaked passwords. */
  pwned?: boolean | null | undefined;
  /** Reject repetition and sequences. */
  repetitionAndSequence?: boolean | null | undefined;
  /** Reject the user's own data. */
  userInfo?: boolean | null | undefined;
  /** Words to reject (replaces the list). */
  words?: Array<string> | null | undefined;
};

/** How a reCAPTCHA Enterprise key challenges: by score, unseen (`invisible`), or with a checkbox. */
export type RecaptchaMode =
  /** A checkbox key: the person ticks the box (and solves a challenge when asked). */
  | 'checkbox'
  /** A score-based key: no challenge is shown; a score below 0.5 is refused. */
  | 'invisible';

/** Who a role can be given to. */
export type RoleType =
  /** Given to machine-to-machine applications. */
  | 'MachineToMachine'
  /** Given to users. */
  | 'User';

/**
 * Fields of a SAML application; on creation `name` is required, on change every field is optional.
 * `metadataXml` (or the document at `metadataUrl`) fills entity id, ACS URL, certificates and request
 * signing from SP metadata; the explicit fields of the same input win over it.
 */
export type SamlApplicationInput = {
  /** `{ binding?, url }`: the SP's ACS URL (https, or http to localhost); only HTTP-POST. */
  acsUrl?: Record<string, unknown> | null | undefined;
  /** User field → SAML attribute name (at most 50). */
  attributeMapping?: Record<string, unknown> | null | undefined;
  /** Free-form data. */
  customData?: Record<string, unknown> | null | undefined;
  /** A description (up to 4096 characters); null clears it. */
  description?: string | null | undefined;
  /** `{ encryptAssertion, certificate? }`; null turns encryption off. */
  encryption?: Record<string, unknown> | null | undefined;
  /** The SP's entity id; unique among SAML applications. */
  entityId?: string | null | undefined;
  /** Allow IdP-initiated sign-in at `idp.loginUrl`. */
  idpInitiatedSignIn?: boolean | null | undefined;
  /**
   * Where to fetch the SP metadata from (instead of `metadataXml`): https (http only to a loopback
   * host), no internal address unless the operator allows private targets, 5 s, 1 MiB.
   */
  metadataUrl?: string | null | undefined;
  /** SP metadata XML (up to 256 KiB). */
  metadataXml?: string | null | undefined;
  /** Its name (1–256 characters). */
  name?: string | null | undefined;
  /** A NameID format URN: persistent, emailAddress or unspecified. */
  nameIdFormat?: string | null | undefined;
  /** Refuse AuthnRequests that are not signed with `spCertificate`. */
  requireSignedRequests?: boolean | null | undefined;
  /** `{ binding?, url }`: the SP's Single Logout service (https, or http to localhost), HTTP-Redirect (the default) or HTTP-POST; null removes it. Imported from SP metadata's SingleLogoutService too. */
  sloUrl?: Record<string, unknown> | null | undefined;
  /** PEM certificate of the SP's request signing key; null clears it. */
  spCertificate?: string | null | undefined;
};

/** An identifier one may sign in with. */
export type SignInIdentifier =
  /** An email address. */
  | 'email'
  /** A phone number. */
  | 'phone'
  /** A username. */
  | 'username';

/** One sign-in method, as the compatible product's `signIn.methods[]` items. */
export type SignInMethodInput = {
  /** The identifier this method is for (each at most once). */
  identifier: SignInIdentifier;
  /** With both, whether the password is offered first (default true). */
  isPasswordPrimary?: boolean | null | undefined;
  /** Sign in with the password. */
  password: boolean;
  /** Sign in with a one-time code (not for username; phone needs SMS_WEBHOOK_URL). */
  verificationCode: boolean;
};

/** A second factor the MFA policy may allow (the compatible product's names). */
export type SignInMfaFactor =
  /** Single-use backup codes (only beside another factor). */
  | 'BackupCode'
  /** A code sent to the user's own primary email. Nothing to set up: a user has it while they have the address. Asked for beside an enrolled factor, or where a second factor is required, never on its own; not for the address the sign-in started from. */
  | 'EmailVerificationCode'
  /** A code sent by text message to the user's own primary phone (where SMS is configured), under the same rules as EmailVerificationCode. */
  | 'PhoneVerificationCode'
  /** A TOTP authenticator app. */
  | 'Totp'
  /** A passkey (WebAuthn credential). */
  | 'WebAuthn';

/** Changes to the sign-in methods. */
export type SignInSettingsInput = {
  /** The full list of methods, replacing the current one (non-empty). */
  methods?: Array<SignInMethodInput> | null | undefined;
};

/** An identifier a new account may be created with. */
export type SignUpIdentifier =
  /** An email address. */
  | 'email'
  /** A username (letters, digits, underscores). */
  | 'username';

/** Changes to sign-up requirements; omitted fields keep their value. */
export type SignUpSettingsInput = {
  /** Identifiers accepted at sign-up (non-empty). */
  identifiers?: Array<SignUpIdentifier> | null | undefined;
  /** Whether a new account sets a password; false makes sign-up by email code. */
  password?: boolean | null | undefined;
  /** The compatible product's name for `verifyEmail` (give one of the two). */
  verify?: boolean | null | undefined;
  /** Whether an email given at sign-up must be verified by code. */
  verifyEmail?: boolean | null | undefined;
};

/** What an active signing key is used for. */
export type SigningKeyStatus =
  /** The current key: new tokens are signed with it. */
  | 'signing'
  /** A previous key: published in the JWKS so the tokens it signed keep verifying until it is retired. */
  | 'verifying';

/** An SMS gateway (the whole setting). */
export type SmsDeliveryInput = {
  accountSid?: string | null | undefined;
  /** Twilio: the auth token; `********` keeps the stored one. */
  authToken?: string | null | undefined;
  from?: string | null | undefined;
  type: SmsGatewayType;
  /** Webhook: where messages are posted (https; plain http only to this machine in development). */
  url?: string | null | undefined;
};

/** What carries text messages. */
export type SmsGatewayType =
  /** Twilio's Messages API. */
  | 'Twilio'
  /** A JSON POST `{ "to", "text" }` to a URL of yours (held to the outbound rule of connector URLs). */
  | 'Webhook';

/** An SMTP server to mail through (the whole setting: fields left out are cleared). */
export type SmtpDeliveryInput = {
  fromAddress: string;
  fromName?: string | null | undefined;
  host: string;
  /** `********` keeps the stored password; omitted, there is none. */
  password?: string | null | undefined;
  port: number;
  security: SmtpSecurity;
  username?: string | null | undefined;
};

/** How the connection to an SMTP server is protected. */
export type SmtpSecurity =
  /** No encryption (a relay on a trusted network, usually port 25). */
  | 'None'
  /** Plain connection upgraded with STARTTLS, and refused if the server does not offer it (usually port 587). */
  | 'StartTls'
  /** TLS from the first byte (usually port 465). */
  | 'Tls';

/** The protocol of an enterprise single sign-on connector. */
export type SsoProviderName =
  /** OpenID Connect. */
  | 'OIDC'
  /** SAML 2.0 (HTTP-Redirect AuthnRequest, HTTP-POST response). */
  | 'SAML';

/** Sample events to send to a configuration, signed with the hook's keys. */
export type TestHookInput = {
  /** Target to send them to. */
  config: HookConfigInput;
  /** Event names to send a sample of. */
  events: Array<string>;
};

/** The outcome of a token exchange attempt. */
export type TokenExchangeResult =
  /** A token was issued. */
  | 'granted'
  /** The request was refused; `error` and `errorDescription` say why. */
  | 'refused';

/** Partial update of an application; the type cannot change. */
export type UpdateApplicationInput = {
  /** Turns application-level access control on or off; its rules are kept (see applicationAccessControl). */
  appLevelAccessControlEnabled?: boolean | null | undefined;
  /** Token exchange settings; merged into the current ones. */
  customClientMetadata?: CustomClientMetadataInput | null | undefined;
  /** New description (null clears it). */
  description?: string | null | undefined;
  /** Accepted when it is the current value; a change is `application.third_party_immutable` (400). */
  isThirdParty?: boolean | null | undefined;
  /** New display name. */
  name?: string | null | undefined;
  /** Redirect URIs; each list given replaces the old one. */
  oidcClientMetadata?: OidcClientMetadataInput | null | undefined;
};

/** Changes to a connector. */
export type UpdateConnectorInput = {
  /** A replacement config; `clientSecret` may be left out to keep the stored one. */
  config?: Record<string, unknown> | null | undefined;
  /** Switch the connector on or off at sign-in. */
  enabled?: boolean | null | undefined;
  /** Display settings to change. */
  metadata?: ConnectorMetadataInput | null | undefined;
  /** Take the profile from the provider at every sign-in. */
  syncProfile?: boolean | null | undefined;
};

/** Changes to a hook; absent fields keep their value. */
export type UpdateHookInput = {
  /** Target. */
  config?: HookConfigInput | null | undefined;
  /** Enable or disable. */
  enabled?: boolean | null | undefined;
  /** Event names (non-empty, each from the catalogue). */
  events?: Array<string> | null | undefined;
  /** Display name. */
  name?: string | null | undefined;
};

/** Partial update of an organization; omitted fields are left alone. */
export type UpdateOrganizationInput = {
  /** Sign-in page logos: `logoUrl`, `darkLogoUrl`, `favicon`, `darkFavicon` (http(s) URLs). */
  branding?: Record<string, unknown> | null | undefined;
  /** Sign-in page colours: `primaryColor`, `isDarkModeEnabled`, `darkPrimaryColor`. */
  color?: Record<string, unknown> | null | undefined;
  /** Custom CSS for the organization's sign-in pages (64 KiB at most). */
  customCss?: string | null | undefined;
  /** Replaces the whole custom data object. */
  customData?: Record<string, unknown> | null | undefined;
  /** New description; null clears it. */
  description?: string | null | undefined;
  /** Whether members must use multi-factor authentication. */
  isMfaRequired?: boolean | null | undefined;
  /** New name. */
  name?: string | null | undefined;
};

/** Partial update of an organization role. */
export type UpdateOrganizationRoleInput = {
  /** New description; null clears it. */
  description?: string | null | undefined;
  /** New unique name. */
  name?: string | null | undefined;
};

/** Partial update of an organization scope. */
export type UpdateOrganizationScopeInput = {
  /** New description; null clears it. */
  description?: string | null | undefined;
  /** New unique name. */
  name?: string | null | undefined;
};

/** Partial update of an API resource; the indicator cannot change. */
export type UpdateResourceInput = {
  /**
   * New algorithm of its access tokens (ES256, RS256, PS256, ES384 or EdDSA): tokens issued from
   * now on use it; those issued before keep verifying until they expire.
   */
  accessTokenSignedResponseAlg?: string | null | undefined;
  /** New access token lifetime in seconds, > 0. */
  accessTokenTtl?: number | null | undefined;
  /**
   * Only DPoP-bound access tokens for it from now on: unbound tokens issued before stop being
   * accepted at exchange and introspection at once.
   */
  dpopBoundAccessTokensRequired?: boolean | null | undefined;
  /** New display name. */
  name?: string | null | undefined;
};

/** Partial update of a role; the type cannot change. */
export type UpdateRoleInput = {
  /** New description. */
  description?: string | null | undefined;
  /** Give this role to every new user (User roles only). */
  isDefault?: boolean | null | undefined;
  /** New unique name. */
  name?: string | null | undefined;
};

/** Partial update of a scope; omitted fields are left alone. */
export type UpdateScopeInput = {
  /** New description (null clears it). */
  description?: string | null | undefined;
  /** New name: no whitespace, unique within the resource. */
  name?: string | null | undefined;
};

/** Changes to the sign-in experience settings; omitted sections keep their values. */
export type UpdateSignInExperienceInput = {
  /** See SignInExperience.adaptiveMfa: accepted only with the value answered. */
  adaptiveMfa?: Record<string, unknown> | null | undefined;
  /** See SignInExperience.agreeToTermsPolicy: accepted only with the value answered. */
  agreeToTermsPolicy?: string | null | undefined;
  /** Images of the sign-in pages. */
  branding?: BrandingInput | null | undefined;
  /** Whether to require a CAPTCHA. */
  captchaPolicy?: CaptchaPolicyInput | null | undefined;
  /** Verification-code send-rate limit. */
  codeSend?: CodeSendSettingsInput | null | undefined;
  /** Colours of the sign-in pages. */
  color?: ColorSettingsInput | null | undefined;
  /** See SignInExperience.customContent: accepted only with the value answered. */
  customContent?: Record<string, unknown> | null | undefined;
  /** See SignInExperience.customCss: accepted only with the value answered. */
  customCss?: string | null | undefined;
  /** See SignInExperience.customUiAssets: accepted only with the value answered. */
  customUiAssets?: Record<string, unknown> | null | undefined;
  /** See SignInExperience.customUiCsp: accepted only with the value answered. */
  customUiCsp?: Record<string, unknown> | null | undefined;
  /** See SignInExperience.emailBlocklistPolicy: accepted only with the value answered. */
  emailBlocklistPolicy?: Record<string, unknown> | null | undefined;
  /** See SignInExperience.forgotPasswordMethods: accepted only with the value answered. */
  forgotPasswordMethods?: Array<string> | null | undefined;
  /** See SignInExperience.hideLogtoBranding: accepted only with the value answered. */
  hideLogtoBranding?: boolean | null | undefined;
  /** See SignInExperience.id: accepted only with the value answered. */
  id?: string | null | undefined;
  /** How the sign-in pages choose their language. */
  languageInfo?: LanguageInfoInput | null | undefined;
  /** Lockout policy. */
  lockout?: LockoutSettingsInput | null | undefined;
  /** The MFA policy. */
  mfa?: MfaSettingsInput | null | undefined;
  /** See SignInExperience.passkeySignIn: accepted only with the value answered. */
  passkeySignIn?: Record<string, unknown> | null | undefined;
  /** See SignInExperience.passwordExpiration: accepted only with the value answered. */
  passwordExpiration?: Record<string, unknown> | null | undefined;
  /** The password policy. */
  passwordPolicy?: PasswordPolicyInput | null | undefined;
  /** See SignInExperience.privacyPolicyUrl: accepted only with the value answered. */
  privacyPolicyUrl?: string | null | undefined;
  /** The product name of the sign-in pages (1 to 64 characters). */
  productName?: string | null | undefined;
  /** See SignInExperience.sentinelPolicy: changes `lockout`. */
  sentinelPolicy?: Record<string, unknown> | null | undefined;
  /** Sign-in methods. */
  signIn?: SignInSettingsInput | null | undefined;
  /** See SignInExperience.signInMode: accepted only with the value answered. */
  signInMode?: string | null | undefined;
  /** Sign-up requirements. */
  signUp?: SignUpSettingsInput | null | undefined;
  /** See SignInExperience.signUpProfileFields: accepted only with the value answered. */
  signUpProfileFields?: Array<Record<string, unknown>> | null | undefined;
  /** Whether to offer enterprise single sign-on. */
  singleSignOnEnabled?: boolean | null | undefined;
  /** See SignInExperience.socialSignIn: accepted only with the value answered. */
  socialSignIn?: Record<string, unknown> | null | undefined;
  /** The social connectors to offer, by target, in the order to show them (replaces the list); a target no social connector has is dropped. */
  socialSignInConnectorTargets?: Array<string> | null | undefined;
  /** See SignInExperience.supportEmail: accepted only with the value answered. */
  supportEmail?: string | null | undefined;
  /** See SignInExperience.supportWebsiteUrl: accepted only with the value answered. */
  supportWebsiteUrl?: string | null | undefined;
  /** See SignInExperience.tenantId: accepted only with the value answered. */
  tenantId?: string | null | undefined;
  /** See SignInExperience.termsOfUseUrl: accepted only with the value answered. */
  termsOfUseUrl?: string | null | undefined;
  /** See SignInExperience.unknownSessionRedirectUrl: accepted only with the value answered. */
  unknownSessionRedirectUrl?: string | null | undefined;
  /** See SignInExperience.usernamePolicy: accepted only with the value answered. */
  usernamePolicy?: Record<string, unknown> | null | undefined;
  /** See SignInExperience.verificationCodePolicy: accepted only with the value answered. */
  verificationCodePolicy?: Record<string, unknown> | null | undefined;
};

/** Changes to an SSO connector; absent fields keep their value. A new `config` replaces the old one (secrets not given are kept). */
export type UpdateSsoConnectorInput = {
  /** Display settings. */
  branding?: Record<string, unknown> | null | undefined;
  /** The IdP settings. */
  config?: Record<string, unknown> | null | undefined;
  /** Display name. */
  connectorName?: string | null | undefined;
  /** Email domains it serves. */
  domains?: Array<string> | null | undefined;
  /** Switch the connector on or off at sign-in. */
  enabled?: boolean | null | undefined;
  /** Cannot change; accepted when equal. */
  providerName?: string | null | undefined;
  /** Copy the profile on every sign-in. */
  syncProfile?: boolean | null | undefined;
};

/** Partial update of a user; omitted fields are left alone, null clears a field. */
export type UpdateUserInput = {
  /** New avatar URL. */
  avatar?: string | null | undefined;
  /** Replaces the whole custom data object. */
  customData?: Record<string, unknown> | null | undefined;
  /** New display name. */
  name?: string | null | undefined;
  /** New primary email. */
  primaryEmail?: string | null | undefined;
  /** New primary phone. */
  primaryPhone?: string | null | undefined;
  /** Replaces the profile object. */
  profile?: Record<string, unknown> | null | undefined;
  /** New username. */
  username?: string | null | undefined;
};

/** The order of a list of users; ties are broken by id. */
export type UserOrder = {
  /** The direction; Desc when absent. */
  direction?: OrderDirection | null | undefined;
  /** What to sort by. */
  field: UserOrderField;
};

/** What a list of users can be sorted by. */
export type UserOrderField =
  /** Creation time. */
  | 'CreatedAt'
  /** Last sign-in; users who never signed in come last in either direction. */
  | 'LastSignInAt'
  /** Display name, case-insensitive (the username, email or phone when there is no name); users with none of these come last. */
  | 'Name';

/** An address whose proof a user record keeps. */
export type VerifiableIdentifierType =
  /** The primary email. */
  | 'email'
  /** The primary phone. */
  | 'phone';

export type ConsoleApplicationAccessQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ConsoleApplicationAccessQuery = { applicationAccessControl: { enabled: boolean, userIds: Array<string>, userRoleIds: Array<string>, organizationIds: Array<string>, organizationRoleRules: Array<{ organizationId: string, organizationRoleIds: Array<string> }>, labels: Array<{ id: string, label: string }> } };

export type ConsoleReplaceApplicationAccessMutationVariables = Exact<{
  applicationId: string | number;
  input: ApplicationAccessControlInput;
}>;


export type ConsoleReplaceApplicationAccessMutation = { replaceApplicationAccessControl: { accessControl: { enabled: boolean } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleUserNameQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleUserNameQuery = { user: { id: string, username: string | null, name: string | null, primaryEmail: string | null } | null };

export type ConsoleApplicationNameQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleApplicationNameQuery = { application: { id: string, name: string } | null };

export type ConsolePickUsersQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ConsolePickUsersQuery = { users: { nodes: Array<{ id: string, username: string | null, primaryEmail: string | null, name: string | null }> } };

export type ConsolePickApplicationsQueryVariables = Exact<{
  search?: string | null | undefined;
  type?: ApplicationType | null | undefined;
}>;


export type ConsolePickApplicationsQuery = { applications: { nodes: Array<{ id: string, name: string }> } };

export type ConsolePickUserRolesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ConsolePickUserRolesQuery = { roles: { nodes: Array<{ id: string, name: string }> } };

export type ConsolePickOrganizationsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ConsolePickOrganizationsQuery = { organizations: { nodes: Array<{ id: string, name: string }> } };

export type ConsolePickOrganizationRolesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ConsolePickOrganizationRolesQuery = { organizationRoles: { nodes: Array<{ id: string, name: string }> } };

export type ConsolePickOrganizationScopesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ConsolePickOrganizationScopesQuery = { organizationScopes: { nodes: Array<{ id: string, name: string }> } };

export type ConsoleScopeChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleScopeChoicesQuery = { resources: { nodes: Array<{ id: string, name: string, indicator: string, scopes: Array<{ id: string, name: string, description: string | null }> }> } };

export type ConsoleSignedInUserQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleSignedInUserQuery = { user: { id: string, username: string | null, name: string | null, primaryEmail: string | null } | null };

export type ConsoleCreateApplicationMutationVariables = Exact<{
  input: CreateApplicationInput;
}>;


export type ConsoleCreateApplicationMutation = { createApplication: { secret: string | null, application: { id: string, name: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleApplicationQuery = { application: { id: string, name: string, description: string | null, type: ApplicationType, isAdmin: boolean, isBuiltIn: boolean, createdAt: string, updatedAt: string, oidcClientMetadata: { redirectUris: Array<string>, postLogoutRedirectUris: Array<string>, requirePushedAuthorizationRequests: boolean, requireDpop: boolean }, customClientMetadata: { allowTokenExchange: boolean, transactionTokens: boolean, allowedTokenExchangeResources: Array<string>, allowManagementApi: boolean, idTokenSignedResponseAlg: string, isDeviceFlow: boolean } } | null };

export type ConsoleUpdateApplicationMutationVariables = Exact<{
  id: string | number;
  input: UpdateApplicationInput;
}>;


export type ConsoleUpdateApplicationMutation = { updateApplication: { application: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleRotateApplicationSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRotateApplicationSecretMutation = { rotateApplicationSecret: { secret: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleDeleteApplicationMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteApplicationMutation = { deleteApplication: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleApplicationRolesQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ConsoleApplicationRolesQuery = { applicationRoles: { nodes: Array<{ id: string, name: string, description: string, scopes: Array<{ id: string, name: string }> }> }, roles: { nodes: Array<{ id: string, name: string }> } };

export type ConsoleAssignApplicationRolesMutationVariables = Exact<{
  applicationId: string | number;
  roleIds: Array<string | number> | string | number;
}>;


export type ConsoleAssignApplicationRolesMutation = { assignApplicationRoles: { roles: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleRemoveApplicationRoleMutationVariables = Exact<{
  applicationId: string | number;
  roleId: string | number;
}>;


export type ConsoleRemoveApplicationRoleMutation = { removeApplicationRole: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleApplicationsQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
  type?: ApplicationType | null | undefined;
  search?: string | null | undefined;
}>;


export type ConsoleApplicationsQuery = { applications: { totalCount: number, nodes: Array<{ id: string, name: string, description: string | null, type: ApplicationType, isBuiltIn: boolean, registrationKind: ApplicationRegistrationKind | null, createdAt: string, customClientMetadata: { allowTokenExchange: boolean } }> } };

export type ConsoleApplicationClientAuthQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleApplicationClientAuthQuery = { application: { id: string, oidcClientMetadata: { tokenEndpointAuthMethod: string, jwks: Record<string, unknown> | null, jwksUri: string | null } } | null };

export type ConsoleUpdateApplicationClientAuthMutationVariables = Exact<{
  id: string | number;
  input: UpdateApplicationInput;
}>;


export type ConsoleUpdateApplicationClientAuthMutation = { updateApplication: { application: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleUpdateApplicationDeviceFlowMutationVariables = Exact<{
  id: string | number;
  input: UpdateApplicationInput;
}>;


export type ConsoleUpdateApplicationDeviceFlowMutation = { updateApplication: { application: { id: string, customClientMetadata: { isDeviceFlow: boolean } } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleUpdateApplicationRequireDpopMutationVariables = Exact<{
  id: string | number;
  input: UpdateApplicationInput;
}>;


export type ConsoleUpdateApplicationRequireDpopMutation = { updateApplication: { application: { id: string, oidcClientMetadata: { requireDpop: boolean } } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleUpdateApplicationIdTokenAlgorithmMutationVariables = Exact<{
  id: string | number;
  input: UpdateApplicationInput;
}>;


export type ConsoleUpdateApplicationIdTokenAlgorithmMutation = { updateApplication: { application: { id: string, customClientMetadata: { idTokenSignedResponseAlg: string } } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleApplicationIdTokenClaimsQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleApplicationIdTokenClaimsQuery = { application: { id: string, idTokenClaims: Array<{ claim: string, from: string, grantTypes: Array<string> | null }> } | null };

export type ConsoleSetApplicationIdTokenClaimsMutationVariables = Exact<{
  id: string | number;
  mappings: Array<ClaimMappingInput> | ClaimMappingInput;
}>;


export type ConsoleSetApplicationIdTokenClaimsMutation = { setApplicationIdTokenClaims: { mappings: Array<{ claim: string, from: string, grantTypes: Array<string> | null }> | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleTestApplicationIdTokenClaimsQueryVariables = Exact<{
  id: string | number;
  userId: string | number;
  grantType?: string | null | undefined;
}>;


export type ConsoleTestApplicationIdTokenClaimsQuery = { testApplicationIdTokenClaims: Record<string, unknown> };

export type ConsoleApplicationLogoutChannelsQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleApplicationLogoutChannelsQuery = { application: { id: string, oidcClientMetadata: { backchannelLogoutUri: string | null, backchannelLogoutSessionRequired: boolean, frontchannelLogoutUri: string | null, frontchannelLogoutSessionRequired: boolean } } | null, applicationBackchannelLogoutLogs: { totalCount: number, nodes: Array<{ id: string, attempt: number, result: HookLogResult, statusCode: number | null, error: string | null, sid: string, createdAt: string }> } };

export type ConsoleUpdateApplicationLogoutChannelsMutationVariables = Exact<{
  id: string | number;
  input: UpdateApplicationInput;
}>;


export type ConsoleUpdateApplicationLogoutChannelsMutation = { updateApplication: { application: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleApplicationPkceConsentQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleApplicationPkceConsentQuery = { application: { id: string, isThirdParty: boolean, customClientMetadata: { requirePkce: boolean } } | null };

export type ConsoleUpdateApplicationPkceMutationVariables = Exact<{
  id: string | number;
  input: UpdateApplicationInput;
}>;


export type ConsoleUpdateApplicationPkceMutation = { updateApplication: { application: { id: string, customClientMetadata: { requirePkce: boolean } } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleUpdateApplicationPushedAuthorizationMutationVariables = Exact<{
  id: string | number;
  input: UpdateApplicationInput;
}>;


export type ConsoleUpdateApplicationPushedAuthorizationMutation = { updateApplication: { application: { id: string, oidcClientMetadata: { requirePushedAuthorizationRequests: boolean } } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleRemoveSelfRegisteredApplicationMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRemoveSelfRegisteredApplicationMutation = { deleteApplication: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleTokenExchangeTargetsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleTokenExchangeTargetsQuery = { resources: { nodes: Array<{ id: string, name: string, indicator: string, isManagement: boolean }> } };

export type ConsoleUpdateApplicationTokenExchangeMutationVariables = Exact<{
  id: string | number;
  input: UpdateApplicationInput;
}>;


export type ConsoleUpdateApplicationTokenExchangeMutation = { updateApplication: { application: { id: string, customClientMetadata: { allowTokenExchange: boolean, transactionTokens: boolean, allowedTokenExchangeResources: Array<string>, allowManagementApi: boolean } } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleConnectorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleConnectorsQuery = { connectors: Array<{ id: string, connectorId: string, name: string, target: string, logo: string | null, syncProfile: boolean, enabled: boolean, createdAt: string }> };

export type ConsoleSsoConnectorsQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ConsoleSsoConnectorsQuery = { ssoConnectors: { totalCount: number, nodes: Array<{ id: string, connectorName: string, providerName: SsoProviderName, domains: Array<string>, syncProfile: boolean, enabled: boolean, createdAt: string }> } };

export type ConsoleConnectorFactoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleConnectorFactoriesQuery = { connectorFactories: Array<{ id: string, name: string, description: string, protocol: string, isStandard: boolean, target: string | null, configFields: Array<{ key: string, label: string, type: ConfigFieldType, required: boolean, secret: boolean, options: Array<string>, defaultValue: string | null, description: string | null }> }> };

export type ConsoleMessageDeliveryQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleMessageDeliveryQuery = { messageDelivery: { email: { source: MessageDeliverySource, updatedAt: string | null, smtp: { host: string, port: number, security: SmtpSecurity, username: string | null, password: string | null, fromAddress: string, fromName: string | null } | null }, sms: { source: MessageDeliverySource, updatedAt: string | null, gateway: { type: SmsGatewayType, url: string | null, accountSid: string | null, authToken: string | null, from: string | null } | null } } };

export type ConsoleSetEmailDeliveryMutationVariables = Exact<{
  input: SmtpDeliveryInput;
}>;


export type ConsoleSetEmailDeliveryMutation = { setEmailDelivery: { messageDelivery: { email: { source: MessageDeliverySource } } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleClearEmailDeliveryMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleClearEmailDeliveryMutation = { clearEmailDelivery: { userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleSetSmsDeliveryMutationVariables = Exact<{
  input: SmsDeliveryInput;
}>;


export type ConsoleSetSmsDeliveryMutation = { setSmsDelivery: { messageDelivery: { sms: { source: MessageDeliverySource } } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleClearSmsDeliveryMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleClearSmsDeliveryMutation = { clearSmsDelivery: { userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleSendTestMessageMutationVariables = Exact<{
  channel: MessageChannel;
  to: string;
}>;


export type ConsoleSendTestMessageMutation = { sendTestMessage: { delivered: boolean | null, error: string | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleSsoConnectorProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleSsoConnectorProvidersQuery = { ssoConnectorProviders: Array<{ providerName: SsoProviderName, providerType: string, name: string, description: string, logo: string, configFields: Array<{ key: string, label: string, type: ConfigFieldType, required: boolean, secret: boolean, options: Array<string>, defaultValue: string | null, description: string | null }> }> };

export type ConsoleCreateConnectorMutationVariables = Exact<{
  input: CreateConnectorInput;
}>;


export type ConsoleCreateConnectorMutation = { createConnector: { connector: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleConnectorQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleConnectorQuery = { connector: { id: string, connectorId: string, target: string, name: string, logo: string | null, syncProfile: boolean, enabled: boolean, config: Record<string, unknown>, callbackUri: string, createdAt: string, updatedAt: string } | null };

export type ConsoleUpdateConnectorMutationVariables = Exact<{
  id: string | number;
  input: UpdateConnectorInput;
}>;


export type ConsoleUpdateConnectorMutation = { updateConnector: { connector: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleStartConnectorTestMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleStartConnectorTestMutation = { startConnectorTest: { url: string | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleDeleteConnectorMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteConnectorMutation = { deleteConnector: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleCreateSsoConnectorMutationVariables = Exact<{
  input: CreateSsoConnectorInput;
}>;


export type ConsoleCreateSsoConnectorMutation = { createSsoConnector: { ssoConnector: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleStartSsoConnectorTestMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleStartSsoConnectorTestMutation = { startSsoConnectorTest: { url: string | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleSsoConnectorQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleSsoConnectorQuery = { ssoConnector: { id: string, providerName: SsoProviderName, connectorName: string, config: Record<string, unknown>, domains: Array<string>, branding: Record<string, unknown>, syncProfile: boolean, enabled: boolean, providerConfig: Record<string, unknown> | null, createdAt: string, updatedAt: string } | null };

export type ConsoleUpdateSsoConnectorMutationVariables = Exact<{
  id: string | number;
  input: UpdateSsoConnectorInput;
}>;


export type ConsoleUpdateSsoConnectorMutation = { updateSsoConnector: { ssoConnector: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleDeleteSsoConnectorMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteSsoConnectorMutation = { deleteSsoConnector: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleEmailTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleEmailTemplatesQuery = { emailTemplates: Array<{ id: string, languageTag: string, templateType: EmailTemplateType, details: { subject: string, content: string, contentType: string | null, smsContent: string | null } }> };

export type ConsoleReplaceEmailTemplatesMutationVariables = Exact<{
  templates: Array<EmailTemplateInput> | EmailTemplateInput;
}>;


export type ConsoleReplaceEmailTemplatesMutation = { replaceEmailTemplates: { emailTemplates: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleDeleteEmailTemplateMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteEmailTemplateMutation = { deleteEmailTemplate: { rowCount: number | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleDashboardQueryVariables = Exact<{
  since?: string | null | undefined;
}>;


export type ConsoleDashboardQuery = { consoleDashboard: { since: string, userCount: number, signIns: number, failedWebhookDeliveries: number, tokenExchanges: number, refusedTokenExchanges: number } };

export type ConsoleQuickstartApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleQuickstartApplicationsQuery = { applications: { nodes: Array<{ id: string, name: string, type: ApplicationType, isBuiltIn: boolean, oidcClientMetadata: { redirectUris: Array<string>, postLogoutRedirectUris: Array<string> } }> } };

export type ConsoleLogQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleLogQuery = { log: { id: string, key: string, result: LogResult, userId: string | null, applicationId: string | null, ip: string | null, userAgent: string | null, error: string | null, errorDescription: string | null, payload: Record<string, unknown>, createdAt: string, user: { id: string, username: string | null, name: string | null, primaryEmail: string | null } | null, application: { id: string, name: string } | null } };

export type ConsoleLogsQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
  userId?: string | null | undefined;
  applicationId?: string | null | undefined;
  logKey?: Array<string> | string | null | undefined;
  result?: LogResult | null | undefined;
  startTime?: string | null | undefined;
  endTime?: string | null | undefined;
}>;


export type ConsoleLogsQuery = { logs: { totalCount: number, nodes: Array<{ id: string, key: string, result: LogResult, userId: string | null, applicationId: string | null, ip: string | null, error: string | null, createdAt: string, user: { id: string, username: string | null, name: string | null, primaryEmail: string | null } | null, application: { id: string, name: string } | null }> } };

export type ConsoleOrganizationApplicationsQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ConsoleOrganizationApplicationsQuery = { organizationApplications: { totalCount: number, nodes: Array<{ id: string, name: string, description: string | null, organizationRoles: Array<{ id: string, name: string }> }> } };

export type ConsoleAddOrganizationApplicationsMutationVariables = Exact<{
  id: string | number;
  applicationIds: Array<string | number> | string | number;
}>;


export type ConsoleAddOrganizationApplicationsMutation = { addOrganizationApplications: { membershipChange: { addedApplicationIds: Array<string> } | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleReplaceOrganizationApplicationRolesMutationVariables = Exact<{
  id: string | number;
  applicationId: string | number;
  organizationRoleIds: Array<string | number> | string | number;
}>;


export type ConsoleReplaceOrganizationApplicationRolesMutation = { replaceOrganizationApplicationRoles: { organizationRoles: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleRemoveOrganizationApplicationMutationVariables = Exact<{
  id: string | number;
  applicationId: string | number;
}>;


export type ConsoleRemoveOrganizationApplicationMutation = { removeOrganizationApplication: { membershipChange: { removedApplicationIds: Array<string> } | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleCreateOrganizationMutationVariables = Exact<{
  input: CreateOrganizationInput;
}>;


export type ConsoleCreateOrganizationMutation = { createOrganization: { organization: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleOrganizationQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleOrganizationQuery = { organization: { id: string, name: string, description: string | null, customData: Record<string, unknown>, createdAt: string, updatedAt: string } | null };

export type ConsoleUpdateOrganizationMutationVariables = Exact<{
  id: string | number;
  input: UpdateOrganizationInput;
}>;


export type ConsoleUpdateOrganizationMutation = { updateOrganization: { organization: { id: string, name: string, description: string | null, customData: Record<string, unknown> } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleDeleteOrganizationMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteOrganizationMutation = { deleteOrganization: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleOrganizationInvitationsQueryVariables = Exact<{
  organizationId: string | number;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ConsoleOrganizationInvitationsQuery = { organizationInvitations: { totalCount: number, nodes: Array<{ id: string, invitee: string, status: OrganizationInvitationStatus, expiresAt: string, createdAt: string, organizationRoles: Array<{ id: string, name: string }> }> } };

export type ConsoleCreateOrganizationInvitationMutationVariables = Exact<{
  input: CreateOrganizationInvitationInput;
}>;


export type ConsoleCreateOrganizationInvitationMutation = { createOrganizationInvitation: { organizationInvitation: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleRevokeOrganizationInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRevokeOrganizationInvitationMutation = { setOrganizationInvitationStatus: { organizationInvitation: { id: string, status: OrganizationInvitationStatus } | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleDeleteOrganizationInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteOrganizationInvitationMutation = { deleteOrganizationInvitation: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleOrganizationJitQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleOrganizationJitQuery = { organizationJitEmailDomains: Array<{ emailDomain: string }>, organizationJitRoles: Array<{ id: string, name: string, description: string | null }>, organizationJitSsoConnectors: Array<{ id: string, connectorName: string, providerName: SsoProviderName, domains: Array<string> }>, ssoConnectors: { nodes: Array<{ id: string, connectorName: string, providerName: SsoProviderName }> } };

export type ConsoleAddOrganizationJitEmailDomainMutationVariables = Exact<{
  id: string | number;
  emailDomain: string;
}>;


export type ConsoleAddOrganizationJitEmailDomainMutation = { addOrganizationJitEmailDomain: { emailDomains: Array<{ emailDomain: string }> | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleRemoveOrganizationJitEmailDomainMutationVariables = Exact<{
  id: string | number;
  emailDomain: string;
}>;


export type ConsoleRemoveOrganizationJitEmailDomainMutation = { removeOrganizationJitEmailDomain: { emailDomains: Array<{ emailDomain: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleAddOrganizationJitRolesMutationVariables = Exact<{
  id: string | number;
  organizationRoleIds: Array<string | number> | string | number;
}>;


export type ConsoleAddOrganizationJitRolesMutation = { addOrganizationJitRoles: { organizationRoles: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleRemoveOrganizationJitRoleMutationVariables = Exact<{
  id: string | number;
  organizationRoleId: string | number;
}>;


export type ConsoleRemoveOrganizationJitRoleMutation = { removeOrganizationJitRole: { organizationRoles: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleAddOrganizationJitSsoConnectorsMutationVariables = Exact<{
  id: string | number;
  ssoConnectorIds: Array<string | number> | string | number;
}>;


export type ConsoleAddOrganizationJitSsoConnectorsMutation = { addOrganizationJitSsoConnectors: { ssoConnectors: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleRemoveOrganizationJitSsoConnectorMutationVariables = Exact<{
  id: string | number;
  ssoConnectorId: string | number;
}>;


export type ConsoleRemoveOrganizationJitSsoConnectorMutation = { removeOrganizationJitSsoConnector: { ssoConnectors: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleOrganizationUsersQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type ConsoleOrganizationUsersQuery = { organizationUsers: { totalCount: number, nodes: Array<{ id: string, username: string | null, primaryEmail: string | null, name: string | null, isSuspended: boolean, organizationRoles: Array<{ id: string, name: string }> }> } };

export type ConsoleAddOrganizationUsersMutationVariables = Exact<{
  id: string | number;
  userIds: Array<string | number> | string | number;
}>;


export type ConsoleAddOrganizationUsersMutation = { addOrganizationUsers: { membershipChange: { addedUserIds: Array<string> } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleAddOrganizationUserRolesMutationVariables = Exact<{
  id: string | number;
  userId: string | number;
  organizationRoleIds: Array<string | number> | string | number;
}>;


export type ConsoleAddOrganizationUserRolesMutation = { addOrganizationUserRoles: { organizationRoles: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleReplaceOrganizationUserRolesMutationVariables = Exact<{
  id: string | number;
  userId: string | number;
  organizationRoleIds: Array<string | number> | string | number;
}>;


export type ConsoleReplaceOrganizationUserRolesMutation = { replaceOrganizationUserRoles: { organizationRoles: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleRemoveOrganizationUserMutationVariables = Exact<{
  id: string | number;
  userId: string | number;
}>;


export type ConsoleRemoveOrganizationUserMutation = { removeOrganizationUser: { membershipChange: { removedUserIds: Array<string> } | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleOrganizationsQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type ConsoleOrganizationsQuery = { organizations: { totalCount: number, nodes: Array<{ id: string, name: string, description: string | null, jitEmailDomains: Array<string>, createdAt: string }> } };

export type ConsoleOrganizationRoleQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleOrganizationRoleQuery = { organizationRole: { id: string, name: string, description: string | null, createdAt: string, updatedAt: string, scopes: Array<{ id: string, name: string, description: string | null }>, resourceScopes: Array<{ id: string, name: string, description: string | null, resourceIndicator: string }> } | null };

export type ConsoleUpdateOrganizationRoleMutationVariables = Exact<{
  id: string | number;
  input: UpdateOrganizationRoleInput;
}>;


export type ConsoleUpdateOrganizationRoleMutation = { updateOrganizationRole: { organizationRole: { id: string, name: string, description: string | null } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleAddOrganizationRoleScopesMutationVariables = Exact<{
  id: string | number;
  organizationScopeIds: Array<string | number> | string | number;
}>;


export type ConsoleAddOrganizationRoleScopesMutation = { addOrganizationRoleScopes: { organizationScopes: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleRemoveOrganizationRoleScopeMutationVariables = Exact<{
  id: string | number;
  organizationScopeId: string | number;
}>;


export type ConsoleRemoveOrganizationRoleScopeMutation = { removeOrganizationRoleScope: { organizationScopes: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleAddOrganizationRoleResourceScopesMutationVariables = Exact<{
  id: string | number;
  scopeIds: Array<string | number> | string | number;
}>;


export type ConsoleAddOrganizationRoleResourceScopesMutation = { addOrganizationRoleResourceScopes: { resourceScopes: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleRemoveOrganizationRoleResourceScopeMutationVariables = Exact<{
  id: string | number;
  scopeId: string | number;
}>;


export type ConsoleRemoveOrganizationRoleResourceScopeMutation = { removeOrganizationRoleResourceScope: { resourceScopes: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleOrganizationRolesQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type ConsoleOrganizationRolesQuery = { organizationRoles: { totalCount: number, nodes: Array<{ id: string, name: string, description: string | null, scopes: Array<{ id: string, name: string }>, resourceScopes: Array<{ id: string, name: string }> }> } };

export type ConsoleCreateOrganizationRoleMutationVariables = Exact<{
  input: CreateOrganizationRoleInput;
}>;


export type ConsoleCreateOrganizationRoleMutation = { createOrganizationRole: { organizationRole: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleDeleteOrganizationRoleMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteOrganizationRoleMutation = { deleteOrganizationRole: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleOrganizationScopesQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type ConsoleOrganizationScopesQuery = { organizationScopes: { totalCount: number, nodes: Array<{ id: string, name: string, description: string | null }> } };

export type ConsoleCreateOrganizationScopeMutationVariables = Exact<{
  input: CreateOrganizationScopeInput;
}>;


export type ConsoleCreateOrganizationScopeMutation = { createOrganizationScope: { organizationScope: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleUpdateOrganizationScopeMutationVariables = Exact<{
  id: string | number;
  input: UpdateOrganizationScopeInput;
}>;


export type ConsoleUpdateOrganizationScopeMutation = { updateOrganizationScope: { organizationScope: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleDeleteOrganizationScopeMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteOrganizationScopeMutation = { deleteOrganizationScope: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleSetResourceClaimMappingsMutationVariables = Exact<{
  id: string | number;
  mappings: Array<ClaimMappingInput> | ClaimMappingInput;
}>;


export type ConsoleSetResourceClaimMappingsMutation = { setResourceClaimMappings: { mappings: Array<{ claim: string, from: string, grantTypes: Array<string> | null }> | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleTestResourceClaimsQueryVariables = Exact<{
  id: string | number;
  userId: string | number;
  applicationId?: string | number | null | undefined;
  grantType?: string | null | undefined;
}>;


export type ConsoleTestResourceClaimsQuery = { testResourceClaims: Record<string, unknown> };

export type ConsoleCreateResourceMutationVariables = Exact<{
  input: CreateResourceInput;
}>;


export type ConsoleCreateResourceMutation = { createResource: { resource: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleResourceQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleResourceQuery = { resource: { id: string, name: string, indicator: string, accessTokenTtl: number, accessTokenSignedResponseAlg: string, dpopBoundAccessTokensRequired: boolean, isManagement: boolean, createdAt: string, updatedAt: string, accessTokenClaims: Array<{ claim: string, from: string, grantTypes: Array<string> | null }>, scopes: Array<{ id: string, name: string, description: string | null, createdAt: string }> } | null };

export type ConsoleUpdateResourceMutationVariables = Exact<{
  id: string | number;
  input: UpdateResourceInput;
}>;


export type ConsoleUpdateResourceMutation = { updateResource: { resource: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleDeleteResourceMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteResourceMutation = { deleteResource: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleCreateScopeMutationVariables = Exact<{
  resourceId: string | number;
  input: CreateScopeInput;
}>;


export type ConsoleCreateScopeMutation = { createScope: { scope: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleUpdateScopeMutationVariables = Exact<{
  resourceId: string | number;
  scopeId: string | number;
  input: UpdateScopeInput;
}>;


export type ConsoleUpdateScopeMutation = { updateScope: { scope: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleDeleteScopeMutationVariables = Exact<{
  resourceId: string | number;
  scopeId: string | number;
}>;


export type ConsoleDeleteScopeMutation = { deleteScope: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleResourcesQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type ConsoleResourcesQuery = { resources: { totalCount: number, nodes: Array<{ id: string, name: string, indicator: string, accessTokenTtl: number, isManagement: boolean, createdAt: string, scopes: Array<{ id: string }> }> } };

export type ConsoleCreateRoleMutationVariables = Exact<{
  input: CreateRoleInput;
}>;


export type ConsoleCreateRoleMutation = { createRole: { role: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleRoleQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRoleQuery = { role: { id: string, name: string, description: string, type: RoleType, isDefault: boolean, createdAt: string, scopes: Array<{ id: string, name: string, description: string | null, resourceId: string }> } | null };

export type ConsoleUpdateRoleMutationVariables = Exact<{
  id: string | number;
  input: UpdateRoleInput;
}>;


export type ConsoleUpdateRoleMutation = { updateRole: { role: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleDeleteRoleMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteRoleMutation = { deleteRole: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleRoleUsersQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ConsoleRoleUsersQuery = { roleUsers: { totalCount: number, nodes: Array<{ id: string, username: string | null, primaryEmail: string | null, name: string | null, createdAt: string }> } };

export type ConsoleAssignRoleUsersMutationVariables = Exact<{
  id: string | number;
  userIds: Array<string | number> | string | number;
}>;


export type ConsoleAssignRoleUsersMutation = { assignRoleUsers: { users: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleRemoveRoleUserMutationVariables = Exact<{
  id: string | number;
  userId: string | number;
}>;


export type ConsoleRemoveRoleUserMutation = { removeRoleUser: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleRoleApplicationsQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ConsoleRoleApplicationsQuery = { roleApplications: { totalCount: number, nodes: Array<{ id: string, name: string, description: string | null, createdAt: string }> } };

export type ConsoleAssignRoleToApplicationMutationVariables = Exact<{
  applicationId: string | number;
  roleIds: Array<string | number> | string | number;
}>;


export type ConsoleAssignRoleToApplicationMutation = { assignApplicationRoles: { roles: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleRemoveRoleFromApplicationMutationVariables = Exact<{
  applicationId: string | number;
  roleId: string | number;
}>;


export type ConsoleRemoveRoleFromApplicationMutation = { removeApplicationRole: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleAddRoleScopesMutationVariables = Exact<{
  id: string | number;
  scopeIds: Array<string | number> | string | number;
}>;


export type ConsoleAddRoleScopesMutation = { addRoleScopes: { scopes: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleRemoveRoleScopeMutationVariables = Exact<{
  id: string | number;
  scopeId: string | number;
}>;


export type ConsoleRemoveRoleScopeMutation = { removeRoleScope: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleRolesQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
  type?: RoleType | null | undefined;
  search?: string | null | undefined;
}>;


export type ConsoleRolesQuery = { roles: { totalCount: number, nodes: Array<{ id: string, name: string, description: string, type: RoleType, isDefault: boolean, createdAt: string, scopes: Array<{ id: string }> }> } };

export type ConsoleSamlApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleSamlApplicationQuery = { samlApplication: { id: string, name: string, entityId: string | null, nameIdFormat: string, attributeMapping: Record<string, unknown>, spCertificate: string | null, requireSignedRequests: boolean, idpInitiatedSignIn: boolean, acsUrl: { url: string } | null, sloUrl: { binding: string, url: string } | null, idp: { entityId: string, ssoUrl: string, sloUrl: string, metadataUrl: string, loginUrl: string } }, samlApplicationSecrets: Array<{ id: string, active: boolean, expiresAt: string, createdAt: string, fingerprints: Record<string, unknown> }> };

export type ConsoleUpdateSamlApplicationMutationVariables = Exact<{
  id: string | number;
  input: SamlApplicationInput;
}>;


export type ConsoleUpdateSamlApplicationMutation = { updateSamlApplication: { samlApplication: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleDeleteSamlApplicationMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteSamlApplicationMutation = { deleteSamlApplication: { deletedId: string | null, userErrors: Array<{ message: string }> } };

export type ConsoleCreateSamlApplicationSecretMutationVariables = Exact<{
  id: string | number;
  lifeSpanInYears: number;
}>;


export type ConsoleCreateSamlApplicationSecretMutation = { createSamlApplicationSecret: { samlApplicationSecret: { id: string } | null, userErrors: Array<{ message: string }> } };

export type ConsoleActivateSamlApplicationSecretMutationVariables = Exact<{
  id: string | number;
  secretId: string | number;
}>;


export type ConsoleActivateSamlApplicationSecretMutation = { updateSamlApplicationSecret: { samlApplicationSecret: { id: string } | null, userErrors: Array<{ message: string }> } };

export type ConsoleDeleteSamlApplicationSecretMutationVariables = Exact<{
  id: string | number;
  secretId: string | number;
}>;


export type ConsoleDeleteSamlApplicationSecretMutation = { deleteSamlApplicationSecret: { deletedId: string | null, userErrors: Array<{ message: string }> } };

export type ConsoleSamlApplicationsQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ConsoleSamlApplicationsQuery = { samlApplications: { totalCount: number, nodes: Array<{ id: string, name: string, entityId: string | null, createdAt: string, acsUrl: { url: string } | null }> } };

export type ConsoleCreateSamlApplicationMutationVariables = Exact<{
  input: SamlApplicationInput;
}>;


export type ConsoleCreateSamlApplicationMutation = { createSamlApplication: { samlApplication: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleScimConnectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleScimConnectionsQuery = { scimConnections: Array<{ id: string, name: string, createdAt: string, revokedAt: string | null, organization: { id: string, name: string } | null }> };

export type ConsoleScimPickOrganizationsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ConsoleScimPickOrganizationsQuery = { organizations: { nodes: Array<{ id: string, name: string }> } };

export type ConsoleCreateScimConnectionMutationVariables = Exact<{
  input: CreateScimConnectionInput;
}>;


export type ConsoleCreateScimConnectionMutation = { createScimConnection: { scimConnection: { id: string, token: string | null } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleRevokeScimConnectionMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRevokeScimConnectionMutation = { revokeScimConnection: { scimConnection: { id: string } | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleActiveSessionsQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ConsoleActiveSessionsQuery = { activeSessions: { totalCount: number, nodes: Array<{ id: string, userId: string, createdAt: string, lastActiveAt: string, expiresAt: string, ip: string | null, userAgent: string | null, user: { id: string, username: string | null, name: string | null, primaryEmail: string | null } | null, clients: Array<{ grantId: string, applicationId: string, applicationName: string | null, isRevoked: boolean }> }> } };

export type ConsoleRevokeSessionMutationVariables = Exact<{
  userId: string | number;
  sessionId: string | number;
}>;


export type ConsoleRevokeSessionMutation = { revokeUserSession: { revokedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleBrandingQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleBrandingQuery = { signInExperience: { productName: string, branding: { logoUrl: string | null, darkLogoUrl: string | null, favicon: string | null, darkFavicon: string | null }, color: { primaryColor: string, isDarkModeEnabled: boolean, darkPrimaryColor: string }, languageInfo: { autoDetect: boolean, fallbackLanguage: string }, signIn: { methods: Array<{ identifier: SignInIdentifier, password: boolean, verificationCode: boolean, isPasswordPrimary: boolean }> } } };

export type ConsoleSignInPreviewQueryVariables = Exact<{
  input: UpdateSignInExperienceInput;
  language?: string | null | undefined;
}>;


export type ConsoleSignInPreviewQuery = { signInExperiencePreview: string };

export type ConsoleSaveBrandingMutationVariables = Exact<{
  input: UpdateSignInExperienceInput;
}>;


export type ConsoleSaveBrandingMutation = { updateSignInExperience: { signInExperience: { productName: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleCaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleCaptchaQuery = { captchaProvider: { id: string, config: { type: CaptchaType, siteKey: string, projectId: string | null, domain: string | null, mode: RecaptchaMode | null } } };

export type ConsoleCaptchaPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleCaptchaPolicyQuery = { signInExperience: { captchaPolicy: { enabled: boolean } } };

export type ConsoleUpdateCaptchaProviderMutationVariables = Exact<{
  config: CaptchaConfigInput;
}>;


export type ConsoleUpdateCaptchaProviderMutation = { updateCaptchaProvider: { captchaProvider: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleDeleteCaptchaProviderMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleDeleteCaptchaProviderMutation = { deleteCaptchaProvider: { deleted: boolean | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleUpdateCaptchaPolicyMutationVariables = Exact<{
  enabled: boolean;
}>;


export type ConsoleUpdateCaptchaPolicyMutation = { updateSignInExperience: { signInExperience: { captchaPolicy: { enabled: boolean } } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleSignInExperienceQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleSignInExperienceQuery = { signInExperience: { socialSignInConnectorTargets: Array<string>, singleSignOnEnabled: boolean, signUp: { identifiers: Array<SignUpIdentifier>, verifyEmail: boolean }, lockout: { maxAttempts: number, windowSeconds: number, durationSeconds: number }, codeSend: { limit: number, windowSeconds: number, ipLimit: number }, passwordPolicy: { length: { min: number, max: number }, characterTypes: { min: number }, rejects: { pwned: boolean, repetitionAndSequence: boolean, userInfo: boolean, history: number } }, mfa: { factors: Array<SignInMfaFactor>, policy: MfaPolicy, organizationRequiredMfaPolicy: OrganizationRequiredMfaPolicy, administratorsRequired: boolean } }, connectors: Array<{ id: string, target: string, name: string }> };

export type ConsoleUpdateSignInExperienceMutationVariables = Exact<{
  input: UpdateSignInExperienceInput;
}>;


export type ConsoleUpdateSignInExperienceMutation = { updateSignInExperience: { signInExperience: { signUp: { identifiers: Array<SignUpIdentifier> } } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleSigningKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleSigningKeysQuery = { signingKeys: Array<{ id: string, algorithm: string, status: SigningKeyStatus, createdAt: string }> };

export type ConsoleRotateSigningKeyMutationVariables = Exact<{
  signingKeyAlgorithm?: string | null | undefined;
}>;


export type ConsoleRotateSigningKeyMutation = { rotateSigningKey: { signingKeys: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleDeleteSigningKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteSigningKeyMutation = { deleteSigningKey: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleTokenExchangeEventsQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
  applicationId?: string | null | undefined;
  userId?: string | null | undefined;
  result?: TokenExchangeResult | null | undefined;
  resource?: string | null | undefined;
  startTime?: string | null | undefined;
  endTime?: string | null | undefined;
}>;


export type ConsoleTokenExchangeEventsQuery = { tokenExchangeEvents: { totalCount: number, nodes: Array<{ id: string, applicationId: string, userId: string | null, resource: string | null, organizationId: string | null, requestedScopes: Array<string>, grantedScopes: Array<string> | null, actorSubject: string | null, result: TokenExchangeResult, error: string | null, errorDescription: string | null, issuedJti: string | null, ip: string | null, createdAt: string }> } };

export type ConsoleAdministratorsQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ConsoleAdministratorsQuery = { users: { totalCount: number, nodes: Array<{ id: string, username: string | null, primaryEmail: string | null, name: string | null, isSuspended: boolean, hasMfa: boolean, lastSignInAt: string | null }> } };

export type ConsoleCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type ConsoleCreateUserMutation = { createUser: { user: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleUserQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleUserQuery = { user: { id: string, username: string | null, primaryEmail: string | null, primaryPhone: string | null, emailVerified: boolean, phoneVerified: boolean, name: string | null, avatar: string | null, customData: Record<string, unknown>, profile: Record<string, unknown>, identities: Record<string, unknown>, hasPassword: boolean, hasMfa: boolean, isSuspended: boolean, lastSignInAt: string | null, createdAt: string, updatedAt: string, ssoIdentities: Array<{ id: string, ssoConnectorId: string, issuer: string, identityId: string, detail: Record<string, unknown>, createdAt: string }> } | null, userOrganizations: Array<{ id: string, name: string }> };

export type ConsoleUpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UpdateUserInput;
}>;


export type ConsoleUpdateUserMutation = { updateUser: { user: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleUpdateUserCustomDataMutationVariables = Exact<{
  id: string | number;
  customData: Record<string, unknown>;
}>;


export type ConsoleUpdateUserCustomDataMutation = { updateUserCustomData: { value: Record<string, unknown> | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleUpdateUserPasswordMutationVariables = Exact<{
  id: string | number;
  password: string;
}>;


export type ConsoleUpdateUserPasswordMutation = { updateUserPassword: { user: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleSetUserIdentifierVerifiedMutationVariables = Exact<{
  id: string | number;
  identifierType: VerifiableIdentifierType;
  verified: boolean;
}>;


export type ConsoleSetUserIdentifierVerifiedMutation = { setUserIdentifierVerified: { user: { id: string, emailVerified: boolean, phoneVerified: boolean } | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleSetUserSuspendedMutationVariables = Exact<{
  id: string | number;
  isSuspended: boolean;
}>;


export type ConsoleSetUserSuspendedMutation = { setUserSuspended: { user: { id: string, isSuspended: boolean } | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleDeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteUserMutation = { deleteUser: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleUserGrantsQueryVariables = Exact<{
  userId: string | number;
}>;


export type ConsoleUserGrantsQuery = { userGrants: { grants: Array<{ id: string, createdAt: string, expiresAt: string, scopes: Array<string>, application: { id: string, name: string }, resourceScopes: Array<{ resource: string, scopes: Array<string> }> }> }, userAgentLimits: Array<{ applicationId: string, applicationName: string, resources: Array<string>, updatedAt: string }> };

export type ConsoleRevokeUserGrantMutationVariables = Exact<{
  userId: string | number;
  grantId: string | number;
}>;


export type ConsoleRevokeUserGrantMutation = { revokeUserGrant: { revokedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleRemoveUserAgentLimitMutationVariables = Exact<{
  userId: string | number;
  applicationId: string | number;
}>;


export type ConsoleRemoveUserAgentLimitMutation = { removeUserAgentLimit: { removedApplicationId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleSetUserAgentLimitMutationVariables = Exact<{
  userId: string | number;
  applicationId: string | number;
  resources: Array<string> | string;
}>;


export type ConsoleSetUserAgentLimitMutation = { setUserAgentLimit: { limit: { applicationId: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleAgentLimitResourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleAgentLimitResourcesQuery = { resources: { nodes: Array<{ id: string, name: string, indicator: string, isManagement: boolean }> } };

export type ConsoleSsoConnectorNameQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleSsoConnectorNameQuery = { ssoConnector: { id: string, connectorName: string } | null };

export type ConsoleUserFilterChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleUserFilterChoicesQuery = { roles: { nodes: Array<{ id: string, name: string }> }, organizations: { nodes: Array<{ id: string, name: string }> } };

export type ConsoleUserMfaVerificationsQueryVariables = Exact<{
  userId: string | number;
}>;


export type ConsoleUserMfaVerificationsQuery = { userMfaVerifications: Array<{ id: string, type: MfaFactor, createdAt: string | null, lastUsedAt: string | null, name: string | null }> };

export type ConsoleDeleteUserMfaVerificationMutationVariables = Exact<{
  userId: string | number;
  verificationId: string | number;
}>;


export type ConsoleDeleteUserMfaVerificationMutation = { deleteUserMfaVerification: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleUserRolesQueryVariables = Exact<{
  userId: string | number;
}>;


export type ConsoleUserRolesQuery = { userRoles: { nodes: Array<{ id: string, name: string, description: string }> }, roles: { nodes: Array<{ id: string, name: string }> } };

export type ConsoleAssignUserRolesMutationVariables = Exact<{
  userId: string | number;
  roleIds: Array<string | number> | string | number;
}>;


export type ConsoleAssignUserRolesMutation = { assignUserRoles: { roles: Array<{ id: string }> | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleRemoveUserRoleMutationVariables = Exact<{
  userId: string | number;
  roleId: string | number;
}>;


export type ConsoleRemoveUserRoleMutation = { removeUserRole: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleUserSessionsQueryVariables = Exact<{
  userId: string | number;
}>;


export type ConsoleUserSessionsQuery = { userSessions: { sessions: Array<{ id: string, createdAt: string, expiresAt: string, ip: string | null, userAgent: string | null, clients: Array<{ grantId: string, applicationId: string, applicationName: string | null, isRevoked: boolean }> }> } };

export type ConsoleRevokeUserSessionMutationVariables = Exact<{
  userId: string | number;
  sessionId: string | number;
}>;


export type ConsoleRevokeUserSessionMutation = { revokeUserSession: { revokedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleUsersQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
  isSuspended?: boolean | null | undefined;
  hasMfa?: boolean | null | undefined;
  roleId?: string | number | null | undefined;
  organizationId?: string | number | null | undefined;
  orderBy?: UserOrder | null | undefined;
}>;


export type ConsoleUsersQuery = { users: { totalCount: number, nodes: Array<{ id: string, username: string | null, primaryEmail: string | null, name: string | null, isSuspended: boolean, hasMfa: boolean, lastSignInAt: string | null, createdAt: string }> } };

export type ConsoleHookEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleHookEventsQuery = { hookEvents: Array<string> };

export type ConsoleCreateHookMutationVariables = Exact<{
  input: CreateHookInput;
}>;


export type ConsoleCreateHookMutation = { createHook: { signingKey: string | null, hook: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleHookQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleHookQuery = { hook: { id: string, name: string, events: Array<string>, enabled: boolean, createdAt: string, updatedAt: string, config: { url: string, headers: Record<string, unknown> }, executionStats: { successCount: number, failedCount: number, pendingCount: number, requestCount: number } | null } | null };

export type ConsoleUpdateHookMutationVariables = Exact<{
  id: string | number;
  input: UpdateHookInput;
}>;


export type ConsoleUpdateHookMutation = { updateHook: { hook: { id: string, enabled: boolean } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleDeleteHookMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteHookMutation = { deleteHook: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleRotateHookSigningKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRotateHookSigningKeyMutation = { rotateHookSigningKey: { signingKey: string | null, previousKeyExpiresAt: string | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleTestHookMutationVariables = Exact<{
  id: string | number;
  input: TestHookInput;
}>;


export type ConsoleTestHookMutation = { testHook: { results: Array<{ event: string, success: boolean, statusCode: number | null, durationMs: number, responseExcerpt: string | null, error: string | null }> | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleHookLogsQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  offset?: number | null | undefined;
  event?: string | null | undefined;
  result?: HookLogResult | null | undefined;
  startTime?: string | null | undefined;
  endTime?: string | null | undefined;
}>;


export type ConsoleHookLogsQuery = { hookRecentLogs: { totalCount: number, nodes: Array<{ id: string, deliveryId: string, webhookId: string, event: string, attempt: number, result: HookLogResult, statusCode: number | null, durationMs: number, responseExcerpt: string | null, error: string | null, payload: Record<string, unknown>, createdAt: string }> } };

export type ConsoleRedeliverHookDeliveryMutationVariables = Exact<{
  id: string | number;
  deliveryId: string | number;
}>;


export type ConsoleRedeliverHookDeliveryMutation = { redeliverHookDelivery: { delivery: { id: string, status: HookDeliveryStatus } | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleHooksQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type ConsoleHooksQuery = { hooks: { totalCount: number, nodes: Array<{ id: string, name: string, events: Array<string>, enabled: boolean, createdAt: string, config: { url: string }, executionStats: { successCount: number, failedCount: number, pendingCount: number, requestCount: number } | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const ConsoleApplicationAccessDocument = new TypedDocumentString(`
    query ConsoleApplicationAccess($applicationId: ID!) {
  applicationAccessControl(applicationId: $applicationId) {
    enabled
    userIds
    userRoleIds
    organizationIds
    organizationRoleRules {
      organizationId
      organizationRoleIds
    }
    labels {
      id
      label
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleApplicationAccessQuery, ConsoleApplicationAccessQueryVariables>;
export const ConsoleReplaceApplicationAccessDocument = new TypedDocumentString(`
    mutation ConsoleReplaceApplicationAccess($applicationId: ID!, $input: ApplicationAccessControlInput!) {
  replaceApplicationAccessControl(applicationId: $applicationId, input: $input) {
    accessControl {
      enabled
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleReplaceApplicationAccessMutation, ConsoleReplaceApplicationAccessMutationVariables>;
export const ConsoleUserNameDocument = new TypedDocumentString(`
    query ConsoleUserName($id: ID!) {
  user(id: $id) {
    id
    username
    name
    primaryEmail
  }
}
    `) as unknown as TypedDocumentString<ConsoleUserNameQuery, ConsoleUserNameQueryVariables>;
export const ConsoleApplicationNameDocument = new TypedDocumentString(`
    query ConsoleApplicationName($id: ID!) {
  application(id: $id) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ConsoleApplicationNameQuery, ConsoleApplicationNameQueryVariables>;
export const ConsolePickUsersDocument = new TypedDocumentString(`
    query ConsolePickUsers($search: String) {
  users(first: 20, search: $search) {
    nodes {
      id
      username
      primaryEmail
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ConsolePickUsersQuery, ConsolePickUsersQueryVariables>;
export const ConsolePickApplicationsDocument = new TypedDocumentString(`
    query ConsolePickApplications($search: String, $type: ApplicationType) {
  applications(first: 20, type: $type, search: $search) {
    nodes {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ConsolePickApplicationsQuery, ConsolePickApplicationsQueryVariables>;
export const ConsolePickUserRolesDocument = new TypedDocumentString(`
    query ConsolePickUserRoles($search: String) {
  roles(first: 50, type: User, search: $search) {
    nodes {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ConsolePickUserRolesQuery, ConsolePickUserRolesQueryVariables>;
export const ConsolePickOrganizationsDocument = new TypedDocumentString(`
    query ConsolePickOrganizations($search: String) {
  organizations(first: 50, search: $search) {
    nodes {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ConsolePickOrganizationsQuery, ConsolePickOrganizationsQueryVariables>;
export const ConsolePickOrganizationRolesDocument = new TypedDocumentString(`
    query ConsolePickOrganizationRoles($search: String) {
  organizationRoles(first: 50, search: $search) {
    nodes {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ConsolePickOrganizationRolesQuery, ConsolePickOrganizationRolesQueryVariables>;
export const ConsolePickOrganizationScopesDocument = new TypedDocumentString(`
    query ConsolePickOrganizationScopes($search: String) {
  organizationScopes(first: 50, search: $search) {
    nodes {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ConsolePickOrganizationScopesQuery, ConsolePickOrganizationScopesQueryVariables>;
export const ConsoleScopeChoicesDocument = new TypedDocumentString(`
    query ConsoleScopeChoices {
  resources(first: 100) {
    nodes {
      id
      name
      indicator
      scopes {
        id
        name
        description
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleScopeChoicesQuery, ConsoleScopeChoicesQueryVariables>;
export const ConsoleSignedInUserDocument = new TypedDocumentString(`
    query ConsoleSignedInUser($id: ID!) {
  user(id: $id) {
    id
    username
    name
    primaryEmail
  }
}
    `) as unknown as TypedDocumentString<ConsoleSignedInUserQuery, ConsoleSignedInUserQueryVariables>;
export const ConsoleCreateApplicationDocument = new TypedDocumentString(`
    mutation ConsoleCreateApplication($input: CreateApplicationInput!) {
  createApplication(input: $input) {
    application {
      id
      name
    }
    secret
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateApplicationMutation, ConsoleCreateApplicationMutationVariables>;
export const ConsoleApplicationDocument = new TypedDocumentString(`
    query ConsoleApplication($id: ID!) {
  application(id: $id) {
    id
    name
    description
    type
    isAdmin
    isBuiltIn
    createdAt
    updatedAt
    oidcClientMetadata {
      redirectUris
      postLogoutRedirectUris
      requirePushedAuthorizationRequests
      requireDpop
    }
    customClientMetadata {
      allowTokenExchange
      transactionTokens
      allowedTokenExchangeResources
      allowManagementApi
      idTokenSignedResponseAlg
      isDeviceFlow
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleApplicationQuery, ConsoleApplicationQueryVariables>;
export const ConsoleUpdateApplicationDocument = new TypedDocumentString(`
    mutation ConsoleUpdateApplication($id: ID!, $input: UpdateApplicationInput!) {
  updateApplication(id: $id, input: $input) {
    application {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateApplicationMutation, ConsoleUpdateApplicationMutationVariables>;
export const ConsoleRotateApplicationSecretDocument = new TypedDocumentString(`
    mutation ConsoleRotateApplicationSecret($id: ID!) {
  rotateApplicationSecret(id: $id) {
    secret
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRotateApplicationSecretMutation, ConsoleRotateApplicationSecretMutationVariables>;
export const ConsoleDeleteApplicationDocument = new TypedDocumentString(`
    mutation ConsoleDeleteApplication($id: ID!) {
  deleteApplication(id: $id) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteApplicationMutation, ConsoleDeleteApplicationMutationVariables>;
export const ConsoleApplicationRolesDocument = new TypedDocumentString(`
    query ConsoleApplicationRoles($applicationId: ID!) {
  applicationRoles(applicationId: $applicationId, first: 100) {
    nodes {
      id
      name
      description
      scopes {
        id
        name
      }
    }
  }
  roles(first: 100, type: MachineToMachine) {
    nodes {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleApplicationRolesQuery, ConsoleApplicationRolesQueryVariables>;
export const ConsoleAssignApplicationRolesDocument = new TypedDocumentString(`
    mutation ConsoleAssignApplicationRoles($applicationId: ID!, $roleIds: [ID!]!) {
  assignApplicationRoles(applicationId: $applicationId, roleIds: $roleIds) {
    roles {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAssignApplicationRolesMutation, ConsoleAssignApplicationRolesMutationVariables>;
export const ConsoleRemoveApplicationRoleDocument = new TypedDocumentString(`
    mutation ConsoleRemoveApplicationRole($applicationId: ID!, $roleId: ID!) {
  removeApplicationRole(applicationId: $applicationId, roleId: $roleId) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveApplicationRoleMutation, ConsoleRemoveApplicationRoleMutationVariables>;
export const ConsoleApplicationsDocument = new TypedDocumentString(`
    query ConsoleApplications($first: Int, $offset: Int, $type: ApplicationType, $search: String) {
  applications(first: $first, offset: $offset, type: $type, search: $search) {
    totalCount
    nodes {
      id
      name
      description
      type
      isBuiltIn
      registrationKind
      customClientMetadata {
        allowTokenExchange
      }
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleApplicationsQuery, ConsoleApplicationsQueryVariables>;
export const ConsoleApplicationClientAuthDocument = new TypedDocumentString(`
    query ConsoleApplicationClientAuth($id: ID!) {
  application(id: $id) {
    id
    oidcClientMetadata {
      tokenEndpointAuthMethod
      jwks
      jwksUri
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleApplicationClientAuthQuery, ConsoleApplicationClientAuthQueryVariables>;
export const ConsoleUpdateApplicationClientAuthDocument = new TypedDocumentString(`
    mutation ConsoleUpdateApplicationClientAuth($id: ID!, $input: UpdateApplicationInput!) {
  updateApplication(id: $id, input: $input) {
    application {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateApplicationClientAuthMutation, ConsoleUpdateApplicationClientAuthMutationVariables>;
export const ConsoleUpdateApplicationDeviceFlowDocument = new TypedDocumentString(`
    mutation ConsoleUpdateApplicationDeviceFlow($id: ID!, $input: UpdateApplicationInput!) {
  updateApplication(id: $id, input: $input) {
    application {
      id
      customClientMetadata {
        isDeviceFlow
      }
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateApplicationDeviceFlowMutation, ConsoleUpdateApplicationDeviceFlowMutationVariables>;
export const ConsoleUpdateApplicationRequireDpopDocument = new TypedDocumentString(`
    mutation ConsoleUpdateApplicationRequireDpop($id: ID!, $input: UpdateApplicationInput!) {
  updateApplication(id: $id, input: $input) {
    application {
      id
      oidcClientMetadata {
        requireDpop
      }
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateApplicationRequireDpopMutation, ConsoleUpdateApplicationRequireDpopMutationVariables>;
export const ConsoleUpdateApplicationIdTokenAlgorithmDocument = new TypedDocumentString(`
    mutation ConsoleUpdateApplicationIdTokenAlgorithm($id: ID!, $input: UpdateApplicationInput!) {
  updateApplication(id: $id, input: $input) {
    application {
      id
      customClientMetadata {
        idTokenSignedResponseAlg
      }
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateApplicationIdTokenAlgorithmMutation, ConsoleUpdateApplicationIdTokenAlgorithmMutationVariables>;
export const ConsoleApplicationIdTokenClaimsDocument = new TypedDocumentString(`
    query ConsoleApplicationIdTokenClaims($id: ID!) {
  application(id: $id) {
    id
    idTokenClaims {
      claim
      from
      grantTypes
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleApplicationIdTokenClaimsQuery, ConsoleApplicationIdTokenClaimsQueryVariables>;
export const ConsoleSetApplicationIdTokenClaimsDocument = new TypedDocumentString(`
    mutation ConsoleSetApplicationIdTokenClaims($id: ID!, $mappings: [ClaimMappingInput!]!) {
  setApplicationIdTokenClaims(id: $id, mappings: $mappings) {
    mappings {
      claim
      from
      grantTypes
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleSetApplicationIdTokenClaimsMutation, ConsoleSetApplicationIdTokenClaimsMutationVariables>;
export const ConsoleTestApplicationIdTokenClaimsDocument = new TypedDocumentString(`
    query ConsoleTestApplicationIdTokenClaims($id: ID!, $userId: ID!, $grantType: String) {
  testApplicationIdTokenClaims(id: $id, userId: $userId, grantType: $grantType)
}
    `) as unknown as TypedDocumentString<ConsoleTestApplicationIdTokenClaimsQuery, ConsoleTestApplicationIdTokenClaimsQueryVariables>;
export const ConsoleApplicationLogoutChannelsDocument = new TypedDocumentString(`
    query ConsoleApplicationLogoutChannels($id: ID!) {
  application(id: $id) {
    id
    oidcClientMetadata {
      backchannelLogoutUri
      backchannelLogoutSessionRequired
      frontchannelLogoutUri
      frontchannelLogoutSessionRequired
    }
  }
  applicationBackchannelLogoutLogs(id: $id, first: 10) {
    totalCount
    nodes {
      id
      attempt
      result
      statusCode
      error
      sid
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleApplicationLogoutChannelsQuery, ConsoleApplicationLogoutChannelsQueryVariables>;
export const ConsoleUpdateApplicationLogoutChannelsDocument = new TypedDocumentString(`
    mutation ConsoleUpdateApplicationLogoutChannels($id: ID!, $input: UpdateApplicationInput!) {
  updateApplication(id: $id, input: $input) {
    application {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateApplicationLogoutChannelsMutation, ConsoleUpdateApplicationLogoutChannelsMutationVariables>;
export const ConsoleApplicationPkceConsentDocument = new TypedDocumentString(`
    query ConsoleApplicationPkceConsent($id: ID!) {
  application(id: $id) {
    id
    isThirdParty
    customClientMetadata {
      requirePkce
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleApplicationPkceConsentQuery, ConsoleApplicationPkceConsentQueryVariables>;
export const ConsoleUpdateApplicationPkceDocument = new TypedDocumentString(`
    mutation ConsoleUpdateApplicationPkce($id: ID!, $input: UpdateApplicationInput!) {
  updateApplication(id: $id, input: $input) {
    application {
      id
      customClientMetadata {
        requirePkce
      }
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateApplicationPkceMutation, ConsoleUpdateApplicationPkceMutationVariables>;
export const ConsoleUpdateApplicationPushedAuthorizationDocument = new TypedDocumentString(`
    mutation ConsoleUpdateApplicationPushedAuthorization($id: ID!, $input: UpdateApplicationInput!) {
  updateApplication(id: $id, input: $input) {
    application {
      id
      oidcClientMetadata {
        requirePushedAuthorizationRequests
      }
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateApplicationPushedAuthorizationMutation, ConsoleUpdateApplicationPushedAuthorizationMutationVariables>;
export const ConsoleRemoveSelfRegisteredApplicationDocument = new TypedDocumentString(`
    mutation ConsoleRemoveSelfRegisteredApplication($id: ID!) {
  deleteApplication(id: $id) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveSelfRegisteredApplicationMutation, ConsoleRemoveSelfRegisteredApplicationMutationVariables>;
export const ConsoleTokenExchangeTargetsDocument = new TypedDocumentString(`
    query ConsoleTokenExchangeTargets {
  resources(first: 100) {
    nodes {
      id
      name
      indicator
      isManagement
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleTokenExchangeTargetsQuery, ConsoleTokenExchangeTargetsQueryVariables>;
export const ConsoleUpdateApplicationTokenExchangeDocument = new TypedDocumentString(`
    mutation ConsoleUpdateApplicationTokenExchange($id: ID!, $input: UpdateApplicationInput!) {
  updateApplication(id: $id, input: $input) {
    application {
      id
      customClientMetadata {
        allowTokenExchange
        transactionTokens
        allowedTokenExchangeResources
        allowManagementApi
      }
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateApplicationTokenExchangeMutation, ConsoleUpdateApplicationTokenExchangeMutationVariables>;
export const ConsoleConnectorsDocument = new TypedDocumentString(`
    query ConsoleConnectors {
  connectors {
    id
    connectorId
    name
    target
    logo
    syncProfile
    enabled
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleConnectorsQuery, ConsoleConnectorsQueryVariables>;
export const ConsoleSsoConnectorsDocument = new TypedDocumentString(`
    query ConsoleSsoConnectors($first: Int, $offset: Int) {
  ssoConnectors(first: $first, offset: $offset) {
    totalCount
    nodes {
      id
      connectorName
      providerName
      domains
      syncProfile
      enabled
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleSsoConnectorsQuery, ConsoleSsoConnectorsQueryVariables>;
export const ConsoleConnectorFactoriesDocument = new TypedDocumentString(`
    query ConsoleConnectorFactories {
  connectorFactories {
    id
    name
    description
    protocol
    isStandard
    target
    configFields {
      key
      label
      type
      required
      secret
      options
      defaultValue
      description
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleConnectorFactoriesQuery, ConsoleConnectorFactoriesQueryVariables>;
export const ConsoleMessageDeliveryDocument = new TypedDocumentString(`
    query ConsoleMessageDelivery {
  messageDelivery {
    email {
      source
      updatedAt
      smtp {
        host
        port
        security
        username
        password
        fromAddress
        fromName
      }
    }
    sms {
      source
      updatedAt
      gateway {
        type
        url
        accountSid
        authToken
        from
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleMessageDeliveryQuery, ConsoleMessageDeliveryQueryVariables>;
export const ConsoleSetEmailDeliveryDocument = new TypedDocumentString(`
    mutation ConsoleSetEmailDelivery($input: SmtpDeliveryInput!) {
  setEmailDelivery(input: $input) {
    messageDelivery {
      email {
        source
      }
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleSetEmailDeliveryMutation, ConsoleSetEmailDeliveryMutationVariables>;
export const ConsoleClearEmailDeliveryDocument = new TypedDocumentString(`
    mutation ConsoleClearEmailDelivery {
  clearEmailDelivery {
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleClearEmailDeliveryMutation, ConsoleClearEmailDeliveryMutationVariables>;
export const ConsoleSetSmsDeliveryDocument = new TypedDocumentString(`
    mutation ConsoleSetSmsDelivery($input: SmsDeliveryInput!) {
  setSmsDelivery(input: $input) {
    messageDelivery {
      sms {
        source
      }
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleSetSmsDeliveryMutation, ConsoleSetSmsDeliveryMutationVariables>;
export const ConsoleClearSmsDeliveryDocument = new TypedDocumentString(`
    mutation ConsoleClearSmsDelivery {
  clearSmsDelivery {
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleClearSmsDeliveryMutation, ConsoleClearSmsDeliveryMutationVariables>;
export const ConsoleSendTestMessageDocument = new TypedDocumentString(`
    mutation ConsoleSendTestMessage($channel: MessageChannel!, $to: String!) {
  sendTestMessage(channel: $channel, to: $to) {
    delivered
    error
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleSendTestMessageMutation, ConsoleSendTestMessageMutationVariables>;
export const ConsoleSsoConnectorProvidersDocument = new TypedDocumentString(`
    query ConsoleSsoConnectorProviders {
  ssoConnectorProviders {
    providerName
    providerType
    name
    description
    logo
    configFields {
      key
      label
      type
      required
      secret
      options
      defaultValue
      description
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleSsoConnectorProvidersQuery, ConsoleSsoConnectorProvidersQueryVariables>;
export const ConsoleCreateConnectorDocument = new TypedDocumentString(`
    mutation ConsoleCreateConnector($input: CreateConnectorInput!) {
  createConnector(input: $input) {
    connector {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateConnectorMutation, ConsoleCreateConnectorMutationVariables>;
export const ConsoleConnectorDocument = new TypedDocumentString(`
    query ConsoleConnector($id: ID!) {
  connector(id: $id) {
    id
    connectorId
    target
    name
    logo
    syncProfile
    enabled
    config
    callbackUri
    createdAt
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleConnectorQuery, ConsoleConnectorQueryVariables>;
export const ConsoleUpdateConnectorDocument = new TypedDocumentString(`
    mutation ConsoleUpdateConnector($id: ID!, $input: UpdateConnectorInput!) {
  updateConnector(id: $id, input: $input) {
    connector {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateConnectorMutation, ConsoleUpdateConnectorMutationVariables>;
export const ConsoleStartConnectorTestDocument = new TypedDocumentString(`
    mutation ConsoleStartConnectorTest($id: ID!) {
  startConnectorTest(id: $id) {
    url
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleStartConnectorTestMutation, ConsoleStartConnectorTestMutationVariables>;
export const ConsoleDeleteConnectorDocument = new TypedDocumentString(`
    mutation ConsoleDeleteConnector($id: ID!) {
  deleteConnector(id: $id) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteConnectorMutation, ConsoleDeleteConnectorMutationVariables>;
export const ConsoleCreateSsoConnectorDocument = new TypedDocumentString(`
    mutation ConsoleCreateSsoConnector($input: CreateSsoConnectorInput!) {
  createSsoConnector(input: $input) {
    ssoConnector {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateSsoConnectorMutation, ConsoleCreateSsoConnectorMutationVariables>;
export const ConsoleStartSsoConnectorTestDocument = new TypedDocumentString(`
    mutation ConsoleStartSsoConnectorTest($id: ID!) {
  startSsoConnectorTest(id: $id) {
    url
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleStartSsoConnectorTestMutation, ConsoleStartSsoConnectorTestMutationVariables>;
export const ConsoleSsoConnectorDocument = new TypedDocumentString(`
    query ConsoleSsoConnector($id: ID!) {
  ssoConnector(id: $id) {
    id
    providerName
    connectorName
    config
    domains
    branding
    syncProfile
    enabled
    providerConfig
    createdAt
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleSsoConnectorQuery, ConsoleSsoConnectorQueryVariables>;
export const ConsoleUpdateSsoConnectorDocument = new TypedDocumentString(`
    mutation ConsoleUpdateSsoConnector($id: ID!, $input: UpdateSsoConnectorInput!) {
  updateSsoConnector(id: $id, input: $input) {
    ssoConnector {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateSsoConnectorMutation, ConsoleUpdateSsoConnectorMutationVariables>;
export const ConsoleDeleteSsoConnectorDocument = new TypedDocumentString(`
    mutation ConsoleDeleteSsoConnector($id: ID!) {
  deleteSsoConnector(id: $id) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteSsoConnectorMutation, ConsoleDeleteSsoConnectorMutationVariables>;
export const ConsoleEmailTemplatesDocument = new TypedDocumentString(`
    query ConsoleEmailTemplates {
  emailTemplates {
    id
    languageTag
    templateType
    details {
      subject
      content
      contentType
      smsContent
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleEmailTemplatesQuery, ConsoleEmailTemplatesQueryVariables>;
export const ConsoleReplaceEmailTemplatesDocument = new TypedDocumentString(`
    mutation ConsoleReplaceEmailTemplates($templates: [EmailTemplateInput!]!) {
  replaceEmailTemplates(templates: $templates) {
    emailTemplates {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleReplaceEmailTemplatesMutation, ConsoleReplaceEmailTemplatesMutationVariables>;
export const ConsoleDeleteEmailTemplateDocument = new TypedDocumentString(`
    mutation ConsoleDeleteEmailTemplate($id: ID!) {
  deleteEmailTemplate(id: $id) {
    rowCount
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteEmailTemplateMutation, ConsoleDeleteEmailTemplateMutationVariables>;
export const ConsoleDashboardDocument = new TypedDocumentString(`
    query ConsoleDashboard($since: DateTime) {
  consoleDashboard(since: $since) {
    since
    userCount
    signIns
    failedWebhookDeliveries
    tokenExchanges
    refusedTokenExchanges
  }
}
    `) as unknown as TypedDocumentString<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>;
export const ConsoleQuickstartApplicationsDocument = new TypedDocumentString(`
    query ConsoleQuickstartApplications {
  applications(first: 100) {
    nodes {
      id
      name
      type
      isBuiltIn
      oidcClientMetadata {
        redirectUris
        postLogoutRedirectUris
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleQuickstartApplicationsQuery, ConsoleQuickstartApplicationsQueryVariables>;
export const ConsoleLogDocument = new TypedDocumentString(`
    query ConsoleLog($id: ID!) {
  log(id: $id) {
    id
    key
    result
    userId
    applicationId
    ip
    userAgent
    error
    errorDescription
    payload
    createdAt
    user {
      id
      username
      name
      primaryEmail
    }
    application {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleLogQuery, ConsoleLogQueryVariables>;
export const ConsoleLogsDocument = new TypedDocumentString(`
    query ConsoleLogs($first: Int, $offset: Int, $userId: String, $applicationId: String, $logKey: [String!], $result: LogResult, $startTime: DateTime, $endTime: DateTime) {
  logs(
    first: $first
    offset: $offset
    userId: $userId
    applicationId: $applicationId
    logKey: $logKey
    result: $result
    startTime: $startTime
    endTime: $endTime
  ) {
    totalCount
    nodes {
      id
      key
      result
      userId
      applicationId
      ip
      error
      createdAt
      user {
        id
        username
        name
        primaryEmail
      }
      application {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleLogsQuery, ConsoleLogsQueryVariables>;
export const ConsoleOrganizationApplicationsDocument = new TypedDocumentString(`
    query ConsoleOrganizationApplications($id: ID!, $first: Int, $offset: Int) {
  organizationApplications(id: $id, first: $first, offset: $offset) {
    totalCount
    nodes {
      id
      name
      description
      organizationRoles {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleOrganizationApplicationsQuery, ConsoleOrganizationApplicationsQueryVariables>;
export const ConsoleAddOrganizationApplicationsDocument = new TypedDocumentString(`
    mutation ConsoleAddOrganizationApplications($id: ID!, $applicationIds: [ID!]!) {
  addOrganizationApplications(id: $id, applicationIds: $applicationIds) {
    membershipChange {
      addedApplicationIds
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAddOrganizationApplicationsMutation, ConsoleAddOrganizationApplicationsMutationVariables>;
export const ConsoleReplaceOrganizationApplicationRolesDocument = new TypedDocumentString(`
    mutation ConsoleReplaceOrganizationApplicationRoles($id: ID!, $applicationId: ID!, $organizationRoleIds: [ID!]!) {
  replaceOrganizationApplicationRoles(
    id: $id
    applicationId: $applicationId
    organizationRoleIds: $organizationRoleIds
  ) {
    organizationRoles {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleReplaceOrganizationApplicationRolesMutation, ConsoleReplaceOrganizationApplicationRolesMutationVariables>;
export const ConsoleRemoveOrganizationApplicationDocument = new TypedDocumentString(`
    mutation ConsoleRemoveOrganizationApplication($id: ID!, $applicationId: ID!) {
  removeOrganizationApplication(id: $id, applicationId: $applicationId) {
    membershipChange {
      removedApplicationIds
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveOrganizationApplicationMutation, ConsoleRemoveOrganizationApplicationMutationVariables>;
export const ConsoleCreateOrganizationDocument = new TypedDocumentString(`
    mutation ConsoleCreateOrganization($input: CreateOrganizationInput!) {
  createOrganization(input: $input) {
    organization {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateOrganizationMutation, ConsoleCreateOrganizationMutationVariables>;
export const ConsoleOrganizationDocument = new TypedDocumentString(`
    query ConsoleOrganization($id: ID!) {
  organization(id: $id) {
    id
    name
    description
    customData
    createdAt
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleOrganizationQuery, ConsoleOrganizationQueryVariables>;
export const ConsoleUpdateOrganizationDocument = new TypedDocumentString(`
    mutation ConsoleUpdateOrganization($id: ID!, $input: UpdateOrganizationInput!) {
  updateOrganization(id: $id, input: $input) {
    organization {
      id
      name
      description
      customData
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateOrganizationMutation, ConsoleUpdateOrganizationMutationVariables>;
export const ConsoleDeleteOrganizationDocument = new TypedDocumentString(`
    mutation ConsoleDeleteOrganization($id: ID!) {
  deleteOrganization(id: $id) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteOrganizationMutation, ConsoleDeleteOrganizationMutationVariables>;
export const ConsoleOrganizationInvitationsDocument = new TypedDocumentString(`
    query ConsoleOrganizationInvitations($organizationId: ID!, $first: Int, $offset: Int) {
  organizationInvitations(
    organizationId: $organizationId
    first: $first
    offset: $offset
  ) {
    totalCount
    nodes {
      id
      invitee
      status
      expiresAt
      createdAt
      organizationRoles {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleOrganizationInvitationsQuery, ConsoleOrganizationInvitationsQueryVariables>;
export const ConsoleCreateOrganizationInvitationDocument = new TypedDocumentString(`
    mutation ConsoleCreateOrganizationInvitation($input: CreateOrganizationInvitationInput!) {
  createOrganizationInvitation(input: $input) {
    organizationInvitation {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateOrganizationInvitationMutation, ConsoleCreateOrganizationInvitationMutationVariables>;
export const ConsoleRevokeOrganizationInvitationDocument = new TypedDocumentString(`
    mutation ConsoleRevokeOrganizationInvitation($id: ID!) {
  setOrganizationInvitationStatus(id: $id, input: {status: Revoked}) {
    organizationInvitation {
      id
      status
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRevokeOrganizationInvitationMutation, ConsoleRevokeOrganizationInvitationMutationVariables>;
export const ConsoleDeleteOrganizationInvitationDocument = new TypedDocumentString(`
    mutation ConsoleDeleteOrganizationInvitation($id: ID!) {
  deleteOrganizationInvitation(id: $id) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteOrganizationInvitationMutation, ConsoleDeleteOrganizationInvitationMutationVariables>;
export const ConsoleOrganizationJitDocument = new TypedDocumentString(`
    query ConsoleOrganizationJit($id: ID!) {
  organizationJitEmailDomains(id: $id) {
    emailDomain
  }
  organizationJitRoles(id: $id) {
    id
    name
    description
  }
  organizationJitSsoConnectors(id: $id) {
    id
    connectorName
    providerName
    domains
  }
  ssoConnectors(first: 100) {
    nodes {
      id
      connectorName
      providerName
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleOrganizationJitQuery, ConsoleOrganizationJitQueryVariables>;
export const ConsoleAddOrganizationJitEmailDomainDocument = new TypedDocumentString(`
    mutation ConsoleAddOrganizationJitEmailDomain($id: ID!, $emailDomain: String!) {
  addOrganizationJitEmailDomain(id: $id, emailDomain: $emailDomain) {
    emailDomains {
      emailDomain
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAddOrganizationJitEmailDomainMutation, ConsoleAddOrganizationJitEmailDomainMutationVariables>;
export const ConsoleRemoveOrganizationJitEmailDomainDocument = new TypedDocumentString(`
    mutation ConsoleRemoveOrganizationJitEmailDomain($id: ID!, $emailDomain: String!) {
  removeOrganizationJitEmailDomain(id: $id, emailDomain: $emailDomain) {
    emailDomains {
      emailDomain
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveOrganizationJitEmailDomainMutation, ConsoleRemoveOrganizationJitEmailDomainMutationVariables>;
export const ConsoleAddOrganizationJitRolesDocument = new TypedDocumentString(`
    mutation ConsoleAddOrganizationJitRoles($id: ID!, $organizationRoleIds: [ID!]!) {
  addOrganizationJitRoles(id: $id, organizationRoleIds: $organizationRoleIds) {
    organizationRoles {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAddOrganizationJitRolesMutation, ConsoleAddOrganizationJitRolesMutationVariables>;
export const ConsoleRemoveOrganizationJitRoleDocument = new TypedDocumentString(`
    mutation ConsoleRemoveOrganizationJitRole($id: ID!, $organizationRoleId: ID!) {
  removeOrganizationJitRole(id: $id, organizationRoleId: $organizationRoleId) {
    organizationRoles {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveOrganizationJitRoleMutation, ConsoleRemoveOrganizationJitRoleMutationVariables>;
export const ConsoleAddOrganizationJitSsoConnectorsDocument = new TypedDocumentString(`
    mutation ConsoleAddOrganizationJitSsoConnectors($id: ID!, $ssoConnectorIds: [ID!]!) {
  addOrganizationJitSsoConnectors(id: $id, ssoConnectorIds: $ssoConnectorIds) {
    ssoConnectors {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAddOrganizationJitSsoConnectorsMutation, ConsoleAddOrganizationJitSsoConnectorsMutationVariables>;
export const ConsoleRemoveOrganizationJitSsoConnectorDocument = new TypedDocumentString(`
    mutation ConsoleRemoveOrganizationJitSsoConnector($id: ID!, $ssoConnectorId: ID!) {
  removeOrganizationJitSsoConnector(id: $id, ssoConnectorId: $ssoConnectorId) {
    ssoConnectors {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveOrganizationJitSsoConnectorMutation, ConsoleRemoveOrganizationJitSsoConnectorMutationVariables>;
export const ConsoleOrganizationUsersDocument = new TypedDocumentString(`
    query ConsoleOrganizationUsers($id: ID!, $first: Int, $offset: Int, $search: String) {
  organizationUsers(id: $id, first: $first, offset: $offset, search: $search) {
    totalCount
    nodes {
      id
      username
      primaryEmail
      name
      isSuspended
      organizationRoles {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleOrganizationUsersQuery, ConsoleOrganizationUsersQueryVariables>;
export const ConsoleAddOrganizationUsersDocument = new TypedDocumentString(`
    mutation ConsoleAddOrganizationUsers($id: ID!, $userIds: [ID!]!) {
  addOrganizationUsers(id: $id, userIds: $userIds) {
    membershipChange {
      addedUserIds
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAddOrganizationUsersMutation, ConsoleAddOrganizationUsersMutationVariables>;
export const ConsoleAddOrganizationUserRolesDocument = new TypedDocumentString(`
    mutation ConsoleAddOrganizationUserRoles($id: ID!, $userId: ID!, $organizationRoleIds: [ID!]!) {
  addOrganizationUserRoles(
    id: $id
    userId: $userId
    organizationRoleIds: $organizationRoleIds
  ) {
    organizationRoles {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAddOrganizationUserRolesMutation, ConsoleAddOrganizationUserRolesMutationVariables>;
export const ConsoleReplaceOrganizationUserRolesDocument = new TypedDocumentString(`
    mutation ConsoleReplaceOrganizationUserRoles($id: ID!, $userId: ID!, $organizationRoleIds: [ID!]!) {
  replaceOrganizationUserRoles(
    id: $id
    userId: $userId
    organizationRoleIds: $organizationRoleIds
  ) {
    organizationRoles {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleReplaceOrganizationUserRolesMutation, ConsoleReplaceOrganizationUserRolesMutationVariables>;
export const ConsoleRemoveOrganizationUserDocument = new TypedDocumentString(`
    mutation ConsoleRemoveOrganizationUser($id: ID!, $userId: ID!) {
  removeOrganizationUser(id: $id, userId: $userId) {
    membershipChange {
      removedUserIds
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveOrganizationUserMutation, ConsoleRemoveOrganizationUserMutationVariables>;
export const ConsoleOrganizationsDocument = new TypedDocumentString(`
    query ConsoleOrganizations($first: Int, $offset: Int, $search: String) {
  organizations(first: $first, offset: $offset, search: $search) {
    totalCount
    nodes {
      id
      name
      description
      jitEmailDomains
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleOrganizationsQuery, ConsoleOrganizationsQueryVariables>;
export const ConsoleOrganizationRoleDocument = new TypedDocumentString(`
    query ConsoleOrganizationRole($id: ID!) {
  organizationRole(id: $id) {
    id
    name
    description
    createdAt
    updatedAt
    scopes {
      id
      name
      description
    }
    resourceScopes {
      id
      name
      description
      resourceIndicator
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleOrganizationRoleQuery, ConsoleOrganizationRoleQueryVariables>;
export const ConsoleUpdateOrganizationRoleDocument = new TypedDocumentString(`
    mutation ConsoleUpdateOrganizationRole($id: ID!, $input: UpdateOrganizationRoleInput!) {
  updateOrganizationRole(id: $id, input: $input) {
    organizationRole {
      id
      name
      description
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateOrganizationRoleMutation, ConsoleUpdateOrganizationRoleMutationVariables>;
export const ConsoleAddOrganizationRoleScopesDocument = new TypedDocumentString(`
    mutation ConsoleAddOrganizationRoleScopes($id: ID!, $organizationScopeIds: [ID!]!) {
  addOrganizationRoleScopes(id: $id, organizationScopeIds: $organizationScopeIds) {
    organizationScopes {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAddOrganizationRoleScopesMutation, ConsoleAddOrganizationRoleScopesMutationVariables>;
export const ConsoleRemoveOrganizationRoleScopeDocument = new TypedDocumentString(`
    mutation ConsoleRemoveOrganizationRoleScope($id: ID!, $organizationScopeId: ID!) {
  removeOrganizationRoleScope(id: $id, organizationScopeId: $organizationScopeId) {
    organizationScopes {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveOrganizationRoleScopeMutation, ConsoleRemoveOrganizationRoleScopeMutationVariables>;
export const ConsoleAddOrganizationRoleResourceScopesDocument = new TypedDocumentString(`
    mutation ConsoleAddOrganizationRoleResourceScopes($id: ID!, $scopeIds: [ID!]!) {
  addOrganizationRoleResourceScopes(id: $id, scopeIds: $scopeIds) {
    resourceScopes {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAddOrganizationRoleResourceScopesMutation, ConsoleAddOrganizationRoleResourceScopesMutationVariables>;
export const ConsoleRemoveOrganizationRoleResourceScopeDocument = new TypedDocumentString(`
    mutation ConsoleRemoveOrganizationRoleResourceScope($id: ID!, $scopeId: ID!) {
  removeOrganizationRoleResourceScope(id: $id, scopeId: $scopeId) {
    resourceScopes {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveOrganizationRoleResourceScopeMutation, ConsoleRemoveOrganizationRoleResourceScopeMutationVariables>;
export const ConsoleOrganizationRolesDocument = new TypedDocumentString(`
    query ConsoleOrganizationRoles($first: Int, $offset: Int, $search: String) {
  organizationRoles(first: $first, offset: $offset, search: $search) {
    totalCount
    nodes {
      id
      name
      description
      scopes {
        id
        name
      }
      resourceScopes {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleOrganizationRolesQuery, ConsoleOrganizationRolesQueryVariables>;
export const ConsoleCreateOrganizationRoleDocument = new TypedDocumentString(`
    mutation ConsoleCreateOrganizationRole($input: CreateOrganizationRoleInput!) {
  createOrganizationRole(input: $input) {
    organizationRole {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateOrganizationRoleMutation, ConsoleCreateOrganizationRoleMutationVariables>;
export const ConsoleDeleteOrganizationRoleDocument = new TypedDocumentString(`
    mutation ConsoleDeleteOrganizationRole($id: ID!) {
  deleteOrganizationRole(id: $id) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteOrganizationRoleMutation, ConsoleDeleteOrganizationRoleMutationVariables>;
export const ConsoleOrganizationScopesDocument = new TypedDocumentString(`
    query ConsoleOrganizationScopes($first: Int, $offset: Int, $search: String) {
  organizationScopes(first: $first, offset: $offset, search: $search) {
    totalCount
    nodes {
      id
      name
      description
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleOrganizationScopesQuery, ConsoleOrganizationScopesQueryVariables>;
export const ConsoleCreateOrganizationScopeDocument = new TypedDocumentString(`
    mutation ConsoleCreateOrganizationScope($input: CreateOrganizationScopeInput!) {
  createOrganizationScope(input: $input) {
    organizationScope {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateOrganizationScopeMutation, ConsoleCreateOrganizationScopeMutationVariables>;
export const ConsoleUpdateOrganizationScopeDocument = new TypedDocumentString(`
    mutation ConsoleUpdateOrganizationScope($id: ID!, $input: UpdateOrganizationScopeInput!) {
  updateOrganizationScope(id: $id, input: $input) {
    organizationScope {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateOrganizationScopeMutation, ConsoleUpdateOrganizationScopeMutationVariables>;
export const ConsoleDeleteOrganizationScopeDocument = new TypedDocumentString(`
    mutation ConsoleDeleteOrganizationScope($id: ID!) {
  deleteOrganizationScope(id: $id) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteOrganizationScopeMutation, ConsoleDeleteOrganizationScopeMutationVariables>;
export const ConsoleSetResourceClaimMappingsDocument = new TypedDocumentString(`
    mutation ConsoleSetResourceClaimMappings($id: ID!, $mappings: [ClaimMappingInput!]!) {
  setResourceClaimMappings(id: $id, mappings: $mappings) {
    mappings {
      claim
      from
      grantTypes
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleSetResourceClaimMappingsMutation, ConsoleSetResourceClaimMappingsMutationVariables>;
export const ConsoleTestResourceClaimsDocument = new TypedDocumentString(`
    query ConsoleTestResourceClaims($id: ID!, $userId: ID!, $applicationId: ID, $grantType: String) {
  testResourceClaims(
    id: $id
    userId: $userId
    applicationId: $applicationId
    grantType: $grantType
  )
}
    `) as unknown as TypedDocumentString<ConsoleTestResourceClaimsQuery, ConsoleTestResourceClaimsQueryVariables>;
export const ConsoleCreateResourceDocument = new TypedDocumentString(`
    mutation ConsoleCreateResource($input: CreateResourceInput!) {
  createResource(input: $input) {
    resource {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateResourceMutation, ConsoleCreateResourceMutationVariables>;
export const ConsoleResourceDocument = new TypedDocumentString(`
    query ConsoleResource($id: ID!) {
  resource(id: $id) {
    id
    name
    indicator
    accessTokenTtl
    accessTokenSignedResponseAlg
    dpopBoundAccessTokensRequired
    accessTokenClaims {
      claim
      from
      grantTypes
    }
    isManagement
    createdAt
    updatedAt
    scopes {
      id
      name
      description
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleResourceQuery, ConsoleResourceQueryVariables>;
export const ConsoleUpdateResourceDocument = new TypedDocumentString(`
    mutation ConsoleUpdateResource($id: ID!, $input: UpdateResourceInput!) {
  updateResource(id: $id, input: $input) {
    resource {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateResourceMutation, ConsoleUpdateResourceMutationVariables>;
export const ConsoleDeleteResourceDocument = new TypedDocumentString(`
    mutation ConsoleDeleteResource($id: ID!) {
  deleteResource(id: $id) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteResourceMutation, ConsoleDeleteResourceMutationVariables>;
export const ConsoleCreateScopeDocument = new TypedDocumentString(`
    mutation ConsoleCreateScope($resourceId: ID!, $input: CreateScopeInput!) {
  createScope(resourceId: $resourceId, input: $input) {
    scope {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateScopeMutation, ConsoleCreateScopeMutationVariables>;
export const ConsoleUpdateScopeDocument = new TypedDocumentString(`
    mutation ConsoleUpdateScope($resourceId: ID!, $scopeId: ID!, $input: UpdateScopeInput!) {
  updateScope(resourceId: $resourceId, scopeId: $scopeId, input: $input) {
    scope {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateScopeMutation, ConsoleUpdateScopeMutationVariables>;
export const ConsoleDeleteScopeDocument = new TypedDocumentString(`
    mutation ConsoleDeleteScope($resourceId: ID!, $scopeId: ID!) {
  deleteScope(resourceId: $resourceId, scopeId: $scopeId) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteScopeMutation, ConsoleDeleteScopeMutationVariables>;
export const ConsoleResourcesDocument = new TypedDocumentString(`
    query ConsoleResources($first: Int, $offset: Int, $search: String) {
  resources(first: $first, offset: $offset, search: $search) {
    totalCount
    nodes {
      id
      name
      indicator
      accessTokenTtl
      isManagement
      scopes {
        id
      }
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleResourcesQuery, ConsoleResourcesQueryVariables>;
export const ConsoleCreateRoleDocument = new TypedDocumentString(`
    mutation ConsoleCreateRole($input: CreateRoleInput!) {
  createRole(input: $input) {
    role {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateRoleMutation, ConsoleCreateRoleMutationVariables>;
export const ConsoleRoleDocument = new TypedDocumentString(`
    query ConsoleRole($id: ID!) {
  role(id: $id) {
    id
    name
    description
    type
    isDefault
    createdAt
    scopes {
      id
      name
      description
      resourceId
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRoleQuery, ConsoleRoleQueryVariables>;
export const ConsoleUpdateRoleDocument = new TypedDocumentString(`
    mutation ConsoleUpdateRole($id: ID!, $input: UpdateRoleInput!) {
  updateRole(id: $id, input: $input) {
    role {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateRoleMutation, ConsoleUpdateRoleMutationVariables>;
export const ConsoleDeleteRoleDocument = new TypedDocumentString(`
    mutation ConsoleDeleteRole($id: ID!) {
  deleteRole(id: $id) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteRoleMutation, ConsoleDeleteRoleMutationVariables>;
export const ConsoleRoleUsersDocument = new TypedDocumentString(`
    query ConsoleRoleUsers($id: ID!, $first: Int, $offset: Int) {
  roleUsers(id: $id, first: $first, offset: $offset) {
    totalCount
    nodes {
      id
      username
      primaryEmail
      name
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRoleUsersQuery, ConsoleRoleUsersQueryVariables>;
export const ConsoleAssignRoleUsersDocument = new TypedDocumentString(`
    mutation ConsoleAssignRoleUsers($id: ID!, $userIds: [ID!]!) {
  assignRoleUsers(id: $id, userIds: $userIds) {
    users {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAssignRoleUsersMutation, ConsoleAssignRoleUsersMutationVariables>;
export const ConsoleRemoveRoleUserDocument = new TypedDocumentString(`
    mutation ConsoleRemoveRoleUser($id: ID!, $userId: ID!) {
  removeRoleUser(id: $id, userId: $userId) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveRoleUserMutation, ConsoleRemoveRoleUserMutationVariables>;
export const ConsoleRoleApplicationsDocument = new TypedDocumentString(`
    query ConsoleRoleApplications($id: ID!, $first: Int, $offset: Int) {
  roleApplications(id: $id, first: $first, offset: $offset) {
    totalCount
    nodes {
      id
      name
      description
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRoleApplicationsQuery, ConsoleRoleApplicationsQueryVariables>;
export const ConsoleAssignRoleToApplicationDocument = new TypedDocumentString(`
    mutation ConsoleAssignRoleToApplication($applicationId: ID!, $roleIds: [ID!]!) {
  assignApplicationRoles(applicationId: $applicationId, roleIds: $roleIds) {
    roles {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAssignRoleToApplicationMutation, ConsoleAssignRoleToApplicationMutationVariables>;
export const ConsoleRemoveRoleFromApplicationDocument = new TypedDocumentString(`
    mutation ConsoleRemoveRoleFromApplication($applicationId: ID!, $roleId: ID!) {
  removeApplicationRole(applicationId: $applicationId, roleId: $roleId) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveRoleFromApplicationMutation, ConsoleRemoveRoleFromApplicationMutationVariables>;
export const ConsoleAddRoleScopesDocument = new TypedDocumentString(`
    mutation ConsoleAddRoleScopes($id: ID!, $scopeIds: [ID!]!) {
  addRoleScopes(id: $id, scopeIds: $scopeIds) {
    scopes {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAddRoleScopesMutation, ConsoleAddRoleScopesMutationVariables>;
export const ConsoleRemoveRoleScopeDocument = new TypedDocumentString(`
    mutation ConsoleRemoveRoleScope($id: ID!, $scopeId: ID!) {
  removeRoleScope(id: $id, scopeId: $scopeId) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveRoleScopeMutation, ConsoleRemoveRoleScopeMutationVariables>;
export const ConsoleRolesDocument = new TypedDocumentString(`
    query ConsoleRoles($first: Int, $offset: Int, $type: RoleType, $search: String) {
  roles(first: $first, offset: $offset, type: $type, search: $search) {
    totalCount
    nodes {
      id
      name
      description
      type
      isDefault
      scopes {
        id
      }
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRolesQuery, ConsoleRolesQueryVariables>;
export const ConsoleSamlApplicationDocument = new TypedDocumentString(`
    query ConsoleSamlApplication($id: ID!) {
  samlApplication(id: $id) {
    id
    name
    entityId
    acsUrl {
      url
    }
    nameIdFormat
    attributeMapping
    spCertificate
    requireSignedRequests
    idpInitiatedSignIn
    sloUrl {
      binding
      url
    }
    idp {
      entityId
      ssoUrl
      sloUrl
      metadataUrl
      loginUrl
    }
  }
  samlApplicationSecrets(id: $id) {
    id
    active
    expiresAt
    createdAt
    fingerprints
  }
}
    `) as unknown as TypedDocumentString<ConsoleSamlApplicationQuery, ConsoleSamlApplicationQueryVariables>;
export const ConsoleUpdateSamlApplicationDocument = new TypedDocumentString(`
    mutation ConsoleUpdateSamlApplication($id: ID!, $input: SamlApplicationInput!) {
  updateSamlApplication(id: $id, input: $input) {
    samlApplication {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateSamlApplicationMutation, ConsoleUpdateSamlApplicationMutationVariables>;
export const ConsoleDeleteSamlApplicationDocument = new TypedDocumentString(`
    mutation ConsoleDeleteSamlApplication($id: ID!) {
  deleteSamlApplication(id: $id) {
    deletedId
    userErrors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteSamlApplicationMutation, ConsoleDeleteSamlApplicationMutationVariables>;
export const ConsoleCreateSamlApplicationSecretDocument = new TypedDocumentString(`
    mutation ConsoleCreateSamlApplicationSecret($id: ID!, $lifeSpanInYears: Int!) {
  createSamlApplicationSecret(id: $id, lifeSpanInYears: $lifeSpanInYears) {
    samlApplicationSecret {
      id
    }
    userErrors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateSamlApplicationSecretMutation, ConsoleCreateSamlApplicationSecretMutationVariables>;
export const ConsoleActivateSamlApplicationSecretDocument = new TypedDocumentString(`
    mutation ConsoleActivateSamlApplicationSecret($id: ID!, $secretId: ID!) {
  updateSamlApplicationSecret(id: $id, secretId: $secretId, active: true) {
    samlApplicationSecret {
      id
    }
    userErrors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleActivateSamlApplicationSecretMutation, ConsoleActivateSamlApplicationSecretMutationVariables>;
export const ConsoleDeleteSamlApplicationSecretDocument = new TypedDocumentString(`
    mutation ConsoleDeleteSamlApplicationSecret($id: ID!, $secretId: ID!) {
  deleteSamlApplicationSecret(id: $id, secretId: $secretId) {
    deletedId
    userErrors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteSamlApplicationSecretMutation, ConsoleDeleteSamlApplicationSecretMutationVariables>;
export const ConsoleSamlApplicationsDocument = new TypedDocumentString(`
    query ConsoleSamlApplications($first: Int, $offset: Int) {
  samlApplications(first: $first, offset: $offset) {
    totalCount
    nodes {
      id
      name
      entityId
      acsUrl {
        url
      }
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleSamlApplicationsQuery, ConsoleSamlApplicationsQueryVariables>;
export const ConsoleCreateSamlApplicationDocument = new TypedDocumentString(`
    mutation ConsoleCreateSamlApplication($input: SamlApplicationInput!) {
  createSamlApplication(input: $input) {
    samlApplication {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateSamlApplicationMutation, ConsoleCreateSamlApplicationMutationVariables>;
export const ConsoleScimConnectionsDocument = new TypedDocumentString(`
    query ConsoleScimConnections {
  scimConnections {
    id
    name
    organization {
      id
      name
    }
    createdAt
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleScimConnectionsQuery, ConsoleScimConnectionsQueryVariables>;
export const ConsoleScimPickOrganizationsDocument = new TypedDocumentString(`
    query ConsoleScimPickOrganizations($search: String) {
  organizations(first: 50, search: $search) {
    nodes {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleScimPickOrganizationsQuery, ConsoleScimPickOrganizationsQueryVariables>;
export const ConsoleCreateScimConnectionDocument = new TypedDocumentString(`
    mutation ConsoleCreateScimConnection($input: CreateScimConnectionInput!) {
  createScimConnection(input: $input) {
    scimConnection {
      id
      token
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateScimConnectionMutation, ConsoleCreateScimConnectionMutationVariables>;
export const ConsoleRevokeScimConnectionDocument = new TypedDocumentString(`
    mutation ConsoleRevokeScimConnection($id: ID!) {
  revokeScimConnection(id: $id) {
    scimConnection {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRevokeScimConnectionMutation, ConsoleRevokeScimConnectionMutationVariables>;
export const ConsoleActiveSessionsDocument = new TypedDocumentString(`
    query ConsoleActiveSessions($first: Int, $offset: Int) {
  activeSessions(first: $first, offset: $offset) {
    totalCount
    nodes {
      id
      userId
      createdAt
      lastActiveAt
      expiresAt
      ip
      userAgent
      user {
        id
        username
        name
        primaryEmail
      }
      clients {
        grantId
        applicationId
        applicationName
        isRevoked
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleActiveSessionsQuery, ConsoleActiveSessionsQueryVariables>;
export const ConsoleRevokeSessionDocument = new TypedDocumentString(`
    mutation ConsoleRevokeSession($userId: ID!, $sessionId: ID!) {
  revokeUserSession(userId: $userId, sessionId: $sessionId) {
    revokedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRevokeSessionMutation, ConsoleRevokeSessionMutationVariables>;
export const ConsoleBrandingDocument = new TypedDocumentString(`
    query ConsoleBranding {
  signInExperience {
    productName
    branding {
      logoUrl
      darkLogoUrl
      favicon
      darkFavicon
    }
    color {
      primaryColor
      isDarkModeEnabled
      darkPrimaryColor
    }
    languageInfo {
      autoDetect
      fallbackLanguage
    }
    signIn {
      methods {
        identifier
        password
        verificationCode
        isPasswordPrimary
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleBrandingQuery, ConsoleBrandingQueryVariables>;
export const ConsoleSignInPreviewDocument = new TypedDocumentString(`
    query ConsoleSignInPreview($input: UpdateSignInExperienceInput!, $language: String) {
  signInExperiencePreview(input: $input, language: $language)
}
    `) as unknown as TypedDocumentString<ConsoleSignInPreviewQuery, ConsoleSignInPreviewQueryVariables>;
export const ConsoleSaveBrandingDocument = new TypedDocumentString(`
    mutation ConsoleSaveBranding($input: UpdateSignInExperienceInput!) {
  updateSignInExperience(input: $input) {
    signInExperience {
      productName
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleSaveBrandingMutation, ConsoleSaveBrandingMutationVariables>;
export const ConsoleCaptchaDocument = new TypedDocumentString(`
    query ConsoleCaptcha {
  captchaProvider {
    id
    config {
      type
      siteKey
      projectId
      domain
      mode
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCaptchaQuery, ConsoleCaptchaQueryVariables>;
export const ConsoleCaptchaPolicyDocument = new TypedDocumentString(`
    query ConsoleCaptchaPolicy {
  signInExperience {
    captchaPolicy {
      enabled
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCaptchaPolicyQuery, ConsoleCaptchaPolicyQueryVariables>;
export const ConsoleUpdateCaptchaProviderDocument = new TypedDocumentString(`
    mutation ConsoleUpdateCaptchaProvider($config: CaptchaConfigInput!) {
  updateCaptchaProvider(config: $config) {
    captchaProvider {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateCaptchaProviderMutation, ConsoleUpdateCaptchaProviderMutationVariables>;
export const ConsoleDeleteCaptchaProviderDocument = new TypedDocumentString(`
    mutation ConsoleDeleteCaptchaProvider {
  deleteCaptchaProvider {
    deleted
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteCaptchaProviderMutation, ConsoleDeleteCaptchaProviderMutationVariables>;
export const ConsoleUpdateCaptchaPolicyDocument = new TypedDocumentString(`
    mutation ConsoleUpdateCaptchaPolicy($enabled: Boolean!) {
  updateSignInExperience(input: {captchaPolicy: {enabled: $enabled}}) {
    signInExperience {
      captchaPolicy {
        enabled
      }
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateCaptchaPolicyMutation, ConsoleUpdateCaptchaPolicyMutationVariables>;
export const ConsoleSignInExperienceDocument = new TypedDocumentString(`
    query ConsoleSignInExperience {
  signInExperience {
    signUp {
      identifiers
      verifyEmail
    }
    lockout {
      maxAttempts
      windowSeconds
      durationSeconds
    }
    codeSend {
      limit
      windowSeconds
      ipLimit
    }
    socialSignInConnectorTargets
    singleSignOnEnabled
    passwordPolicy {
      length {
        min
        max
      }
      characterTypes {
        min
      }
      rejects {
        pwned
        repetitionAndSequence
        userInfo
        history
      }
    }
    mfa {
      factors
      policy
      organizationRequiredMfaPolicy
      administratorsRequired
    }
  }
  connectors {
    id
    target
    name
  }
}
    `) as unknown as TypedDocumentString<ConsoleSignInExperienceQuery, ConsoleSignInExperienceQueryVariables>;
export const ConsoleUpdateSignInExperienceDocument = new TypedDocumentString(`
    mutation ConsoleUpdateSignInExperience($input: UpdateSignInExperienceInput!) {
  updateSignInExperience(input: $input) {
    signInExperience {
      signUp {
        identifiers
      }
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateSignInExperienceMutation, ConsoleUpdateSignInExperienceMutationVariables>;
export const ConsoleSigningKeysDocument = new TypedDocumentString(`
    query ConsoleSigningKeys {
  signingKeys {
    id
    algorithm
    status
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleSigningKeysQuery, ConsoleSigningKeysQueryVariables>;
export const ConsoleRotateSigningKeyDocument = new TypedDocumentString(`
    mutation ConsoleRotateSigningKey($signingKeyAlgorithm: String) {
  rotateSigningKey(signingKeyAlgorithm: $signingKeyAlgorithm) {
    signingKeys {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRotateSigningKeyMutation, ConsoleRotateSigningKeyMutationVariables>;
export const ConsoleDeleteSigningKeyDocument = new TypedDocumentString(`
    mutation ConsoleDeleteSigningKey($id: ID!) {
  deleteSigningKey(id: $id) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteSigningKeyMutation, ConsoleDeleteSigningKeyMutationVariables>;
export const ConsoleTokenExchangeEventsDocument = new TypedDocumentString(`
    query ConsoleTokenExchangeEvents($first: Int, $offset: Int, $applicationId: String, $userId: String, $result: TokenExchangeResult, $resource: String, $startTime: DateTime, $endTime: DateTime) {
  tokenExchangeEvents(
    first: $first
    offset: $offset
    applicationId: $applicationId
    userId: $userId
    result: $result
    resource: $resource
    startTime: $startTime
    endTime: $endTime
  ) {
    totalCount
    nodes {
      id
      applicationId
      userId
      resource
      organizationId
      requestedScopes
      grantedScopes
      actorSubject
      result
      error
      errorDescription
      issuedJti
      ip
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleTokenExchangeEventsQuery, ConsoleTokenExchangeEventsQueryVariables>;
export const ConsoleAdministratorsDocument = new TypedDocumentString(`
    query ConsoleAdministrators($first: Int, $offset: Int) {
  users(
    first: $first
    offset: $offset
    isConsoleAdministrator: true
    orderBy: {field: Name, direction: Asc}
  ) {
    totalCount
    nodes {
      id
      username
      primaryEmail
      name
      isSuspended
      hasMfa
      lastSignInAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAdministratorsQuery, ConsoleAdministratorsQueryVariables>;
export const ConsoleCreateUserDocument = new TypedDocumentString(`
    mutation ConsoleCreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    user {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateUserMutation, ConsoleCreateUserMutationVariables>;
export const ConsoleUserDocument = new TypedDocumentString(`
    query ConsoleUser($id: ID!) {
  user(id: $id) {
    id
    username
    primaryEmail
    primaryPhone
    emailVerified
    phoneVerified
    name
    avatar
    customData
    profile
    identities
    ssoIdentities {
      id
      ssoConnectorId
      issuer
      identityId
      detail
      createdAt
    }
    hasPassword
    hasMfa
    isSuspended
    lastSignInAt
    createdAt
    updatedAt
  }
  userOrganizations(userId: $id) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ConsoleUserQuery, ConsoleUserQueryVariables>;
export const ConsoleUpdateUserDocument = new TypedDocumentString(`
    mutation ConsoleUpdateUser($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) {
    user {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateUserMutation, ConsoleUpdateUserMutationVariables>;
export const ConsoleUpdateUserCustomDataDocument = new TypedDocumentString(`
    mutation ConsoleUpdateUserCustomData($id: ID!, $customData: JSONObject!) {
  updateUserCustomData(id: $id, customData: $customData) {
    value
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateUserCustomDataMutation, ConsoleUpdateUserCustomDataMutationVariables>;
export const ConsoleUpdateUserPasswordDocument = new TypedDocumentString(`
    mutation ConsoleUpdateUserPassword($id: ID!, $password: String!) {
  updateUserPassword(id: $id, password: $password) {
    user {
      id
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateUserPasswordMutation, ConsoleUpdateUserPasswordMutationVariables>;
export const ConsoleSetUserIdentifierVerifiedDocument = new TypedDocumentString(`
    mutation ConsoleSetUserIdentifierVerified($id: ID!, $identifierType: VerifiableIdentifierType!, $verified: Boolean!) {
  setUserIdentifierVerified(
    id: $id
    identifierType: $identifierType
    verified: $verified
  ) {
    user {
      id
      emailVerified
      phoneVerified
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleSetUserIdentifierVerifiedMutation, ConsoleSetUserIdentifierVerifiedMutationVariables>;
export const ConsoleSetUserSuspendedDocument = new TypedDocumentString(`
    mutation ConsoleSetUserSuspended($id: ID!, $isSuspended: Boolean!) {
  setUserSuspended(id: $id, isSuspended: $isSuspended) {
    user {
      id
      isSuspended
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleSetUserSuspendedMutation, ConsoleSetUserSuspendedMutationVariables>;
export const ConsoleDeleteUserDocument = new TypedDocumentString(`
    mutation ConsoleDeleteUser($id: ID!) {
  deleteUser(id: $id) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteUserMutation, ConsoleDeleteUserMutationVariables>;
export const ConsoleUserGrantsDocument = new TypedDocumentString(`
    query ConsoleUserGrants($userId: ID!) {
  userGrants(userId: $userId) {
    grants {
      id
      createdAt
      expiresAt
      application {
        id
        name
      }
      scopes
      resourceScopes {
        resource
        scopes
      }
    }
  }
  userAgentLimits(userId: $userId) {
    applicationId
    applicationName
    resources
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleUserGrantsQuery, ConsoleUserGrantsQueryVariables>;
export const ConsoleRevokeUserGrantDocument = new TypedDocumentString(`
    mutation ConsoleRevokeUserGrant($userId: ID!, $grantId: ID!) {
  revokeUserGrant(userId: $userId, grantId: $grantId) {
    revokedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRevokeUserGrantMutation, ConsoleRevokeUserGrantMutationVariables>;
export const ConsoleRemoveUserAgentLimitDocument = new TypedDocumentString(`
    mutation ConsoleRemoveUserAgentLimit($userId: ID!, $applicationId: ID!) {
  removeUserAgentLimit(userId: $userId, applicationId: $applicationId) {
    removedApplicationId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveUserAgentLimitMutation, ConsoleRemoveUserAgentLimitMutationVariables>;
export const ConsoleSetUserAgentLimitDocument = new TypedDocumentString(`
    mutation ConsoleSetUserAgentLimit($userId: ID!, $applicationId: ID!, $resources: [String!]!) {
  setUserAgentLimit(
    userId: $userId
    applicationId: $applicationId
    resources: $resources
  ) {
    limit {
      applicationId
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleSetUserAgentLimitMutation, ConsoleSetUserAgentLimitMutationVariables>;
export const ConsoleAgentLimitResourcesDocument = new TypedDocumentString(`
    query ConsoleAgentLimitResources {
  resources(first: 100) {
    nodes {
      id
      name
      indicator
      isManagement
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAgentLimitResourcesQuery, ConsoleAgentLimitResourcesQueryVariables>;
export const ConsoleSsoConnectorNameDocument = new TypedDocumentString(`
    query ConsoleSsoConnectorName($id: ID!) {
  ssoConnector(id: $id) {
    id
    connectorName
  }
}
    `) as unknown as TypedDocumentString<ConsoleSsoConnectorNameQuery, ConsoleSsoConnectorNameQueryVariables>;
export const ConsoleUserFilterChoicesDocument = new TypedDocumentString(`
    query ConsoleUserFilterChoices {
  roles(first: 100, type: User) {
    nodes {
      id
      name
    }
  }
  organizations(first: 100) {
    nodes {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUserFilterChoicesQuery, ConsoleUserFilterChoicesQueryVariables>;
export const ConsoleUserMfaVerificationsDocument = new TypedDocumentString(`
    query ConsoleUserMfaVerifications($userId: ID!) {
  userMfaVerifications(userId: $userId) {
    id
    type
    createdAt
    lastUsedAt
    name
  }
}
    `) as unknown as TypedDocumentString<ConsoleUserMfaVerificationsQuery, ConsoleUserMfaVerificationsQueryVariables>;
export const ConsoleDeleteUserMfaVerificationDocument = new TypedDocumentString(`
    mutation ConsoleDeleteUserMfaVerification($userId: ID!, $verificationId: ID!) {
  deleteUserMfaVerification(userId: $userId, verificationId: $verificationId) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteUserMfaVerificationMutation, ConsoleDeleteUserMfaVerificationMutationVariables>;
export const ConsoleUserRolesDocument = new TypedDocumentString(`
    query ConsoleUserRoles($userId: ID!) {
  userRoles(userId: $userId, first: 100) {
    nodes {
      id
      name
      description
    }
  }
  roles(first: 100, type: User) {
    nodes {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUserRolesQuery, ConsoleUserRolesQueryVariables>;
export const ConsoleAssignUserRolesDocument = new TypedDocumentString(`
    mutation ConsoleAssignUserRoles($userId: ID!, $roleIds: [ID!]!) {
  assignUserRoles(userId: $userId, roleIds: $roleIds) {
    roles {
      id
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAssignUserRolesMutation, ConsoleAssignUserRolesMutationVariables>;
export const ConsoleRemoveUserRoleDocument = new TypedDocumentString(`
    mutation ConsoleRemoveUserRole($userId: ID!, $roleId: ID!) {
  removeUserRole(userId: $userId, roleId: $roleId) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveUserRoleMutation, ConsoleRemoveUserRoleMutationVariables>;
export const ConsoleUserSessionsDocument = new TypedDocumentString(`
    query ConsoleUserSessions($userId: ID!) {
  userSessions(userId: $userId) {
    sessions {
      id
      createdAt
      expiresAt
      ip
      userAgent
      clients {
        grantId
        applicationId
        applicationName
        isRevoked
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUserSessionsQuery, ConsoleUserSessionsQueryVariables>;
export const ConsoleRevokeUserSessionDocument = new TypedDocumentString(`
    mutation ConsoleRevokeUserSession($userId: ID!, $sessionId: ID!) {
  revokeUserSession(userId: $userId, sessionId: $sessionId) {
    revokedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRevokeUserSessionMutation, ConsoleRevokeUserSessionMutationVariables>;
export const ConsoleUsersDocument = new TypedDocumentString(`
    query ConsoleUsers($first: Int, $offset: Int, $search: String, $isSuspended: Boolean, $hasMfa: Boolean, $roleId: ID, $organizationId: ID, $orderBy: UserOrder) {
  users(
    first: $first
    offset: $offset
    search: $search
    isSuspended: $isSuspended
    hasMfa: $hasMfa
    roleId: $roleId
    organizationId: $organizationId
    orderBy: $orderBy
  ) {
    totalCount
    nodes {
      id
      username
      primaryEmail
      name
      isSuspended
      hasMfa
      lastSignInAt
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUsersQuery, ConsoleUsersQueryVariables>;
export const ConsoleHookEventsDocument = new TypedDocumentString(`
    query ConsoleHookEvents {
  hookEvents
}
    `) as unknown as TypedDocumentString<ConsoleHookEventsQuery, ConsoleHookEventsQueryVariables>;
export const ConsoleCreateHookDocument = new TypedDocumentString(`
    mutation ConsoleCreateHook($input: CreateHookInput!) {
  createHook(input: $input) {
    hook {
      id
    }
    signingKey
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateHookMutation, ConsoleCreateHookMutationVariables>;
export const ConsoleHookDocument = new TypedDocumentString(`
    query ConsoleHook($id: ID!) {
  hook(id: $id) {
    id
    name
    events
    enabled
    config {
      url
      headers
    }
    executionStats {
      successCount
      failedCount
      pendingCount
      requestCount
    }
    createdAt
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleHookQuery, ConsoleHookQueryVariables>;
export const ConsoleUpdateHookDocument = new TypedDocumentString(`
    mutation ConsoleUpdateHook($id: ID!, $input: UpdateHookInput!) {
  updateHook(id: $id, input: $input) {
    hook {
      id
      enabled
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateHookMutation, ConsoleUpdateHookMutationVariables>;
export const ConsoleDeleteHookDocument = new TypedDocumentString(`
    mutation ConsoleDeleteHook($id: ID!) {
  deleteHook(id: $id) {
    deletedId
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDeleteHookMutation, ConsoleDeleteHookMutationVariables>;
export const ConsoleRotateHookSigningKeyDocument = new TypedDocumentString(`
    mutation ConsoleRotateHookSigningKey($id: ID!) {
  rotateHookSigningKey(id: $id) {
    signingKey
    previousKeyExpiresAt
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRotateHookSigningKeyMutation, ConsoleRotateHookSigningKeyMutationVariables>;
export const ConsoleTestHookDocument = new TypedDocumentString(`
    mutation ConsoleTestHook($id: ID!, $input: TestHookInput!) {
  testHook(id: $id, input: $input) {
    results {
      event
      success
      statusCode
      durationMs
      responseExcerpt
      error
    }
    userErrors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleTestHookMutation, ConsoleTestHookMutationVariables>;
export const ConsoleHookLogsDocument = new TypedDocumentString(`
    query ConsoleHookLogs($id: ID!, $first: Int, $offset: Int, $event: String, $result: HookLogResult, $startTime: DateTime, $endTime: DateTime) {
  hookRecentLogs(
    id: $id
    first: $first
    offset: $offset
    event: $event
    result: $result
    startTime: $startTime
    endTime: $endTime
  ) {
    totalCount
    nodes {
      id
      deliveryId
      webhookId
      event
      attempt
      result
      statusCode
      durationMs
      responseExcerpt
      error
      payload
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleHookLogsQuery, ConsoleHookLogsQueryVariables>;
export const ConsoleRedeliverHookDeliveryDocument = new TypedDocumentString(`
    mutation ConsoleRedeliverHookDelivery($id: ID!, $deliveryId: ID!) {
  redeliverHookDelivery(id: $id, deliveryId: $deliveryId) {
    delivery {
      id
      status
    }
    userErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleRedeliverHookDeliveryMutation, ConsoleRedeliverHookDeliveryMutationVariables>;
export const ConsoleHooksDocument = new TypedDocumentString(`
    query ConsoleHooks($first: Int, $offset: Int, $search: String) {
  hooks(first: $first, offset: $offset, search: $search) {
    totalCount
    nodes {
      id
      name
      events
      enabled
      config {
        url
      }
      executionStats {
        successCount
        failedCount
        pendingCount
        requestCount
      }
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleHooksQuery, ConsoleHooksQueryVariables>;