import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { Scope as ScopeModel } from '../domain/directory/resources.js';
import { User as UserModel } from '../domain/directory/users.js';
import { ApplicationView as ApplicationModel } from '../domain/directory/applications.js';
import { PersonalAccessToken as PersonalAccessTokenModel } from '../domain/oauth/personal-access-tokens.js';
import { ApplicationSignInExperience as ApplicationSignInExperienceModel } from '../domain/sign-in/application-sign-in-experience.js';
import { OrganizationApplication as OrganizationApplicationModel } from '../domain/directory/organizations-members.js';
import { ResourceScopeRef as OrganizationRoleResourceScopeModel } from '../domain/directory/organizations-roles.js';
import { OrganizationEmailDomain as OrganizationEmailDomainModel } from '../domain/federation/organizations-jit.js';
import { ApplicationSecret as NamedApplicationSecretModel } from '../domain/directory/application-secrets.js';
import { EmailTemplate as EmailTemplateModel } from '../domain/sign-in/email-templates.js';
import { Connector as ConnectorModel } from '../domain/federation/connectors.js';
import { SamlApplication as SamlApplicationModel, SamlApplicationSecret as SamlApplicationSecretModel } from '../domain/directory/saml-applications.js';
import { SsoConnector as SsoConnectorModel } from '../domain/federation/sso-connectors.js';
import { SsoIdentity as UserSsoIdentityModel } from '../domain/federation/user-identities.js';
import { ApplicationAccessControl as ApplicationAccessControlModel } from '../domain/directory/application-access-control.js';
import { GraphQLContext } from './context.js';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in time, ISO 8601 in GraphQL (REST renders it as epoch milliseconds). */
  DateTime: { input: Date; output: Date; }
  /** An email address (RFC 5322 addr-spec). */
  EmailAddress: { input: string; output: string; }
  /** A JSON object of arbitrary shape. */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
  /** An absolute URL. */
  URL: { input: string; output: string; }
};

/** What an id of an access-control list is called. */
export type AccessControlLabel = {
  __typename?: 'AccessControlLabel';
  /** The user's, role's or organization's id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  label: Scalars['String']['output'];
};

/** A client of the OAuth 2.0 / OIDC provider. Its secret is never shown after creation or rotation. */
export type Application = {
  __typename?: 'Application';
  /**
   * Whether sign-in to the application is limited to allowed users and roles. False until
   * application-level access control exists (the compatible Management API's field).
   */
  appLevelAccessControlEnabled: Scalars['Boolean']['output'];
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** Token exchange settings. */
  customClientMetadata: CustomClientMetadata;
  /** Free-form data an administrator keeps on the application (PATCH …/custom-data merges into it). */
  customData: Scalars['JSONObject']['output'];
  /** What the application is. */
  description?: Maybe<Scalars['String']['output']>;
  /** Opaque identifier, the OAuth `client_id`. */
  id: Scalars['ID']['output'];
  /**
   * Claim mappings its ID tokens carry (declarative custom claims; a Tessera extension). Empty unless
   * set with setApplicationIdTokenClaims. Userinfo does not carry them.
   */
  idTokenClaims: Array<ClaimMapping>;
  /** True for the bootstrap administrator application, which cannot be deleted. */
  isAdmin: Scalars['Boolean']['output'];
  /**
   * True for the applications Tessera itself makes and keeps: the bootstrap administrator
   * application (`isAdmin`) and the console's own client (`tessera-console`).
   */
  isBuiltIn: Scalars['Boolean']['output'];
  /**
   * Whether the application is a third-party one (set at creation, never changed): its users see a
   * consent screen and it may ask only for its user consent scopes; it never gets token exchange.
   */
  isThirdParty: Scalars['Boolean']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Redirect URIs. */
  oidcClientMetadata: OidcClientMetadata;
  /**
   * Always null: protected apps (a hosted reverse proxy in front of an application) are not a
   * Tessera feature (the compatible Management API's field).
   */
  protectedAppMetadata?: Maybe<Scalars['JSONObject']['output']>;
  /**
   * How the application registered itself, or null when an administrator created it. Self-registered
   * applications are always third-party (their users consent).
   */
  registrationKind?: Maybe<ApplicationRegistrationKind>;
  /** Always `default`: Tessera serves one tenant (the compatible Management API's field). */
  tenantId: Scalars['String']['output'];
  /** The kind of application; fixed at creation. */
  type: ApplicationType;
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * Who may sign in to an application, refresh its tokens or have a token exchanged by it. While
 * `enabled` is false everybody may; while true only the users the four lists allow.
 */
export type ApplicationAccessControl = {
  __typename?: 'ApplicationAccessControl';
  /** Whether the application restricts access (the compatible API's appLevelAccessControlEnabled). */
  enabled: Scalars['Boolean']['output'];
  /** A name for each user, role, organization and organization role the lists hold (a user by username, name or email), for display. */
  labels: Array<AccessControlLabel>;
  /** Members of these organizations are allowed. */
  organizationIds: Array<Scalars['ID']['output']>;
  /** Members holding one of the listed organization roles in the rule's organization are allowed. */
  organizationRoleRules: Array<ApplicationAccessOrganizationRoleRule>;
  /** Users allowed one by one. */
  userIds: Array<Scalars['ID']['output']>;
  /** Users holding any of these roles are allowed. */
  userRoleIds: Array<Scalars['ID']['output']>;
};

/** The whole access control of an application; a list left out becomes empty. */
export type ApplicationAccessControlInput = {
  /** Turn the restriction on or off; unchanged when left out. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Organizations whose members are allowed. */
  organizationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Organization roles, per organization, whose holders are allowed. */
  organizationRoleRules?: InputMaybe<Array<ApplicationAccessOrganizationRoleRuleInput>>;
  /** Users allowed one by one. */
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Roles whose users are allowed. */
  userRoleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The result of replacing an application's access control. */
export type ApplicationAccessControlPayload = {
  __typename?: 'ApplicationAccessControlPayload';
  /** The access control as stored; null when the mutation failed. */
  accessControl?: Maybe<ApplicationAccessControl>;
  /** Why it failed (entity.not_found for an unknown application or id, application.invalid_access_control_rule); empty on success. */
  userErrors: Array<UserError>;
};

/** Organization roles that allow an application inside one organization. */
export type ApplicationAccessOrganizationRoleRule = {
  __typename?: 'ApplicationAccessOrganizationRoleRule';
  /** The organization. */
  organizationId: Scalars['ID']['output'];
  /** Members holding any of these organization roles there are allowed. */
  organizationRoleIds: Array<Scalars['ID']['output']>;
};

/** One organization-role rule of an access-control replacement. */
export type ApplicationAccessOrganizationRoleRuleInput = {
  /** The organization. */
  organizationId: Scalars['ID']['input'];
  /** At least one organization role (application.invalid_access_control_rule otherwise). */
  organizationRoleIds: Array<Scalars['ID']['input']>;
};

/** A page of applications. */
export type ApplicationConnection = {
  __typename?: 'ApplicationConnection';
  /** Items with cursors. */
  edges: Array<ApplicationEdge>;
  /** Items without cursors. */
  nodes: Array<Application>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of applications matching the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of an application connection. */
export type ApplicationEdge = {
  __typename?: 'ApplicationEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The application. */
  node: Application;
};

/** The result of a mutation returning an application. */
export type ApplicationPayload = {
  __typename?: 'ApplicationPayload';
  /** The application after the change; null when the mutation failed. */
  application?: Maybe<Application>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** How an application registered itself. */
export type ApplicationRegistrationKind =
  /** Through RFC 7591 dynamic client registration (`POST /oidc/register`). */
  | 'DYNAMIC'
  /** From a client ID metadata document: its `client_id` is the document's https URL. */
  | 'METADATA_DOCUMENT';

/** The result of creating an application or rotating its secret: the only time the secret is shown. */
export type ApplicationSecretPayload = {
  __typename?: 'ApplicationSecretPayload';
  /** The application; null when the mutation failed. */
  application?: Maybe<Application>;
  /**
   * The client secret (Traditional and MachineToMachine only). Stored only as a SHA-256 digest:
   * it cannot be shown again.
   */
  secret?: Maybe<Scalars['String']['output']>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** An application's own branding on the sign-in pages (the compatible product's per-application sign-in experience). */
export type ApplicationSignInExperience = {
  __typename?: 'ApplicationSignInExperience';
  /** The application. */
  applicationId: Scalars['String']['output'];
  /** `logoUrl`, `darkLogoUrl`, `favicon`, `darkFavicon` (http(s) URLs). */
  branding: Scalars['JSONObject']['output'];
  /** `primaryColor`, `isDarkModeEnabled`, `darkPrimaryColor` (colours as #rrggbb). */
  color: Scalars['JSONObject']['output'];
  /** Custom CSS for the sign-in pages; null for none. */
  customCss?: Maybe<Scalars['String']['output']>;
  /** The name shown instead of the application's name; null for its name. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** The privacy policy shown on its sign-in pages; null for none. */
  privacyPolicyUrl?: Maybe<Scalars['String']['output']>;
  /** Always `default`: Tessera serves one tenant. */
  tenantId: Scalars['String']['output'];
  /** The terms of use shown on its sign-in pages; null for none. */
  termsOfUseUrl?: Maybe<Scalars['String']['output']>;
};

/** An application's branding, replaced whole: a field left out is cleared. */
export type ApplicationSignInExperienceInput = {
  /** See ApplicationSignInExperience.branding. */
  branding?: InputMaybe<Scalars['JSONObject']['input']>;
  /** See ApplicationSignInExperience.color. */
  color?: InputMaybe<Scalars['JSONObject']['input']>;
  /** See ApplicationSignInExperience.customCss. */
  customCss?: InputMaybe<Scalars['String']['input']>;
  /** See ApplicationSignInExperience.displayName. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** Required: an http(s) URL, or null (or "") for none. */
  privacyPolicyUrl?: InputMaybe<Scalars['String']['input']>;
  /** Required: an http(s) URL, or null (or "") for none. */
  termsOfUseUrl?: InputMaybe<Scalars['String']['input']>;
};

/** The result of replacing an application's branding. */
export type ApplicationSignInExperiencePayload = {
  __typename?: 'ApplicationSignInExperiencePayload';
  /** The record after the change; null when the mutation failed. */
  signInExperience?: Maybe<ApplicationSignInExperience>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

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

/**
 * What a third-party application may ask a user for (the compatible API's user consent scopes).
 * Anything else it asks for in an authorization request is dropped; `openid` and `offline_access`
 * are always allowed.
 */
export type ApplicationUserConsentScopes = {
  __typename?: 'ApplicationUserConsentScopes';
  /** Organization-level API resource scopes: always empty (resource scopes serve organization tokens too). */
  organizationResourceScopes: Array<ResourceConsentScopes>;
  /** Organization scopes. */
  organizationScopes: Array<ConsentScope>;
  /** API resource scopes, grouped by resource. */
  resourceScopes: Array<ResourceConsentScopes>;
  /** User scopes: profile, email, phone, address, custom_data, identities, roles, urn:logto:scope:organizations, urn:logto:scope:organization_roles, urn:logto:scope:sessions. */
  userScopes: Array<Scalars['String']['output']>;
};

/** The result of changing an application's consent scopes. */
export type ApplicationUserConsentScopesPayload = {
  __typename?: 'ApplicationUserConsentScopesPayload';
  /** The consent scopes after the change; null when the mutation failed. */
  consentScopes?: Maybe<ApplicationUserConsentScopes>;
  /** Why it failed: entity.not_found, application.third_party_application_only (422), application.user_consent_scopes_not_found (422). */
  userErrors: Array<UserError>;
};

/** Consent scopes to add to a third-party application (those already there stay). */
export type AssignUserConsentScopesInput = {
  /** Organization scope ids. */
  organizationScopes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** API resource scope ids. */
  resourceScopes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** User scope names (see ApplicationUserConsentScopes.userScopes). */
  userScopes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/**
 * One HTTP attempt of a back-channel logout (OpenID Connect Back-Channel Logout 1.0): a logout
 * token POSTed to the application's backchannelLogoutUri. Delivered, retried and logged as webhook
 * deliveries are, in a log of its own per application.
 */
export type BackchannelLogoutAttempt = {
  __typename?: 'BackchannelLogoutAttempt';
  /** Attempt number within the notice, from 1. */
  attempt: Scalars['Int']['output'];
  /** When the attempt ended. */
  createdAt: Scalars['DateTime']['output'];
  /** The logout notice (one ended session for one application) this attempt belongs to. */
  deliveryId: Scalars['ID']['output'];
  /** Time to the answer (or the failure), in milliseconds. */
  durationMs: Scalars['Int']['output'];
  /** Why it failed, when it did. */
  error?: Maybe<Scalars['String']['output']>;
  /** Opaque identifier of the attempt. */
  id: Scalars['ID']['output'];
  /** The beginning of the response body (at most 4 KiB). */
  responseExcerpt?: Maybe<Scalars['String']['output']>;
  /** Success (a 2xx answer) or failure. */
  result: HookLogResult;
  /** The ended session (`sid`; in the token only when the application requires it). */
  sid: Scalars['String']['output'];
  /** HTTP status answered, if any. */
  statusCode?: Maybe<Scalars['Int']['output']>;
  /** The user the logout token named (`sub`). */
  sub: Scalars['String']['output'];
};

/** A page of back-channel logout attempts, newest first. */
export type BackchannelLogoutAttemptConnection = {
  __typename?: 'BackchannelLogoutAttemptConnection';
  /** Items with cursors. */
  edges: Array<BackchannelLogoutAttemptEdge>;
  /** Items without cursors. */
  nodes: Array<BackchannelLogoutAttempt>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of attempts matching the filter. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of a back-channel logout attempt connection. */
export type BackchannelLogoutAttemptEdge = {
  __typename?: 'BackchannelLogoutAttemptEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The attempt. */
  node: BackchannelLogoutAttempt;
};

/** Images of the sign-in pages: absolute http(s) URLs, or null for none. */
export type Branding = {
  __typename?: 'Branding';
  /** The favicon shown instead when the dark theme is in use (needs color.isDarkModeEnabled). */
  darkFavicon?: Maybe<Scalars['String']['output']>;
  /** The logo shown instead when the dark theme is in use (needs color.isDarkModeEnabled). */
  darkLogoUrl?: Maybe<Scalars['String']['output']>;
  /** The pages' favicon. */
  favicon?: Maybe<Scalars['String']['output']>;
  /** The logo above every page's heading. */
  logoUrl?: Maybe<Scalars['String']['output']>;
};

/** Changes to the images of the sign-in pages; omitted fields keep their value, an empty string removes the image. */
export type BrandingInput = {
  /** The dark theme's favicon: an absolute http(s) URL, or "" for none. */
  darkFavicon?: InputMaybe<Scalars['String']['input']>;
  /** The dark theme's logo: an absolute http(s) URL, or "" for none. */
  darkLogoUrl?: InputMaybe<Scalars['String']['input']>;
  /** The favicon: an absolute http(s) URL, or "" for none. */
  favicon?: InputMaybe<Scalars['String']['input']>;
  /** The logo: an absolute http(s) URL, or "" for none. */
  logoUrl?: InputMaybe<Scalars['String']['input']>;
};

/** A CAPTCHA provider's settings, in the compatible product's `config` shape. */
export type CaptchaConfig = {
  __typename?: 'CaptchaConfig';
  /** reCAPTCHA Enterprise: the host its script is loaded from (e.g. `www.recaptcha.net`); null for the default. */
  domain?: Maybe<Scalars['String']['output']>;
  /** reCAPTCHA Enterprise: the key's kind; null (score-based) unless set. */
  mode?: Maybe<RecaptchaMode>;
  /** reCAPTCHA Enterprise: the Google Cloud project id; null for Turnstile. */
  projectId?: Maybe<Scalars['String']['output']>;
  /**
   * Always `********`: the secret key is write-only (sealed at rest). Sent back unchanged on
   * update, it keeps the stored one.
   */
  secretKey: Scalars['String']['output'];
  /** The public site key the pages' widget uses. */
  siteKey: Scalars['String']['output'];
  /** Which provider. */
  type: CaptchaType;
};

/** A CAPTCHA provider's settings to store (the whole config each time). */
export type CaptchaConfigInput = {
  /** reCAPTCHA Enterprise: the host to load its script from instead of www.google.com. */
  domain?: InputMaybe<Scalars['String']['input']>;
  /** reCAPTCHA Enterprise: the key's kind (default `invisible`). */
  mode?: InputMaybe<RecaptchaMode>;
  /** reCAPTCHA Enterprise (required there): the Google Cloud project id. */
  projectId?: InputMaybe<Scalars['String']['input']>;
  /** The secret key (1–512 printable characters); `********` keeps the stored key of the same type. */
  secretKey: Scalars['String']['input'];
  /** The public site key (1–256 printable characters). */
  siteKey: Scalars['String']['input'];
  /** Which provider. */
  type: CaptchaType;
};

/** Whether a CAPTCHA is required (the compatible product's shape). */
export type CaptchaPolicy = {
  __typename?: 'CaptchaPolicy';
  /** With true, verifying a password, sending a sign-in code and creating an account need a CAPTCHA token checked by the provider. Default: false. */
  enabled: Scalars['Boolean']['output'];
};

/** Whether to require a CAPTCHA. */
export type CaptchaPolicyInput = {
  /** Require it (a CAPTCHA provider must be set first). */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * The CAPTCHA provider of the instance (there is at most one). Whether sign-in and registration
 * require it is the sign-in experience's `captchaPolicy.enabled`.
 */
export type CaptchaProvider = {
  __typename?: 'CaptchaProvider';
  /** The provider's settings, the secret key masked. */
  config: CaptchaConfig;
  /** When it was first set. */
  createdAt: Scalars['DateTime']['output'];
  /** Opaque identifier, kept across updates. */
  id: Scalars['ID']['output'];
  /** Always `default`: Tessera serves one tenant (the compatible Management API's field). */
  tenantId: Scalars['String']['output'];
  /** When it was last set. */
  updatedAt: Scalars['DateTime']['output'];
};

/** The result of setting the CAPTCHA provider. */
export type CaptchaProviderPayload = {
  __typename?: 'CaptchaProviderPayload';
  /** The provider as stored, the secret key masked; null when the mutation failed. */
  captchaProvider?: Maybe<CaptchaProvider>;
  /** Why the mutation failed (guard.invalid_input); empty on success. */
  userErrors: Array<UserError>;
};

/** The kind of CAPTCHA the sign-in and registration pages show (the compatible product's two). */
export type CaptchaType =
  /** Google reCAPTCHA Enterprise; tokens are checked by an assessment in its Google Cloud project. */
  | 'RecaptchaEnterprise'
  /** Cloudflare Turnstile; tokens are checked at its siteverify endpoint. */
  | 'Turnstile';

/** One custom claim of a token, filled from a declared source (no admin code runs). */
export type ClaimMapping = {
  __typename?: 'ClaimMapping';
  /**
   * The claim's name: 1 to 64 of letters, digits, `_ . : -`; never a reserved claim (iss, sub, aud, exp, iat,
   * nbf, jti, scope, client_id, act, cnf, azp, sid, auth_time, nonce, acr, amr, at_hash, organization_id,
   * pat_id, grant_id).
   */
  claim: Scalars['String']['output'];
  /**
   * Its source: `user.<id|username|primaryEmail|primaryPhone|name|avatar>`, `customData.<dot path>`, `roles`
   * (the user's role names), `organizationRoles` (role names in the token's organization, or
   * `<organization id>:<role>` for each outside one), `application.<id|name>` or
   * `application.customClientMetadata.<dot path>`. A value absent or null leaves the claim out.
   */
  from: Scalars['String']['output'];
  /**
   * Only for tokens of these grants (authorization_code, refresh_token, client_credentials,
   * urn:ietf:params:oauth:grant-type:token-exchange, urn:ietf:params:oauth:grant-type:device_code);
   * every grant when null.
   */
  grantTypes?: Maybe<Array<Scalars['String']['output']>>;
};

/** A claim mapping to save; see ClaimMapping. */
export type ClaimMappingInput = {
  /** The claim's name (see ClaimMapping.claim); a reserved one is `guard.invalid_input`. */
  claim: Scalars['String']['input'];
  /** Its source (see ClaimMapping.from). */
  from: Scalars['String']['input'];
  /** Only for tokens of these grants; every grant when absent. */
  grantTypes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The result of setResourceClaimMappings. */
export type ClaimMappingsPayload = {
  __typename?: 'ClaimMappingsPayload';
  /** The mappings as saved; null when the mutation failed. */
  mappings?: Maybe<Array<ClaimMapping>>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * How clients may register themselves (RFC 7591 dynamic registration, client ID metadata
 * documents). Off by default; docs/agents.md describes each setting.
 */
export type ClientRegistrationSettings = {
  __typename?: 'ClientRegistrationSettings';
  /** The grant types a registration may list: `authorization_code`, `refresh_token`. */
  allowedGrantTypes: Array<Scalars['String']['output']>;
  /** The API resources (indicators) whose scopes a self-registered client may be given, with the user's consent. */
  allowedResources: Array<Scalars['String']['output']>;
  /** The user scopes (openid, profile, email, offline_access…) a registration may list. */
  allowedScopes: Array<Scalars['String']['output']>;
  /** Whether an https `client_id` is taken as the address of a client ID metadata document. */
  clientIdMetadataDocuments: Scalars['Boolean']['output'];
  /** Whether `POST /oidc/register` accepts registrations (and discovery names it as `registration_endpoint`). */
  enabled: Scalars['Boolean']['output'];
  /** Registrations accepted from one client address (IPv6: its /64) per hour. */
  registrationsPerHour: Scalars['Int']['output'];
  /** Whether a registration must carry an initial access token (`Authorization: Bearer …`). */
  requireInitialAccessToken: Scalars['Boolean']['output'];
};

/** The result of changing the client registration settings. */
export type ClientRegistrationSettingsPayload = {
  __typename?: 'ClientRegistrationSettingsPayload';
  /** The settings as they now are; null when the mutation failed. */
  settings?: Maybe<ClientRegistrationSettings>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** Send-rate limit (defaults from CODE_SEND_LIMIT, CODE_SEND_WINDOW_SECONDS). */
export type CodeSendSettings = {
  __typename?: 'CodeSendSettings';
  /** Codes that may be sent at the request of one client address (IPv6: one /64), to any recipients, within the window. */
  ipLimit: Scalars['Int']['output'];
  /** Codes that may be sent to one recipient within the rolling window. */
  limit: Scalars['Int']['output'];
  /** The rolling window, in seconds. */
  windowSeconds: Scalars['Int']['output'];
};

/** Changes to the send-rate limit; omitted fields keep their value. */
export type CodeSendSettingsInput = {
  /** Codes per client address within the window (>= 1). */
  ipLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Codes per recipient within the window (>= 1). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** The rolling window in seconds (>= 1). */
  windowSeconds?: InputMaybe<Scalars['Int']['input']>;
};

/** Colours of the sign-in pages (`#rrggbb`); text on them is black or white, whichever reads better. */
export type ColorSettings = {
  __typename?: 'ColorSettings';
  /** The primary colour of the dark theme (default #6ea8fe). */
  darkPrimaryColor: Scalars['String']['output'];
  /** Whether the pages follow the browser's dark colour-scheme preference. */
  isDarkModeEnabled: Scalars['Boolean']['output'];
  /** Buttons, links and the focus ring (default #0a58ca). */
  primaryColor: Scalars['String']['output'];
};

/** Changes to the colours; omitted fields keep their value. */
export type ColorSettingsInput = {
  /** A #rrggbb colour for the dark theme. */
  darkPrimaryColor?: InputMaybe<Scalars['String']['input']>;
  /** Whether the pages follow the browser's dark colour-scheme preference. */
  isDarkModeEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** A #rrggbb colour. */
  primaryColor?: InputMaybe<Scalars['String']['input']>;
};

/** A field of a connector kind's configuration, read from the schema the server checks it with. */
export type ConfigField = {
  __typename?: 'ConfigField';
  /** What an absent value becomes (JSON text for a JSON field); null when nothing. */
  defaultValue?: Maybe<Scalars['String']['output']>;
  /** Help text. */
  description?: Maybe<Scalars['String']['output']>;
  /** The config key. */
  key: Scalars['String']['output'];
  /** Label for a form. */
  label: Scalars['String']['output'];
  /** The choices of a SELECT field. */
  options: Array<Scalars['String']['output']>;
  /** Whether the config must give it (the schema refuses it absent). */
  required: Scalars['Boolean']['output'];
  /** Write-only: sealed at rest and never returned; left out of an update, the stored one is kept. */
  secret: Scalars['Boolean']['output'];
  /** The input it takes. */
  type: ConfigFieldType;
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

/**
 * An upstream identity provider users may sign in with (Google, GitHub, Microsoft, or any OpenID
 * Connect or OAuth 2.0 provider). Its client secret is never shown.
 */
export type Connector = {
  __typename?: 'Connector';
  /** The redirect URI to register at the provider (`{BASE_URL}/callback/social/{id}`). */
  callbackUri: Scalars['String']['output'];
  /** The factory's settings as stored, without `clientSecret`. */
  config: Scalars['JSONObject']['output'];
  /** The factory it was made from: oidc, oauth2, google, github or microsoft. */
  connectorId: Scalars['String']['output'];
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** Whether the sign-in page offers it and its callback accepts answers; a disabled connector keeps its settings. */
  enabled: Scalars['Boolean']['output'];
  /** Opaque identifier; the sign-in routes and the callback URL name it. */
  id: Scalars['ID']['output'];
  /** Logo URL (same as metadata.logo). */
  logo?: Maybe<Scalars['String']['output']>;
  /** Display settings. */
  metadata: ConnectorMetadata;
  /** Display name (same as metadata.name). */
  name: Scalars['String']['output'];
  /** Whether name, avatar and email are taken from the provider at every sign-in, not only the first. */
  syncProfile: Scalars['Boolean']['output'];
  /** The key of linked identities (same as metadata.target). */
  target: Scalars['String']['output'];
  /** Always `Social` here (enterprise single sign-on has its own connectors). */
  type: Scalars['String']['output'];
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A kind of connector that can be created, with its configuration form. */
export type ConnectorFactory = {
  __typename?: 'ConnectorFactory';
  /** The configuration's fields, read from the schema the server checks a config with. */
  configFields: Array<ConfigField>;
  /** What it connects to. */
  description: Scalars['String']['output'];
  /** The configuration form (the compatible product's shape). */
  formItems: Array<ConnectorFormItem>;
  /** The factory id, given as `connectorId` when creating a connector. */
  id: Scalars['ID']['output'];
  /** Whether it is a generic (standard-protocol) factory, which needs its own target. */
  isStandard: Scalars['Boolean']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Always `Universal`. */
  platform: Scalars['String']['output'];
  /** oidc or oauth2. */
  protocol: Scalars['String']['output'];
  /** The fixed target of a preset; null for generic factories. */
  target?: Maybe<Scalars['String']['output']>;
  /** Always `Social`. */
  type: Scalars['String']['output'];
};

/** A field of a connector factory's configuration form. */
export type ConnectorFormItem = {
  __typename?: 'ConnectorFormItem';
  /** The value used when none is given (a Json item's as JSON text). */
  defaultValue?: Maybe<Scalars['String']['output']>;
  /** Help text. */
  description?: Maybe<Scalars['String']['output']>;
  /** A secret: write-only, never shown once stored. */
  isConfidential: Scalars['Boolean']['output'];
  /** The config key. */
  key: Scalars['String']['output'];
  /** Label for a form. */
  label: Scalars['String']['output'];
  /** Whether a new connector must give it. */
  required: Scalars['Boolean']['output'];
  /** Text, MultilineText, Json or Select. */
  type: Scalars['String']['output'];
};

/** How a social connector is shown: its name and logo on the sign-in page, and its target. */
export type ConnectorMetadata = {
  __typename?: 'ConnectorMetadata';
  /** Logo URL, when one is set. */
  logo?: Maybe<Scalars['String']['output']>;
  /** The name on the "Continue with …" button. */
  name: Scalars['String']['output'];
  /** The key of users' linked identities from this connector (`identities[target]`). */
  target: Scalars['String']['output'];
};

/** Display settings of a connector. */
export type ConnectorMetadataInput = {
  /** Logo URL (empty or null removes it). */
  logo?: InputMaybe<Scalars['String']['input']>;
  /** The name on the sign-in button. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The key of linked identities; required for generic factories, fixed for presets. */
  target?: InputMaybe<Scalars['String']['input']>;
};

/** Result of createConnector / updateConnector. */
export type ConnectorPayload = {
  __typename?: 'ConnectorPayload';
  /** The connector, absent when there were userErrors. */
  connector?: Maybe<Connector>;
  /** What was wrong with the input. */
  userErrors: Array<UserError>;
};

/** A test sign-in, started (startConnectorTest, startSsoConnectorTest). */
export type ConnectorTestPayload = {
  __typename?: 'ConnectorTestPayload';
  /** When the test lapses if nobody finished it (10 minutes after it started). */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The page to open in the browser that should sign in; it works once, until `expiresAt`. */
  url?: Maybe<Scalars['String']['output']>;
  /** What was wrong: e.g. a connector that does not exist, or whose provider cannot be reached. */
  userErrors: Array<UserError>;
};

/** The organizations a user let a third-party application reach. */
export type ConsentOrganizations = {
  __typename?: 'ConsentOrganizations';
  /** The organizations, oldest membership first. */
  organizations: Array<Organization>;
};

/** The result of granting or replacing the organizations a user let an application reach. */
export type ConsentOrganizationsPayload = {
  __typename?: 'ConsentOrganizationsPayload';
  /** The organizations now granted; null when the mutation failed. */
  organizations?: Maybe<Array<Organization>>;
  /** Why it failed: entity.not_found, application.third_party_application_only (422), organization.require_membership (422). */
  userErrors: Array<UserError>;
};

/** The result of removing something from a consent. */
export type ConsentRemovalPayload = {
  __typename?: 'ConsentRemovalPayload';
  /** The id removed; null when the mutation failed. */
  removedId?: Maybe<Scalars['ID']['output']>;
  /** Why it failed; empty on success. */
  userErrors: Array<UserError>;
};

/** A scope a third-party application may ask a user for (an organization scope or an API resource scope). */
export type ConsentScope = {
  __typename?: 'ConsentScope';
  /** What the scope allows, shown on the consent screen. */
  description?: Maybe<Scalars['String']['output']>;
  /** The scope's id. */
  id: Scalars['ID']['output'];
  /** The scope's name, as a client asks for it. */
  name: Scalars['String']['output'];
};

/** The API resource a group of consent scopes belongs to. */
export type ConsentScopeResource = {
  __typename?: 'ConsentScopeResource';
  /** The resource's id. */
  id: Scalars['ID']['output'];
  /** The resource indicator a client names in `resource`. */
  indicator: Scalars['String']['output'];
  /** The resource's name. */
  name: Scalars['String']['output'];
};

/** The console's landing page: a few counts of what happened on this instance, each one cheap query. */
export type ConsoleDashboard = {
  __typename?: 'ConsoleDashboard';
  /** Webhook deliveries created since `since` that failed after their last retry (a redelivery is a delivery of its own). */
  failedWebhookDeliveries: Scalars['Int']['output'];
  /** Token exchanges refused since `since`. */
  refusedTokenExchanges: Scalars['Int']['output'];
  /** Browser sessions started since `since`: each sign-in (or registration) through the sign-in experience starts one. */
  signIns: Scalars['Int']['output'];
  /** The start of the period the counts below cover (the `since` asked for, or the start of the current UTC day). */
  since: Scalars['DateTime']['output'];
  /** Token exchanges (RFC 8693) granted since `since`. */
  tokenExchanges: Scalars['Int']['output'];
  /** Every user, suspended or not. */
  userCount: Scalars['Int']['output'];
};

/** The key that signs the sign-in session's cookies, as the key configuration shows it (never the key). */
export type CookieKey = {
  __typename?: 'CookieKey';
  /** When the key was stored (the epoch for a key set with COOKIE_SECRET). */
  createdAt: Scalars['DateTime']['output'];
  /** A digest prefix of the key, to tell keys apart. */
  id: Scalars['ID']['output'];
};

/** Fields of a new application. */
export type CreateApplicationInput = {
  /** Token exchange settings. */
  customClientMetadata?: InputMaybe<CustomClientMetadataInput>;
  /** What the application is. */
  description?: InputMaybe<Scalars['String']['input']>;
  /**
   * A third-party application (Traditional, SPA or Native only: else
   * `application.invalid_third_party_application_type`; never with token exchange:
   * `application.third_party_application_cannot_enable_token_exchange`). Default false; fixed for
   * the application's life.
   */
  isThirdParty?: InputMaybe<Scalars['Boolean']['input']>;
  /** Display name (required, non-empty). */
  name: Scalars['String']['input'];
  /** Redirect URIs (not for MachineToMachine applications). */
  oidcClientMetadata?: InputMaybe<OidcClientMetadataInput>;
  /** The kind of application. */
  type: ApplicationType;
};

/** A new connector. */
export type CreateConnectorInput = {
  /** The factory's settings, with `clientSecret` (sealed at rest, never shown again). */
  config: Scalars['JSONObject']['input'];
  /** The factory: oidc, oauth2, google, github or microsoft. */
  connectorId: Scalars['String']['input'];
  /** Offered and accepted at sign-in (default true). */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Display settings. */
  metadata?: InputMaybe<ConnectorMetadataInput>;
  /** Take name, avatar and email from the provider at every sign-in (default false: first sign-in only). */
  syncProfile?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A new hook. */
export type CreateHookInput = {
  /** Target. */
  config: HookConfigInput;
  /** Defaults to true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The compatible product's legacy single event (e.g. `PostRegister`), used when `events` is absent. */
  event?: InputMaybe<Scalars['String']['input']>;
  /**
   * Event names (non-empty, each from the catalogue). Absent: `event` names the one event, as in the
   * compatible product's legacy body; neither is `hook.missing_events` (400).
   */
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  /**
   * Display name; when absent, the name of its first event (the compatible product's legacy body
   * has none).
   */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Result of createHook: the signing key is shown only here. */
export type CreateHookPayload = {
  __typename?: 'CreateHookPayload';
  /** The hook, or null when the mutation failed. */
  hook?: Maybe<Hook>;
  /** The signing key (`whsec_…`): keep it, it is not shown again. */
  signingKey?: Maybe<Scalars['String']['output']>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** Fields of a new initial access token. */
export type CreateInitialAccessTokenInput = {
  /** When it stops being accepted (in the future); omit for never. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** What it is for (1–128 characters). */
  name: Scalars['String']['input'];
};

/** A new named secret. */
export type CreateNamedApplicationSecretInput = {
  /** When it stops being accepted (must be in the future); omit for never. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Its name, unique among the application's secrets (1–256 characters). */
  name: Scalars['String']['input'];
};

/** Fields of a new organization. */
export type CreateOrganizationInput = {
  /** Sign-in page logos: `logoUrl`, `darkLogoUrl`, `favicon`, `darkFavicon` (http(s) URLs). */
  branding?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Sign-in page colours: `primaryColor`, `isDarkModeEnabled`, `darkPrimaryColor`. */
  color?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Custom CSS for the organization's sign-in pages (64 KiB at most). */
  customCss?: InputMaybe<Scalars['String']['input']>;
  /** Free-form data. */
  customData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Free-text description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether members must use multi-factor authentication. */
  isMfaRequired?: InputMaybe<Scalars['Boolean']['input']>;
  /** Display name (1 to 128 characters). */
  name: Scalars['String']['input'];
};

/** Fields of a new organization invitation. */
export type CreateOrganizationInvitationInput = {
  /** When the invitation expires; must be in the future. */
  expiresAt: Scalars['DateTime']['input'];
  /** Email address of the invitee. */
  invitee: Scalars['EmailAddress']['input'];
  /** The user sending the invitation, if any. */
  inviterId?: InputMaybe<Scalars['ID']['input']>;
  /** The organization to join. */
  organizationId: Scalars['ID']['input'];
  /** Organization roles the invitee receives on acceptance. */
  organizationRoleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Fields of a new organization role. */
export type CreateOrganizationRoleInput = {
  /** Free-text description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Unique name (1 to 128 characters). */
  name: Scalars['String']['input'];
  /** Organization scopes the role grants. */
  organizationScopeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** API resource scopes the role grants. */
  resourceScopeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Who may hold the role: `User` (the default) or `MachineToMachine` applications. */
  type?: InputMaybe<OrganizationRoleType>;
};

/** Fields of a new organization scope. */
export type CreateOrganizationScopeInput = {
  /** Free-text description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Unique name without whitespace (1 to 128 characters). */
  name: Scalars['String']['input'];
};

/** Fields of a new personal access token. */
export type CreatePersonalAccessTokenInput = {
  /** When it stops being accepted (must be in the future); omit for never. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Its name, unique among the user's tokens (1–128 characters). */
  name: Scalars['String']['input'];
};

/** Fields of a new API resource. */
export type CreateResourceInput = {
  /**
   * The algorithm of its access tokens: ES256 (default), RS256, PS256, ES384 or EdDSA;
   * `guard.invalid_input` (400) otherwise.
   */
  accessTokenSignedResponseAlg?: InputMaybe<Scalars['String']['input']>;
  /** Access token lifetime in seconds, > 0; default 3600. */
  accessTokenTtl?: InputMaybe<Scalars['Int']['input']>;
  /** Only DPoP-bound access tokens for it (default false). */
  dpopBoundAccessTokensRequired?: InputMaybe<Scalars['Boolean']['input']>;
  /** Unique absolute URI without fragment; `resource.resource_identifier_in_use` (422) when taken. */
  indicator: Scalars['String']['input'];
  /** Display name (required, non-empty). */
  name: Scalars['String']['input'];
};

/** Fields of a new role. */
export type CreateRoleInput = {
  /** What the role is for; default empty. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Give this role to every new user (User roles only); default false. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** Unique name (`role.name_already_in_use` when taken). */
  name: Scalars['String']['input'];
  /** Scopes to grant from the start. Unknown ids: `entity.not_exists_with_id` (404). */
  scopeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Who the role can be given to; default User. */
  type?: InputMaybe<RoleType>;
};

/** Fields of a new SCIM connection. */
export type CreateScimConnectionInput = {
  /** Its name (1–128 characters). */
  name: Scalars['String']['input'];
  /** The organization to provision into; omit for the whole instance. */
  organizationId?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of a new scope. */
export type CreateScopeInput = {
  /** What the scope allows. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Scope name: no whitespace, unique within the resource (`scope.name_already_in_use` otherwise). */
  name: Scalars['String']['input'];
};

/** A new SSO connector. */
export type CreateSsoConnectorInput = {
  /** Display settings. */
  branding?: InputMaybe<Scalars['JSONObject']['input']>;
  /**
   * SAML: `metadata` (IdP metadata XML), or `entityId` + `signInEndpoint` + `x509Certificate`; optional
   * `attributeMapping` ({ id, email, name } → attribute names). OIDC: `issuer`, `clientId`, `clientSecret`, `scope`.
   */
  config?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Display name (unique). */
  connectorName: Scalars['String']['input'];
  /** Email domains it serves (each served by one connector only; public mail services refused). */
  domains?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Starts sign-ins and accepts answers; defaults to true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** SAML or OIDC. */
  providerName: Scalars['String']['input'];
  /** Copy the profile from the IdP on every sign-in; defaults to false. */
  syncProfile?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Fields of a new subject token. */
export type CreateSubjectTokenInput = {
  /** Free-form context kept with the token (a JSON object, at most 4 KiB), e.g. the support ticket. */
  context?: InputMaybe<Scalars['JSONObject']['input']>;
  /** The user to act as; a suspended user is refused (user.suspended). */
  userId: Scalars['ID']['input'];
};

/** Fields of a new user; all optional. */
export type CreateUserInput = {
  /** Avatar image URL. */
  avatar?: InputMaybe<Scalars['String']['input']>;
  /** Free-form data. */
  customData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Display name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Initial password (hashed with Argon2id). */
  password?: InputMaybe<Scalars['String']['input']>;
  /**
   * The algorithm of `passwordDigest`: Argon2i, Argon2id, Argon2d or Bcrypt (unsalted digests
   * such as MD5 or SHA1 are refused).
   */
  passwordAlgorithm?: InputMaybe<Scalars['String']['input']>;
  /**
   * A password hash made elsewhere, instead of `password` (with `passwordAlgorithm`): Argon2 or
   * bcrypt in its standard text form. The user's first sign-in replaces it with Argon2id.
   */
  passwordDigest?: InputMaybe<Scalars['String']['input']>;
  /** Unique email. */
  primaryEmail?: InputMaybe<Scalars['String']['input']>;
  /** Unique phone number (digits, optional leading +). */
  primaryPhone?: InputMaybe<Scalars['String']['input']>;
  /** OIDC profile claims. */
  profile?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Unique username: letters, digits and underscores, not starting with a digit. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A second factor for an administrator to set up for a user. */
export type CreateUserMfaVerificationInput = {
  /** BackupCode: the codes to use (1 to 50 distinct codes of 8 to 64 letters and digits); ten new ones are generated when absent. */
  codes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Totp: the base32 secret to use (e.g. moved from another system); a new one is generated when absent. */
  secret?: InputMaybe<Scalars['String']['input']>;
  /** Totp or BackupCode (required). */
  type?: InputMaybe<MfaFactor>;
};

/**
 * A second factor set up by an administrator. Its secret or codes are answered this once: they are
 * stored sealed (TOTP) or as digests (backup codes), and never logged or sent in a webhook.
 */
export type CreateUserMfaVerificationPayload = {
  __typename?: 'CreateUserMfaVerificationPayload';
  /** BackupCode: the codes, each usable once. */
  codes?: Maybe<Array<Scalars['String']['output']>>;
  /** Totp: the secret, base32. */
  secret?: Maybe<Scalars['String']['output']>;
  /** Totp: the secret's otpauth URI as a QR code PNG data URL, for the user to scan. */
  secretQrCode?: Maybe<Scalars['String']['output']>;
  /** The factor's type; null when the mutation failed. */
  type?: Maybe<MfaFactor>;
  /** Why the mutation failed (entity.not_found, user.totp_already_in_use, user.backup_code_already_in_use, session.mfa.backup_code_can_not_be_alone, user.totp_secret_invalid, user.wrong_backup_code_format); empty on success. */
  userErrors: Array<UserError>;
};

/** Tessera-specific client settings. */
export type CustomClientMetadata = {
  __typename?: 'CustomClientMetadata';
  /**
   * Whether the application may obtain Management API tokens for a signed-in user (the
   * authorization code and refresh token grants with `resource` = the Management API). Off for
   * every application until an operator turns it on; without it the request is refused with
   * `invalid_target`, and Management API tokens it already holds stop working. Machine-to-machine
   * access through `client_credentials` is granted by assigning a role instead.
   */
  allowManagementApi: Scalars['Boolean']['output'];
  /**
   * Whether the application may use the token exchange grant (RFC 8693). Confidential
   * applications (Traditional, MachineToMachine) only.
   */
  allowTokenExchange: Scalars['Boolean']['output'];
  /**
   * Resource indicators this application may exchange tokens for; empty means any
   * resource other than Tessera's own APIs (Management, Account).
   */
  allowedTokenExchangeResources: Array<Scalars['String']['output']>;
  /** Whether every code exchange also answers a refresh token, even without `offline_access`. */
  alwaysIssueRefreshToken: Scalars['Boolean']['output'];
  /**
   * Browser origins the application calls the token endpoints from (kept and shown; Tessera's token
   * endpoints answer every origin, as they read no cookie).
   */
  corsAllowedOrigins: Array<Scalars['String']['output']>;
  /**
   * The algorithm of this application's ID tokens (OIDC Dynamic Registration's
   * `id_token_signed_response_alg`): `RS256` (the default, which OIDC Core requires every provider to
   * offer and every client library accepts), `PS256`, `ES256`, `ES384` or `EdDSA` (Ed25519).
   */
  idTokenSignedResponseAlg: Scalars['String']['output'];
  /** Seconds an ID token of this application is valid (default 3600). */
  idTokenTtl: Scalars['Int']['output'];
  /**
   * Whether the application may use the device authorization grant (RFC 8628: `/oidc/device/auth`
   * and the `urn:ietf:params:oauth:grant-type:device_code` grant), for TVs, CLIs and devices without
   * a browser; the compatible product's `isDeviceFlow`. Native and Traditional applications only;
   * off by default.
   */
  isDeviceFlow: Scalars['Boolean']['output'];
  /** At most this many standing grants per user; a new one past it revokes the oldest. Null: no limit. */
  maxAllowedGrants?: Maybe<Scalars['Int']['output']>;
  /** Days a refresh token is valid from its issue (default 14); each rotation starts a new term. */
  refreshTokenTtlInDays: Scalars['Int']['output'];
  /**
   * Whether the authorization code flow must use PKCE (RFC 7636, `code_challenge_method=S256`).
   * Always on for public applications (Native, SPA); off by default for confidential ones
   * (Traditional), whose secret binds the code exchange, and on when set. When on, an authorization
   * request lacking `code_challenge` is refused with `invalid_request`; a challenge that is sent is
   * checked either way.
   */
  requirePkce: Scalars['Boolean']['output'];
  /**
   * Whether each use of a refresh token answers a new one and retires the old (default true; always
   * true for public applications).
   */
  rotateRefreshToken: Scalars['Boolean']['output'];
  /**
   * Whether this workload may obtain and replace transaction tokens (draft-ietf-oauth-transaction-tokens)
   * at the token endpoint. MachineToMachine applications only; off by default.
   */
  transactionTokens: Scalars['Boolean']['output'];
};

/** Token exchange, Management API and PKCE settings; omitted fields keep their value (or default). */
export type CustomClientMetadataInput = {
  /**
   * Allow Management API tokens for signed-in users (default false); see
   * `CustomClientMetadata.allowManagementApi`.
   */
  allowManagementApi?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Allow the token exchange grant (Traditional and MachineToMachine only; default false).
   * For a public client: `application.token_exchange_not_allowed_for_public_client` (400).
   */
  allowTokenExchange?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Resource indicators token exchange may target (default [] = any resource other than Tessera's own APIs).
   * Unknown or internal indicators (the Management and Account APIs):
   * `application.invalid_token_exchange_resource` (400).
   */
  allowedTokenExchangeResources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Answer a refresh token with every code exchange, even without `offline_access` (default false). */
  alwaysIssueRefreshToken?: InputMaybe<Scalars['Boolean']['input']>;
  /** Browser origins such as `https://app.example.com` (at most 100; no path). */
  corsAllowedOrigins?: InputMaybe<Array<Scalars['String']['input']>>;
  /**
   * The algorithm of its ID tokens: `RS256` (default), `PS256`, `ES256`, `ES384` or `EdDSA`; anything else is
   * `guard.invalid_input` (400) on `customClientMetadata.idTokenSignedResponseAlg`.
   */
  idTokenSignedResponseAlg?: InputMaybe<Scalars['String']['input']>;
  /** ID token lifetime in seconds, 60 to 86400 (null: the default, 3600). */
  idTokenTtl?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Allow the device authorization grant (RFC 8628; default false). Native and Traditional only; for
   * another type: `application.device_flow_not_allowed` (400).
   */
  isDeviceFlow?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most this many standing grants per user, 1 to 10000 (null: no limit). */
  maxAllowedGrants?: InputMaybe<Scalars['Int']['input']>;
  /** Refresh token lifetime in days, 1 to 180 (null: the default, 14). */
  refreshTokenTtlInDays?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Require PKCE in the authorization code flow (default: true for public applications, which
   * cannot turn it off — `application.pkce_required_for_public_client` (400) — and false for
   * confidential ones).
   */
  requirePkce?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Rotate refresh tokens on each use (null: the default, true). `false` for a public application
   * is `guard.invalid_input` (400).
   */
  rotateRefreshToken?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Allow transaction tokens (MachineToMachine only; default false). For another type:
   * `application.transaction_tokens_not_allowed` (400).
   */
  transactionTokens?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The result of removing the CAPTCHA provider. */
export type DeleteCaptchaProviderPayload = {
  __typename?: 'DeleteCaptchaProviderPayload';
  /** True when a provider was removed (and `captchaPolicy.enabled` turned off with it); null when the mutation failed. */
  deleted?: Maybe<Scalars['Boolean']['output']>;
  /** Why the mutation failed (entity.not_found when none is set); empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting email templates. */
export type DeleteEmailTemplatesPayload = {
  __typename?: 'DeleteEmailTemplatesPayload';
  /** How many templates were deleted; null when the mutation failed. */
  rowCount?: Maybe<Scalars['Int']['output']>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of revoking an initial access token. */
export type DeleteInitialAccessTokenPayload = {
  __typename?: 'DeleteInitialAccessTokenPayload';
  /** The id of the token revoked, or null when the mutation failed. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a named application secret. */
export type DeleteNamedApplicationSecretPayload = {
  __typename?: 'DeleteNamedApplicationSecretPayload';
  /** The name of the secret deleted, or null when the mutation failed. */
  deletedName?: Maybe<Scalars['String']['output']>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of a delete mutation. */
export type DeletePayload = {
  __typename?: 'DeletePayload';
  /** The identifier that was deleted, or null when the mutation failed. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a personal access token. */
export type DeletePersonalAccessTokenPayload = {
  __typename?: 'DeletePersonalAccessTokenPayload';
  /** The name of the token deleted, or null when the mutation failed. */
  deletedName?: Maybe<Scalars['String']['output']>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleteSigningKey. */
export type DeleteSigningKeyPayload = {
  __typename?: 'DeleteSigningKeyPayload';
  /** The id of the retired key; null when the mutation failed. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the mutation failed (`oidc.key_in_use` for the signing key, `entity.not_found`); empty on success. */
  userErrors: Array<UserError>;
};

/** Email delivery: where it goes now, and the console's setting (null when none is set). */
export type EmailDeliveryStatus = {
  __typename?: 'EmailDeliveryStatus';
  smtp?: Maybe<SmtpDelivery>;
  source: MessageDeliverySource;
  /** When the console's setting was last saved; null when none is set. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** An email template for one usage in one language. */
export type EmailTemplate = {
  __typename?: 'EmailTemplate';
  /** When it was created, in milliseconds since the epoch (as the compatible API answers). */
  createdAt: Scalars['Float']['output'];
  /** What the email says. */
  details: EmailTemplateDetails;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** Its language, e.g. `en`, `fr` or `zh-CN`. */
  languageTag: Scalars['String']['output'];
  /** What it is for. */
  templateType: EmailTemplateType;
  /** Always `default`: Tessera serves one tenant (the compatible Management API's field). */
  tenantId: Scalars['String']['output'];
};

/**
 * What an email of a template says. `{{ code }}` and `{{ productName }}` (also `{{ application.name }}`)
 * are filled in; the code is never put in a subject (a subject shows on a locked screen).
 */
export type EmailTemplateDetails = {
  __typename?: 'EmailTemplateDetails';
  /** The body (at most 64 KiB); HTML when contentType says so (then a text part is sent beside it). */
  content: Scalars['String']['output'];
  /** The body's content type, e.g. `text/html`; plain text when absent. */
  contentType?: Maybe<Scalars['String']['output']>;
  /** The reply-to name (kept for the compatible API; the SMTP transport does not use it yet). */
  replyTo?: Maybe<Scalars['String']['output']>;
  /** The sender name (kept for the compatible API; the SMTP transport does not use it yet). */
  sendFrom?: Maybe<Scalars['String']['output']>;
  /**
   * The text message (1–1600 characters) a code of this usage and language goes out in by SMS, with
   * the same placeholders (a Tessera addition). Absent: the SMS says what a plain-text body says, or
   * the built-in sentence when the body is HTML.
   */
  smsContent?: Maybe<Scalars['String']['output']>;
  /** The subject (1–256 characters). */
  subject: Scalars['String']['output'];
};

/** The details of a template to create or replace. */
export type EmailTemplateDetailsInput = {
  /** See EmailTemplateDetails.content. */
  content: Scalars['String']['input'];
  /** See EmailTemplateDetails.contentType. */
  contentType?: InputMaybe<Scalars['String']['input']>;
  /** See EmailTemplateDetails.replyTo. */
  replyTo?: InputMaybe<Scalars['String']['input']>;
  /** See EmailTemplateDetails.sendFrom. */
  sendFrom?: InputMaybe<Scalars['String']['input']>;
  /** See EmailTemplateDetails.smsContent. */
  smsContent?: InputMaybe<Scalars['String']['input']>;
  /** See EmailTemplateDetails.subject. */
  subject: Scalars['String']['input'];
};

/** Some fields of a template's details; those omitted stay as they are. */
export type EmailTemplateDetailsPatch = {
  /** See EmailTemplateDetails.content. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** See EmailTemplateDetails.contentType. */
  contentType?: InputMaybe<Scalars['String']['input']>;
  /** See EmailTemplateDetails.replyTo. */
  replyTo?: InputMaybe<Scalars['String']['input']>;
  /** See EmailTemplateDetails.sendFrom. */
  sendFrom?: InputMaybe<Scalars['String']['input']>;
  /** See EmailTemplateDetails.smsContent. */
  smsContent?: InputMaybe<Scalars['String']['input']>;
  /** See EmailTemplateDetails.subject. */
  subject?: InputMaybe<Scalars['String']['input']>;
};

/** A template to create, or whose details replace those of the template of its language and type. */
export type EmailTemplateInput = {
  /** What the email says. */
  details: EmailTemplateDetailsInput;
  /** Its language (a BCP 47 tag such as `en` or `zh-CN`). */
  languageTag: Scalars['String']['input'];
  /** What it is for. */
  templateType: EmailTemplateType;
};

/** The result of changing one template's details. */
export type EmailTemplatePayload = {
  __typename?: 'EmailTemplatePayload';
  /** The template as changed, or null when the mutation failed. */
  emailTemplate?: Maybe<EmailTemplate>;
  /** Why the mutation failed (entity.not_exists_with_id, guard.invalid_input); empty on success. */
  userErrors: Array<UserError>;
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

/** The result of replacing email templates. */
export type EmailTemplatesPayload = {
  __typename?: 'EmailTemplatesPayload';
  /** The templates created or replaced, in the order given; null when the mutation failed. */
  emailTemplates?: Maybe<Array<EmailTemplate>>;
  /** Why the mutation failed (guard.invalid_input naming the template); empty on success. */
  userErrors: Array<UserError>;
};

/** The compatible product's extended user claims: each is released by its own scope and always answered at userinfo; in ID tokens only while enabled. */
export type ExtendedIdTokenClaim =
  | 'custom_data'
  | 'identities'
  | 'organization_data'
  | 'organization_roles'
  | 'organizations'
  | 'roles'
  | 'sso_identities';

/**
 * The compatible Management API's advanced search (`search.<field>`, `mode.<field>`, `joint`,
 * `isCaseSensitive`) on users, roles and applications. A pattern the database cannot read is refused
 * with `request.invalid_input`.
 */
export type FieldSearchInput = {
  /** Whether text compares case-sensitively; false when absent. */
  caseSensitive?: InputMaybe<Scalars['Boolean']['input']>;
  /** How the matches combine; OR when absent. */
  joint?: InputMaybe<SearchJoint>;
  /** At most 10 matches, one per field. */
  matches: Array<SearchMatchInput>;
};

/** A webhook subscription: events, a target, and a signing key (shown only at creation or rotation). */
export type Hook = {
  __typename?: 'Hook';
  /** Where deliveries go. */
  config: HookConfig;
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** Disabled hooks receive nothing; a 410 answer disables a hook. */
  enabled: Scalars['Boolean']['output'];
  /** The compatible product's legacy single-event field: always null, every hook lists its `events`. */
  event?: Maybe<Scalars['String']['output']>;
  /** Names of the events it receives (see the event catalogue). */
  events: Array<Scalars['String']['output']>;
  /** Delivery outcomes over the last 24 hours (computed when selected). */
  executionStats?: Maybe<HookExecutionStats>;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Always empty: the signing key is shown only when the hook is made and when it is rotated (answered for typed clients that require the field). */
  signingKey?: Maybe<Scalars['String']['output']>;
  /** Always `default`: Tessera serves one tenant (answered for clients typed against the compatible product). */
  tenantId?: Maybe<Scalars['String']['output']>;
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Where a hook sends its events. */
export type HookConfig = {
  __typename?: 'HookConfig';
  /** Extra request headers sent with every delivery. */
  headers: Scalars['JSONObject']['output'];
  /** The receiver's http(s) URL. */
  url: Scalars['String']['output'];
};

/** Where to send, for creation, update and tests. */
export type HookConfigInput = {
  /** Extra headers (string values); signature and content headers cannot be overridden. */
  headers?: InputMaybe<Scalars['JSONObject']['input']>;
  /**
   * Accepted and ignored: the compatible product's deprecated per-hook retry count. Tessera's retry
   * schedule is the server's (WEBHOOK_RETRY_DELAYS_SECONDS).
   */
  retries?: InputMaybe<Scalars['Int']['input']>;
  /** An http(s) URL; private and internal addresses are refused unless the server allows them. */
  url: Scalars['String']['input'];
};

/** A page of hooks. */
export type HookConnection = {
  __typename?: 'HookConnection';
  /** Items with cursors. */
  edges: Array<HookEdge>;
  /** Items without cursors. */
  nodes: Array<Hook>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of hooks. */
  totalCount: Scalars['Int']['output'];
};

/** One event queued for one hook (the outbox row). */
export type HookDelivery = {
  __typename?: 'HookDelivery';
  /** HTTP attempts made so far. */
  attempts: Scalars['Int']['output'];
  /** When it was queued. */
  createdAt: Scalars['DateTime']['output'];
  /** When the receiver accepted it. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The event name. */
  event: Scalars['String']['output'];
  /** The hook it goes to. */
  hookId: Scalars['ID']['output'];
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** When it is due next (meaningful while pending). */
  nextAttemptAt: Scalars['DateTime']['output'];
  /** The payload. */
  payload: Scalars['JSONObject']['output'];
  /** The delivery this one re-sends, for a redelivery. */
  redeliveryOf?: Maybe<Scalars['ID']['output']>;
  /** Where it stands. */
  status: HookDeliveryStatus;
  /** The Standard Webhooks `webhook-id`. */
  webhookId: Scalars['String']['output'];
};

/** One HTTP attempt to deliver an event. */
export type HookDeliveryAttempt = {
  __typename?: 'HookDeliveryAttempt';
  /** Attempt number within the delivery, from 1. */
  attempt: Scalars['Int']['output'];
  /** When the attempt ended. */
  createdAt: Scalars['DateTime']['output'];
  /** The delivery (one event for one hook) this attempt belongs to; redeliver it by this id. */
  deliveryId: Scalars['ID']['output'];
  /** Time to the answer (or the failure), in milliseconds. */
  durationMs: Scalars['Int']['output'];
  /** Why it failed, when it did. */
  error?: Maybe<Scalars['String']['output']>;
  /** The event name. */
  event: Scalars['String']['output'];
  /** Opaque identifier of the attempt. */
  id: Scalars['ID']['output'];
  /** The compatible product's log key of the attempt: `TriggerHook.<event>`. */
  key?: Maybe<Scalars['String']['output']>;
  /** The attempt as the compatible product's log payload: `key`, `result` (`Success` or `Error`), `hookId`, `body` (what was sent), `response` (`statusCode`, `body` excerpt) and `error`. */
  logPayload?: Maybe<Scalars['JSONObject']['output']>;
  /** The payload delivered. */
  payload: Scalars['JSONObject']['output'];
  /** The beginning of the response body (at most 4 KiB). */
  responseExcerpt?: Maybe<Scalars['String']['output']>;
  /** Success or failure. */
  result: HookLogResult;
  /** HTTP status answered, if any. */
  statusCode?: Maybe<Scalars['Int']['output']>;
  /** The Standard Webhooks `webhook-id` sent (stable across retries and redeliveries). */
  webhookId: Scalars['String']['output'];
};

/** A page of delivery attempts, newest first. */
export type HookDeliveryAttemptConnection = {
  __typename?: 'HookDeliveryAttemptConnection';
  /** Items with cursors. */
  edges: Array<HookDeliveryAttemptEdge>;
  /** Items without cursors. */
  nodes: Array<HookDeliveryAttempt>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of attempts matching the filter. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of an attempt connection. */
export type HookDeliveryAttemptEdge = {
  __typename?: 'HookDeliveryAttemptEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The attempt. */
  node: HookDeliveryAttempt;
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

/** An edge of a hook connection. */
export type HookEdge = {
  __typename?: 'HookEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The hook. */
  node: Hook;
};

/** Delivery outcomes of a hook over the last 24 hours. */
export type HookExecutionStats = {
  __typename?: 'HookExecutionStats';
  /** Deliveries that failed for good (gave up, non-retryable answer, or hook disabled). */
  failedCount: Scalars['Int']['output'];
  /** Deliveries waiting for their first or next attempt. */
  pendingCount: Scalars['Int']['output'];
  /** All deliveries created in the window. */
  requestCount: Scalars['Int']['output'];
  /** Deliveries the receiver accepted (2xx). */
  successCount: Scalars['Int']['output'];
};

/** Outcome of one delivery attempt. */
export type HookLogResult =
  /** No answer, or a non-2xx answer. */
  | 'failed'
  /** The receiver answered 2xx. */
  | 'success';

/** Result of updateHook. */
export type HookPayload = {
  __typename?: 'HookPayload';
  /** The hook, or null when the mutation failed. */
  hook?: Maybe<Hook>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** Outcome of one sample event sent by testHook. */
export type HookTestResult = {
  __typename?: 'HookTestResult';
  /** Time to the answer, in milliseconds. */
  durationMs: Scalars['Int']['output'];
  /** Why it failed, when it did. */
  error?: Maybe<Scalars['String']['output']>;
  /** The event whose sample was sent. */
  event: Scalars['String']['output'];
  /** The beginning of the response body. */
  responseExcerpt?: Maybe<Scalars['String']['output']>;
  /** HTTP status answered, if any. */
  statusCode?: Maybe<Scalars['Int']['output']>;
  /** True when the receiver answered 2xx. */
  success: Scalars['Boolean']['output'];
};

/** Which extended claims go into ID tokens (the compatible product's `/api/configs/id-token`). */
export type IdTokenConfig = {
  __typename?: 'IdTokenConfig';
  /** The extended claims put in ID tokens when their scope is granted (default: roles, organizations, organization_roles). */
  enabledExtendedClaims: Array<ExtendedIdTokenClaim>;
};

/** The ID token settings to store. */
export type IdTokenConfigInput = {
  /** The extended claims to put in ID tokens; left out: the default list. */
  enabledExtendedClaims?: InputMaybe<Array<ExtendedIdTokenClaim>>;
};

/** The result of replacing the ID token settings. */
export type IdTokenConfigPayload = {
  __typename?: 'IdTokenConfigPayload';
  /** The settings after the change; null when the mutation failed. */
  idTokenConfig?: Maybe<IdTokenConfig>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * An initial access token (RFC 7591 §3): lets whoever holds it register a client while the settings
 * require one. Only its digest is stored: the value is shown once, when it is created.
 */
export type InitialAccessToken = {
  __typename?: 'InitialAccessToken';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops being accepted; null for never. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** What it is for (who it was given to). */
  name: Scalars['String']['output'];
  /** The token itself: only in the answer to its creation, null ever after. */
  value?: Maybe<Scalars['String']['output']>;
};

/** The result of creating an initial access token. */
export type InitialAccessTokenPayload = {
  __typename?: 'InitialAccessTokenPayload';
  /** The token, with its value shown only this once. */
  initialAccessToken?: Maybe<InitialAccessToken>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of merging into a user's custom data or profile. */
export type JsonObjectPayload = {
  __typename?: 'JSONObjectPayload';
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
  /** The merged object; null when the mutation failed. */
  value?: Maybe<Scalars['JSONObject']['output']>;
};

/** How the sign-in pages choose their language: the authorization request's ui_locales first, then (with autoDetect) the browser's Accept-Language, then fallbackLanguage. */
export type LanguageInfo = {
  __typename?: 'LanguageInfo';
  /** Whether the browser's Accept-Language is used (default true). */
  autoDetect: Scalars['Boolean']['output'];
  /** The language when nothing else matches: one of en, de, fr, es, ja, zh-CN (default en). */
  fallbackLanguage: Scalars['String']['output'];
};

/** Changes to the language choice; omitted fields keep their value. */
export type LanguageInfoInput = {
  /** Whether the browser's Accept-Language is used. */
  autoDetect?: InputMaybe<Scalars['Boolean']['input']>;
  /** One of en, de, fr, es, ja, zh-CN. */
  fallbackLanguage?: InputMaybe<Scalars['String']['input']>;
};

/** An upstream authorization code to exchange for the identity it proves. */
export type LinkUserIdentityInput = {
  /**
   * `{ code, redirectUri, codeVerifier?, nonce?, iss? }`: the provider's authorization code, the
   * redirect URI it was sent to, and the PKCE verifier and nonce if the authorization used them.
   */
  connectorData: Scalars['JSONObject']['input'];
  /** The social connector (its id) whose provider issued the code. */
  connectorId: Scalars['ID']['input'];
};

/** Lockout policy (defaults from LOCKOUT_MAX_ATTEMPTS, LOCKOUT_WINDOW_SECONDS, LOCKOUT_DURATION_SECONDS). */
export type LockoutSettings = {
  __typename?: 'LockoutSettings';
  /** How long the identifier stays locked, in seconds. */
  durationSeconds: Scalars['Int']['output'];
  /** Failures within the window that lock the identifier. */
  maxAttempts: Scalars['Int']['output'];
  /** The window in which failures are counted, in seconds. */
  windowSeconds: Scalars['Int']['output'];
};

/** Changes to the lockout policy; omitted fields keep their value. */
export type LockoutSettingsInput = {
  /** Lock duration in seconds (>= 1). */
  durationSeconds?: InputMaybe<Scalars['Int']['input']>;
  /** Failures within the window that lock the identifier (>= 1). */
  maxAttempts?: InputMaybe<Scalars['Int']['input']>;
  /** The counting window in seconds (>= 1). */
  windowSeconds?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * One audit log entry: a sign-in step, a registration, a password reset, a token grant or a
 * Management API change, with who did it, from where, and how it ended. Keys follow the compatible
 * product's (`Interaction.SignIn.Submit`, `ExchangeTokenBy.TokenExchange`, …); Management API
 * changes are keyed `ManagementApi.<operation>`.
 */
export type Log = {
  __typename?: 'Log';
  /** The application `applicationId` names, while it exists (null once deleted, or without one). */
  application?: Maybe<Application>;
  /** The application involved: the OAuth client of a grant or sign-in, the client of a Management API token. */
  applicationId?: Maybe<Scalars['String']['output']>;
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** The error code of a refusal (an OAuth error, or a domain error code). */
  error?: Maybe<Scalars['String']['output']>;
  /** The error's description. */
  errorDescription?: Maybe<Scalars['String']['output']>;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** Client IP address of the request. */
  ip?: Maybe<Scalars['String']['output']>;
  /** What happened, e.g. `ExchangeTokenBy.RefreshToken` or `ManagementApi.createUser`. */
  key: Scalars['String']['output'];
  /**
   * Everything above in the compatible product's shape (`result`, `error`, `ip`, `userAgent`,
   * `userId`, `applicationId`), beside what is particular to the key (resource, scopes, operation, …).
   */
  payload: Scalars['JSONObject']['output'];
  /** Success or Error. */
  result: LogResult;
  /**
   * The user `userId` names, while it exists (null once deleted, or for an entry without a user);
   * lets a list show names, not ids.
   */
  user?: Maybe<User>;
  /** User-Agent of the request. */
  userAgent?: Maybe<Scalars['String']['output']>;
  /** The user who acted (a sign-in, a user's Management API token) or was acted for (a token grant). */
  userId?: Maybe<Scalars['String']['output']>;
};

/** A page of audit log entries. */
export type LogConnection = {
  __typename?: 'LogConnection';
  /** Items with cursors. */
  edges: Array<LogEdge>;
  /** Items without cursors. */
  nodes: Array<Log>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of entries matching the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of a log connection. */
export type LogEdge = {
  __typename?: 'LogEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The entry. */
  node: Log;
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

/** How verification codes and invitations reach people, by channel. */
export type MessageDelivery = {
  __typename?: 'MessageDelivery';
  email: EmailDeliveryStatus;
  sms: SmsDeliveryStatus;
};

/** The result of changing a channel's delivery. */
export type MessageDeliveryPayload = {
  __typename?: 'MessageDeliveryPayload';
  /** Both channels after the change; null when the mutation failed. */
  messageDelivery?: Maybe<MessageDelivery>;
  /** Why the mutation failed (guard.invalid_input, entity.not_found); empty on success. */
  userErrors: Array<UserError>;
};

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

/** The MFA policy, in the compatible product's `mfa` shape plus Tessera's administratorsRequired. */
export type MfaSettings = {
  __typename?: 'MfaSettings';
  /** Whether console administrators (holders of the Management API's all scope) must have a second factor to finish signing in. Default: false. */
  administratorsRequired: Scalars['Boolean']['output'];
  /** The second factors users may set up and give at sign-in; an enrolled factor not listed is neither asked for nor accepted. Default: Totp, WebAuthn, BackupCode. */
  factors: Array<SignInMfaFactor>;
  /** What an organization's isMfaRequired does at sign-in. Default: Mandatory. */
  organizationRequiredMfaPolicy: OrganizationRequiredMfaPolicy;
  /** Whether users without a second factor set one up at sign-in. Default: NoPrompt. */
  policy: MfaPolicy;
};

/** Changes to the MFA policy; omitted fields keep their value. */
export type MfaSettingsInput = {
  /** Whether console administrators must have a second factor. */
  administratorsRequired?: InputMaybe<Scalars['Boolean']['input']>;
  /** The allowed factors (replaces the list; no duplicates; BackupCode not alone). */
  factors?: InputMaybe<Array<SignInMfaFactor>>;
  /** What an organization's isMfaRequired does at sign-in. */
  organizationRequiredMfaPolicy?: InputMaybe<OrganizationRequiredMfaPolicy>;
  /** The policy. */
  policy?: InputMaybe<MfaPolicy>;
};

/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Let a third-party application reach more of a user's organizations (the user must be a member of each). No event. */
  addApplicationUserConsentOrganizations: ConsentOrganizationsPayload;
  /** Add organization roles to a member application. */
  addOrganizationApplicationRoles: OrganizationMemberRolesPayload;
  /** Add machine-to-machine applications as members. Emits Organization.Membership.Updated when one joined. */
  addOrganizationApplications: OrganizationMembershipPayload;
  /** Add an email domain to the organization's just-in-time provisioning. */
  addOrganizationJitEmailDomain: OrganizationEmailDomainsPayload;
  /** Add organization roles that users provisioned just in time receive. */
  addOrganizationJitRoles: OrganizationMemberRolesPayload;
  /** Add enterprise SSO connectors whose users join the organization on their first sign-in through one. */
  addOrganizationJitSsoConnectors: OrganizationJitSsoConnectorsPayload;
  /** Add API resource scopes to a role. */
  addOrganizationRoleResourceScopes: OrganizationRoleResourceScopesPayload;
  /** Add organization scopes to a role. Emits OrganizationRole.Scopes.Updated. */
  addOrganizationRoleScopes: OrganizationRoleScopesPayload;
  /** Add organization roles to a member user. */
  addOrganizationUserRoles: OrganizationMemberRolesPayload;
  /** Add users as members (existing members are kept). Emits Organization.Membership.Updated when someone joined. */
  addOrganizationUsers: OrganizationMembershipPayload;
  /**
   * Grant scopes to a role (already granted ones are kept); returns all its scopes. `scopeIds`
   * must be non-empty; unknown scope ids: `entity.not_exists_with_id` (404).
   * Emits Role.Scopes.Updated.
   */
  addRoleScopes: RoleScopesPayload;
  /**
   * Give MachineToMachine roles to a machine-to-machine application (non-empty; roles already
   * held are left as they are). A User role: `application.invalid_role_type`; an application of
   * another type: `application.invalid_type` (both 422). Unknown role ids: `entity.not_exists_with_id` (404).
   */
  assignApplicationRoles: RolesPayload;
  /** Add consent scopes to a third-party application. No event. */
  assignApplicationUserConsentScopes: ApplicationUserConsentScopesPayload;
  /** Give several member applications the same organization roles (roles they hold are kept). */
  assignOrganizationRolesToApplications: OrganizationRolesAssignmentPayload;
  /** Give several member users the same organization roles (roles they hold are kept); nothing changes if one id is wrong. */
  assignOrganizationRolesToUsers: OrganizationRolesAssignmentPayload;
  /**
   * Give a MachineToMachine role to machine-to-machine applications (non-empty). An application
   * already holding it: `role.application_exists`; a User role: `application.invalid_role_type`;
   * another application type: `application.invalid_type` (all 422); an unknown id: `entity.not_exists_with_id` (404).
   */
  assignRoleApplications: RoleApplicationsPayload;
  /**
   * Give a User role to users (non-empty; already holding is fine). A MachineToMachine role:
   * `user.invalid_role_type` (422). Unknown user ids: `entity.not_exists_with_id` (404).
   */
  assignRoleUsers: RoleUsersPayload;
  /**
   * Give User roles to a user (non-empty; roles already held are left as they are). A
   * MachineToMachine role: `user.invalid_role_type` (422). Unknown role ids: `entity.not_exists_with_id` (404).
   */
  assignUserRoles: RolesPayload;
  /** Removes the console's email delivery: SMTP_URL (or the development log) applies again. */
  clearEmailDelivery: MessageDeliveryPayload;
  /** Removes the console's SMS delivery: the environment's (or none) applies again. */
  clearSmsDelivery: MessageDeliveryPayload;
  /** Create an application; confidential types get a random secret, returned only here. */
  createApplication: ApplicationSecretPayload;
  /**
   * Create a named secret for a confidential application (at most 20); the payload carries its
   * value, shown only this once. Public clients: `application.public_client_has_no_secret`; a name
   * in use: `application.secret_name_exists`.
   */
  createApplicationSecret: NamedApplicationSecretPayload;
  /** Create a social connector. */
  createConnector: ConnectorPayload;
  /** Create a hook; returns its generated signing key. */
  createHook: CreateHookPayload;
  /** Create an initial access token; the payload carries its value, shown only this once. */
  createInitialAccessToken: InitialAccessTokenPayload;
  /** Create an organization. Emits Organization.Created. */
  createOrganization: OrganizationPayload;
  /** Invite an email address to an organization; the invitation starts `Pending`. */
  createOrganizationInvitation: OrganizationInvitationPayload;
  /** Create an organization role, optionally with scopes. Emits OrganizationRole.Created (and OrganizationRole.Scopes.Updated with scopes). */
  createOrganizationRole: OrganizationRolePayload;
  /** Create an organization scope. Emits OrganizationScope.Created. */
  createOrganizationScope: OrganizationScopePayload;
  /** Create a personal access token for a user; the payload carries its value, shown only this once. */
  createPersonalAccessToken: PersonalAccessTokenPayload;
  /** Create an API resource (with no scopes yet). */
  createResource: ResourcePayload;
  /**
   * Create a role, optionally with scopes. Emits Role.Created, and Role.Scopes.Updated when
   * `scopeIds` is non-empty.
   */
  createRole: RolePayload;
  /** Create a SAML application, with an active signing key valid for three years. */
  createSamlApplication: SamlApplicationPayload;
  /** Add an inactive signing key valid for `lifeSpanInYears` (1–20). */
  createSamlApplicationSecret: SamlApplicationSecretPayload;
  /** Create a SCIM connection; its bearer token is in the answer, and never again. */
  createScimConnection: ScimConnectionPayload;
  /** Add a scope to an API resource. Unknown resource: `entity.not_found`. Emits Scope.Created. */
  createScope: ScopePayload;
  /** Create an SSO connector. */
  createSsoConnector: SsoConnectorPayload;
  /**
   * Create a short-lived, single-use subject token for a user, to be exchanged at the token endpoint
   * by an application whose token exchange switch is on; the caller is recorded as the actor.
   */
  createSubjectToken: SubjectTokenPayload;
  /** Create a user. Emits User.Created. */
  createUser: UserPayload;
  /** Set up a second factor for a user: TOTP (enabled at once) or a set of backup codes (the user must have another factor, and no unused codes). Emits User.Data.Updated, without the secret or codes. */
  createUserMfaVerification: CreateUserMfaVerificationPayload;
  /**
   * Delete an application with its role assignments. The bootstrap admin application cannot be
   * deleted: `application.admin_delete_not_allowed` (400); nor can the console's client
   * `tessera-console`: `application.console_delete_not_allowed` (400).
   */
  deleteApplication: DeletePayload;
  /**
   * Delete the application's legacy secret (the one made at creation or by
   * rotateApplicationSecret): from then on only its named secrets authenticate it, until
   * rotateApplicationSecret makes a new legacy secret. None left: `application.no_legacy_secret_found`.
   */
  deleteApplicationLegacySecret: ApplicationPayload;
  /** Delete a named secret: the token endpoint refuses it at once. */
  deleteApplicationSecret: DeleteNamedApplicationSecretPayload;
  /** Remove the CAPTCHA provider; the sign-in experience's `captchaPolicy.enabled` is turned off with it. */
  deleteCaptchaProvider: DeleteCaptchaProviderPayload;
  /** Delete a social connector (linked identities stay on the users). */
  deleteConnector: DeletePayload;
  /** Refused with `oidc.cookie_keys_not_rotatable` (or `entity.not_exists_with_id` for an unknown id). */
  deleteCookieKey: DeleteSigningKeyPayload;
  /** Delete one template (codes of its usage and language are then sent in the next template found, or the built-in text). */
  deleteEmailTemplate: DeleteEmailTemplatesPayload;
  /** Delete the templates of a language and/or a type (at least one of the two must be given). */
  deleteEmailTemplates: DeleteEmailTemplatesPayload;
  /** Delete a hook and its delivery history. */
  deleteHook: DeletePayload;
  /** Revoke an initial access token: registrations presenting it are refused at once. */
  deleteInitialAccessToken: DeleteInitialAccessTokenPayload;
  /** Delete an organization with its memberships and invitations. Emits Organization.Deleted. */
  deleteOrganization: DeletePayload;
  /** Delete an invitation. */
  deleteOrganizationInvitation: DeletePayload;
  /** Delete an organization role. Emits OrganizationRole.Deleted. */
  deleteOrganizationRole: DeletePayload;
  /** Delete an organization scope. Emits OrganizationScope.Deleted. */
  deleteOrganizationScope: DeletePayload;
  /** Delete a user's personal access token: it is refused at once by the token endpoint. */
  deletePersonalAccessToken: DeletePersonalAccessTokenPayload;
  /**
   * Delete an API resource with its scopes (and their role assignments). The Management API
   * resource cannot be deleted: `resource.management_api_change_not_allowed` (400).
   */
  deleteResource: DeletePayload;
  /**
   * Delete a role and all its assignments. The built-in roles (Administrator, and the
   * machine-to-machine Management API role) cannot be deleted: `role.builtin_delete_not_allowed`.
   * Emits Role.Deleted.
   */
  deleteRole: DeletePayload;
  /** Delete a SAML application and its keys. */
  deleteSamlApplication: DeletePayload;
  /** Delete an inactive signing key. */
  deleteSamlApplicationSecret: DeletePayload;
  /**
   * Delete a scope of an API resource (and its role assignments). Scopes of the Management API
   * cannot be changed or deleted. Emits Scope.Deleted.
   */
  deleteScope: DeletePayload;
  /**
   * Retire a key that no longer signs: it leaves the JWKS and tokens it signed stop verifying.
   * The current signing key cannot be deleted (rotate first).
   */
  deleteSigningKey: DeleteSigningKeyPayload;
  /** Delete an SSO connector and the identities users have through it. */
  deleteSsoConnector: DeletePayload;
  /** Delete a user. Emits User.Deleted. */
  deleteUser: DeletePayload;
  /** Unlink a user's social identity. */
  deleteUserIdentity: UserIdentitiesPayload;
  /** Remove one of a user's second factors (the user may then sign in without it); entity.not_found for an unknown user or verification. Emits User.Data.Updated. */
  deleteUserMfaVerification: DeletePayload;
  /**
   * Link the identity an upstream authorization code proves: Tessera exchanges the code with the
   * connector's client secret and validates the tokens, then links (or replaces) the identity at
   * the connector's target. An identity belongs to one user at most.
   */
  linkUserIdentity: UserIdentitiesPayload;
  /** No-op kept so the type is never empty. */
  noop?: Maybe<Scalars['Boolean']['output']>;
  /** Queue a past delivery again (same payload, same webhook-id). */
  redeliverHookDelivery: RedeliverHookDeliveryPayload;
  /** Take a role from an application; `entity.not_found` when it does not hold it. */
  removeApplicationRole: DeletePayload;
  /** Take one organization away from what a user let a third-party application reach. No event. */
  removeApplicationUserConsentOrganization: ConsentRemovalPayload;
  /** Remove one consent scope; `scopeType` is user-scopes, resource-scopes or organization-scopes. Users' remembered consents keep it until revoked, but no new code carries it. No event. */
  removeApplicationUserConsentScope: ConsentRemovalPayload;
  /** Remove a member application. Emits Organization.Membership.Updated. */
  removeOrganizationApplication: OrganizationMembershipPayload;
  /** Take an organization role from a member application. */
  removeOrganizationApplicationRole: OrganizationMemberRolesPayload;
  /** Remove an email domain from the organization's just-in-time provisioning. */
  removeOrganizationJitEmailDomain: OrganizationEmailDomainsPayload;
  /** Stop giving an organization role to users provisioned just in time. */
  removeOrganizationJitRole: OrganizationMemberRolesPayload;
  /** Stop provisioning the users of an enterprise SSO connector into the organization (members stay members). */
  removeOrganizationJitSsoConnector: OrganizationJitSsoConnectorsPayload;
  /** Take an API resource scope from a role. */
  removeOrganizationRoleResourceScope: OrganizationRoleResourceScopesPayload;
  /** Take an organization scope from a role. Emits OrganizationRole.Scopes.Updated. */
  removeOrganizationRoleScope: OrganizationRoleScopesPayload;
  /** Remove a member user. Emits Organization.Membership.Updated. */
  removeOrganizationUser: OrganizationMembershipPayload;
  /** Take an organization role from a member user. */
  removeOrganizationUserRole: OrganizationMemberRolesPayload;
  /** Take a role from an application; `entity.not_found` when it does not hold it. */
  removeRoleApplication: DeletePayload;
  /**
   * Withdraw one scope from a role; `entity.not_found` when the role does not grant it. The
   * Management API's `all` cannot be withdrawn from a built-in role: `role.builtin_scope_removal_not_allowed`.
   * Emits Role.Scopes.Updated.
   */
  removeRoleScope: DeletePayload;
  /** Take a role from a user; `entity.not_found` when the user does not hold it. */
  removeRoleUser: DeletePayload;
  /** Remove a user's limit on one application: its own rules apply again. No event. */
  removeUserAgentLimit: RemoveUserAgentLimitPayload;
  /** Take a role from a user; `entity.not_found` when the user does not hold it. */
  removeUserRole: DeletePayload;
  /** Rename a named secret (addressed by its current name); the secret itself is unchanged. */
  renameApplicationSecret: NamedApplicationSecretPayload;
  /** Rename a user's personal access token (addressed by its current name). */
  renamePersonalAccessToken: PersonalAccessTokenPayload;
  /** Replace an application's access control (takes effect at the next sign-in, refresh or exchange). No event (none is mapped). */
  replaceApplicationAccessControl: ApplicationAccessControlPayload;
  /** Make an application's roles exactly these (an empty list removes all); same refusals as assignApplicationRoles. */
  replaceApplicationRoles: ReplaceRolesPayload;
  /** Replace an application's branding. */
  replaceApplicationSignInExperience: ApplicationSignInExperiencePayload;
  /** Replace the organizations a user let a third-party application reach (an empty list takes all away). No event. */
  replaceApplicationUserConsentOrganizations: ConsentOrganizationsPayload;
  /**
   * Create each template, or replace the details of the one of its language and type (1–100 at once,
   * each language and type once). Verification codes are sent in them from then on.
   */
  replaceEmailTemplates: EmailTemplatesPayload;
  /** Replace which extended claims go into ID tokens (applies to ID tokens issued from now on). */
  replaceIdTokenConfig: IdTokenConfigPayload;
  /** Give a member application exactly these organization roles. */
  replaceOrganizationApplicationRoles: OrganizationMemberRolesPayload;
  /** Make exactly these machine-to-machine applications the members. Emits Organization.Membership.Updated when something changed. */
  replaceOrganizationApplications: OrganizationMembershipPayload;
  /** Replace the email domains of the organization's just-in-time provisioning. */
  replaceOrganizationJitEmailDomains: OrganizationEmailDomainsPayload;
  /** Set exactly the organization roles users provisioned just in time receive. */
  replaceOrganizationJitRoles: OrganizationMemberRolesPayload;
  /** Set exactly the enterprise SSO connectors whose users join the organization on their first sign-in through one. */
  replaceOrganizationJitSsoConnectors: OrganizationJitSsoConnectorsPayload;
  /** Give a role exactly these API resource scopes. */
  replaceOrganizationRoleResourceScopes: OrganizationRoleResourceScopesPayload;
  /** Give a role exactly these organization scopes. Emits OrganizationRole.Scopes.Updated. */
  replaceOrganizationRoleScopes: OrganizationRoleScopesPayload;
  /** Give a member user exactly these organization roles. */
  replaceOrganizationUserRoles: OrganizationMemberRolesPayload;
  /** Make exactly these users the members. Emits Organization.Membership.Updated when something changed. */
  replaceOrganizationUsers: OrganizationMembershipPayload;
  /** Make a user's roles exactly these (an empty list removes all); same refusals as assignUserRoles. */
  replaceUserRoles: ReplaceRolesPayload;
  /** Revoke a SCIM connection: its token is refused from then on (the users it provisioned stay). */
  revokeScimConnection: ScimConnectionPayload;
  /**
   * Revoke one of a user's grants: its refresh tokens, the access tokens issued under them and the
   * tokens exchanged from those stop working at once; the session and other grants are left. No
   * event (none is mapped).
   */
  revokeUserGrant: RevokeUserGrantPayload;
  /** End one of a user's sessions as sign-out does, and revoke every grant issued through it (its refresh tokens, the access tokens issued under them and the tokens exchanged from those). No event (none is mapped). */
  revokeUserSession: RevokeUserSessionPayload;
  /**
   * Give a confidential application a new random secret, returned only here; the old one stops
   * working at once. Public clients: `application.public_client_has_no_secret` (400).
   */
  rotateApplicationSecret: ApplicationSecretPayload;
  /** Refused with `oidc.cookie_keys_not_rotatable`: cookie keys are rotated by configuration. */
  rotateCookieKey: DeleteSigningKeyPayload;
  /** Replace the signing key; the old one keeps signing alongside for a grace period. */
  rotateHookSigningKey: RotateHookSigningKeyPayload;
  /**
   * Make a new signing key of an algorithm current: `EC` (the default) makes an ES256 key, which
   * signs access tokens and ES256 ID tokens; `RSA` an RS256 key, which signs RS256 ID tokens (the
   * default); `PS256`, `ES384` or `EdDSA` (also `ES256`, `RS256`) a key of that algorithm, which
   * signs the ID tokens of applications set to it. The algorithm's previous key stays published
   * and keeps verifying its tokens; at most two keys of an algorithm are active, so the oldest
   * beyond that is retired. Every instance switches within about a second; the one that served the
   * request before answering. Another value is `guard.invalid_input` on `signingKeyAlgorithm`.
   */
  rotateSigningKey: RotateSigningKeyPayload;
  /** Send (again) the mail of a pending invitation, with its `code`, `link`, `locale` and `uiLocales`. */
  sendOrganizationInvitationMessage: OrganizationInvitationPayload;
  /** Sends a short test message on a channel through its current delivery. */
  sendTestMessage: TestMessagePayload;
  /**
   * Replace the claim mappings of an application's ID tokens (at most 20; an empty list removes them).
   * Besides the claims an access-token mapping may not set, an ID token's mapping may not set c_hash,
   * s_hash, _claim_names, _claim_sources, events, or any claim a user scope releases (name, email,
   * phone_number, address, roles, organizations, custom_data…): `guard.invalid_input` naming the
   * mapping, as for a malformed claim, an unknown source or a grant type other than
   * authorization_code, refresh_token and urn:ietf:params:oauth:grant-type:device_code. ID tokens issued from then on carry them.
   */
  setApplicationIdTokenClaims: ClaimMappingsPayload;
  /** Sets the SMTP server email goes through; it wins over SMTP_URL. */
  setEmailDelivery: MessageDeliveryPayload;
  /** Accept or revoke a pending invitation. Accepting emits Organization.Membership.Updated when the user joined. */
  setOrganizationInvitationStatus: OrganizationInvitationPayload;
  /**
   * Replace the claim mappings of a resource's access tokens (at most 20). A reserved or malformed
   * claim, an unknown source or grant type: `guard.invalid_input` naming the mapping. Tokens issued
   * from then on carry them. Emits no event, as updateResource (the spec has no Resource event).
   */
  setResourceClaimMappings: ClaimMappingsPayload;
  /**
   * Make a resource the default API resource (any other default stops being one) or stop it
   * being the default. The Management API cannot be the default: `resource.management_api_change_not_allowed`.
   */
  setResourceIsDefault: ResourcePayload;
  /** Sets the SMS gateway; it wins over SMS_WEBHOOK_URL and the SMS_TWILIO_* settings, and offers phone codes where the sign-in experience allows them. */
  setSmsDelivery: MessageDeliveryPayload;
  /**
   * Set (or replace) a user's limit on one application: the resource indicators (at most 100, each
   * an API resource other than the Management API) it may exchange the user's tokens for; an empty
   * list forbids it any exchange for the user. A user has at most 100 limits. No event.
   */
  setUserAgentLimit: SetUserAgentLimitPayload;
  /**
   * Mark the user's current primary email or phone verified or not (what `email_verified` and
   * `phone_number_verified` then say, and what account linking trusts). Emits User.Data.Updated.
   * guard.invalid_input when the user has no such address.
   */
  setUserIdentifierVerified: UserPayload;
  /** Link a social identity to a user (or replace the one at that target). An identity belongs to one user at most. */
  setUserIdentity: UserIdentitiesPayload;
  /** Suspend or re-enable a user; suspending ends their sessions and refresh tokens. Emits User.SuspensionStatus.Updated. */
  setUserSuspended: UserPayload;
  /**
   * Start a test sign-in through a social connector, enabled or not: open the answered `url` in
   * the browser that should sign in. It goes to the provider and comes back, at the connector's
   * usual redirect URI, to a page showing what the provider said of the person. Nobody is signed
   * in and no account is created, linked or changed.
   */
  startConnectorTest: ConnectorTestPayload;
  /**
   * Start a test sign-in through an SSO connector (SAML or OpenID Connect), enabled or not: open
   * the answered `url` in the browser that should sign in. The identity provider answers at the
   * connector's usual endpoint, and the browser ends on a page showing what it said of the person.
   * Nobody is signed in and no account is created, linked or changed.
   */
  startSsoConnectorTest: ConnectorTestPayload;
  /** Send a sample of each chosen event to a configuration now, and report what happened. */
  testHook: TestHookPayload;
  /** Update an application. Unknown id: `entity.not_found`. */
  updateApplication: ApplicationPayload;
  /** Merge top-level keys into an application's custom data; returns the result. */
  updateApplicationCustomData: JsonObjectPayload;
  /** Set the CAPTCHA provider (replacing any other); its secret key is sealed at rest and never answered. */
  updateCaptchaProvider: CaptchaProviderPayload;
  /** Change the client registration settings. */
  updateClientRegistrationSettings: ClientRegistrationSettingsPayload;
  /** Change a social connector. */
  updateConnector: ConnectorPayload;
  /** Change some fields of a template's details. */
  updateEmailTemplateDetails: EmailTemplatePayload;
  /** Change a hook. */
  updateHook: HookPayload;
  /** Change the session settings; a new lifetime applies to sessions started from now on. */
  updateOidcSessionConfig: OidcSessionConfigPayload;
  /** Update an organization's name, description or custom data. Emits Organization.Data.Updated. */
  updateOrganization: OrganizationPayload;
  /** Update an organization role. Emits OrganizationRole.Data.Updated. */
  updateOrganizationRole: OrganizationRolePayload;
  /** Update an organization scope. Emits OrganizationScope.Data.Updated. */
  updateOrganizationScope: OrganizationScopePayload;
  /** Rename an API resource or change its token lifetime. Unknown id: `entity.not_found`. */
  updateResource: ResourcePayload;
  /**
   * Rename a role, change its description or default status. Unknown id: `entity.not_found`.
   * The built-in Administrator role cannot become a default role: `role.builtin_default_not_allowed`.
   * Emits Role.Data.Updated.
   */
  updateRole: RolePayload;
  /** Change a SAML application. */
  updateSamlApplication: SamlApplicationPayload;
  /** Activate a signing key (the others are deactivated); the active key cannot be deactivated, only replaced. */
  updateSamlApplicationSecret: SamlApplicationSecretPayload;
  /** Update a scope of an API resource. Emits Scope.Data.Updated. */
  updateScope: ScopePayload;
  /** Change sign-in experience settings (sign-in methods, sign-up requirements, lockout, send limit, product name, branding, colours, language, the social connectors and single sign-on offered, the password policy, the MFA policy). */
  updateSignInExperience: SignInExperiencePayload;
  /** Change an SSO connector. */
  updateSsoConnector: SsoConnectorPayload;
  /** Update a user's fields. Emits User.Data.Updated. */
  updateUser: UserPayload;
  /** Merge keys into a user's custom data. Emits User.Data.Updated. */
  updateUserCustomData: JsonObjectPayload;
  /** Change a user's flags (merged into the stored ones). */
  updateUserLogtoConfig: UserLogtoConfigPayload;
  /** Set a user's password. Emits User.Data.Updated. */
  updateUserPassword: UserPayload;
  /**
   * Mark a user's current password expired (`isExpired: true`) or not. While it holds, signing in
   * with that password is refused with `user.password_expired` (422); any new password ends it. A
   * user without a password: `user.password_not_set` (400).
   */
  updateUserPasswordExpiration: UserPayload;
  /** Merge keys into a user's profile. Emits User.Data.Updated. */
  updateUserProfile: JsonObjectPayload;
  /**
   * Check a user's password for an administrator. A wrong one: `session.invalid_credentials`.
   * A legacy hash that verifies is replaced by Argon2id.
   */
  verifyUserPassword: VerifyPasswordPayload;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAddApplicationUserConsentOrganizationsArgs = {
  applicationId: Scalars['ID']['input'];
  organizationIds: Array<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAddOrganizationApplicationRolesArgs = {
  applicationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  organizationRoleIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAddOrganizationApplicationsArgs = {
  applicationIds: Array<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAddOrganizationJitEmailDomainArgs = {
  emailDomain: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAddOrganizationJitRolesArgs = {
  id: Scalars['ID']['input'];
  organizationRoleIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAddOrganizationJitSsoConnectorsArgs = {
  id: Scalars['ID']['input'];
  ssoConnectorIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAddOrganizationRoleResourceScopesArgs = {
  id: Scalars['ID']['input'];
  scopeIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAddOrganizationRoleScopesArgs = {
  id: Scalars['ID']['input'];
  organizationScopeIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAddOrganizationUserRolesArgs = {
  id: Scalars['ID']['input'];
  organizationRoleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  organizationRoleNames?: InputMaybe<Array<Scalars['String']['input']>>;
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAddOrganizationUsersArgs = {
  id: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAddRoleScopesArgs = {
  id: Scalars['ID']['input'];
  scopeIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAssignApplicationRolesArgs = {
  applicationId: Scalars['ID']['input'];
  roleIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAssignApplicationUserConsentScopesArgs = {
  applicationId: Scalars['ID']['input'];
  input: AssignUserConsentScopesInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAssignOrganizationRolesToApplicationsArgs = {
  applicationIds: Array<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  organizationRoleIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAssignOrganizationRolesToUsersArgs = {
  id: Scalars['ID']['input'];
  organizationRoleIds: Array<Scalars['ID']['input']>;
  userIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAssignRoleApplicationsArgs = {
  applicationIds: Array<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAssignRoleUsersArgs = {
  id: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationAssignUserRolesArgs = {
  roleIds: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateApplicationArgs = {
  input: CreateApplicationInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateApplicationSecretArgs = {
  applicationId: Scalars['ID']['input'];
  input: CreateNamedApplicationSecretInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateConnectorArgs = {
  input: CreateConnectorInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateHookArgs = {
  input: CreateHookInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateInitialAccessTokenArgs = {
  input: CreateInitialAccessTokenInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateOrganizationArgs = {
  input: CreateOrganizationInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateOrganizationInvitationArgs = {
  input: CreateOrganizationInvitationInput;
  messagePayload?: InputMaybe<Scalars['JSONObject']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateOrganizationRoleArgs = {
  input: CreateOrganizationRoleInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateOrganizationScopeArgs = {
  input: CreateOrganizationScopeInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreatePersonalAccessTokenArgs = {
  input: CreatePersonalAccessTokenInput;
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateResourceArgs = {
  input: CreateResourceInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateRoleArgs = {
  input: CreateRoleInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateSamlApplicationArgs = {
  input: SamlApplicationInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateSamlApplicationSecretArgs = {
  id: Scalars['ID']['input'];
  lifeSpanInYears: Scalars['Int']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateScimConnectionArgs = {
  input: CreateScimConnectionInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateScopeArgs = {
  input: CreateScopeInput;
  resourceId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateSsoConnectorArgs = {
  input: CreateSsoConnectorInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateSubjectTokenArgs = {
  input: CreateSubjectTokenInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateUserMfaVerificationArgs = {
  input: CreateUserMfaVerificationInput;
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteApplicationLegacySecretArgs = {
  applicationId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteApplicationSecretArgs = {
  applicationId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteConnectorArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteCookieKeyArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteEmailTemplateArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteEmailTemplatesArgs = {
  languageTag?: InputMaybe<Scalars['String']['input']>;
  templateType?: InputMaybe<EmailTemplateType>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteHookArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteInitialAccessTokenArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteOrganizationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteOrganizationInvitationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteOrganizationRoleArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteOrganizationScopeArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeletePersonalAccessTokenArgs = {
  name: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteResourceArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteRoleArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteSamlApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteSamlApplicationSecretArgs = {
  id: Scalars['ID']['input'];
  secretId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteScopeArgs = {
  resourceId: Scalars['ID']['input'];
  scopeId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteSigningKeyArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteSsoConnectorArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteUserIdentityArgs = {
  id: Scalars['ID']['input'];
  target: Scalars['String']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteUserMfaVerificationArgs = {
  userId: Scalars['ID']['input'];
  verificationId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationLinkUserIdentityArgs = {
  id: Scalars['ID']['input'];
  input: LinkUserIdentityInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRedeliverHookDeliveryArgs = {
  deliveryId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveApplicationRoleArgs = {
  applicationId: Scalars['ID']['input'];
  roleId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveApplicationUserConsentOrganizationArgs = {
  applicationId: Scalars['ID']['input'];
  organizationId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveApplicationUserConsentScopeArgs = {
  applicationId: Scalars['ID']['input'];
  scopeId: Scalars['String']['input'];
  scopeType: Scalars['String']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveOrganizationApplicationArgs = {
  applicationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveOrganizationApplicationRoleArgs = {
  applicationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  organizationRoleId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveOrganizationJitEmailDomainArgs = {
  emailDomain: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveOrganizationJitRoleArgs = {
  id: Scalars['ID']['input'];
  organizationRoleId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveOrganizationJitSsoConnectorArgs = {
  id: Scalars['ID']['input'];
  ssoConnectorId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveOrganizationRoleResourceScopeArgs = {
  id: Scalars['ID']['input'];
  scopeId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveOrganizationRoleScopeArgs = {
  id: Scalars['ID']['input'];
  organizationScopeId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveOrganizationUserArgs = {
  id: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveOrganizationUserRoleArgs = {
  id: Scalars['ID']['input'];
  organizationRoleId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveRoleApplicationArgs = {
  applicationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveRoleScopeArgs = {
  id: Scalars['ID']['input'];
  scopeId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveRoleUserArgs = {
  id: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveUserAgentLimitArgs = {
  applicationId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveUserRoleArgs = {
  roleId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRenameApplicationSecretArgs = {
  applicationId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  newName: Scalars['String']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRenamePersonalAccessTokenArgs = {
  name: Scalars['String']['input'];
  newName: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceApplicationAccessControlArgs = {
  applicationId: Scalars['ID']['input'];
  input: ApplicationAccessControlInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceApplicationRolesArgs = {
  applicationId: Scalars['ID']['input'];
  roleIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceApplicationSignInExperienceArgs = {
  applicationId: Scalars['ID']['input'];
  input: ApplicationSignInExperienceInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceApplicationUserConsentOrganizationsArgs = {
  applicationId: Scalars['ID']['input'];
  organizationIds: Array<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceEmailTemplatesArgs = {
  templates: Array<EmailTemplateInput>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceIdTokenConfigArgs = {
  input: IdTokenConfigInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceOrganizationApplicationRolesArgs = {
  applicationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  organizationRoleIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceOrganizationApplicationsArgs = {
  applicationIds: Array<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceOrganizationJitEmailDomainsArgs = {
  emailDomains: Array<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceOrganizationJitRolesArgs = {
  id: Scalars['ID']['input'];
  organizationRoleIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceOrganizationJitSsoConnectorsArgs = {
  id: Scalars['ID']['input'];
  ssoConnectorIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceOrganizationRoleResourceScopesArgs = {
  id: Scalars['ID']['input'];
  scopeIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceOrganizationRoleScopesArgs = {
  id: Scalars['ID']['input'];
  organizationScopeIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceOrganizationUserRolesArgs = {
  id: Scalars['ID']['input'];
  organizationRoleIds: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceOrganizationUsersArgs = {
  id: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationReplaceUserRolesArgs = {
  roleIds: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRevokeScimConnectionArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRevokeUserGrantArgs = {
  grantId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRevokeUserSessionArgs = {
  sessionId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRotateApplicationSecretArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRotateHookSigningKeyArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRotateSigningKeyArgs = {
  signingKeyAlgorithm?: InputMaybe<Scalars['String']['input']>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationSendOrganizationInvitationMessageArgs = {
  id: Scalars['ID']['input'];
  messagePayload: Scalars['JSONObject']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationSendTestMessageArgs = {
  channel: MessageChannel;
  to: Scalars['String']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationSetApplicationIdTokenClaimsArgs = {
  id: Scalars['ID']['input'];
  mappings: Array<ClaimMappingInput>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationSetEmailDeliveryArgs = {
  input: SmtpDeliveryInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationSetOrganizationInvitationStatusArgs = {
  id: Scalars['ID']['input'];
  input: SetOrganizationInvitationStatusInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationSetResourceClaimMappingsArgs = {
  id: Scalars['ID']['input'];
  mappings: Array<ClaimMappingInput>;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationSetResourceIsDefaultArgs = {
  id: Scalars['ID']['input'];
  isDefault: Scalars['Boolean']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationSetSmsDeliveryArgs = {
  input: SmsDeliveryInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationSetUserAgentLimitArgs = {
  applicationId: Scalars['ID']['input'];
  resources: Array<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationSetUserIdentifierVerifiedArgs = {
  id: Scalars['ID']['input'];
  identifierType: VerifiableIdentifierType;
  verified: Scalars['Boolean']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationSetUserIdentityArgs = {
  id: Scalars['ID']['input'];
  input: UserIdentityInput;
  target: Scalars['String']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationSetUserSuspendedArgs = {
  id: Scalars['ID']['input'];
  isSuspended: Scalars['Boolean']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationStartConnectorTestArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationStartSsoConnectorTestArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationTestHookArgs = {
  failOnError?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: TestHookInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateApplicationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateApplicationInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateApplicationCustomDataArgs = {
  customData: Scalars['JSONObject']['input'];
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateCaptchaProviderArgs = {
  config: CaptchaConfigInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateClientRegistrationSettingsArgs = {
  input: UpdateClientRegistrationSettingsInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateConnectorArgs = {
  id: Scalars['ID']['input'];
  input: UpdateConnectorInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateEmailTemplateDetailsArgs = {
  details: EmailTemplateDetailsPatch;
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateHookArgs = {
  id: Scalars['ID']['input'];
  input: UpdateHookInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateOidcSessionConfigArgs = {
  input: OidcSessionConfigInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateOrganizationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrganizationInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateOrganizationRoleArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrganizationRoleInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateOrganizationScopeArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOrganizationScopeInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateResourceArgs = {
  id: Scalars['ID']['input'];
  input: UpdateResourceInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateRoleArgs = {
  id: Scalars['ID']['input'];
  input: UpdateRoleInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateSamlApplicationArgs = {
  id: Scalars['ID']['input'];
  input: SamlApplicationInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateSamlApplicationSecretArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  secretId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateScopeArgs = {
  input: UpdateScopeInput;
  resourceId: Scalars['ID']['input'];
  scopeId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateSignInExperienceArgs = {
  input: UpdateSignInExperienceInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateSsoConnectorArgs = {
  id: Scalars['ID']['input'];
  input: UpdateSsoConnectorInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateUserCustomDataArgs = {
  customData: Scalars['JSONObject']['input'];
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateUserLogtoConfigArgs = {
  input: UpdateUserLogtoConfigInput;
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateUserPasswordArgs = {
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateUserPasswordExpirationArgs = {
  isExpired: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateUserProfileArgs = {
  id: Scalars['ID']['input'];
  profile: Scalars['JSONObject']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationVerifyUserPasswordArgs = {
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
};

/**
 * A named secret of a confidential application, beside its legacy secret. Client authentication
 * (client_secret_basic / client_secret_post) accepts the legacy secret or any unexpired named one.
 */
export type NamedApplicationSecret = {
  __typename?: 'NamedApplicationSecret';
  /** The application it authenticates. */
  applicationId: Scalars['String']['output'];
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops authenticating the application; null for never. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its name, unique among the application's secrets (the REST routes address it by name). */
  name: Scalars['String']['output'];
  /** Always `default`: Tessera serves one tenant (the compatible Management API's field). */
  tenantId: Scalars['String']['output'];
  /**
   * The secret itself: only in the answer to its creation, an empty string ever after (it is
   * kept only as a SHA-256 digest; answered for typed clients that require the field).
   */
  value: Scalars['String']['output'];
};

/** The result of creating or renaming a named application secret. */
export type NamedApplicationSecretPayload = {
  __typename?: 'NamedApplicationSecretPayload';
  /** The secret; on creation it carries its value, shown only this once. */
  secret?: Maybe<NamedApplicationSecret>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** OpenID Connect client registration data. */
export type OidcClientMetadata = {
  __typename?: 'OidcClientMetadata';
  /** Whether the logout token must carry the session id (`sid`) beside `sub` (default false: `sub` only). */
  backchannelLogoutSessionRequired: Scalars['Boolean']['output'];
  /**
   * OpenID Connect Back-Channel Logout 1.0: where Tessera POSTs a signed logout token
   * (application/x-www-form-urlencoded `logout_token`) when a session the application got tokens in
   * ends; null when not set.
   */
  backchannelLogoutUri?: Maybe<Scalars['String']['output']>;
  /** Whether the front-channel page is loaded with the `iss` and `sid` query parameters (default false). */
  frontchannelLogoutSessionRequired: Scalars['Boolean']['output'];
  /**
   * OpenID Connect Front-Channel Logout 1.0: the page Tessera's sign-out loads in an iframe; null when
   * not set. Its scheme, host and port are those of a registered redirect URI.
   */
  frontchannelLogoutUri?: Maybe<Scalars['String']['output']>;
  /** private_key_jwt: the client's public keys as an inline JWK Set, or null. */
  jwks?: Maybe<Scalars['JSONObject']['output']>;
  /** private_key_jwt: where the client publishes its JWK Set (https), or null. */
  jwksUri?: Maybe<Scalars['String']['output']>;
  /** Allowed redirect URIs after sign-out. */
  postLogoutRedirectUris: Array<Scalars['String']['output']>;
  /** Allowed redirect URIs for the authorization code flow. */
  redirectUris: Array<Scalars['String']['output']>;
  /**
   * Whether the token endpoint issues tokens to this application only with a DPoP proof (RFC 9449;
   * its client metadata dpop_bound_access_tokens): a request without one is refused with
   * invalid_request. A Tessera extension; default false.
   */
  requireDpop: Scalars['Boolean']['output'];
  /**
   * Whether authorization requests of this application must come through the pushed authorization
   * request endpoint, `/oidc/par` (RFC 9126 §6 `require_pushed_authorization_requests`). When on,
   * `/oidc/auth` refuses a request without a `request_uri` from that endpoint (`invalid_request`,
   * redirected to the client). Off by default.
   */
  requirePushedAuthorizationRequests: Scalars['Boolean']['output'];
  /**
   * How the client authenticates at the token, introspection and revocation endpoints (RFC 7591
   * token_endpoint_auth_method): client_secret_basic (the default of confidential applications;
   * client_secret_post is accepted alike), client_secret_post, private_key_jwt (RFC 7523), or none
   * (public applications).
   */
  tokenEndpointAuthMethod: Scalars['String']['output'];
};

/**
 * Redirect URIs: absolute, without fragment; https, or http on localhost / 127.0.0.1, or (Native
 * apps only) a custom scheme.
 */
export type OidcClientMetadataInput = {
  /** Whether logout tokens carry `sid` (default false). */
  backchannelLogoutSessionRequired?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Back-channel logout URI: absolute, https (plain http to this machine only in development), no
   * fragment, not an internal address; null or empty clears it. Not for machine-to-machine
   * applications.
   */
  backchannelLogoutUri?: InputMaybe<Scalars['String']['input']>;
  /** Whether the front-channel page gets `iss` and `sid` (default false). */
  frontchannelLogoutSessionRequired?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Front-channel logout URI: absolute, https (plain http to this machine only in development), no
   * fragment, with the scheme, host and port of one of the redirect URIs; null or empty clears it.
   */
  frontchannelLogoutUri?: InputMaybe<Scalars['String']['input']>;
  /**
   * private_key_jwt: an inline JWK Set of public signing keys (RS256, PS256, ES256, ES384, EdDSA; no
   * private members), replacing jwksUri.
   */
  jwks?: InputMaybe<Scalars['JSONObject']['input']>;
  /** private_key_jwt: an https URL serving the client's JWK Set, replacing jwks. */
  jwksUri?: InputMaybe<Scalars['String']['input']>;
  /** Allowed post-sign-out redirect URIs (replaces the list). */
  postLogoutRedirectUris?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Allowed redirect URIs (replaces the list). */
  redirectUris?: InputMaybe<Array<Scalars['String']['input']>>;
  /**
   * Issue tokens only with a DPoP proof (RFC 9449); every token the application gets is then bound
   * to its key. Omitted: unchanged (false for a new application).
   */
  requireDpop?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Require pushed authorization requests (RFC 9126) of this application; true or false (null is
   * refused as `guard.invalid_input`).
   */
  requirePushedAuthorizationRequests?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * client_secret_basic, client_secret_post, private_key_jwt (confidential applications) or none
   * (public applications). client_secret_jwt is refused: secrets are kept only as digests. Switching
   * away from private_key_jwt clears the keys.
   */
  tokenEndpointAuthMethod?: InputMaybe<Scalars['String']['input']>;
};

/** How long a browser sign-in session lasts (the compatible product's `/api/configs/oidc/session`). */
export type OidcSessionConfig = {
  __typename?: 'OidcSessionConfig';
  /** The lifetime of a new sign-in session, in seconds (default 1,209,600: fourteen days; 300 to 31,622,400). Sessions already started keep theirs. */
  ttl: Scalars['Int']['output'];
};

/** A change of the session settings; each left out keeps its value. */
export type OidcSessionConfigInput = {
  /** See OidcSessionConfig.ttl. */
  ttl?: InputMaybe<Scalars['Int']['input']>;
};

/** The result of changing the session settings. */
export type OidcSessionConfigPayload = {
  __typename?: 'OidcSessionConfigPayload';
  /** The settings after the change; null when the mutation failed. */
  oidcSessionConfig?: Maybe<OidcSessionConfig>;
  /** Why the mutation failed (guard.invalid_input on ttl); empty on success. */
  userErrors: Array<UserError>;
};

/** A direction of a sort. */
export type OrderDirection =
  /** Smallest (or oldest, or A) first. */
  | 'Asc'
  /** Largest (or newest, or Z) first. */
  | 'Desc';

/** A group of users and machine-to-machine applications (a tenant, a customer, a team) with its own roles. */
export type Organization = {
  __typename?: 'Organization';
  /** Sign-in page logos: `logoUrl`, `darkLogoUrl`, `favicon`, `darkFavicon` (http(s) URLs). */
  branding: Scalars['JSONObject']['output'];
  /** Sign-in page colours: `primaryColor`, `isDarkModeEnabled`, `darkPrimaryColor`. */
  color: Scalars['JSONObject']['output'];
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** Custom CSS for the organization's sign-in pages. */
  customCss?: Maybe<Scalars['String']['output']>;
  /** Free-form data owned by the integrator. */
  customData: Scalars['JSONObject']['output'];
  /** Free-text description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** Whether members must use multi-factor authentication to sign in to this organization (stored for clients of the compatible product; Tessera does not enforce it per organization yet). */
  isMfaRequired: Scalars['Boolean']['output'];
  /** Email domains whose users join this organization automatically when they sign up (just-in-time provisioning). */
  jitEmailDomains: Array<Scalars['String']['output']>;
  /** Display name (not unique). */
  name: Scalars['String']['output'];
  /**
   * The roles the member a list is about holds in this organization: answered by
   * userOrganizations and applicationOrganizations, null elsewhere.
   */
  organizationRoles?: Maybe<Array<OrganizationRole>>;
  /** Always `default`: Tessera serves one tenant (answered for clients typed against the compatible product). */
  tenantId?: Maybe<Scalars['String']['output']>;
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A machine-to-machine application as a member of one organization. */
export type OrganizationApplication = {
  __typename?: 'OrganizationApplication';
  /** Whether sign-in to the application is limited to allowed users and roles. */
  appLevelAccessControlEnabled: Scalars['Boolean']['output'];
  /** When the application was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Token exchange, Management API and PKCE settings. */
  customClientMetadata: CustomClientMetadata;
  /** Free-form data an administrator keeps on the application. */
  customData: Scalars['JSONObject']['output'];
  /** Application description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Identifier of the application. */
  id: Scalars['ID']['output'];
  /** Always false (see Application.isThirdParty). */
  isThirdParty: Scalars['Boolean']['output'];
  /** Application name. */
  name: Scalars['String']['output'];
  /** Redirect URIs (none for machine-to-machine applications). */
  oidcClientMetadata: OidcClientMetadata;
  /** The application's roles in this organization. */
  organizationRoles: Array<OrganizationRole>;
  /** Always null (see Application.protectedAppMetadata). */
  protectedAppMetadata?: Maybe<Scalars['JSONObject']['output']>;
  /** Always `default`: Tessera serves one tenant. */
  tenantId: Scalars['String']['output'];
  /** Application type; always `MachineToMachine` for organization members. */
  type: Scalars['String']['output'];
  /** When the application last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of an organization's member applications. */
export type OrganizationApplicationConnection = {
  __typename?: 'OrganizationApplicationConnection';
  /** Items with cursors. */
  edges: Array<OrganizationApplicationEdge>;
  /** Items without cursors. */
  nodes: Array<OrganizationApplication>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of member applications, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of an organization application connection. */
export type OrganizationApplicationEdge = {
  __typename?: 'OrganizationApplicationEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The member application. */
  node: OrganizationApplication;
};

/** A page of organizations. */
export type OrganizationConnection = {
  __typename?: 'OrganizationConnection';
  /** Items with cursors. */
  edges: Array<OrganizationEdge>;
  /** Items without cursors. */
  nodes: Array<Organization>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of organizations matching the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of an organization connection. */
export type OrganizationEdge = {
  __typename?: 'OrganizationEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The organization. */
  node: Organization;
};

/** An email domain whose users are provisioned into an organization just in time. */
export type OrganizationEmailDomain = {
  __typename?: 'OrganizationEmailDomain';
  /** Lower-case domain, such as `example.com`. */
  emailDomain: Scalars['String']['output'];
  /** The organization. */
  organizationId: Scalars['ID']['output'];
  /** Always `default`: Tessera serves one tenant. */
  tenantId: Scalars['String']['output'];
};

/**
 * One page of an organization's JIT email domains, in alphabetical order (offset-paged: the
 * domains are a short list kept on the organization).
 */
export type OrganizationEmailDomainPage = {
  __typename?: 'OrganizationEmailDomainPage';
  /** The domains of this page. */
  nodes: Array<OrganizationEmailDomain>;
  /** Number of domains across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The result of replacing an organization's just-in-time email domains. */
export type OrganizationEmailDomainsPayload = {
  __typename?: 'OrganizationEmailDomainsPayload';
  /** The domain added (addOrganizationJitEmailDomain only). */
  emailDomain?: Maybe<OrganizationEmailDomain>;
  /** The domains after the change; null when the mutation failed. */
  emailDomains?: Maybe<Array<OrganizationEmailDomain>>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** An invitation for an email address to join an organization. */
export type OrganizationInvitation = {
  __typename?: 'OrganizationInvitation';
  /** The user who accepted, once accepted. */
  acceptedUserId?: Maybe<Scalars['ID']['output']>;
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** After this instant a pending invitation is expired. */
  expiresAt: Scalars['DateTime']['output'];
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** Email address of the invitee. */
  invitee: Scalars['String']['output'];
  /** The user who sent the invitation, if known. */
  inviterId?: Maybe<Scalars['ID']['output']>;
  /** The organization the invitee is invited to. */
  organizationId: Scalars['ID']['output'];
  /** Organization roles the invitee receives on acceptance. */
  organizationRoles: Array<OrganizationRole>;
  /** Current status. */
  status: OrganizationInvitationStatus;
  /** Always `default`: Tessera serves one tenant (answered for clients typed against the compatible product). */
  tenantId?: Maybe<Scalars['String']['output']>;
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of organization invitations. */
export type OrganizationInvitationConnection = {
  __typename?: 'OrganizationInvitationConnection';
  /** Items with cursors. */
  edges: Array<OrganizationInvitationEdge>;
  /** Items without cursors. */
  nodes: Array<OrganizationInvitation>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of invitations matching the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The statuses an administrator may move a pending invitation to. */
export type OrganizationInvitationDecision =
  /** The invitee (`acceptedUserId`) joins the organization with the invitation's roles. */
  | 'Accepted'
  /** The invitation is withdrawn. */
  | 'Revoked';

/** An edge of an organization invitation connection. */
export type OrganizationInvitationEdge = {
  __typename?: 'OrganizationInvitationEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The invitation. */
  node: OrganizationInvitation;
};

/** The result of a mutation returning an organization invitation. */
export type OrganizationInvitationPayload = {
  __typename?: 'OrganizationInvitationPayload';
  /** The membership change an acceptance made; null otherwise. */
  membershipChange?: Maybe<OrganizationMembershipChange>;
  /** The invitation after the change; null when the mutation failed. */
  organizationInvitation?: Maybe<OrganizationInvitation>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

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

/** The result of changing the enterprise SSO connectors of an organization's just-in-time provisioning. */
export type OrganizationJitSsoConnectorsPayload = {
  __typename?: 'OrganizationJitSsoConnectorsPayload';
  /** The organization's JIT SSO connectors after the change; null when the mutation failed. */
  ssoConnectors?: Maybe<Array<SsoConnector>>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of a mutation of a member's (or the just-in-time default) organization roles. */
export type OrganizationMemberRolesPayload = {
  __typename?: 'OrganizationMemberRolesPayload';
  /** The ids of those organization roles; null when the mutation failed. */
  organizationRoleIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** The organization roles after the change; null when the mutation failed. */
  organizationRoles?: Maybe<Array<OrganizationRole>>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** What a membership mutation really changed: computed from the membership before and after, inside its transaction. */
export type OrganizationMembershipChange = {
  __typename?: 'OrganizationMembershipChange';
  /** Applications that were not members before and are now. */
  addedApplicationIds: Array<Scalars['ID']['output']>;
  /** Users who were not members before and are now. */
  addedUserIds: Array<Scalars['ID']['output']>;
  /** The organization. */
  organizationId: Scalars['ID']['output'];
  /** Applications that were members before and are not now. */
  removedApplicationIds: Array<Scalars['ID']['output']>;
  /** Users who were members before and are not now. */
  removedUserIds: Array<Scalars['ID']['output']>;
};

/** The result of a mutation of an organization's members. */
export type OrganizationMembershipPayload = {
  __typename?: 'OrganizationMembershipPayload';
  /** The members the request named, those that already were members included; null when the mutation failed. */
  memberIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** What really changed; null when the mutation failed. */
  membershipChange?: Maybe<OrganizationMembershipChange>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of a mutation returning an organization. */
export type OrganizationPayload = {
  __typename?: 'OrganizationPayload';
  /** The organization after the change; null when the mutation failed. */
  organization?: Maybe<Organization>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** What an organization's isMfaRequired does at sign-in. */
export type OrganizationRequiredMfaPolicy =
  /** Members of such an organization must have a second factor to finish signing in (the default). */
  | 'Mandatory'
  /** Members of such an organization are not made to set up a second factor at sign-in. */
  | 'NoPrompt';

/** A role members hold inside an organization; it grants organization scopes and API resource scopes. */
export type OrganizationRole = {
  __typename?: 'OrganizationRole';
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-text description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** Unique name. */
  name: Scalars['String']['output'];
  /** API resource scopes this role grants inside the organization. */
  resourceScopes: Array<OrganizationRoleResourceScope>;
  /** Organization scopes this role grants. */
  scopes: Array<OrganizationScope>;
  /** Always `default`: Tessera serves one tenant (answered for clients typed against the compatible product). */
  tenantId?: Maybe<Scalars['String']['output']>;
  /** Who may hold the role: `User` (the default) or `MachineToMachine` applications. */
  type: OrganizationRoleType;
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
  /** How many users hold the role in some organization. */
  usersCount?: Maybe<Scalars['Int']['output']>;
};

/** A page of organization roles. */
export type OrganizationRoleConnection = {
  __typename?: 'OrganizationRoleConnection';
  /** Items with cursors. */
  edges: Array<OrganizationRoleEdge>;
  /** Items without cursors. */
  nodes: Array<OrganizationRole>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of organization roles matching the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of an organization role connection. */
export type OrganizationRoleEdge = {
  __typename?: 'OrganizationRoleEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The organization role. */
  node: OrganizationRole;
};

/** The result of a mutation returning an organization role. */
export type OrganizationRolePayload = {
  __typename?: 'OrganizationRolePayload';
  /** The role after the change; null when the mutation failed. */
  organizationRole?: Maybe<OrganizationRole>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** An API resource scope granted by an organization role to the organization's members. */
export type OrganizationRoleResourceScope = {
  __typename?: 'OrganizationRoleResourceScope';
  /** When the scope was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-text description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Identifier of the API resource scope. */
  id: Scalars['ID']['output'];
  /** Scope name, as it appears in access tokens. */
  name: Scalars['String']['output'];
  /** The API resource the scope belongs to (the compatible Management API's nested object). */
  resource: ScopeResourceRef;
  /** Identifier of the API resource the scope belongs to. */
  resourceId: Scalars['ID']['output'];
  /** Resource indicator of that API resource. */
  resourceIndicator: Scalars['String']['output'];
  /** Always `default`: Tessera serves one tenant. */
  tenantId: Scalars['String']['output'];
};

/** The result of a mutation of an organization role's API resource scopes. */
export type OrganizationRoleResourceScopesPayload = {
  __typename?: 'OrganizationRoleResourceScopesPayload';
  /** The role's resource scopes after the change; null when the mutation failed. */
  resourceScopes?: Maybe<Array<OrganizationRoleResourceScope>>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of a mutation of an organization role's organization scopes. */
export type OrganizationRoleScopesPayload = {
  __typename?: 'OrganizationRoleScopesPayload';
  /** The role's organization scopes after the change; null when the mutation failed. */
  organizationScopes?: Maybe<Array<OrganizationScope>>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** Who may hold an organization role. */
export type OrganizationRoleType =
  /** Member machine-to-machine applications. */
  | 'MachineToMachine'
  /** Member users. */
  | 'User';

/** The result of giving several members the same organization roles. */
export type OrganizationRolesAssignmentPayload = {
  __typename?: 'OrganizationRolesAssignmentPayload';
  /** The members that now hold the roles; null when the mutation failed. */
  memberIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** The organization roles given; null when the mutation failed. */
  organizationRoleIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** A permission that only has meaning inside an organization (for example `invite:member`). */
export type OrganizationScope = {
  __typename?: 'OrganizationScope';
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-text description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** Unique name, without whitespace. */
  name: Scalars['String']['output'];
  /** Always `default`: Tessera serves one tenant (answered for clients typed against the compatible product). */
  tenantId?: Maybe<Scalars['String']['output']>;
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of organization scopes. */
export type OrganizationScopeConnection = {
  __typename?: 'OrganizationScopeConnection';
  /** Items with cursors. */
  edges: Array<OrganizationScopeEdge>;
  /** Items without cursors. */
  nodes: Array<OrganizationScope>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of organization scopes matching the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of an organization scope connection. */
export type OrganizationScopeEdge = {
  __typename?: 'OrganizationScopeEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The organization scope. */
  node: OrganizationScope;
};

/** The result of a mutation returning an organization scope. */
export type OrganizationScopePayload = {
  __typename?: 'OrganizationScopePayload';
  /** The scope after the change; null when the mutation failed. */
  organizationScope?: Maybe<OrganizationScope>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** A user as a member of one organization: the user's public fields and their roles there. */
export type OrganizationUser = {
  __typename?: 'OrganizationUser';
  /** Always null: the application a user signed up through is not recorded (the compatible Management API's field). */
  applicationId?: Maybe<Scalars['ID']['output']>;
  /** Avatar image URL. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** When the user was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-form data owned by the integrator. */
  customData: Scalars['JSONObject']['output'];
  /** Identifier of the user. */
  id: Scalars['ID']['output'];
  /** Linked social identities, by connector target. */
  identities: Scalars['JSONObject']['output'];
  /** Whether the user is suspended. */
  isSuspended: Scalars['Boolean']['output'];
  /** Last successful sign-in. */
  lastSignInAt?: Maybe<Scalars['DateTime']['output']>;
  /** Display name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The user's roles in this organization. */
  organizationRoles: Array<OrganizationRole>;
  /** Primary email, if any. */
  primaryEmail?: Maybe<Scalars['String']['output']>;
  /** Primary phone, if any. */
  primaryPhone?: Maybe<Scalars['String']['output']>;
  /** Standard OIDC profile claims (givenName, familyName, locale, …). */
  profile: Scalars['JSONObject']['output'];
  /** When the user last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Username, if any. */
  username?: Maybe<Scalars['String']['output']>;
};

/** A page of an organization's member users. */
export type OrganizationUserConnection = {
  __typename?: 'OrganizationUserConnection';
  /** Items with cursors. */
  edges: Array<OrganizationUserEdge>;
  /** Items without cursors. */
  nodes: Array<OrganizationUser>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of member users matching the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of an organization user connection. */
export type OrganizationUserEdge = {
  __typename?: 'OrganizationUserEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The member user. */
  node: OrganizationUser;
};

/** Relay pagination state of a connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last item returned; pass it as `after` to continue. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more items follow the last one returned. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when items precede the first one returned. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first item returned. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** Character classes a password mixes. */
export type PasswordCharacterTypes = {
  __typename?: 'PasswordCharacterTypes';
  /** The fewest of the four classes (1 to 4; default 1). */
  min: Scalars['Int']['output'];
};

/** Changes to the character-class rule. */
export type PasswordCharacterTypesInput = {
  /** The fewest classes (1 to 4). */
  min?: InputMaybe<Scalars['Int']['input']>;
};

/** The result of checking a password against the password policy. */
export type PasswordCheck = {
  __typename?: 'PasswordCheck';
  /** Every issue found; empty when the password meets the policy. */
  issues: Array<PasswordIssue>;
  /** Whether the password meets the policy. */
  result: Scalars['Boolean']['output'];
};

/** One way a password breaks the password policy. */
export type PasswordIssue = {
  __typename?: 'PasswordIssue';
  /** The compatible product's code, such as `password_rejected.too_short` or `password_rejected.restricted.user_info`. */
  code: Scalars['String']['output'];
  /** Values for the message, such as `{ "min": 8 }`. */
  interpolation: Scalars['JSONObject']['output'];
};

/** Length bounds of a password. */
export type PasswordLength = {
  __typename?: 'PasswordLength';
  /** The most characters (default and ceiling 256). */
  max: Scalars['Int']['output'];
  /** The fewest characters (default 8). */
  min: Scalars['Int']['output'];
};

/** Changes to the password length bounds; omitted fields keep their value. */
export type PasswordLengthInput = {
  /** The most characters (1 to 256, at least min). */
  max?: InputMaybe<Scalars['Int']['input']>;
  /** The fewest characters (1 to 256). */
  min?: InputMaybe<Scalars['Int']['input']>;
};

/** The password policy, in the compatible product's shape. */
export type PasswordPolicy = {
  __typename?: 'PasswordPolicy';
  /** How many character classes (lower case, upper case, digits, symbols) a password mixes. */
  characterTypes: PasswordCharacterTypes;
  /** Length bounds. */
  length: PasswordLength;
  /** What a password may not be or contain. */
  rejects: PasswordRejects;
};

/** Changes to the password policy; omitted parts keep their values. */
export type PasswordPolicyInput = {
  /** Character classes. */
  characterTypes?: InputMaybe<PasswordCharacterTypesInput>;
  /** Length bounds. */
  length?: InputMaybe<PasswordLengthInput>;
  /** What to reject. */
  rejects?: InputMaybe<PasswordRejectsInput>;
};

/** What a password may not be or contain. */
export type PasswordRejects = {
  __typename?: 'PasswordRejects';
  /** How many of the user's latest passwords a change may not reuse, the current one included (0: any; at most 24). Tessera's own rule; the compatible product has none. */
  history: Scalars['Int']['output'];
  /** One of the 10,000 most common leaked passwords (a list shipped with Tessera and checked locally; no network call). */
  pwned: Scalars['Boolean']['output'];
  /** A character three times in a row, or a run such as "abc" or "321". */
  repetitionAndSequence: Scalars['Boolean']['output'];
  /** The user's username, email (or its local part), phone or name. */
  userInfo: Scalars['Boolean']['output'];
  /** Words a password may not contain (case-insensitive; at most 100). */
  words: Array<Scalars['String']['output']>;
};

/** Changes to what a password may not be or contain; omitted fields keep their value. */
export type PasswordRejectsInput = {
  /** How many latest passwords a change may not reuse (0 to 24; 0 turns the rule off and forgets the kept digests). */
  history?: InputMaybe<Scalars['Int']['input']>;
  /** Reject the most common leaked passwords. */
  pwned?: InputMaybe<Scalars['Boolean']['input']>;
  /** Reject repetition and sequences. */
  repetitionAndSequence?: InputMaybe<Scalars['Boolean']['input']>;
  /** Reject the user's own data. */
  userInfo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Words to reject (replaces the list). */
  words?: InputMaybe<Array<Scalars['String']['input']>>;
};

/**
 * A user's personal access token: a long-lived credential for scripts, exchanged at the token
 * endpoint (RFC 8693, `subject_token_type=urn:logto:token-type:personal_access_token`) for an access
 * token with the user's own permissions. Only its digest is stored: the value is shown once, when
 * it is created.
 */
export type PersonalAccessToken = {
  __typename?: 'PersonalAccessToken';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops being accepted; null for never. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** Its name, unique among the user's tokens (the REST routes address it by name). */
  name: Scalars['String']['output'];
  /** Always `default`: Tessera serves one tenant (the compatible Management API's field). */
  tenantId: Scalars['String']['output'];
  /** When it was last renamed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The user it belongs to. */
  userId: Scalars['String']['output'];
  /** The token itself: only in the answer to its creation, null ever after. */
  value?: Maybe<Scalars['String']['output']>;
};

/** The result of creating or renaming a personal access token. */
export type PersonalAccessTokenPayload = {
  __typename?: 'PersonalAccessTokenPayload';
  /** The token; on creation it carries its value, shown only this once. */
  personalAccessToken?: Maybe<PersonalAccessToken>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The entry points for reading the directory. Every list is a Relay connection. */
export type Query = {
  __typename?: 'Query';
  /**
   * Every user's active (neither ended nor expired) browser sessions, newest first; end one with
   * `revokeUserSession`. `userId` narrows them to one user's.
   */
  activeSessions: SessionConnection;
  /** One application. Unknown id: error `entity.not_found`. */
  application?: Maybe<Application>;
  /** An application's access control; entity.not_found for an unknown application. */
  applicationAccessControl: ApplicationAccessControl;
  /**
   * Back-channel logout attempts to an application, newest first (kept as long as webhook
   * deliveries: WEBHOOK_LOG_RETENTION_DAYS); `result` keeps only successes or failures.
   */
  applicationBackchannelLogoutLogs: BackchannelLogoutAttemptConnection;
  /** The organizations an application is a member of, newest first. Unknown id: `entity.not_found`. */
  applicationOrganizations: OrganizationConnection;
  /** The roles a machine-to-machine application holds, newest first; `search` / `searchBy` as on `roles`. Unknown application: `entity.not_found`. */
  applicationRoles: RoleConnection;
  /** An application's named secrets, newest first, without their values. Unknown application: `entity.not_found`. */
  applicationSecrets: Array<NamedApplicationSecret>;
  /** An application's branding. Unknown application, or none set: `entity.not_found`. */
  applicationSignInExperience: ApplicationSignInExperience;
  /** The organizations a user let a third-party application reach (organization tokens for others are refused). */
  applicationUserConsentOrganizations: ConsentOrganizations;
  /** What a third-party application may ask a user for. entity.not_found; application.third_party_application_only for a first-party application. */
  applicationUserConsentScopes: ApplicationUserConsentScopes;
  /** Applications, newest first, matching every filter given. */
  applications: ApplicationConnection;
  /** The CAPTCHA provider, its secret key masked; `entity.not_found` when none is set (the compatible 404). */
  captchaProvider: CaptchaProvider;
  /** Check a password against the password policy (and, with `userId`, against that user's own data); reports every issue. */
  checkPassword: PasswordCheck;
  /** The client registration settings. */
  clientRegistrationSettings: ClientRegistrationSettings;
  /** One connector. */
  connector?: Maybe<Connector>;
  /** The connector factories and their configuration forms. */
  connectorFactories: Array<ConnectorFactory>;
  /** One connector factory. */
  connectorFactory?: Maybe<ConnectorFactory>;
  /** Every social connector, oldest first. */
  connectors: Array<Connector>;
  /**
   * The console dashboard's counts. `since` (default: the start of the current UTC day on the
   * server's clock) may be at most 366 days ago and not in the future: `guard.invalid_input`.
   */
  consoleDashboard: ConsoleDashboard;
  /** The cookie key in use (one; rotated by configuration, not over the API). */
  cookieKeys: Array<CookieKey>;
  /** One email template; entity.not_exists_with_id when there is none. */
  emailTemplate: EmailTemplate;
  /** Email templates, by language and/or type; every template when neither is given. */
  emailTemplates: Array<EmailTemplate>;
  /** One hook by id. */
  hook?: Maybe<Hook>;
  /** The event names a hook can subscribe to (the event catalogue), in catalogue order. */
  hookEvents: Array<Scalars['String']['output']>;
  /** Delivery attempts of a hook, newest first, filtered by time range, event and result. */
  hookRecentLogs: HookDeliveryAttemptConnection;
  /** Hooks, newest first, optionally matching a search. */
  hooks: HookConnection;
  /** The ID token settings. */
  idTokenConfig: IdTokenConfig;
  /** The initial access tokens, newest first, without their values. */
  initialAccessTokens: Array<InitialAccessToken>;
  /** One audit log entry; entity.not_found when there is none. */
  log: Log;
  /**
   * The audit log, newest first, optionally filtered. `logKey` takes exact keys, or prefixes ending
   * in `.` (`Interaction.`); any of them matches. `startTime` is inclusive, `endTime` exclusive; an
   * `endTime` not after `startTime` is refused (guard.invalid_input).
   */
  logs: LogConnection;
  /** How verification codes and invitations are delivered, by channel (secrets masked). */
  messageDelivery: MessageDelivery;
  /** The session settings. */
  oidcSessionConfig: OidcSessionConfig;
  /** Liveness of the API itself; always true when the server answers. */
  ok: Scalars['Boolean']['output'];
  /** One organization by id. */
  organization?: Maybe<Organization>;
  /** A member application's roles in an organization. */
  organizationApplicationRoles: Array<OrganizationRole>;
  /** An organization's member applications, newest first; `search` / `searchBy` as on `applications`. */
  organizationApplications: OrganizationApplicationConnection;
  /** One organization invitation by id. */
  organizationInvitation?: Maybe<OrganizationInvitation>;
  /** Organization invitations, newest first, optionally for one organization or one inviter. */
  organizationInvitations: OrganizationInvitationConnection;
  /** The same domains one page at a time (`first`, `offset`), as the REST list pages them. */
  organizationJitEmailDomainPage: OrganizationEmailDomainPage;
  /** The email domains of an organization's just-in-time provisioning. */
  organizationJitEmailDomains: Array<OrganizationEmailDomain>;
  /** The organization roles a user provisioned just in time receives. */
  organizationJitRoles: Array<OrganizationRole>;
  /** The enterprise SSO connectors whose users join the organization when they first sign in through one. */
  organizationJitSsoConnectors: Array<SsoConnector>;
  /** One organization role by id. */
  organizationRole?: Maybe<OrganizationRole>;
  /** Organization roles, newest first; `search` matches the name or description. */
  organizationRoles: OrganizationRoleConnection;
  /** One organization scope by id. */
  organizationScope?: Maybe<OrganizationScope>;
  /** Organization scopes, newest first; `search` matches the name or description. */
  organizationScopes: OrganizationScopeConnection;
  /** A member user's roles in an organization. */
  organizationUserRoles: Array<OrganizationRole>;
  /** The organization scopes a member user holds through its organization roles, each once. */
  organizationUserScopes: Array<OrganizationScope>;
  /** An organization's member users, newest first; `search` matches username, email, phone or name. */
  organizationUsers: OrganizationUserConnection;
  /** Organizations, newest first; `search` matches the name or description. */
  organizations: OrganizationConnection;
  /** A user's personal access tokens, newest first, without their values; entity.not_found for an unknown user. */
  personalAccessTokens: Array<PersonalAccessToken>;
  /** One API resource with its scopes. Unknown id: error `entity.not_found`. */
  resource?: Maybe<Resource>;
  /** The scopes of an API resource, newest first. Unknown resource: error `entity.not_found`. */
  resourceScopes: ScopeConnection;
  /** API resources, newest first (the Management API resource included). */
  resources: ResourceConnection;
  /** One role. Unknown id: error `entity.not_found`. */
  role?: Maybe<Role>;
  /** The machine-to-machine applications holding a role, newest first; `search` / `searchBy` as on `applications`. Unknown role: `entity.not_found`. */
  roleApplications: ApplicationConnection;
  /** The scopes a role grants, newest first. Unknown role: `entity.not_found`. */
  roleScopes: ScopeConnection;
  /** The users holding a role, newest first; `search` / `searchBy` as on `users`. Unknown role: `entity.not_found`. */
  roleUsers: UserConnection;
  /** Roles, newest first, matching every filter given. */
  roles: RoleConnection;
  /** One SAML application by id. */
  samlApplication: SamlApplication;
  /** A SAML application's signing keys, oldest first. */
  samlApplicationSecrets: Array<SamlApplicationSecret>;
  /** SAML applications, newest first. */
  samlApplications: SamlApplicationConnection;
  /** Every SCIM connection, revoked ones included, without their tokens. */
  scimConnections: Array<ScimConnection>;
  /** The sign-in experience settings in effect. */
  signInExperience: SignInExperience;
  /**
   * The sign-in page (a whole HTML document) as these changes to the settings would show it, in
   * `language` (the fallback language when omitted), without saving them. The changes are checked as
   * updateSignInExperience checks them. The page belongs to no sign-in: show it in a sandboxed frame.
   */
  signInExperiencePreview: Scalars['String']['output'];
  /** The active signing keys, the current signing key first. */
  signingKeys: Array<SigningKey>;
  /** One SSO connector by id. */
  ssoConnector?: Maybe<SsoConnector>;
  /** The providers SSO connectors can be created for. */
  ssoConnectorProviders: Array<SsoConnectorProvider>;
  /** SSO connectors, newest first. */
  ssoConnectors: SsoConnectorConnection;
  /**
   * The claims the application's mappings would add to an ID token for this user (with the grant
   * type, authorization_code by default, refresh_token or the device grant): the same code the token endpoint runs.
   * An unknown application or user is `entity.not_found`.
   */
  testApplicationIdTokenClaims: Scalars['JSONObject']['output'];
  /**
   * The claims the resource's mappings would add to an access token for this user (with the
   * application, grant type — authorization_code by default — and organization given): the same
   * code the token endpoint runs.
   */
  testResourceClaims: Scalars['JSONObject']['output'];
  /**
   * The token exchange audit trail, newest first, optionally filtered by application, user, resource,
   * result and time. `startTime` is inclusive, `endTime` exclusive; an `endTime` not after `startTime`
   * is refused (guard.invalid_input).
   */
  tokenExchangeEvents: TokenExchangeEventConnection;
  /** One user by id; null when unknown. */
  user?: Maybe<User>;
  /** The limits a user set on the applications acting for them by token exchange, by application name; entity.not_found for an unknown user. */
  userAgentLimits: Array<UserAgentLimit>;
  /** A user's social and enterprise SSO identities (the compatible API's all-identities). */
  userAllIdentities: UserAllIdentities;
  /**
   * A user's standing grants, newest first; entity.not_found for an unknown user. `appType`
   * (firstParty | thirdParty) filters by kind of application (isThirdParty).
   */
  userGrants: UserGrants;
  /** A user's linked identity at a target: `{ userId, details }`. */
  userIdentity?: Maybe<Scalars['JSONObject']['output']>;
  /** A user's flags (defaults when never set). Unknown user: `entity.not_found`. */
  userLogtoConfig: UserLogtoConfig;
  /** A user's enrolled second factors (TOTP, backup codes); entity.not_found when the user is unknown. */
  userMfaVerifications: Array<UserMfaVerification>;
  /** The organizations a user is a member of, oldest membership first. */
  userOrganizations: Array<Organization>;
  /** The roles a user holds, newest first; `search` / `searchBy` as on `roles`. Unknown user: `entity.not_found`. */
  userRoles: RoleConnection;
  /** One active session of a user; oidc.session_not_found (404 over REST) when the user has no such active session. */
  userSession: UserSession;
  /** A user's active (neither ended nor expired) browser sessions, newest first; entity.not_found when the user is unknown. */
  userSessions: UserSessions;
  /** All of a user's identities at enterprise SSO connectors, oldest first (one per connector); entity.not_found for an unknown user. */
  userSsoIdentities: Array<UserSsoIdentity>;
  /** A user's identity at an enterprise SSO connector; entity.not_found when the user has none there. */
  userSsoIdentity: UserSsoIdentityResult;
  /** Usernames that differ only by case: always none (see UsernameCaseConflicts). `limit` (1–100) bounds `samples`. */
  usernameCaseConflicts: UsernameCaseConflicts;
  /** Users, newest first, matching every filter given. */
  users: UserConnection;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryActiveSessionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryApplicationAccessControlArgs = {
  applicationId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryApplicationBackchannelLogoutLogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  result?: InputMaybe<HookLogResult>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryApplicationOrganizationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  applicationId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryApplicationRolesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  applicationId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchBy?: InputMaybe<FieldSearchInput>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryApplicationSecretsArgs = {
  applicationId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryApplicationSignInExperienceArgs = {
  applicationId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryApplicationUserConsentOrganizationsArgs = {
  applicationId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryApplicationUserConsentScopesArgs = {
  applicationId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryApplicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  excludeOrganizationId?: InputMaybe<Scalars['ID']['input']>;
  excludeRoleId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchBy?: InputMaybe<FieldSearchInput>;
  type?: InputMaybe<ApplicationType>;
  types?: InputMaybe<Array<ApplicationType>>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryCheckPasswordArgs = {
  password: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryConnectorArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryConnectorFactoryArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryConsoleDashboardArgs = {
  since?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryEmailTemplateArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryEmailTemplatesArgs = {
  languageTag?: InputMaybe<Scalars['String']['input']>;
  templateType?: InputMaybe<EmailTemplateType>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryHookArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryHookRecentLogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  event?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  result?: InputMaybe<HookLogResult>;
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryHooksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryLogArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryLogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  applicationId?: InputMaybe<Scalars['String']['input']>;
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  logKey?: InputMaybe<Array<Scalars['String']['input']>>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  result?: InputMaybe<LogResult>;
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['String']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationApplicationRolesArgs = {
  applicationId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationApplicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchBy?: InputMaybe<FieldSearchInput>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationInvitationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationInvitationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  inviterId?: InputMaybe<Scalars['ID']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationJitEmailDomainPageArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationJitEmailDomainsArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationJitRolesArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationJitSsoConnectorsArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationRoleArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationRolesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationScopeArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationScopesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationUserRolesArgs = {
  id: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationUserScopesArgs = {
  id: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryOrganizationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryPersonalAccessTokensArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryResourceArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryResourceScopesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  resourceId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryResourcesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryRoleArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryRoleApplicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchBy?: InputMaybe<FieldSearchInput>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryRoleScopesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryRoleUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchBy?: InputMaybe<FieldSearchInput>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryRolesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  excludeApplicationId?: InputMaybe<Scalars['ID']['input']>;
  excludeUserId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchBy?: InputMaybe<FieldSearchInput>;
  type?: InputMaybe<RoleType>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QuerySamlApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QuerySamlApplicationSecretsArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QuerySamlApplicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QuerySignInExperiencePreviewArgs = {
  input: UpdateSignInExperienceInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QuerySsoConnectorArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QuerySsoConnectorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryTestApplicationIdTokenClaimsArgs = {
  grantType?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryTestResourceClaimsArgs = {
  applicationId?: InputMaybe<Scalars['ID']['input']>;
  grantType?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryTokenExchangeEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  applicationId?: InputMaybe<Scalars['String']['input']>;
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  resource?: InputMaybe<Scalars['String']['input']>;
  result?: InputMaybe<TokenExchangeResult>;
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['String']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserAgentLimitsArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserAllIdentitiesArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserGrantsArgs = {
  appType?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserIdentityArgs = {
  id: Scalars['ID']['input'];
  target: Scalars['String']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserLogtoConfigArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserMfaVerificationsArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserOrganizationsArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserRolesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchBy?: InputMaybe<FieldSearchInput>;
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserSessionArgs = {
  sessionId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserSessionsArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserSsoIdentitiesArgs = {
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserSsoIdentityArgs = {
  id: Scalars['ID']['input'];
  ssoConnectorId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUsernameCaseConflictsArgs = {
  limit: Scalars['Int']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  excludeOrganizationId?: InputMaybe<Scalars['ID']['input']>;
  excludeRoleId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  hasMfa?: InputMaybe<Scalars['Boolean']['input']>;
  isConsoleAdministrator?: InputMaybe<Scalars['Boolean']['input']>;
  isSuspended?: InputMaybe<Scalars['Boolean']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<UserOrder>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  roleId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchBy?: InputMaybe<FieldSearchInput>;
};

/** How a reCAPTCHA Enterprise key challenges: by score, unseen (`invisible`), or with a checkbox. */
export type RecaptchaMode =
  /** A checkbox key: the person ticks the box (and solves a challenge when asked). */
  | 'checkbox'
  /** A score-based key: no challenge is shown; a score below 0.5 is refused. */
  | 'invisible';

/** Result of redeliverHookDelivery. */
export type RedeliverHookDeliveryPayload = {
  __typename?: 'RedeliverHookDeliveryPayload';
  /** The new delivery (same payload and webhook-id), queued for sending. */
  delivery?: Maybe<HookDelivery>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of removing a user's agent limit. */
export type RemoveUserAgentLimitPayload = {
  __typename?: 'RemoveUserAgentLimitPayload';
  /** The application whose limit was removed; null when the mutation failed. */
  removedApplicationId?: Maybe<Scalars['ID']['output']>;
  /** Why the mutation failed (user.agent_limit_not_found); empty on success. */
  userErrors: Array<UserError>;
};

/** The result of replacing a holder's roles. */
export type ReplaceRolesPayload = {
  __typename?: 'ReplaceRolesPayload';
  /** The holder's roles now, without repeats; null when the mutation failed. */
  roleIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * An API resource: a downstream API identified by its resource indicator (RFC 8707). Access
 * tokens for it carry the indicator as their audience.
 */
export type Resource = {
  __typename?: 'Resource';
  /**
   * Claim mappings its access tokens carry (declarative custom claims; a Tessera extension).
   * Empty unless set with setResourceClaimMappings.
   */
  accessTokenClaims: Array<ClaimMapping>;
  /**
   * The JWS algorithm its access tokens are signed with: ES256 (the default), RS256, PS256, ES384
   * or EdDSA, each verifiable with the key of that algorithm in the JWKS. A Tessera extension.
   */
  accessTokenSignedResponseAlg: Scalars['String']['output'];
  /** Lifetime in seconds of access tokens issued for this resource. */
  accessTokenTtl: Scalars['Int']['output'];
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * Whether only DPoP-bound access tokens (RFC 9449) are issued and accepted for it: no token for
   * it without a DPoP proof, an unbound subject token for it is refused at token exchange, and
   * introspection answers an unbound one `active: false`. A Tessera extension; default false.
   */
  dpopBoundAccessTokensRequired: Scalars['Boolean']['output'];
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** The resource indicator: a unique absolute URI, the `aud` of its access tokens. */
  indicator: Scalars['String']['output'];
  /** The default API resource (at most one): PATCH /resources/{id}/is-default sets it. */
  isDefault: Scalars['Boolean']['output'];
  /** True for the built-in Management API resource, which cannot be deleted. */
  isManagement: Scalars['Boolean']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** The permissions (scopes) this resource defines, by name. */
  scopes: Array<Scope>;
  /** Always `default`: Tessera serves one tenant (the compatible Management API's field). */
  tenantId: Scalars['String']['output'];
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of API resources. */
export type ResourceConnection = {
  __typename?: 'ResourceConnection';
  /** Items with cursors. */
  edges: Array<ResourceEdge>;
  /** Items without cursors. */
  nodes: Array<Resource>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of resources across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** Consent scopes of one API resource. */
export type ResourceConsentScopes = {
  __typename?: 'ResourceConsentScopes';
  /** The API resource. */
  resource: ConsentScopeResource;
  /** Its scopes the application may ask for. */
  scopes: Array<ConsentScope>;
};

/** An edge of a resource connection. */
export type ResourceEdge = {
  __typename?: 'ResourceEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The resource. */
  node: Resource;
};

/** The result of a mutation returning an API resource. */
export type ResourcePayload = {
  __typename?: 'ResourcePayload';
  /** The resource after the change; null when the mutation failed. */
  resource?: Maybe<Resource>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of revoking a user's grant. */
export type RevokeUserGrantPayload = {
  __typename?: 'RevokeUserGrantPayload';
  /** The revoked grant's id; null when the mutation failed. */
  revokedId?: Maybe<Scalars['ID']['output']>;
  /** Why the mutation failed (oidc.grant_not_found for an unknown, revoked or another user's grant); empty on success. */
  userErrors: Array<UserError>;
};

/** The result of ending a user's session. */
export type RevokeUserSessionPayload = {
  __typename?: 'RevokeUserSessionPayload';
  /** The ended session's id; null when the mutation failed. */
  revokedId?: Maybe<Scalars['ID']['output']>;
  /** Why the mutation failed (oidc.session_not_found for an unknown, ended or another user's session); empty on success. */
  userErrors: Array<UserError>;
};

/**
 * A named set of API resource scopes, given to users (User roles) or machine-to-machine
 * applications (MachineToMachine roles).
 */
export type Role = {
  __typename?: 'Role';
  /** How many applications hold the role. */
  applicationsCount: Scalars['Int']['output'];
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** What the role is for. */
  description: Scalars['String']['output'];
  /** Up to three of the applications holding the role, most recently given it first. */
  featuredApplications: Array<Application>;
  /** Up to three of the users holding the role, most recently given it first. */
  featuredUsers: Array<User>;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** When true (User roles only), every new user gets this role at creation. */
  isDefault: Scalars['Boolean']['output'];
  /** Unique name. */
  name: Scalars['String']['output'];
  /** The scopes the role grants, across API resources. */
  scopes: Array<Scope>;
  /** Always `default`: Tessera serves one tenant (the compatible Management API's field). */
  tenantId: Scalars['String']['output'];
  /** Who the role can be given to; fixed at creation. */
  type: RoleType;
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
  /** How many users hold the role. */
  usersCount: Scalars['Int']['output'];
};

/** The result of giving a role to applications. */
export type RoleApplicationsPayload = {
  __typename?: 'RoleApplicationsPayload';
  /** The applications that were given the role; null when the mutation failed. */
  applicationIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** A page of roles. */
export type RoleConnection = {
  __typename?: 'RoleConnection';
  /** Items with cursors. */
  edges: Array<RoleEdge>;
  /** Items without cursors. */
  nodes: Array<Role>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of roles matching the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of a role connection. */
export type RoleEdge = {
  __typename?: 'RoleEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The role. */
  node: Role;
};

/** The result of a mutation returning a role. */
export type RolePayload = {
  __typename?: 'RolePayload';
  /** The role after the change; null when the mutation failed. */
  role?: Maybe<Role>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of a mutation returning a role's scopes. */
export type RoleScopesPayload = {
  __typename?: 'RoleScopesPayload';
  /** Every scope the role grants after the change; null when the mutation failed. */
  scopes?: Maybe<Array<Scope>>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** Who a role can be given to. */
export type RoleType =
  /** Given to machine-to-machine applications. */
  | 'MachineToMachine'
  /** Given to users. */
  | 'User';

/** The result of assigning a role to users. */
export type RoleUsersPayload = {
  __typename?: 'RoleUsersPayload';
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
  /** The users that were named (each now holds the role); null when the mutation failed. */
  users?: Maybe<Array<User>>;
};

/** The result of assigning roles to a user or an application. */
export type RolesPayload = {
  __typename?: 'RolesPayload';
  /** The ids the holder did not hold before (the others were left as they were). */
  addedRoleIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** The ids that were named, without repeats. */
  roleIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** The roles that were named (the holder now has each); null when the mutation failed. */
  roles?: Maybe<Array<Role>>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** Result of rotateHookSigningKey. */
export type RotateHookSigningKeyPayload = {
  __typename?: 'RotateHookSigningKeyPayload';
  /** Until when the replaced key keeps signing alongside the new one. */
  previousKeyExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The new signing key; shown only here. */
  signingKey?: Maybe<Scalars['String']['output']>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of rotateSigningKey. */
export type RotateSigningKeyPayload = {
  __typename?: 'RotateSigningKeyPayload';
  /** The active keys after the rotation, the new signing key first; null when the mutation failed. */
  signingKeys?: Maybe<Array<SigningKey>>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** Where a SAML service provider receives responses: the HTTP-POST binding and its URL. */
export type SamlAcsUrl = {
  __typename?: 'SamlAcsUrl';
  /** Always `urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST`. */
  binding: Scalars['String']['output'];
  /** The SP's Assertion Consumer Service URL; a request naming another is refused. */
  url: Scalars['String']['output'];
};

/**
 * A SAML application: a service provider Tessera signs users in to as a SAML 2.0 identity
 * provider, through the same sign-in experience as OIDC applications.
 */
export type SamlApplication = {
  __typename?: 'SamlApplication';
  /** Where responses are posted. */
  acsUrl?: Maybe<SamlAcsUrl>;
  /** Attributes of the assertion: user field (`id`, `username`, `primaryEmail`, `primaryPhone`, `name`, `avatar`, or `customData.<key>`) → SAML attribute name. */
  attributeMapping: Scalars['JSONObject']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-form data for the administrator's own use. */
  customData: Scalars['JSONObject']['output'];
  /** A description for administrators. */
  description?: Maybe<Scalars['String']['output']>;
  /** `{ encryptAssertion, certificate? }`: assertions encrypted to the SP's certificate when `encryptAssertion` is true. */
  encryption?: Maybe<Scalars['JSONObject']['output']>;
  /** The SP's entity id (the Issuer of its AuthnRequests and the Audience of our assertions). */
  entityId?: Maybe<Scalars['String']['output']>;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** This application's IdP entity id, sign-in URL and metadata URL, for the SP's settings. */
  idp: SamlIdpEndpoints;
  /** Whether the IdP-initiated sign-in URL (`idp.loginUrl`) may post an unsolicited response to the SP (off by default). */
  idpInitiatedSignIn: Scalars['Boolean']['output'];
  /** This application's IdP metadata XML (the active certificate, both bindings). */
  metadata: Scalars['String']['output'];
  /** Its name, shown on the sign-in page. */
  name: Scalars['String']['output'];
  /** The format of the NameID: persistent (the user id), emailAddress (the primary email) or unspecified (the user id). */
  nameIdFormat: Scalars['String']['output'];
  /** Whether an AuthnRequest must be signed with `spCertificate`; unsigned or wrongly signed ones are refused. */
  requireSignedRequests: Scalars['Boolean']['output'];
  /** The SP's Single Logout service, where Tessera answers its LogoutRequests; null while it has none (Single Logout is then refused). */
  sloUrl?: Maybe<SamlSloUrl>;
  /** PEM certificate the SP signs its AuthnRequests with. */
  spCertificate?: Maybe<Scalars['String']['output']>;
  /** Always `default`: Tessera serves one tenant (the compatible Management API's field). */
  tenantId: Scalars['String']['output'];
  /** Always `SAML` (the compatible Management API's application type). */
  type: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of SAML applications. */
export type SamlApplicationConnection = {
  __typename?: 'SamlApplicationConnection';
  /** Items with cursors. */
  edges: Array<SamlApplicationEdge>;
  /** Items without cursors. */
  nodes: Array<SamlApplication>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of SAML applications. */
  totalCount: Scalars['Int']['output'];
};

/** A SAML application with its cursor. */
export type SamlApplicationEdge = {
  __typename?: 'SamlApplicationEdge';
  /** Opaque cursor. */
  cursor: Scalars['String']['output'];
  /** The application. */
  node: SamlApplication;
};

/**
 * Fields of a SAML application; on creation `name` is required, on change every field is optional.
 * `metadataXml` (or the document at `metadataUrl`) fills entity id, ACS URL, certificates and request
 * signing from SP metadata; the explicit fields of the same input win over it.
 */
export type SamlApplicationInput = {
  /** `{ binding?, url }`: the SP's ACS URL (https, or http to localhost); only HTTP-POST. */
  acsUrl?: InputMaybe<Scalars['JSONObject']['input']>;
  /** User field → SAML attribute name (at most 50). */
  attributeMapping?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Free-form data. */
  customData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** A description (up to 4096 characters); null clears it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** `{ encryptAssertion, certificate? }`; null turns encryption off. */
  encryption?: InputMaybe<Scalars['JSONObject']['input']>;
  /** The SP's entity id; unique among SAML applications. */
  entityId?: InputMaybe<Scalars['String']['input']>;
  /** Allow IdP-initiated sign-in at `idp.loginUrl`. */
  idpInitiatedSignIn?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Where to fetch the SP metadata from (instead of `metadataXml`): https (http only to a loopback
   * host), no internal address unless the operator allows private targets, 5 s, 1 MiB.
   */
  metadataUrl?: InputMaybe<Scalars['String']['input']>;
  /** SP metadata XML (up to 256 KiB). */
  metadataXml?: InputMaybe<Scalars['String']['input']>;
  /** Its name (1–256 characters). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A NameID format URN: persistent, emailAddress or unspecified. */
  nameIdFormat?: InputMaybe<Scalars['String']['input']>;
  /** Refuse AuthnRequests that are not signed with `spCertificate`. */
  requireSignedRequests?: InputMaybe<Scalars['Boolean']['input']>;
  /** `{ binding?, url }`: the SP's Single Logout service (https, or http to localhost), HTTP-Redirect (the default) or HTTP-POST; null removes it. Imported from SP metadata's SingleLogoutService too. */
  sloUrl?: InputMaybe<Scalars['JSONObject']['input']>;
  /** PEM certificate of the SP's request signing key; null clears it. */
  spCertificate?: InputMaybe<Scalars['String']['input']>;
};

/** The result of creating or changing a SAML application. */
export type SamlApplicationPayload = {
  __typename?: 'SamlApplicationPayload';
  /** The application, or null when the mutation failed. */
  samlApplication?: Maybe<SamlApplication>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** A signing key of a SAML application: its certificate is public, its private key never leaves the server. */
export type SamlApplicationSecret = {
  __typename?: 'SamlApplicationSecret';
  /** Whether it signs responses now (one key at a time). */
  active: Scalars['Boolean']['output'];
  /** The application it signs for. */
  applicationId: Scalars['String']['output'];
  /** PEM certificate. */
  certificate: Scalars['String']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When the certificate expires. */
  expiresAt: Scalars['DateTime']['output'];
  /** The certificate's SHA-1 and SHA-256 fingerprints, `{ sha1: { formatted, unformatted }, sha256: … }`. */
  fingerprints: Scalars['JSONObject']['output'];
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
};

/** The result of creating or switching a SAML application's signing key. */
export type SamlApplicationSecretPayload = {
  __typename?: 'SamlApplicationSecretPayload';
  /** The key, or null when the mutation failed. */
  samlApplicationSecret?: Maybe<SamlApplicationSecret>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** What a service provider is told about its identity provider. */
export type SamlIdpEndpoints = {
  __typename?: 'SamlIdpEndpoints';
  /** The IdP entity id (Issuer of responses). */
  entityId: Scalars['String']['output'];
  /** The IdP-initiated sign-in URL (answers only when `idpInitiatedSignIn` is on); `?RelayState=` is passed to the SP. */
  loginUrl: Scalars['String']['output'];
  /** Where the IdP metadata XML is served, without authentication. */
  metadataUrl: Scalars['String']['output'];
  /** The Single Logout service URL (HTTP-Redirect and HTTP-POST bindings), where the SP sends its LogoutRequests. */
  sloUrl: Scalars['String']['output'];
  /** The Single Sign-On service URL (HTTP-Redirect and HTTP-POST bindings). */
  ssoUrl: Scalars['String']['output'];
};

/** Where a SAML service provider takes logout answers (its SingleLogoutService), and by which binding. */
export type SamlSloUrl = {
  __typename?: 'SamlSloUrl';
  /** `urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect` or `urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST`. */
  binding: Scalars['String']['output'];
  /** The SP's Single Logout URL: the signed LogoutResponse goes there. */
  url: Scalars['String']['output'];
};

/**
 * A SCIM connection: a directory (Entra ID, Okta, Google Workspace…) that provisions users over
 * /scim/v2 (RFC 7644) with a bearer token, for the whole instance or for one organization. Only the
 * token's digest is stored: the token is shown once, when the connection is created. Revoking the
 * connection refuses its token at once.
 */
export type ScimConnection = {
  __typename?: 'ScimConnection';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** What the operator called it (1–128 characters), e.g. the directory's name. */
  name: Scalars['String']['output'];
  /** The organization it provisions into; null for the whole instance. */
  organization?: Maybe<Organization>;
  /** The organization it provisions into (its members only); null for the whole instance. */
  organizationId?: Maybe<Scalars['String']['output']>;
  /** When it was revoked; null while its token is accepted. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The bearer token: only in the answer to its creation, null ever after. */
  token?: Maybe<Scalars['String']['output']>;
};

/** The result of creating or revoking a SCIM connection. */
export type ScimConnectionPayload = {
  __typename?: 'ScimConnectionPayload';
  /** The connection; on creation it carries its token, shown only this once. */
  scimConnection?: Maybe<ScimConnection>;
  /** Why the mutation failed (guard.invalid_input, entity.not_found); empty on success. */
  userErrors: Array<UserError>;
};

/** A permission (scope) of an API resource, granted to users and applications through roles. */
export type Scope = {
  __typename?: 'Scope';
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** What the scope allows. */
  description?: Maybe<Scalars['String']['output']>;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** Scope name as it appears in the token's `scope` claim; unique within its resource, no whitespace. */
  name: Scalars['String']['output'];
  /** The API resource the scope belongs to. */
  resource: Resource;
  /** The API resource this scope belongs to. */
  resourceId: Scalars['ID']['output'];
  /** Always `default`: Tessera serves one tenant (the compatible Management API's field). */
  tenantId: Scalars['String']['output'];
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of scopes. */
export type ScopeConnection = {
  __typename?: 'ScopeConnection';
  /** Items with cursors. */
  edges: Array<ScopeEdge>;
  /** Items without cursors. */
  nodes: Array<Scope>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of scopes across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of a scope connection. */
export type ScopeEdge = {
  __typename?: 'ScopeEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The scope. */
  node: Scope;
};

/** The result of a mutation returning a scope. */
export type ScopePayload = {
  __typename?: 'ScopePayload';
  /** The scope after the change; null when the mutation failed. */
  scope?: Maybe<Scope>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The API resource a scope belongs to, as a scope names it. */
export type ScopeResourceRef = {
  __typename?: 'ScopeResourceRef';
  /** Identifier of the API resource. */
  id: Scalars['ID']['output'];
  /** Resource indicator (the `aud` of its tokens). */
  indicator: Scalars['String']['output'];
  /** Display name of the API resource. */
  name: Scalars['String']['output'];
};

/** How the matches of a field search combine. */
export type SearchJoint =
  /** Every match must hold. */
  | 'AND'
  /** Any match may hold (the default). */
  | 'OR';

/** One field of a field search and what it must match. */
export type SearchMatchInput = {
  /** The field to test (one of the list's searchable fields); absent tests every searchable field, any of them matching. */
  field?: InputMaybe<Scalars['String']['input']>;
  /** How the field is compared; LIKE when absent. */
  mode?: InputMaybe<SearchMatchMode>;
  /** The pattern, or for EXACT the values (at most 100) any of which the field may equal. None may be empty. */
  values: Array<Scalars['String']['input']>;
};

/** How a field search compares a field with its values (the compatible Management API's `mode.<field>`). */
export type SearchMatchMode =
  /** Equal to one of the values; case-insensitive unless `caseSensitive`. The only mode taking several values. */
  | 'EXACT'
  /** A SQL LIKE pattern: `%` is any text, `_` one character, `\\` escapes. The default. */
  | 'LIKE'
  /** A POSIX regular expression, as PostgreSQL reads it. */
  | 'POSIX'
  /** A SQL SIMILAR TO pattern; needs `caseSensitive: true` (SQL has no case-insensitive form). */
  | 'SIMILAR_TO';

/** A page of active browser sessions of every user. */
export type SessionConnection = {
  __typename?: 'SessionConnection';
  /** Items with cursors. */
  edges: Array<SessionEdge>;
  /** The sessions, newest first. */
  nodes: Array<UserSession>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of active sessions matching the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of a session connection. */
export type SessionEdge = {
  __typename?: 'SessionEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The session. */
  node: UserSession;
};

/** Accept or revoke a pending invitation. */
export type SetOrganizationInvitationStatusInput = {
  /** The user who accepts; required when accepting, and their primary email must be the invitee's. */
  acceptedUserId?: InputMaybe<Scalars['ID']['input']>;
  /** The new status. */
  status: OrganizationInvitationDecision;
};

/** The result of setting a user's agent limit. */
export type SetUserAgentLimitPayload = {
  __typename?: 'SetUserAgentLimitPayload';
  /** The stored limit; null when the mutation failed. */
  limit?: Maybe<UserAgentLimit>;
  /** Why the mutation failed (entity.not_found, user.agent_limit_invalid_resource, user.agent_limit_exceeded, guard.invalid_input); empty on success. */
  userErrors: Array<UserError>;
};

/** Settings of the sign-in experience: how one signs in, who may sign up and how, lockout, the verification-code send limit, and how the sign-in pages look and speak. Environment variables give the defaults; values set here override them on every instance. */
export type SignInExperience = {
  __typename?: 'SignInExperience';
  /** Always `{ enabled: false }`: the MFA policy (`mfa`) decides. The compatible product's key (docs/compatibility.md). */
  adaptiveMfa: Scalars['JSONObject']['output'];
  /** Always `Automatic`: there are no terms to agree to. The compatible product's key (docs/compatibility.md). */
  agreeToTermsPolicy: Scalars['String']['output'];
  /** Images of the sign-in pages. */
  branding: Branding;
  /** Whether sign-in and registration require a solved CAPTCHA of the CAPTCHA provider (the compatible `captchaPolicy`). */
  captchaPolicy: CaptchaPolicy;
  /** The per-recipient send-rate limit of verification codes. */
  codeSend: CodeSendSettings;
  /** Colours of the sign-in pages. */
  color: ColorSettings;
  /** Always `{}`. The compatible product's key (docs/compatibility.md). */
  customContent: Scalars['JSONObject']['output'];
  /** Always null: the pages take their look from `branding` and `color`. The compatible product's key (docs/compatibility.md). */
  customCss?: Maybe<Scalars['String']['output']>;
  /** Always null: Tessera serves its own pages. The compatible product's key (docs/compatibility.md). */
  customUiAssets?: Maybe<Scalars['JSONObject']['output']>;
  /** Always `{}`. The compatible product's key (docs/compatibility.md). */
  customUiCsp: Scalars['JSONObject']['output'];
  /** Always `{}`: no email address is blocked by domain. The compatible product's key (docs/compatibility.md). */
  emailBlocklistPolicy: Scalars['JSONObject']['output'];
  /** How a forgotten password is reset: `EmailVerificationCode`, and `PhoneVerificationCode` where SMS is set up. The compatible product's key (docs/compatibility.md). */
  forgotPasswordMethods?: Maybe<Array<Scalars['String']['output']>>;
  /** Always true: the pages carry no product branding but the experience's own. The compatible product's key (docs/compatibility.md). */
  hideLogtoBranding: Scalars['Boolean']['output'];
  /** Always `default`: there is one sign-in experience. The compatible product's key (docs/compatibility.md). */
  id: Scalars['String']['output'];
  /** How the sign-in pages choose their language. */
  languageInfo: LanguageInfo;
  /** Lockout after consecutive failed verifications (password, code, TOTP) of one identifier. */
  lockout: LockoutSettings;
  /** The MFA policy: which second factors are allowed and who must, or is invited to, set one up at sign-in. */
  mfa: MfaSettings;
  /** `{ enabled: true, showPasskeyButton: true, allowAutofill: false }`: the sign-in page offers a passkey button. The compatible product's key (docs/compatibility.md). */
  passkeySignIn: Scalars['JSONObject']['output'];
  /** Always `{ enabled: false }`: passwords expire only when an administrator says so (`PATCH /api/users/:userId/password/expiration`). The compatible product's key (docs/compatibility.md). */
  passwordExpiration: Scalars['JSONObject']['output'];
  /** The password policy every password set is held to: at registration, reset, the Account API and by administrators. */
  passwordPolicy: PasswordPolicy;
  /** Always null: Tessera's pages link no privacy policy. The compatible product's key (docs/compatibility.md). */
  privacyPolicyUrl?: Maybe<Scalars['String']['output']>;
  /** The product name in every sign-in page's title and heading (default "Tessera"). */
  productName: Scalars['String']['output'];
  /** The account lockout (`lockout`) in the product's shape: `{ maxAttempts, lockoutDuration }`, the duration in minutes. A PATCH of it changes `lockout`. The compatible product's key (docs/compatibility.md). */
  sentinelPolicy: Scalars['JSONObject']['output'];
  /** The sign-in methods offered, per identifier. */
  signIn: SignInSettings;
  /** Always `SignInAndRegister`: registration is open beside sign-in, as `signUp` says. The compatible product's key (docs/compatibility.md). */
  signInMode: Scalars['String']['output'];
  /** Sign-up requirements. */
  signUp: SignUpSettings;
  /** Always null: registration asks for no extra profile fields. The compatible product's key (docs/compatibility.md). */
  signUpProfileFields?: Maybe<Array<Scalars['JSONObject']['output']>>;
  /** Whether enterprise single sign-on is offered on the sign-in page and accepted by the Experience API. Default: false. */
  singleSignOnEnabled: Scalars['Boolean']['output'];
  /** Always `{}` (the product's defaults for social sign-in options Tessera does not have). The compatible product's key (docs/compatibility.md). */
  socialSignIn: Scalars['JSONObject']['output'];
  /** Targets of the social connectors offered on the sign-in page, in the order shown. A connector whose target is not listed is neither shown nor accepted by the Experience API (a new connector is not offered until listed). Default: none. */
  socialSignInConnectorTargets: Array<Scalars['String']['output']>;
  /** Always null. The compatible product's key (docs/compatibility.md). */
  supportEmail?: Maybe<Scalars['String']['output']>;
  /** Always null. The compatible product's key (docs/compatibility.md). */
  supportWebsiteUrl?: Maybe<Scalars['String']['output']>;
  /** Always `default`: Tessera serves one tenant. The compatible product's key (docs/compatibility.md). */
  tenantId: Scalars['String']['output'];
  /** Always null: Tessera's pages link no terms of use. The compatible product's key (docs/compatibility.md). */
  termsOfUseUrl?: Maybe<Scalars['String']['output']>;
  /** Always null. The compatible product's key (docs/compatibility.md). */
  unknownSessionRedirectUrl?: Maybe<Scalars['String']['output']>;
  /** Always `{}`. The compatible product's key (docs/compatibility.md). */
  usernamePolicy: Scalars['JSONObject']['output'];
  /** `{ expirationDuration, maxRetryAttempts }`: codes last 600 seconds and allow 10 attempts. The compatible product's key (docs/compatibility.md). */
  verificationCodePolicy: Scalars['JSONObject']['output'];
};

/** The result of updateSignInExperience. */
export type SignInExperiencePayload = {
  __typename?: 'SignInExperiencePayload';
  /** The settings now in effect; null when the mutation failed. */
  signInExperience?: Maybe<SignInExperience>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** An identifier one may sign in with. */
export type SignInIdentifier =
  /** An email address. */
  | 'email'
  /** A phone number. */
  | 'phone'
  /** A username. */
  | 'username';

/** How one identifier may sign in: by password, by a one-time code sent to it, or both. */
export type SignInMethod = {
  __typename?: 'SignInMethod';
  /** The identifier this method is for. */
  identifier: SignInIdentifier;
  /** With both, whether the password is offered first (the code is then a link, and the other way round). */
  isPasswordPrimary: Scalars['Boolean']['output'];
  /** Whether the identifier signs in with its password. */
  password: Scalars['Boolean']['output'];
  /** Whether the identifier signs in with a one-time code sent to it (email, or SMS where a transport is configured; never a username). */
  verificationCode: Scalars['Boolean']['output'];
};

/** One sign-in method, as the compatible product's `signIn.methods[]` items. */
export type SignInMethodInput = {
  /** The identifier this method is for (each at most once). */
  identifier: SignInIdentifier;
  /** With both, whether the password is offered first (default true). */
  isPasswordPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  /** Sign in with the password. */
  password: Scalars['Boolean']['input'];
  /** Sign in with a one-time code (not for username; phone needs SMS_WEBHOOK_URL). */
  verificationCode: Scalars['Boolean']['input'];
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

/** The sign-in methods offered. */
export type SignInSettings = {
  __typename?: 'SignInSettings';
  /** One method per identifier; an identifier not listed cannot sign in. Default: username, email and phone by password. */
  methods: Array<SignInMethod>;
};

/** Changes to the sign-in methods. */
export type SignInSettingsInput = {
  /** The full list of methods, replacing the current one (non-empty). */
  methods?: InputMaybe<Array<SignInMethodInput>>;
};

/** An identifier a new account may be created with. */
export type SignUpIdentifier =
  /** An email address. */
  | 'email'
  /** A username (letters, digits, underscores). */
  | 'username';

/** Sign-up requirements. */
export type SignUpSettings = {
  __typename?: 'SignUpSettings';
  /** Identifiers accepted at sign-up; with both, the sign-up form's identifier field accepts either. */
  identifiers: Array<SignUpIdentifier>;
  /** Whether a new account sets a password (default true). Without one, sign-up is by email code alone: needs identifiers [email], verify and sign-in by email code. */
  password: Scalars['Boolean']['output'];
  /** The compatible product's name for `verifyEmail` (the same value). */
  verify: Scalars['Boolean']['output'];
  /** Whether an email given at sign-up must be verified by code before the account is created (default true). */
  verifyEmail: Scalars['Boolean']['output'];
};

/** Changes to sign-up requirements; omitted fields keep their value. */
export type SignUpSettingsInput = {
  /** Identifiers accepted at sign-up (non-empty). */
  identifiers?: InputMaybe<Array<SignUpIdentifier>>;
  /** Whether a new account sets a password; false makes sign-up by email code. */
  password?: InputMaybe<Scalars['Boolean']['input']>;
  /** The compatible product's name for `verifyEmail` (give one of the two). */
  verify?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether an email given at sign-up must be verified by code. */
  verifyEmail?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A key the OpenID provider signs tokens with (ES256). The newest active key signs; every active
 * key is published in the JWKS and verifies the tokens it signed. Private material is never shown.
 */
export type SigningKey = {
  __typename?: 'SigningKey';
  /** The JWS algorithm the key signs with (`alg` in token headers), such as ES256. */
  algorithm: Scalars['String']['output'];
  /** When the key was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The key id (`kid` in token headers and in the JWKS). */
  id: Scalars['ID']['output'];
  /** `Current` for the signing key, `Previous` for keys that only verify, as the compatible product names them. */
  rotationStatus?: Maybe<Scalars['String']['output']>;
  /** The key family of `algorithm` as the compatible product's key configuration names it: `EC` (ES256, ES384, and EdDSA's Ed25519) or `RSA` (RS256, PS256). */
  signingKeyAlgorithm?: Maybe<Scalars['String']['output']>;
  /** Whether the key signs new tokens or only verifies the ones it signed before a rotation. */
  status: SigningKeyStatus;
};

/** What an active signing key is used for. */
export type SigningKeyStatus =
  /** The current key: new tokens are signed with it. */
  | 'signing'
  /** A previous key: published in the JWKS so the tokens it signed keep verifying until it is retired. */
  | 'verifying';

/** An SMS gateway; the fields of the other type are null. */
export type SmsDelivery = {
  __typename?: 'SmsDelivery';
  /** Twilio: the account SID (`AC…`). */
  accountSid?: Maybe<Scalars['String']['output']>;
  /** Twilio: always `********` (write-only, sealed at rest). */
  authToken?: Maybe<Scalars['String']['output']>;
  /** Twilio: the sender, an E.164 number or a Messaging Service SID (`MG…`). */
  from?: Maybe<Scalars['String']['output']>;
  type: SmsGatewayType;
  /** Webhook: where messages are posted. */
  url?: Maybe<Scalars['String']['output']>;
};

/** An SMS gateway (the whole setting). */
export type SmsDeliveryInput = {
  accountSid?: InputMaybe<Scalars['String']['input']>;
  /** Twilio: the auth token; `********` keeps the stored one. */
  authToken?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  type: SmsGatewayType;
  /** Webhook: where messages are posted (https; plain http only to this machine in development). */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** SMS delivery: where it goes now, and the console's setting (null when none is set). */
export type SmsDeliveryStatus = {
  __typename?: 'SmsDeliveryStatus';
  gateway?: Maybe<SmsDelivery>;
  source: MessageDeliverySource;
  /** When the console's setting was last saved; null when none is set. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What carries text messages. */
export type SmsGatewayType =
  /** Twilio's Messages API. */
  | 'Twilio'
  /** A JSON POST `{ "to", "text" }` to a URL of yours (held to the outbound rule of connector URLs). */
  | 'Webhook';

/** An SMTP server codes and invitations are mailed through. */
export type SmtpDelivery = {
  __typename?: 'SmtpDelivery';
  /** The sender address. */
  fromAddress: Scalars['String']['output'];
  /** The sender's display name; null for the address alone. */
  fromName?: Maybe<Scalars['String']['output']>;
  host: Scalars['String']['output'];
  /** `********` when a password is stored (write-only, sealed at rest); null when there is none. */
  password?: Maybe<Scalars['String']['output']>;
  port: Scalars['Int']['output'];
  security: SmtpSecurity;
  /** The user name to authenticate with; null for a relay without authentication. */
  username?: Maybe<Scalars['String']['output']>;
};

/** An SMTP server to mail through (the whole setting: fields left out are cleared). */
export type SmtpDeliveryInput = {
  fromAddress: Scalars['String']['input'];
  fromName?: InputMaybe<Scalars['String']['input']>;
  host: Scalars['String']['input'];
  /** `********` keeps the stored password; omitted, there is none. */
  password?: InputMaybe<Scalars['String']['input']>;
  port: Scalars['Int']['input'];
  security: SmtpSecurity;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** How the connection to an SMTP server is protected. */
export type SmtpSecurity =
  /** No encryption (a relay on a trusted network, usually port 25). */
  | 'None'
  /** Plain connection upgraded with STARTTLS, and refused if the server does not offer it (usually port 587). */
  | 'StartTls'
  /** TLS from the first byte (usually port 465). */
  | 'Tls';

/** A connector to a company's identity provider, serving the email domains it lists. */
export type SsoConnector = {
  __typename?: 'SsoConnector';
  /** Display settings for the sign-in page (displayName, logo, darkLogo). */
  branding: Scalars['JSONObject']['output'];
  /** The IdP settings; secrets (an OIDC client secret) are never returned. */
  config: Scalars['JSONObject']['output'];
  /** Display name (unique). */
  connectorName: Scalars['String']['output'];
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** Email domains whose users sign in through this connector. */
  domains: Array<Scalars['String']['output']>;
  /**
   * Always false: Tessera keeps none of the identity provider's tokens after a sign-in (the
   * compatible Management API's field).
   */
  enableTokenStorage: Scalars['Boolean']['output'];
  /** Whether it starts sign-ins and accepts its IdP's answers; a disabled connector keeps its settings. */
  enabled: Scalars['Boolean']['output'];
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /**
   * What the settings resolve to. SAML: `serviceProvider` (`entityId`, `assertionConsumerServiceUrl`,
   * `metadataUrl`: what to register at the IdP) and `identityProvider` (null while the config is incomplete).
   */
  providerConfig?: Maybe<Scalars['JSONObject']['output']>;
  /** Logo of the provider. */
  providerLogo: Scalars['String']['output'];
  /** Dark logo of the provider. */
  providerLogoDark?: Maybe<Scalars['String']['output']>;
  /** Its protocol. */
  providerName: SsoProviderName;
  /** `saml` or `oidc`. */
  providerType: Scalars['String']['output'];
  /** Whether name, avatar and email are copied from the IdP on every sign-in (else on the first only). */
  syncProfile: Scalars['Boolean']['output'];
  /** Always `default`: Tessera serves one tenant (the compatible Management API's field). */
  tenantId: Scalars['String']['output'];
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of SSO connectors. */
export type SsoConnectorConnection = {
  __typename?: 'SsoConnectorConnection';
  /** Items with cursors. */
  edges: Array<SsoConnectorEdge>;
  /** Items without cursors. */
  nodes: Array<SsoConnector>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of connectors. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of an SSO connector connection. */
export type SsoConnectorEdge = {
  __typename?: 'SsoConnectorEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The connector. */
  node: SsoConnector;
};

/** Result of createSsoConnector and updateSsoConnector. */
export type SsoConnectorPayload = {
  __typename?: 'SsoConnectorPayload';
  /** The connector, or null when the mutation failed. */
  ssoConnector?: Maybe<SsoConnector>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** A kind of enterprise SSO connector this server can create. */
export type SsoConnectorProvider = {
  __typename?: 'SsoConnectorProvider';
  /** The configuration's fields, read from the schema the server checks a config with. */
  configFields: Array<ConfigField>;
  /** What it connects to. */
  description: Scalars['String']['output'];
  /** Logo URL (empty when none). */
  logo: Scalars['String']['output'];
  /** Logo URL for dark backgrounds. */
  logoDark?: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** The provider's name, as connectors name it. */
  providerName: SsoProviderName;
  /** `saml` or `oidc`. */
  providerType: Scalars['String']['output'];
};

/** The protocol of an enterprise single sign-on connector. */
export type SsoProviderName =
  /** OpenID Connect. */
  | 'OIDC'
  /** SAML 2.0 (HTTP-Redirect AuthnRequest, HTTP-POST response). */
  | 'SAML';

/**
 * A subject token for impersonation (the compatible product's `POST /api/subject-tokens`): it stands
 * for a user, and an application allowed to exchange trades it once at the token endpoint
 * (RFC 8693, `subject_token_type=urn:ietf:params:oauth:token-type:access_token`) for an access token
 * whose `sub` is the user and whose `act` names the caller that created it (the support agent).
 */
export type SubjectToken = {
  __typename?: 'SubjectToken';
  /** Seconds until it expires (600). */
  expiresIn: Scalars['Int']['output'];
  /** The token (`sub_…`): answered only here; only its digest is stored. */
  subjectToken: Scalars['String']['output'];
};

/** The result of creating a subject token. */
export type SubjectTokenPayload = {
  __typename?: 'SubjectTokenPayload';
  /** The token and its lifetime, or null when the mutation failed. */
  subjectToken?: Maybe<SubjectToken>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** Sample events to send to a configuration, signed with the hook's keys. */
export type TestHookInput = {
  /** Target to send them to. */
  config: HookConfigInput;
  /** Event names to send a sample of. */
  events: Array<Scalars['String']['input']>;
};

/** Result of testHook. */
export type TestHookPayload = {
  __typename?: 'TestHookPayload';
  /** One result per event, in the order asked. */
  results?: Maybe<Array<HookTestResult>>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of a test message. */
export type TestMessagePayload = {
  __typename?: 'TestMessagePayload';
  /** True when the mail server or gateway accepted the message; null when the request itself was refused. */
  delivered?: Maybe<Scalars['Boolean']['output']>;
  /** The server's or gateway's refusal when it was not accepted. */
  error?: Maybe<Scalars['String']['output']>;
  /** Why the request was refused (guard.invalid_input: not an address of the channel); empty otherwise. */
  userErrors: Array<UserError>;
};

/** One token exchange attempt (RFC 8693) by an authenticated application, granted or refused. */
export type TokenExchangeEvent = {
  __typename?: 'TokenExchangeEvent';
  /**
   * The `act` claim of the token asked for (RFC 8693 §4.1): `{ sub, client_id?, act? }`, earlier
   * actors nested; with `userId`, `applicationId` and `resource` the chain user → agent → tool.
   * Null when no actor was named and none was carried.
   */
  actorChain?: Maybe<Scalars['JSONObject']['output']>;
  /** `sub` of the actor token, when a delegation chain was presented. */
  actorSubject?: Maybe<Scalars['String']['output']>;
  /** The application that asked (service A). */
  applicationId: Scalars['String']['output'];
  /** When the attempt was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The OAuth error code of a refusal (RFC 6749 §5.2). */
  error?: Maybe<Scalars['String']['output']>;
  /** The error description sent to the client. */
  errorDescription?: Maybe<Scalars['String']['output']>;
  /** Scopes granted; null when nothing was issued. */
  grantedScopes?: Maybe<Array<Scalars['String']['output']>>;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** Client IP address of the request. */
  ip?: Maybe<Scalars['String']['output']>;
  /** `jti` of the issued token, when one was issued. */
  issuedJti?: Maybe<Scalars['String']['output']>;
  /** The organization the token was asked for, if any. */
  organizationId?: Maybe<Scalars['String']['output']>;
  /** Scopes requested, in request order. */
  requestedScopes: Array<Scalars['String']['output']>;
  /** The resource indicator asked for (service B), when the request named one. */
  resource?: Maybe<Scalars['String']['output']>;
  /** Granted or refused. */
  result: TokenExchangeResult;
  /** The client the subject token was issued to (where the user signed in); null when the subject token was not verified. */
  subjectClientId?: Maybe<Scalars['String']['output']>;
  /** User-Agent of the request. */
  userAgent?: Maybe<Scalars['String']['output']>;
  /** The user the subject token stood for; null when the subject token was refused before it was verified. */
  userId?: Maybe<Scalars['String']['output']>;
};

/** A page of token exchange events. */
export type TokenExchangeEventConnection = {
  __typename?: 'TokenExchangeEventConnection';
  /** Items with cursors. */
  edges: Array<TokenExchangeEventEdge>;
  /** Items without cursors. */
  nodes: Array<TokenExchangeEvent>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of events matching the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of a token exchange event connection. */
export type TokenExchangeEventEdge = {
  __typename?: 'TokenExchangeEventEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The event. */
  node: TokenExchangeEvent;
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
  appLevelAccessControlEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Token exchange settings; merged into the current ones. */
  customClientMetadata?: InputMaybe<CustomClientMetadataInput>;
  /** New description (null clears it). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Accepted when it is the current value; a change is `application.third_party_immutable` (400). */
  isThirdParty?: InputMaybe<Scalars['Boolean']['input']>;
  /** New display name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Redirect URIs; each list given replaces the old one. */
  oidcClientMetadata?: InputMaybe<OidcClientMetadataInput>;
};

/** Changes to the client registration settings; a field left out (or null) is kept. */
export type UpdateClientRegistrationSettingsInput = {
  /** The grant types a registration may list (must include `authorization_code`). */
  allowedGrantTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The API resources (indicators) whose scopes a self-registered client may be given; never this server's own APIs. */
  allowedResources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The user scopes a registration may list. */
  allowedScopes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Whether an https `client_id` is taken as the address of a client ID metadata document. */
  clientIdMetadataDocuments?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether `POST /oidc/register` accepts registrations. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Registrations accepted from one client address per hour (1–10000). */
  registrationsPerHour?: InputMaybe<Scalars['Int']['input']>;
  /** Whether a registration must carry an initial access token. */
  requireInitialAccessToken?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to a connector. */
export type UpdateConnectorInput = {
  /** A replacement config; `clientSecret` may be left out to keep the stored one. */
  config?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Switch the connector on or off at sign-in. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Display settings to change. */
  metadata?: InputMaybe<ConnectorMetadataInput>;
  /** Take the profile from the provider at every sign-in. */
  syncProfile?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to a hook; absent fields keep their value. */
export type UpdateHookInput = {
  /** Target. */
  config?: InputMaybe<HookConfigInput>;
  /** Enable or disable. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Event names (non-empty, each from the catalogue). */
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Display name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Partial update of an organization; omitted fields are left alone. */
export type UpdateOrganizationInput = {
  /** Sign-in page logos: `logoUrl`, `darkLogoUrl`, `favicon`, `darkFavicon` (http(s) URLs). */
  branding?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Sign-in page colours: `primaryColor`, `isDarkModeEnabled`, `darkPrimaryColor`. */
  color?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Custom CSS for the organization's sign-in pages (64 KiB at most). */
  customCss?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the whole custom data object. */
  customData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** New description; null clears it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether members must use multi-factor authentication. */
  isMfaRequired?: InputMaybe<Scalars['Boolean']['input']>;
  /** New name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Partial update of an organization role. */
export type UpdateOrganizationRoleInput = {
  /** New description; null clears it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** New unique name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Partial update of an organization scope. */
export type UpdateOrganizationScopeInput = {
  /** New description; null clears it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** New unique name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Partial update of an API resource; the indicator cannot change. */
export type UpdateResourceInput = {
  /**
   * New algorithm of its access tokens (ES256, RS256, PS256, ES384 or EdDSA): tokens issued from
   * now on use it; those issued before keep verifying until they expire.
   */
  accessTokenSignedResponseAlg?: InputMaybe<Scalars['String']['input']>;
  /** New access token lifetime in seconds, > 0. */
  accessTokenTtl?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Only DPoP-bound access tokens for it from now on: unbound tokens issued before stop being
   * accepted at exchange and introspection at once.
   */
  dpopBoundAccessTokensRequired?: InputMaybe<Scalars['Boolean']['input']>;
  /** New display name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Partial update of a role; the type cannot change. */
export type UpdateRoleInput = {
  /** New description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Give this role to every new user (User roles only). */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** New unique name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Partial update of a scope; omitted fields are left alone. */
export type UpdateScopeInput = {
  /** New description (null clears it). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** New name: no whitespace, unique within the resource. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to the sign-in experience settings; omitted sections keep their values. */
export type UpdateSignInExperienceInput = {
  /** See SignInExperience.adaptiveMfa: accepted only with the value answered. */
  adaptiveMfa?: InputMaybe<Scalars['JSONObject']['input']>;
  /** See SignInExperience.agreeToTermsPolicy: accepted only with the value answered. */
  agreeToTermsPolicy?: InputMaybe<Scalars['String']['input']>;
  /** Images of the sign-in pages. */
  branding?: InputMaybe<BrandingInput>;
  /** Whether to require a CAPTCHA. */
  captchaPolicy?: InputMaybe<CaptchaPolicyInput>;
  /** Verification-code send-rate limit. */
  codeSend?: InputMaybe<CodeSendSettingsInput>;
  /** Colours of the sign-in pages. */
  color?: InputMaybe<ColorSettingsInput>;
  /** See SignInExperience.customContent: accepted only with the value answered. */
  customContent?: InputMaybe<Scalars['JSONObject']['input']>;
  /** See SignInExperience.customCss: accepted only with the value answered. */
  customCss?: InputMaybe<Scalars['String']['input']>;
  /** See SignInExperience.customUiAssets: accepted only with the value answered. */
  customUiAssets?: InputMaybe<Scalars['JSONObject']['input']>;
  /** See SignInExperience.customUiCsp: accepted only with the value answered. */
  customUiCsp?: InputMaybe<Scalars['JSONObject']['input']>;
  /** See SignInExperience.emailBlocklistPolicy: accepted only with the value answered. */
  emailBlocklistPolicy?: InputMaybe<Scalars['JSONObject']['input']>;
  /** See SignInExperience.forgotPasswordMethods: accepted only with the value answered. */
  forgotPasswordMethods?: InputMaybe<Array<Scalars['String']['input']>>;
  /** See SignInExperience.hideLogtoBranding: accepted only with the value answered. */
  hideLogtoBranding?: InputMaybe<Scalars['Boolean']['input']>;
  /** See SignInExperience.id: accepted only with the value answered. */
  id?: InputMaybe<Scalars['String']['input']>;
  /** How the sign-in pages choose their language. */
  languageInfo?: InputMaybe<LanguageInfoInput>;
  /** Lockout policy. */
  lockout?: InputMaybe<LockoutSettingsInput>;
  /** The MFA policy. */
  mfa?: InputMaybe<MfaSettingsInput>;
  /** See SignInExperience.passkeySignIn: accepted only with the value answered. */
  passkeySignIn?: InputMaybe<Scalars['JSONObject']['input']>;
  /** See SignInExperience.passwordExpiration: accepted only with the value answered. */
  passwordExpiration?: InputMaybe<Scalars['JSONObject']['input']>;
  /** The password policy. */
  passwordPolicy?: InputMaybe<PasswordPolicyInput>;
  /** See SignInExperience.privacyPolicyUrl: accepted only with the value answered. */
  privacyPolicyUrl?: InputMaybe<Scalars['String']['input']>;
  /** The product name of the sign-in pages (1 to 64 characters). */
  productName?: InputMaybe<Scalars['String']['input']>;
  /** See SignInExperience.sentinelPolicy: changes `lockout`. */
  sentinelPolicy?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Sign-in methods. */
  signIn?: InputMaybe<SignInSettingsInput>;
  /** See SignInExperience.signInMode: accepted only with the value answered. */
  signInMode?: InputMaybe<Scalars['String']['input']>;
  /** Sign-up requirements. */
  signUp?: InputMaybe<SignUpSettingsInput>;
  /** See SignInExperience.signUpProfileFields: accepted only with the value answered. */
  signUpProfileFields?: InputMaybe<Array<Scalars['JSONObject']['input']>>;
  /** Whether to offer enterprise single sign-on. */
  singleSignOnEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** See SignInExperience.socialSignIn: accepted only with the value answered. */
  socialSignIn?: InputMaybe<Scalars['JSONObject']['input']>;
  /** The social connectors to offer, by target, in the order to show them (replaces the list); a target no social connector has is dropped. */
  socialSignInConnectorTargets?: InputMaybe<Array<Scalars['String']['input']>>;
  /** See SignInExperience.supportEmail: accepted only with the value answered. */
  supportEmail?: InputMaybe<Scalars['String']['input']>;
  /** See SignInExperience.supportWebsiteUrl: accepted only with the value answered. */
  supportWebsiteUrl?: InputMaybe<Scalars['String']['input']>;
  /** See SignInExperience.tenantId: accepted only with the value answered. */
  tenantId?: InputMaybe<Scalars['String']['input']>;
  /** See SignInExperience.termsOfUseUrl: accepted only with the value answered. */
  termsOfUseUrl?: InputMaybe<Scalars['String']['input']>;
  /** See SignInExperience.unknownSessionRedirectUrl: accepted only with the value answered. */
  unknownSessionRedirectUrl?: InputMaybe<Scalars['String']['input']>;
  /** See SignInExperience.usernamePolicy: accepted only with the value answered. */
  usernamePolicy?: InputMaybe<Scalars['JSONObject']['input']>;
  /** See SignInExperience.verificationCodePolicy: accepted only with the value answered. */
  verificationCodePolicy?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Changes to an SSO connector; absent fields keep their value. A new `config` replaces the old one (secrets not given are kept). */
export type UpdateSsoConnectorInput = {
  /** Display settings. */
  branding?: InputMaybe<Scalars['JSONObject']['input']>;
  /** The IdP settings. */
  config?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Display name. */
  connectorName?: InputMaybe<Scalars['String']['input']>;
  /** Email domains it serves. */
  domains?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Switch the connector on or off at sign-in. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Cannot change; accepted when equal. */
  providerName?: InputMaybe<Scalars['String']['input']>;
  /** Copy the profile on every sign-in. */
  syncProfile?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Partial update of a user; omitted fields are left alone, null clears a field. */
export type UpdateUserInput = {
  /** New avatar URL. */
  avatar?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the whole custom data object. */
  customData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** New display name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** New primary email. */
  primaryEmail?: InputMaybe<Scalars['String']['input']>;
  /** New primary phone. */
  primaryPhone?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the profile object. */
  profile?: InputMaybe<Scalars['JSONObject']['input']>;
  /** New username. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A change of a user's flags; each left out keeps its value. */
export type UpdateUserLogtoConfigInput = {
  /** MFA prompts. */
  mfa?: InputMaybe<UserMfaConfigInput>;
  /** Passkey sign-in suggestion. */
  passkeySignIn?: InputMaybe<UserPasskeySignInConfigInput>;
};

/** A person who can sign in. `hasPassword` tells if a password is set; the hash itself only when asked for (`passwordDigest`). */
export type User = {
  __typename?: 'User';
  /**
   * The application the user registered through, as the compatible Management API names it.
   * Tessera does not record it: always null (the key is present for clients whose types require it).
   */
  applicationId?: Maybe<Scalars['ID']['output']>;
  /** Avatar image URL. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-form data owned by the integrator. */
  customData: Scalars['JSONObject']['output'];
  /** Whether the current primary email was proved by a code or set by an administrator (the OIDC `email_verified` claim). */
  emailVerified: Scalars['Boolean']['output'];
  /** Whether the user has enrolled a TOTP authenticator. */
  hasMfa: Scalars['Boolean']['output'];
  /** Whether a password is set. */
  hasPassword: Scalars['Boolean']['output'];
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** Linked social or enterprise identities, by connector target. */
  identities: Scalars['JSONObject']['output'];
  /** Suspended users cannot sign in and their tokens stop working. */
  isSuspended: Scalars['Boolean']['output'];
  /** Last successful sign-in through the sign-in experience. */
  lastSignInAt?: Maybe<Scalars['DateTime']['output']>;
  /** Display name. */
  name?: Maybe<Scalars['String']['output']>;
  /**
   * The algorithm of `passwordDigest`: Argon2id (Tessera's own), or Argon2i, Argon2d, Bcrypt or
   * Scrypt for a hash imported as it was; null without a password.
   */
  passwordAlgorithm?: Maybe<Scalars['String']['output']>;
  /**
   * The stored password hash, for moving users to another system (the compatible API's
   * `includePasswordHash`); null without a password. Only read when selected.
   */
  passwordDigest?: Maybe<Scalars['String']['output']>;
  /** Whether the current primary phone was proved by a code or set by an administrator (the OIDC `phone_number_verified` claim). */
  phoneVerified: Scalars['Boolean']['output'];
  /** Unique primary email (case-insensitive), if any. */
  primaryEmail?: Maybe<Scalars['String']['output']>;
  /** Unique primary phone number (E.164 digits), if any. */
  primaryPhone?: Maybe<Scalars['String']['output']>;
  /** Standard OIDC profile claims (givenName, familyName, locale, …). */
  profile: Scalars['JSONObject']['output'];
  /** The user's enterprise SSO identities (the compatible API's `includeSsoIdentities`). */
  ssoIdentities: Array<UserSsoIdentity>;
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
  /** Unique username (case-insensitive), if any. */
  username?: Maybe<Scalars['String']['output']>;
};

/**
 * A user's limit on one application (agent) acting for them by token exchange (RFC 8693): the API
 * resources it may reach with the user's token. Without a limit, the application's own rules apply.
 */
export type UserAgentLimit = {
  __typename?: 'UserAgentLimit';
  /** The application (agent) the limit is on. */
  applicationId: Scalars['ID']['output'];
  /** The application's name. */
  applicationName: Scalars['String']['output'];
  /** When the limit was first set. */
  createdAt: Scalars['DateTime']['output'];
  /** Resource indicators the application may exchange the user's tokens for; empty: none at all. */
  resources: Array<Scalars['String']['output']>;
  /** When the limit was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A user's identities: at social connectors (from `identities`) and at enterprise SSO connectors. */
export type UserAllIdentities = {
  __typename?: 'UserAllIdentities';
  /** Each social identity with the connector target it is keyed by. */
  socialIdentities: Array<UserSocialIdentity>;
  /** Each enterprise SSO identity. */
  ssoIdentities: Array<UserSsoIdentityResult>;
};

/** A page of users. */
export type UserConnection = {
  __typename?: 'UserConnection';
  /** Items with cursors. */
  edges: Array<UserEdge>;
  /** Items without cursors. */
  nodes: Array<User>;
  /** Pagination state. */
  pageInfo: PageInfo;
  /** Number of users matching the filter, across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of a user connection. */
export type UserEdge = {
  __typename?: 'UserEdge';
  /** Cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The user. */
  node: User;
};

/** A business-rule failure of a mutation; the change was not applied. */
export type UserError = {
  __typename?: 'UserError';
  /** Stable machine-readable code, such as `user.username_already_in_use`. */
  code: Scalars['String']['output'];
  /**
   * Details beyond the message, when there are any: facts of the failure (such as the `entity` and
   * `id` that were not found) and, when the input had several problems, `issues`: every one of them
   * as `{ code, message, field }`.
   */
  data?: Maybe<Scalars['JSONObject']['output']>;
  /** Path of the input field at fault, when one is. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Human-readable explanation. */
  message: Scalars['String']['output'];
};

/**
 * What a user allowed one application in one sign-in. Its refresh tokens, the access tokens issued
 * under it and every token exchanged from those hang off it: revoking it ends all of them.
 */
export type UserGrant = {
  __typename?: 'UserGrant';
  /** The application it was issued to. */
  application: UserGrantApplication;
  /** When the grant was issued (the client's sign-in). */
  createdAt: Scalars['DateTime']['output'];
  /** When the grant stops yielding tokens unless revoked before: its session's expiry. */
  expiresAt: Scalars['DateTime']['output'];
  /** The grant id (the `grant_id` claim of its access tokens). */
  id: Scalars['ID']['output'];
  /** The grant in the compatible Management API's shape. */
  payload: UserGrantRecord;
  /** The scopes granted per API resource. */
  resourceScopes: Array<UserGrantResourceScopes>;
  /** The sign-in's own (OpenID Connect) scopes the grant asked for: openid, profile, offline_access… */
  scopes: Array<Scalars['String']['output']>;
};

/** The application a grant was issued to. */
export type UserGrantApplication = {
  __typename?: 'UserGrantApplication';
  /** The application's id (its OAuth client id). */
  id: Scalars['ID']['output'];
  /** The application's name. */
  name: Scalars['String']['output'];
};

/** The compatible Management API's `payload` of a grant (node-oidc-provider's grant record there), filled from Tessera's grant row. */
export type UserGrantRecord = {
  __typename?: 'UserGrantRecord';
  /** The user who signed in. */
  accountId: Scalars['ID']['output'];
  /** The application (OAuth client id) the grant was issued to. */
  clientId: Scalars['ID']['output'];
  /** When the grant expires (with its session), in seconds since the epoch. */
  exp: Scalars['Int']['output'];
  /** When the grant was issued, in seconds since the epoch. */
  iat: Scalars['Int']['output'];
  /** The grant id. */
  jti: Scalars['ID']['output'];
  /** Always `Grant`. */
  kind: Scalars['String']['output'];
  /** The sign-in's own (OpenID Connect) scopes, space-separated, as `{ scope }`. */
  openid: Scalars['JSONObject']['output'];
  /** Each resource indicator of the grant mapped to its granted scopes, space-separated. */
  resources: Scalars['JSONObject']['output'];
};

/** The scopes a grant allows at one API resource. */
export type UserGrantResourceScopes = {
  __typename?: 'UserGrantResourceScopes';
  /** The resource indicator. */
  resource: Scalars['String']['output'];
  /** The scopes the sign-in asked for there that the user's roles grant now: what a token issued under the grant carries. */
  scopes: Array<Scalars['String']['output']>;
};

/** A user's standing grants, in the shape the Management API answers them. */
export type UserGrants = {
  __typename?: 'UserGrants';
  /** Standing (neither revoked nor past their session) grants, newest first. */
  grants: Array<UserGrant>;
};

/** Result of linking or unlinking a user's social identity. */
export type UserIdentitiesPayload = {
  __typename?: 'UserIdentitiesPayload';
  /** Whether the identity was newly linked (setUserIdentity). */
  created?: Maybe<Scalars['Boolean']['output']>;
  /** The user's linked identities after the change, by target. */
  identities?: Maybe<Scalars['JSONObject']['output']>;
  /** The user after the change. */
  user?: Maybe<User>;
  /** What was wrong with the input. */
  userErrors: Array<UserError>;
};

/** A social identity to link to a user. */
export type UserIdentityInput = {
  /** What the provider said about the user (kept as given). */
  details?: InputMaybe<Scalars['JSONObject']['input']>;
  /**
   * The user's id at the identity provider (its `sub`); REST's body calls it `userId`. Not named
   * so here: a mutation's `userId` input would be read as the user of its REST twin's path.
   */
  identityId: Scalars['String']['input'];
};

/** The compatible product's per-user flags (`/users/:id/logto-configs`). */
export type UserLogtoConfig = {
  __typename?: 'UserLogtoConfig';
  /** MFA prompts. */
  mfa: UserMfaConfig;
  /** Passkey sign-in suggestion. */
  passkeySignIn: UserPasskeySignInConfig;
};

/** The result of changing a user's flags. */
export type UserLogtoConfigPayload = {
  __typename?: 'UserLogtoConfigPayload';
  /** The flags after the change; null when the mutation failed. */
  config?: Maybe<UserLogtoConfig>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * Whether a user skipped or switched multi-factor prompts (the compatible product's per-user flags).
 * Stored and answered; Tessera's sign-in does not read them.
 */
export type UserMfaConfig = {
  __typename?: 'UserMfaConfig';
  /** Whether the person skipped the suggestion to add another factor (false until set). */
  additionalBindingSuggestionSkipped: Scalars['Boolean']['output'];
  /** Whether the person turned MFA on themselves (false until set). */
  enabled: Scalars['Boolean']['output'];
  /** Whether the person asked not to be prompted for a second factor at sign-in. */
  skipMfaOnSignIn: Scalars['Boolean']['output'];
  /** Whether the person skipped setting up a second factor. */
  skipped: Scalars['Boolean']['output'];
};

/** MFA flags to change; each left out keeps its value. */
export type UserMfaConfigInput = {
  /** See UserMfaConfig.additionalBindingSuggestionSkipped. */
  additionalBindingSuggestionSkipped?: InputMaybe<Scalars['Boolean']['input']>;
  /** See UserMfaConfig.enabled. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** See UserMfaConfig.skipMfaOnSignIn. */
  skipMfaOnSignIn?: InputMaybe<Scalars['Boolean']['input']>;
  /** See UserMfaConfig.skipped. */
  skipped?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One second factor a user has enrolled. Secrets are never exposed. */
export type UserMfaVerification = {
  __typename?: 'UserMfaVerification';
  /** The browser (user agent) that added a passkey; null for other factors. */
  agent?: Maybe<Scalars['String']['output']>;
  /** When the factor was enrolled; null for enrolments older than this record (it was not kept then). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Opaque identifier of this enrolment (stable until it is removed). */
  id: Scalars['ID']['output'];
  /** When a sign-in last succeeded with this factor; null when it has not been used since it was enrolled. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** A passkey's name, given when it was added; null for other factors or when none was given. */
  name?: Maybe<Scalars['String']['output']>;
  /** BackupCode: how many of the set's codes are not used yet; null for other factors. */
  remainCodes?: Maybe<Scalars['Int']['output']>;
  /** The kind of factor. */
  type: MfaFactor;
};

/** The order of a list of users; ties are broken by id. */
export type UserOrder = {
  /** The direction; Desc when absent. */
  direction?: InputMaybe<OrderDirection>;
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

/** Whether a user skipped the passkey sign-in suggestion. */
export type UserPasskeySignInConfig = {
  __typename?: 'UserPasskeySignInConfig';
  /** Skipped. */
  skipped: Scalars['Boolean']['output'];
};

/** Passkey flags to change. */
export type UserPasskeySignInConfigInput = {
  /** See UserPasskeySignInConfig.skipped. */
  skipped?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The result of a mutation returning a user. */
export type UserPayload = {
  __typename?: 'UserPayload';
  /** The user after the change; null when the mutation failed. */
  user?: Maybe<User>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
};

/** A user's browser session: one sign-in through the sign-in experience. The session's cookie secret is never exposed (only its digest is stored). */
export type UserSession = {
  __typename?: 'UserSession';
  /** The user the session belongs to (the compatible API's `accountId`). */
  accountId: Scalars['ID']['output'];
  /** The client whose sign-in created the session, when known; null (Tessera does not record it on the session). */
  clientId?: Maybe<Scalars['String']['output']>;
  /** The clients signed in to through this session, oldest first. */
  clients: Array<UserSessionClient>;
  /** When the user signed in (the session began). */
  createdAt: Scalars['DateTime']['output'];
  /** When the session expires unless ended before. */
  expiresAt: Scalars['DateTime']['output'];
  /** The session id: the public `sid` claim of the tokens issued through it. */
  id: Scalars['ID']['output'];
  /**
   * The client IP address of the sign-in that started the session, as the server saw it (behind a
   * proxy, per its trust-proxy setting); null for sessions older than this record.
   */
  ip?: Maybe<Scalars['String']['output']>;
  /**
   * The last use Tessera records: the sign-in, a client signing in through the session, or a token
   * refresh under one of its grants (a page read with the session cookie alone is not recorded).
   */
  lastActiveAt: Scalars['DateTime']['output'];
  /** The sign-in interaction's context (the compatible API's `lastSubmission`); null, Tessera does not keep it with the session. */
  lastSubmission?: Maybe<Scalars['JSONObject']['output']>;
  /** The session in the compatible Management API's shape. */
  payload: UserSessionRecord;
  /** The user the session belongs to; null if they were deleted while this answer was made. */
  user?: Maybe<User>;
  /**
   * The user agent (browser) of the sign-in that started the session, at most 512 characters; null
   * for sessions older than this record.
   */
  userAgent?: Maybe<Scalars['String']['output']>;
  /** The user it belongs to. */
  userId: Scalars['ID']['output'];
};

/** A client a browser session has signed in to: one sign-in grant issued through the session. */
export type UserSessionClient = {
  __typename?: 'UserSessionClient';
  /** The application (OAuth client id) the grant was issued to. */
  applicationId: Scalars['ID']['output'];
  /** The application's name; null when it has been deleted since. */
  applicationName?: Maybe<Scalars['String']['output']>;
  /** When the grant was issued. */
  createdAt: Scalars['DateTime']['output'];
  /** The grant's id (refresh tokens and access tokens hang off it). */
  grantId: Scalars['ID']['output'];
  /** Whether the grant was revoked (then its tokens no longer work). */
  isRevoked: Scalars['Boolean']['output'];
};

/**
 * The compatible Management API's `payload` of a session (node-oidc-provider's session record there),
 * filled from Tessera's session row. `jti` and `uid` are both the public session id: the session's
 * cookie secret is never exposed (the compatible product answers its cookie id as `jti`).
 */
export type UserSessionRecord = {
  __typename?: 'UserSessionRecord';
  /** The user it belongs to. */
  accountId: Scalars['ID']['output'];
  /** The clients signed in to through the session: client id → `{ grantId, persistsLogout }` (the grant of its latest sign-in there). */
  authorizations: Scalars['JSONObject']['output'];
  /** When the session expires, in seconds since the epoch. */
  exp: Scalars['Int']['output'];
  /** When the session began, in seconds since the epoch. */
  iat: Scalars['Int']['output'];
  /** The session id as well (never the cookie secret). */
  jti: Scalars['ID']['output'];
  /** Always `Session`. */
  kind: Scalars['String']['output'];
  /** When the user signed in, in seconds since the epoch. */
  loginTs: Scalars['Int']['output'];
  /** The session id (the `sid` claim of tokens). */
  uid: Scalars['ID']['output'];
};

/** A user's active sessions, in the shape the Management API answers them. */
export type UserSessions = {
  __typename?: 'UserSessions';
  /** Active (neither ended nor expired) sessions, newest first. */
  sessions: Array<UserSession>;
};

/** A user's identity at one social connector target. */
export type UserSocialIdentity = {
  __typename?: 'UserSocialIdentity';
  /** The identity: `userId` at the provider and its `details`. */
  identity: Scalars['JSONObject']['output'];
  /** The connector target (e.g. `github`). */
  target: Scalars['String']['output'];
};

/** A user's identity at an enterprise single sign-on connector (one per user and connector). */
export type UserSsoIdentity = {
  __typename?: 'UserSsoIdentity';
  /** When the identity was first linked. */
  createdAt: Scalars['DateTime']['output'];
  /** What the identity provider said about the user at the last sign-in. */
  detail: Scalars['JSONObject']['output'];
  /** The record's id. */
  id: Scalars['ID']['output'];
  /** The user's id at the identity provider (SAML NameID or OIDC sub). */
  identityId: Scalars['String']['output'];
  /** The identity provider's issuer (SAML entity id or OIDC issuer). */
  issuer: Scalars['String']['output'];
  /** The SSO connector it was made by. */
  ssoConnectorId: Scalars['ID']['output'];
  /** Always `default`: Tessera serves one tenant (the compatible Management API's field). */
  tenantId: Scalars['String']['output'];
  /** When its detail last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The user it belongs to. */
  userId: Scalars['ID']['output'];
};

/** A user's SSO identity, in the shape the Management API answers it. */
export type UserSsoIdentityResult = {
  __typename?: 'UserSsoIdentityResult';
  /** The connector it is at (as the compatible all-identities answer repeats it). */
  ssoConnectorId: Scalars['ID']['output'];
  /** The identity. */
  ssoIdentity: UserSsoIdentity;
};

/** Users whose usernames share one lower-case form. */
export type UsernameCaseConflict = {
  __typename?: 'UsernameCaseConflict';
  /** The users holding it. */
  userIds: Array<Scalars['String']['output']>;
  /** The shared lower-case form. */
  usernameLower: Scalars['String']['output'];
};

/**
 * Usernames that differ only by case. Tessera matches usernames case-insensitively from the start
 * (a unique index on their lower case), so there are never any.
 */
export type UsernameCaseConflicts = {
  __typename?: 'UsernameCaseConflicts';
  /** Always empty. */
  samples: Array<UsernameCaseConflict>;
  /** Always 0. */
  totalConflicts: Scalars['Int']['output'];
};

/** An address whose proof a user record keeps. */
export type VerifiableIdentifierType =
  /** The primary email. */
  | 'email'
  /** The primary phone. */
  | 'phone';

/** The result of checking a password. */
export type VerifyPasswordPayload = {
  __typename?: 'VerifyPasswordPayload';
  /** `session.invalid_credentials` (422) for a wrong password or a user without one. */
  userErrors: Array<UserError>;
  /** True when the password is the user's; null when it is not (see userErrors). */
  verified?: Maybe<Scalars['Boolean']['output']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccessControlLabel: ResolverTypeWrapper<Partial<AccessControlLabel>>;
  Application: ResolverTypeWrapper<ApplicationModel>;
  ApplicationAccessControl: ResolverTypeWrapper<ApplicationAccessControlModel>;
  ApplicationAccessControlInput: ResolverTypeWrapper<Partial<ApplicationAccessControlInput>>;
  ApplicationAccessControlPayload: ResolverTypeWrapper<Partial<Omit<ApplicationAccessControlPayload, 'accessControl'> & { accessControl?: Maybe<ResolversTypes['ApplicationAccessControl']> }>>;
  ApplicationAccessOrganizationRoleRule: ResolverTypeWrapper<Partial<ApplicationAccessOrganizationRoleRule>>;
  ApplicationAccessOrganizationRoleRuleInput: ResolverTypeWrapper<Partial<ApplicationAccessOrganizationRoleRuleInput>>;
  ApplicationConnection: ResolverTypeWrapper<Partial<Omit<ApplicationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ApplicationEdge']>, nodes: Array<ResolversTypes['Application']> }>>;
  ApplicationEdge: ResolverTypeWrapper<Partial<Omit<ApplicationEdge, 'node'> & { node: ResolversTypes['Application'] }>>;
  ApplicationPayload: ResolverTypeWrapper<Partial<Omit<ApplicationPayload, 'application'> & { application?: Maybe<ResolversTypes['Application']> }>>;
  ApplicationRegistrationKind: ResolverTypeWrapper<Partial<ApplicationRegistrationKind>>;
  ApplicationSecretPayload: ResolverTypeWrapper<Partial<Omit<ApplicationSecretPayload, 'application'> & { application?: Maybe<ResolversTypes['Application']> }>>;
  ApplicationSignInExperience: ResolverTypeWrapper<ApplicationSignInExperienceModel>;
  ApplicationSignInExperienceInput: ResolverTypeWrapper<Partial<ApplicationSignInExperienceInput>>;
  ApplicationSignInExperiencePayload: ResolverTypeWrapper<Partial<Omit<ApplicationSignInExperiencePayload, 'signInExperience'> & { signInExperience?: Maybe<ResolversTypes['ApplicationSignInExperience']> }>>;
  ApplicationType: ResolverTypeWrapper<Partial<ApplicationType>>;
  ApplicationUserConsentScopes: ResolverTypeWrapper<Partial<ApplicationUserConsentScopes>>;
  ApplicationUserConsentScopesPayload: ResolverTypeWrapper<Partial<ApplicationUserConsentScopesPayload>>;
  AssignUserConsentScopesInput: ResolverTypeWrapper<Partial<AssignUserConsentScopesInput>>;
  BackchannelLogoutAttempt: ResolverTypeWrapper<Partial<BackchannelLogoutAttempt>>;
  BackchannelLogoutAttemptConnection: ResolverTypeWrapper<Partial<BackchannelLogoutAttemptConnection>>;
  BackchannelLogoutAttemptEdge: ResolverTypeWrapper<Partial<BackchannelLogoutAttemptEdge>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  Branding: ResolverTypeWrapper<Partial<Branding>>;
  BrandingInput: ResolverTypeWrapper<Partial<BrandingInput>>;
  CaptchaConfig: ResolverTypeWrapper<Partial<CaptchaConfig>>;
  CaptchaConfigInput: ResolverTypeWrapper<Partial<CaptchaConfigInput>>;
  CaptchaPolicy: ResolverTypeWrapper<Partial<CaptchaPolicy>>;
  CaptchaPolicyInput: ResolverTypeWrapper<Partial<CaptchaPolicyInput>>;
  CaptchaProvider: ResolverTypeWrapper<Partial<CaptchaProvider>>;
  CaptchaProviderPayload: ResolverTypeWrapper<Partial<CaptchaProviderPayload>>;
  CaptchaType: ResolverTypeWrapper<Partial<CaptchaType>>;
  ClaimMapping: ResolverTypeWrapper<Partial<ClaimMapping>>;
  ClaimMappingInput: ResolverTypeWrapper<Partial<ClaimMappingInput>>;
  ClaimMappingsPayload: ResolverTypeWrapper<Partial<ClaimMappingsPayload>>;
  ClientRegistrationSettings: ResolverTypeWrapper<Partial<ClientRegistrationSettings>>;
  ClientRegistrationSettingsPayload: ResolverTypeWrapper<Partial<ClientRegistrationSettingsPayload>>;
  CodeSendSettings: ResolverTypeWrapper<Partial<CodeSendSettings>>;
  CodeSendSettingsInput: ResolverTypeWrapper<Partial<CodeSendSettingsInput>>;
  ColorSettings: ResolverTypeWrapper<Partial<ColorSettings>>;
  ColorSettingsInput: ResolverTypeWrapper<Partial<ColorSettingsInput>>;
  ConfigField: ResolverTypeWrapper<Partial<ConfigField>>;
  ConfigFieldType: ResolverTypeWrapper<Partial<ConfigFieldType>>;
  Connector: ResolverTypeWrapper<ConnectorModel>;
  ConnectorFactory: ResolverTypeWrapper<Partial<ConnectorFactory>>;
  ConnectorFormItem: ResolverTypeWrapper<Partial<ConnectorFormItem>>;
  ConnectorMetadata: ResolverTypeWrapper<Partial<ConnectorMetadata>>;
  ConnectorMetadataInput: ResolverTypeWrapper<Partial<ConnectorMetadataInput>>;
  ConnectorPayload: ResolverTypeWrapper<Partial<Omit<ConnectorPayload, 'connector'> & { connector?: Maybe<ResolversTypes['Connector']> }>>;
  ConnectorTestPayload: ResolverTypeWrapper<Partial<ConnectorTestPayload>>;
  ConsentOrganizations: ResolverTypeWrapper<Partial<Omit<ConsentOrganizations, 'organizations'> & { organizations: Array<ResolversTypes['Organization']> }>>;
  ConsentOrganizationsPayload: ResolverTypeWrapper<Partial<Omit<ConsentOrganizationsPayload, 'organizations'> & { organizations?: Maybe<Array<ResolversTypes['Organization']>> }>>;
  ConsentRemovalPayload: ResolverTypeWrapper<Partial<ConsentRemovalPayload>>;
  ConsentScope: ResolverTypeWrapper<Partial<ConsentScope>>;
  ConsentScopeResource: ResolverTypeWrapper<Partial<ConsentScopeResource>>;
  ConsoleDashboard: ResolverTypeWrapper<Partial<ConsoleDashboard>>;
  CookieKey: ResolverTypeWrapper<Partial<CookieKey>>;
  CreateApplicationInput: ResolverTypeWrapper<Partial<CreateApplicationInput>>;
  CreateConnectorInput: ResolverTypeWrapper<Partial<CreateConnectorInput>>;
  CreateHookInput: ResolverTypeWrapper<Partial<CreateHookInput>>;
  CreateHookPayload: ResolverTypeWrapper<Partial<CreateHookPayload>>;
  CreateInitialAccessTokenInput: ResolverTypeWrapper<Partial<CreateInitialAccessTokenInput>>;
  CreateNamedApplicationSecretInput: ResolverTypeWrapper<Partial<CreateNamedApplicationSecretInput>>;
  CreateOrganizationInput: ResolverTypeWrapper<Partial<CreateOrganizationInput>>;
  CreateOrganizationInvitationInput: ResolverTypeWrapper<Partial<CreateOrganizationInvitationInput>>;
  CreateOrganizationRoleInput: ResolverTypeWrapper<Partial<CreateOrganizationRoleInput>>;
  CreateOrganizationScopeInput: ResolverTypeWrapper<Partial<CreateOrganizationScopeInput>>;
  CreatePersonalAccessTokenInput: ResolverTypeWrapper<Partial<CreatePersonalAccessTokenInput>>;
  CreateResourceInput: ResolverTypeWrapper<Partial<CreateResourceInput>>;
  CreateRoleInput: ResolverTypeWrapper<Partial<CreateRoleInput>>;
  CreateScimConnectionInput: ResolverTypeWrapper<Partial<CreateScimConnectionInput>>;
  CreateScopeInput: ResolverTypeWrapper<Partial<CreateScopeInput>>;
  CreateSsoConnectorInput: ResolverTypeWrapper<Partial<CreateSsoConnectorInput>>;
  CreateSubjectTokenInput: ResolverTypeWrapper<Partial<CreateSubjectTokenInput>>;
  CreateUserInput: ResolverTypeWrapper<Partial<CreateUserInput>>;
  CreateUserMfaVerificationInput: ResolverTypeWrapper<Partial<CreateUserMfaVerificationInput>>;
  CreateUserMfaVerificationPayload: ResolverTypeWrapper<Partial<CreateUserMfaVerificationPayload>>;
  CustomClientMetadata: ResolverTypeWrapper<Partial<CustomClientMetadata>>;
  CustomClientMetadataInput: ResolverTypeWrapper<Partial<CustomClientMetadataInput>>;
  DateTime: ResolverTypeWrapper<Partial<Scalars['DateTime']['output']>>;
  DeleteCaptchaProviderPayload: ResolverTypeWrapper<Partial<DeleteCaptchaProviderPayload>>;
  DeleteEmailTemplatesPayload: ResolverTypeWrapper<Partial<DeleteEmailTemplatesPayload>>;
  DeleteInitialAccessTokenPayload: ResolverTypeWrapper<Partial<DeleteInitialAccessTokenPayload>>;
  DeleteNamedApplicationSecretPayload: ResolverTypeWrapper<Partial<DeleteNamedApplicationSecretPayload>>;
  DeletePayload: ResolverTypeWrapper<Partial<DeletePayload>>;
  DeletePersonalAccessTokenPayload: ResolverTypeWrapper<Partial<DeletePersonalAccessTokenPayload>>;
  DeleteSigningKeyPayload: ResolverTypeWrapper<Partial<DeleteSigningKeyPayload>>;
  EmailAddress: ResolverTypeWrapper<Partial<Scalars['EmailAddress']['output']>>;
  EmailDeliveryStatus: ResolverTypeWrapper<Partial<EmailDeliveryStatus>>;
  EmailTemplate: ResolverTypeWrapper<EmailTemplateModel>;
  EmailTemplateDetails: ResolverTypeWrapper<Partial<EmailTemplateDetails>>;
  EmailTemplateDetailsInput: ResolverTypeWrapper<Partial<EmailTemplateDetailsInput>>;
  EmailTemplateDetailsPatch: ResolverTypeWrapper<Partial<EmailTemplateDetailsPatch>>;
  EmailTemplateInput: ResolverTypeWrapper<Partial<EmailTemplateInput>>;
  EmailTemplatePayload: ResolverTypeWrapper<Partial<Omit<EmailTemplatePayload, 'emailTemplate'> & { emailTemplate?: Maybe<ResolversTypes['EmailTemplate']> }>>;
  EmailTemplateType: ResolverTypeWrapper<Partial<EmailTemplateType>>;
  EmailTemplatesPayload: ResolverTypeWrapper<Partial<Omit<EmailTemplatesPayload, 'emailTemplates'> & { emailTemplates?: Maybe<Array<ResolversTypes['EmailTemplate']>> }>>;
  ExtendedIdTokenClaim: ResolverTypeWrapper<Partial<ExtendedIdTokenClaim>>;
  FieldSearchInput: ResolverTypeWrapper<Partial<FieldSearchInput>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  Hook: ResolverTypeWrapper<Partial<Hook>>;
  HookConfig: ResolverTypeWrapper<Partial<HookConfig>>;
  HookConfigInput: ResolverTypeWrapper<Partial<HookConfigInput>>;
  HookConnection: ResolverTypeWrapper<Partial<HookConnection>>;
  HookDelivery: ResolverTypeWrapper<Partial<HookDelivery>>;
  HookDeliveryAttempt: ResolverTypeWrapper<Partial<HookDeliveryAttempt>>;
  HookDeliveryAttemptConnection: ResolverTypeWrapper<Partial<HookDeliveryAttemptConnection>>;
  HookDeliveryAttemptEdge: ResolverTypeWrapper<Partial<HookDeliveryAttemptEdge>>;
  HookDeliveryStatus: ResolverTypeWrapper<Partial<HookDeliveryStatus>>;
  HookEdge: ResolverTypeWrapper<Partial<HookEdge>>;
  HookExecutionStats: ResolverTypeWrapper<Partial<HookExecutionStats>>;
  HookLogResult: ResolverTypeWrapper<Partial<HookLogResult>>;
  HookPayload: ResolverTypeWrapper<Partial<HookPayload>>;
  HookTestResult: ResolverTypeWrapper<Partial<HookTestResult>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  IdTokenConfig: ResolverTypeWrapper<Partial<IdTokenConfig>>;
  IdTokenConfigInput: ResolverTypeWrapper<Partial<IdTokenConfigInput>>;
  IdTokenConfigPayload: ResolverTypeWrapper<Partial<IdTokenConfigPayload>>;
  InitialAccessToken: ResolverTypeWrapper<Partial<InitialAccessToken>>;
  InitialAccessTokenPayload: ResolverTypeWrapper<Partial<InitialAccessTokenPayload>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  JSONObject: ResolverTypeWrapper<Partial<Scalars['JSONObject']['output']>>;
  JSONObjectPayload: ResolverTypeWrapper<Partial<JsonObjectPayload>>;
  LanguageInfo: ResolverTypeWrapper<Partial<LanguageInfo>>;
  LanguageInfoInput: ResolverTypeWrapper<Partial<LanguageInfoInput>>;
  LinkUserIdentityInput: ResolverTypeWrapper<Partial<LinkUserIdentityInput>>;
  LockoutSettings: ResolverTypeWrapper<Partial<LockoutSettings>>;
  LockoutSettingsInput: ResolverTypeWrapper<Partial<LockoutSettingsInput>>;
  Log: ResolverTypeWrapper<Partial<Omit<Log, 'application' | 'user'> & { application?: Maybe<ResolversTypes['Application']>, user?: Maybe<ResolversTypes['User']> }>>;
  LogConnection: ResolverTypeWrapper<Partial<Omit<LogConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['LogEdge']>, nodes: Array<ResolversTypes['Log']> }>>;
  LogEdge: ResolverTypeWrapper<Partial<Omit<LogEdge, 'node'> & { node: ResolversTypes['Log'] }>>;
  LogResult: ResolverTypeWrapper<Partial<LogResult>>;
  MessageChannel: ResolverTypeWrapper<Partial<MessageChannel>>;
  MessageDelivery: ResolverTypeWrapper<Partial<MessageDelivery>>;
  MessageDeliveryPayload: ResolverTypeWrapper<Partial<MessageDeliveryPayload>>;
  MessageDeliverySource: ResolverTypeWrapper<Partial<MessageDeliverySource>>;
  MfaFactor: ResolverTypeWrapper<Partial<MfaFactor>>;
  MfaPolicy: ResolverTypeWrapper<Partial<MfaPolicy>>;
  MfaSettings: ResolverTypeWrapper<Partial<MfaSettings>>;
  MfaSettingsInput: ResolverTypeWrapper<Partial<MfaSettingsInput>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NamedApplicationSecret: ResolverTypeWrapper<NamedApplicationSecretModel>;
  NamedApplicationSecretPayload: ResolverTypeWrapper<Partial<Omit<NamedApplicationSecretPayload, 'secret'> & { secret?: Maybe<ResolversTypes['NamedApplicationSecret']> }>>;
  OidcClientMetadata: ResolverTypeWrapper<Partial<OidcClientMetadata>>;
  OidcClientMetadataInput: ResolverTypeWrapper<Partial<OidcClientMetadataInput>>;
  OidcSessionConfig: ResolverTypeWrapper<Partial<OidcSessionConfig>>;
  OidcSessionConfigInput: ResolverTypeWrapper<Partial<OidcSessionConfigInput>>;
  OidcSessionConfigPayload: ResolverTypeWrapper<Partial<OidcSessionConfigPayload>>;
  OrderDirection: ResolverTypeWrapper<Partial<OrderDirection>>;
  Organization: ResolverTypeWrapper<Partial<Omit<Organization, 'organizationRoles'> & { organizationRoles?: Maybe<Array<ResolversTypes['OrganizationRole']>> }>>;
  OrganizationApplication: ResolverTypeWrapper<OrganizationApplicationModel>;
  OrganizationApplicationConnection: ResolverTypeWrapper<Partial<Omit<OrganizationApplicationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['OrganizationApplicationEdge']>, nodes: Array<ResolversTypes['OrganizationApplication']> }>>;
  OrganizationApplicationEdge: ResolverTypeWrapper<Partial<Omit<OrganizationApplicationEdge, 'node'> & { node: ResolversTypes['OrganizationApplication'] }>>;
  OrganizationConnection: ResolverTypeWrapper<Partial<Omit<OrganizationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['OrganizationEdge']>, nodes: Array<ResolversTypes['Organization']> }>>;
  OrganizationEdge: ResolverTypeWrapper<Partial<Omit<OrganizationEdge, 'node'> & { node: ResolversTypes['Organization'] }>>;
  OrganizationEmailDomain: ResolverTypeWrapper<OrganizationEmailDomainModel>;
  OrganizationEmailDomainPage: ResolverTypeWrapper<Partial<Omit<OrganizationEmailDomainPage, 'nodes'> & { nodes: Array<ResolversTypes['OrganizationEmailDomain']> }>>;
  OrganizationEmailDomainsPayload: ResolverTypeWrapper<Partial<Omit<OrganizationEmailDomainsPayload, 'emailDomain' | 'emailDomains'> & { emailDomain?: Maybe<ResolversTypes['OrganizationEmailDomain']>, emailDomains?: Maybe<Array<ResolversTypes['OrganizationEmailDomain']>> }>>;
  OrganizationInvitation: ResolverTypeWrapper<Partial<Omit<OrganizationInvitation, 'organizationRoles'> & { organizationRoles: Array<ResolversTypes['OrganizationRole']> }>>;
  OrganizationInvitationConnection: ResolverTypeWrapper<Partial<Omit<OrganizationInvitationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['OrganizationInvitationEdge']>, nodes: Array<ResolversTypes['OrganizationInvitation']> }>>;
  OrganizationInvitationDecision: ResolverTypeWrapper<Partial<OrganizationInvitationDecision>>;
  OrganizationInvitationEdge: ResolverTypeWrapper<Partial<Omit<OrganizationInvitationEdge, 'node'> & { node: ResolversTypes['OrganizationInvitation'] }>>;
  OrganizationInvitationPayload: ResolverTypeWrapper<Partial<Omit<OrganizationInvitationPayload, 'organizationInvitation'> & { organizationInvitation?: Maybe<ResolversTypes['OrganizationInvitation']> }>>;
  OrganizationInvitationStatus: ResolverTypeWrapper<Partial<OrganizationInvitationStatus>>;
  OrganizationJitSsoConnectorsPayload: ResolverTypeWrapper<Partial<Omit<OrganizationJitSsoConnectorsPayload, 'ssoConnectors'> & { ssoConnectors?: Maybe<Array<ResolversTypes['SsoConnector']>> }>>;
  OrganizationMemberRolesPayload: ResolverTypeWrapper<Partial<Omit<OrganizationMemberRolesPayload, 'organizationRoles'> & { organizationRoles?: Maybe<Array<ResolversTypes['OrganizationRole']>> }>>;
  OrganizationMembershipChange: ResolverTypeWrapper<Partial<OrganizationMembershipChange>>;
  OrganizationMembershipPayload: ResolverTypeWrapper<Partial<OrganizationMembershipPayload>>;
  OrganizationPayload: ResolverTypeWrapper<Partial<Omit<OrganizationPayload, 'organization'> & { organization?: Maybe<ResolversTypes['Organization']> }>>;
  OrganizationRequiredMfaPolicy: ResolverTypeWrapper<Partial<OrganizationRequiredMfaPolicy>>;
  OrganizationRole: ResolverTypeWrapper<Partial<Omit<OrganizationRole, 'resourceScopes'> & { resourceScopes: Array<ResolversTypes['OrganizationRoleResourceScope']> }>>;
  OrganizationRoleConnection: ResolverTypeWrapper<Partial<Omit<OrganizationRoleConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['OrganizationRoleEdge']>, nodes: Array<ResolversTypes['OrganizationRole']> }>>;
  OrganizationRoleEdge: ResolverTypeWrapper<Partial<Omit<OrganizationRoleEdge, 'node'> & { node: ResolversTypes['OrganizationRole'] }>>;
  OrganizationRolePayload: ResolverTypeWrapper<Partial<Omit<OrganizationRolePayload, 'organizationRole'> & { organizationRole?: Maybe<ResolversTypes['OrganizationRole']> }>>;
  OrganizationRoleResourceScope: ResolverTypeWrapper<OrganizationRoleResourceScopeModel>;
  OrganizationRoleResourceScopesPayload: ResolverTypeWrapper<Partial<Omit<OrganizationRoleResourceScopesPayload, 'resourceScopes'> & { resourceScopes?: Maybe<Array<ResolversTypes['OrganizationRoleResourceScope']>> }>>;
  OrganizationRoleScopesPayload: ResolverTypeWrapper<Partial<OrganizationRoleScopesPayload>>;
  OrganizationRoleType: ResolverTypeWrapper<Partial<OrganizationRoleType>>;
  OrganizationRolesAssignmentPayload: ResolverTypeWrapper<Partial<OrganizationRolesAssignmentPayload>>;
  OrganizationScope: ResolverTypeWrapper<Partial<OrganizationScope>>;
  OrganizationScopeConnection: ResolverTypeWrapper<Partial<OrganizationScopeConnection>>;
  OrganizationScopeEdge: ResolverTypeWrapper<Partial<OrganizationScopeEdge>>;
  OrganizationScopePayload: ResolverTypeWrapper<Partial<OrganizationScopePayload>>;
  OrganizationUser: ResolverTypeWrapper<Partial<Omit<OrganizationUser, 'organizationRoles'> & { organizationRoles: Array<ResolversTypes['OrganizationRole']> }>>;
  OrganizationUserConnection: ResolverTypeWrapper<Partial<Omit<OrganizationUserConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['OrganizationUserEdge']>, nodes: Array<ResolversTypes['OrganizationUser']> }>>;
  OrganizationUserEdge: ResolverTypeWrapper<Partial<Omit<OrganizationUserEdge, 'node'> & { node: ResolversTypes['OrganizationUser'] }>>;
  PageInfo: ResolverTypeWrapper<Partial<PageInfo>>;
  PasswordCharacterTypes: ResolverTypeWrapper<Partial<PasswordCharacterTypes>>;
  PasswordCharacterTypesInput: ResolverTypeWrapper<Partial<PasswordCharacterTypesInput>>;
  PasswordCheck: ResolverTypeWrapper<Partial<PasswordCheck>>;
  PasswordIssue: ResolverTypeWrapper<Partial<PasswordIssue>>;
  PasswordLength: ResolverTypeWrapper<Partial<PasswordLength>>;
  PasswordLengthInput: ResolverTypeWrapper<Partial<PasswordLengthInput>>;
  PasswordPolicy: ResolverTypeWrapper<Partial<PasswordPolicy>>;
  PasswordPolicyInput: ResolverTypeWrapper<Partial<PasswordPolicyInput>>;
  PasswordRejects: ResolverTypeWrapper<Partial<PasswordRejects>>;
  PasswordRejectsInput: ResolverTypeWrapper<Partial<PasswordRejectsInput>>;
  PersonalAccessToken: ResolverTypeWrapper<PersonalAccessTokenModel>;
  PersonalAccessTokenPayload: ResolverTypeWrapper<Partial<Omit<PersonalAccessTokenPayload, 'personalAccessToken'> & { personalAccessToken?: Maybe<ResolversTypes['PersonalAccessToken']> }>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecaptchaMode: ResolverTypeWrapper<Partial<RecaptchaMode>>;
  RedeliverHookDeliveryPayload: ResolverTypeWrapper<Partial<RedeliverHookDeliveryPayload>>;
  RemoveUserAgentLimitPayload: ResolverTypeWrapper<Partial<RemoveUserAgentLimitPayload>>;
  ReplaceRolesPayload: ResolverTypeWrapper<Partial<ReplaceRolesPayload>>;
  Resource: ResolverTypeWrapper<Partial<Omit<Resource, 'scopes'> & { scopes: Array<ResolversTypes['Scope']> }>>;
  ResourceConnection: ResolverTypeWrapper<Partial<Omit<ResourceConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ResourceEdge']>, nodes: Array<ResolversTypes['Resource']> }>>;
  ResourceConsentScopes: ResolverTypeWrapper<Partial<ResourceConsentScopes>>;
  ResourceEdge: ResolverTypeWrapper<Partial<Omit<ResourceEdge, 'node'> & { node: ResolversTypes['Resource'] }>>;
  ResourcePayload: ResolverTypeWrapper<Partial<Omit<ResourcePayload, 'resource'> & { resource?: Maybe<ResolversTypes['Resource']> }>>;
  RevokeUserGrantPayload: ResolverTypeWrapper<Partial<RevokeUserGrantPayload>>;
  RevokeUserSessionPayload: ResolverTypeWrapper<Partial<RevokeUserSessionPayload>>;
  Role: ResolverTypeWrapper<Partial<Omit<Role, 'featuredApplications' | 'featuredUsers' | 'scopes'> & { featuredApplications: Array<ResolversTypes['Application']>, featuredUsers: Array<ResolversTypes['User']>, scopes: Array<ResolversTypes['Scope']> }>>;
  RoleApplicationsPayload: ResolverTypeWrapper<Partial<RoleApplicationsPayload>>;
  RoleConnection: ResolverTypeWrapper<Partial<Omit<RoleConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['RoleEdge']>, nodes: Array<ResolversTypes['Role']> }>>;
  RoleEdge: ResolverTypeWrapper<Partial<Omit<RoleEdge, 'node'> & { node: ResolversTypes['Role'] }>>;
  RolePayload: ResolverTypeWrapper<Partial<Omit<RolePayload, 'role'> & { role?: Maybe<ResolversTypes['Role']> }>>;
  RoleScopesPayload: ResolverTypeWrapper<Partial<Omit<RoleScopesPayload, 'scopes'> & { scopes?: Maybe<Array<ResolversTypes['Scope']>> }>>;
  RoleType: ResolverTypeWrapper<Partial<RoleType>>;
  RoleUsersPayload: ResolverTypeWrapper<Partial<Omit<RoleUsersPayload, 'users'> & { users?: Maybe<Array<ResolversTypes['User']>> }>>;
  RolesPayload: ResolverTypeWrapper<Partial<Omit<RolesPayload, 'roles'> & { roles?: Maybe<Array<ResolversTypes['Role']>> }>>;
  RotateHookSigningKeyPayload: ResolverTypeWrapper<Partial<RotateHookSigningKeyPayload>>;
  RotateSigningKeyPayload: ResolverTypeWrapper<Partial<RotateSigningKeyPayload>>;
  SamlAcsUrl: ResolverTypeWrapper<Partial<SamlAcsUrl>>;
  SamlApplication: ResolverTypeWrapper<SamlApplicationModel>;
  SamlApplicationConnection: ResolverTypeWrapper<Partial<Omit<SamlApplicationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['SamlApplicationEdge']>, nodes: Array<ResolversTypes['SamlApplication']> }>>;
  SamlApplicationEdge: ResolverTypeWrapper<Partial<Omit<SamlApplicationEdge, 'node'> & { node: ResolversTypes['SamlApplication'] }>>;
  SamlApplicationInput: ResolverTypeWrapper<Partial<SamlApplicationInput>>;
  SamlApplicationPayload: ResolverTypeWrapper<Partial<Omit<SamlApplicationPayload, 'samlApplication'> & { samlApplication?: Maybe<ResolversTypes['SamlApplication']> }>>;
  SamlApplicationSecret: ResolverTypeWrapper<SamlApplicationSecretModel>;
  SamlApplicationSecretPayload: ResolverTypeWrapper<Partial<Omit<SamlApplicationSecretPayload, 'samlApplicationSecret'> & { samlApplicationSecret?: Maybe<ResolversTypes['SamlApplicationSecret']> }>>;
  SamlIdpEndpoints: ResolverTypeWrapper<Partial<SamlIdpEndpoints>>;
  SamlSloUrl: ResolverTypeWrapper<Partial<SamlSloUrl>>;
  ScimConnection: ResolverTypeWrapper<Partial<Omit<ScimConnection, 'organization'> & { organization?: Maybe<ResolversTypes['Organization']> }>>;
  ScimConnectionPayload: ResolverTypeWrapper<Partial<Omit<ScimConnectionPayload, 'scimConnection'> & { scimConnection?: Maybe<ResolversTypes['ScimConnection']> }>>;
  Scope: ResolverTypeWrapper<ScopeModel>;
  ScopeConnection: ResolverTypeWrapper<Partial<Omit<ScopeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ScopeEdge']>, nodes: Array<ResolversTypes['Scope']> }>>;
  ScopeEdge: ResolverTypeWrapper<Partial<Omit<ScopeEdge, 'node'> & { node: ResolversTypes['Scope'] }>>;
  ScopePayload: ResolverTypeWrapper<Partial<Omit<ScopePayload, 'scope'> & { scope?: Maybe<ResolversTypes['Scope']> }>>;
  ScopeResourceRef: ResolverTypeWrapper<Partial<ScopeResourceRef>>;
  SearchJoint: ResolverTypeWrapper<Partial<SearchJoint>>;
  SearchMatchInput: ResolverTypeWrapper<Partial<SearchMatchInput>>;
  SearchMatchMode: ResolverTypeWrapper<Partial<SearchMatchMode>>;
  SessionConnection: ResolverTypeWrapper<Partial<Omit<SessionConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['SessionEdge']>, nodes: Array<ResolversTypes['UserSession']> }>>;
  SessionEdge: ResolverTypeWrapper<Partial<Omit<SessionEdge, 'node'> & { node: ResolversTypes['UserSession'] }>>;
  SetOrganizationInvitationStatusInput: ResolverTypeWrapper<Partial<SetOrganizationInvitationStatusInput>>;
  SetUserAgentLimitPayload: ResolverTypeWrapper<Partial<SetUserAgentLimitPayload>>;
  SignInExperience: ResolverTypeWrapper<Partial<SignInExperience>>;
  SignInExperiencePayload: ResolverTypeWrapper<Partial<SignInExperiencePayload>>;
  SignInIdentifier: ResolverTypeWrapper<Partial<SignInIdentifier>>;
  SignInMethod: ResolverTypeWrapper<Partial<SignInMethod>>;
  SignInMethodInput: ResolverTypeWrapper<Partial<SignInMethodInput>>;
  SignInMfaFactor: ResolverTypeWrapper<Partial<SignInMfaFactor>>;
  SignInSettings: ResolverTypeWrapper<Partial<SignInSettings>>;
  SignInSettingsInput: ResolverTypeWrapper<Partial<SignInSettingsInput>>;
  SignUpIdentifier: ResolverTypeWrapper<Partial<SignUpIdentifier>>;
  SignUpSettings: ResolverTypeWrapper<Partial<SignUpSettings>>;
  SignUpSettingsInput: ResolverTypeWrapper<Partial<SignUpSettingsInput>>;
  SigningKey: ResolverTypeWrapper<Partial<SigningKey>>;
  SigningKeyStatus: ResolverTypeWrapper<Partial<SigningKeyStatus>>;
  SmsDelivery: ResolverTypeWrapper<Partial<SmsDelivery>>;
  SmsDeliveryInput: ResolverTypeWrapper<Partial<SmsDeliveryInput>>;
  SmsDeliveryStatus: ResolverTypeWrapper<Partial<SmsDeliveryStatus>>;
  SmsGatewayType: ResolverTypeWrapper<Partial<SmsGatewayType>>;
  SmtpDelivery: ResolverTypeWrapper<Partial<SmtpDelivery>>;
  SmtpDeliveryInput: ResolverTypeWrapper<Partial<SmtpDeliveryInput>>;
  SmtpSecurity: ResolverTypeWrapper<Partial<SmtpSecurity>>;
  SsoConnector: ResolverTypeWrapper<SsoConnectorModel>;
  SsoConnectorConnection: ResolverTypeWrapper<Partial<Omit<SsoConnectorConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['SsoConnectorEdge']>, nodes: Array<ResolversTypes['SsoConnector']> }>>;
  SsoConnectorEdge: ResolverTypeWrapper<Partial<Omit<SsoConnectorEdge, 'node'> & { node: ResolversTypes['SsoConnector'] }>>;
  SsoConnectorPayload: ResolverTypeWrapper<Partial<Omit<SsoConnectorPayload, 'ssoConnector'> & { ssoConnector?: Maybe<ResolversTypes['SsoConnector']> }>>;
  SsoConnectorProvider: ResolverTypeWrapper<Partial<SsoConnectorProvider>>;
  SsoProviderName: ResolverTypeWrapper<Partial<SsoProviderName>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  SubjectToken: ResolverTypeWrapper<Partial<SubjectToken>>;
  SubjectTokenPayload: ResolverTypeWrapper<Partial<SubjectTokenPayload>>;
  TestHookInput: ResolverTypeWrapper<Partial<TestHookInput>>;
  TestHookPayload: ResolverTypeWrapper<Partial<TestHookPayload>>;
  TestMessagePayload: ResolverTypeWrapper<Partial<TestMessagePayload>>;
  TokenExchangeEvent: ResolverTypeWrapper<Partial<TokenExchangeEvent>>;
  TokenExchangeEventConnection: ResolverTypeWrapper<Partial<TokenExchangeEventConnection>>;
  TokenExchangeEventEdge: ResolverTypeWrapper<Partial<TokenExchangeEventEdge>>;
  TokenExchangeResult: ResolverTypeWrapper<Partial<TokenExchangeResult>>;
  URL: ResolverTypeWrapper<Partial<Scalars['URL']['output']>>;
  UpdateApplicationInput: ResolverTypeWrapper<Partial<UpdateApplicationInput>>;
  UpdateClientRegistrationSettingsInput: ResolverTypeWrapper<Partial<UpdateClientRegistrationSettingsInput>>;
  UpdateConnectorInput: ResolverTypeWrapper<Partial<UpdateConnectorInput>>;
  UpdateHookInput: ResolverTypeWrapper<Partial<UpdateHookInput>>;
  UpdateOrganizationInput: ResolverTypeWrapper<Partial<UpdateOrganizationInput>>;
  UpdateOrganizationRoleInput: ResolverTypeWrapper<Partial<UpdateOrganizationRoleInput>>;
  UpdateOrganizationScopeInput: ResolverTypeWrapper<Partial<UpdateOrganizationScopeInput>>;
  UpdateResourceInput: ResolverTypeWrapper<Partial<UpdateResourceInput>>;
  UpdateRoleInput: ResolverTypeWrapper<Partial<UpdateRoleInput>>;
  UpdateScopeInput: ResolverTypeWrapper<Partial<UpdateScopeInput>>;
  UpdateSignInExperienceInput: ResolverTypeWrapper<Partial<UpdateSignInExperienceInput>>;
  UpdateSsoConnectorInput: ResolverTypeWrapper<Partial<UpdateSsoConnectorInput>>;
  UpdateUserInput: ResolverTypeWrapper<Partial<UpdateUserInput>>;
  UpdateUserLogtoConfigInput: ResolverTypeWrapper<Partial<UpdateUserLogtoConfigInput>>;
  User: ResolverTypeWrapper<UserModel>;
  UserAgentLimit: ResolverTypeWrapper<Partial<UserAgentLimit>>;
  UserAllIdentities: ResolverTypeWrapper<Partial<Omit<UserAllIdentities, 'ssoIdentities'> & { ssoIdentities: Array<ResolversTypes['UserSsoIdentityResult']> }>>;
  UserConnection: ResolverTypeWrapper<Partial<Omit<UserConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['UserEdge']>, nodes: Array<ResolversTypes['User']> }>>;
  UserEdge: ResolverTypeWrapper<Partial<Omit<UserEdge, 'node'> & { node: ResolversTypes['User'] }>>;
  UserError: ResolverTypeWrapper<Partial<UserError>>;
  UserGrant: ResolverTypeWrapper<Partial<UserGrant>>;
  UserGrantApplication: ResolverTypeWrapper<Partial<UserGrantApplication>>;
  UserGrantRecord: ResolverTypeWrapper<Partial<UserGrantRecord>>;
  UserGrantResourceScopes: ResolverTypeWrapper<Partial<UserGrantResourceScopes>>;
  UserGrants: ResolverTypeWrapper<Partial<UserGrants>>;
  UserIdentitiesPayload: ResolverTypeWrapper<Partial<Omit<UserIdentitiesPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>>;
  UserIdentityInput: ResolverTypeWrapper<Partial<UserIdentityInput>>;
  UserLogtoConfig: ResolverTypeWrapper<Partial<UserLogtoConfig>>;
  UserLogtoConfigPayload: ResolverTypeWrapper<Partial<UserLogtoConfigPayload>>;
  UserMfaConfig: ResolverTypeWrapper<Partial<UserMfaConfig>>;
  UserMfaConfigInput: ResolverTypeWrapper<Partial<UserMfaConfigInput>>;
  UserMfaVerification: ResolverTypeWrapper<Partial<UserMfaVerification>>;
  UserOrder: ResolverTypeWrapper<Partial<UserOrder>>;
  UserOrderField: ResolverTypeWrapper<Partial<UserOrderField>>;
  UserPasskeySignInConfig: ResolverTypeWrapper<Partial<UserPasskeySignInConfig>>;
  UserPasskeySignInConfigInput: ResolverTypeWrapper<Partial<UserPasskeySignInConfigInput>>;
  UserPayload: ResolverTypeWrapper<Partial<Omit<UserPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>>;
  UserSession: ResolverTypeWrapper<Partial<Omit<UserSession, 'user'> & { user?: Maybe<ResolversTypes['User']> }>>;
  UserSessionClient: ResolverTypeWrapper<Partial<UserSessionClient>>;
  UserSessionRecord: ResolverTypeWrapper<Partial<UserSessionRecord>>;
  UserSessions: ResolverTypeWrapper<Partial<Omit<UserSessions, 'sessions'> & { sessions: Array<ResolversTypes['UserSession']> }>>;
  UserSocialIdentity: ResolverTypeWrapper<Partial<UserSocialIdentity>>;
  UserSsoIdentity: ResolverTypeWrapper<UserSsoIdentityModel>;
  UserSsoIdentityResult: ResolverTypeWrapper<Partial<Omit<UserSsoIdentityResult, 'ssoIdentity'> & { ssoIdentity: ResolversTypes['UserSsoIdentity'] }>>;
  UsernameCaseConflict: ResolverTypeWrapper<Partial<UsernameCaseConflict>>;
  UsernameCaseConflicts: ResolverTypeWrapper<Partial<UsernameCaseConflicts>>;
  VerifiableIdentifierType: ResolverTypeWrapper<Partial<VerifiableIdentifierType>>;
  VerifyPasswordPayload: ResolverTypeWrapper<Partial<VerifyPasswordPayload>>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccessControlLabel: Partial<AccessControlLabel>;
  Application: ApplicationModel;
  ApplicationAccessControl: ApplicationAccessControlModel;
  ApplicationAccessControlInput: Partial<ApplicationAccessControlInput>;
  ApplicationAccessControlPayload: Partial<Omit<ApplicationAccessControlPayload, 'accessControl'> & { accessControl?: Maybe<ResolversParentTypes['ApplicationAccessControl']> }>;
  ApplicationAccessOrganizationRoleRule: Partial<ApplicationAccessOrganizationRoleRule>;
  ApplicationAccessOrganizationRoleRuleInput: Partial<ApplicationAccessOrganizationRoleRuleInput>;
  ApplicationConnection: Partial<Omit<ApplicationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ApplicationEdge']>, nodes: Array<ResolversParentTypes['Application']> }>;
  ApplicationEdge: Partial<Omit<ApplicationEdge, 'node'> & { node: ResolversParentTypes['Application'] }>;
  ApplicationPayload: Partial<Omit<ApplicationPayload, 'application'> & { application?: Maybe<ResolversParentTypes['Application']> }>;
  ApplicationSecretPayload: Partial<Omit<ApplicationSecretPayload, 'application'> & { application?: Maybe<ResolversParentTypes['Application']> }>;
  ApplicationSignInExperience: ApplicationSignInExperienceModel;
  ApplicationSignInExperienceInput: Partial<ApplicationSignInExperienceInput>;
  ApplicationSignInExperiencePayload: Partial<Omit<ApplicationSignInExperiencePayload, 'signInExperience'> & { signInExperience?: Maybe<ResolversParentTypes['ApplicationSignInExperience']> }>;
  ApplicationUserConsentScopes: Partial<ApplicationUserConsentScopes>;
  ApplicationUserConsentScopesPayload: Partial<ApplicationUserConsentScopesPayload>;
  AssignUserConsentScopesInput: Partial<AssignUserConsentScopesInput>;
  BackchannelLogoutAttempt: Partial<BackchannelLogoutAttempt>;
  BackchannelLogoutAttemptConnection: Partial<BackchannelLogoutAttemptConnection>;
  BackchannelLogoutAttemptEdge: Partial<BackchannelLogoutAttemptEdge>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  Branding: Partial<Branding>;
  BrandingInput: Partial<BrandingInput>;
  CaptchaConfig: Partial<CaptchaConfig>;
  CaptchaConfigInput: Partial<CaptchaConfigInput>;
  CaptchaPolicy: Partial<CaptchaPolicy>;
  CaptchaPolicyInput: Partial<CaptchaPolicyInput>;
  CaptchaProvider: Partial<CaptchaProvider>;
  CaptchaProviderPayload: Partial<CaptchaProviderPayload>;
  ClaimMapping: Partial<ClaimMapping>;
  ClaimMappingInput: Partial<ClaimMappingInput>;
  ClaimMappingsPayload: Partial<ClaimMappingsPayload>;
  ClientRegistrationSettings: Partial<ClientRegistrationSettings>;
  ClientRegistrationSettingsPayload: Partial<ClientRegistrationSettingsPayload>;
  CodeSendSettings: Partial<CodeSendSettings>;
  CodeSendSettingsInput: Partial<CodeSendSettingsInput>;
  ColorSettings: Partial<ColorSettings>;
  ColorSettingsInput: Partial<ColorSettingsInput>;
  ConfigField: Partial<ConfigField>;
  Connector: ConnectorModel;
  ConnectorFactory: Partial<ConnectorFactory>;
  ConnectorFormItem: Partial<ConnectorFormItem>;
  ConnectorMetadata: Partial<ConnectorMetadata>;
  ConnectorMetadataInput: Partial<ConnectorMetadataInput>;
  ConnectorPayload: Partial<Omit<ConnectorPayload, 'connector'> & { connector?: Maybe<ResolversParentTypes['Connector']> }>;
  ConnectorTestPayload: Partial<ConnectorTestPayload>;
  ConsentOrganizations: Partial<Omit<ConsentOrganizations, 'organizations'> & { organizations: Array<ResolversParentTypes['Organization']> }>;
  ConsentOrganizationsPayload: Partial<Omit<ConsentOrganizationsPayload, 'organizations'> & { organizations?: Maybe<Array<ResolversParentTypes['Organization']>> }>;
  ConsentRemovalPayload: Partial<ConsentRemovalPayload>;
  ConsentScope: Partial<ConsentScope>;
  ConsentScopeResource: Partial<ConsentScopeResource>;
  ConsoleDashboard: Partial<ConsoleDashboard>;
  CookieKey: Partial<CookieKey>;
  CreateApplicationInput: Partial<CreateApplicationInput>;
  CreateConnectorInput: Partial<CreateConnectorInput>;
  CreateHookInput: Partial<CreateHookInput>;
  CreateHookPayload: Partial<CreateHookPayload>;
  CreateInitialAccessTokenInput: Partial<CreateInitialAccessTokenInput>;
  CreateNamedApplicationSecretInput: Partial<CreateNamedApplicationSecretInput>;
  CreateOrganizationInput: Partial<CreateOrganizationInput>;
  CreateOrganizationInvitationInput: Partial<CreateOrganizationInvitationInput>;
  CreateOrganizationRoleInput: Partial<CreateOrganizationRoleInput>;
  CreateOrganizationScopeInput: Partial<CreateOrganizationScopeInput>;
  CreatePersonalAccessTokenInput: Partial<CreatePersonalAccessTokenInput>;
  CreateResourceInput: Partial<CreateResourceInput>;
  CreateRoleInput: Partial<CreateRoleInput>;
  CreateScimConnectionInput: Partial<CreateScimConnectionInput>;
  CreateScopeInput: Partial<CreateScopeInput>;
  CreateSsoConnectorInput: Partial<CreateSsoConnectorInput>;
  CreateSubjectTokenInput: Partial<CreateSubjectTokenInput>;
  CreateUserInput: Partial<CreateUserInput>;
  CreateUserMfaVerificationInput: Partial<CreateUserMfaVerificationInput>;
  CreateUserMfaVerificationPayload: Partial<CreateUserMfaVerificationPayload>;
  CustomClientMetadata: Partial<CustomClientMetadata>;
  CustomClientMetadataInput: Partial<CustomClientMetadataInput>;
  DateTime: Partial<Scalars['DateTime']['output']>;
  DeleteCaptchaProviderPayload: Partial<DeleteCaptchaProviderPayload>;
  DeleteEmailTemplatesPayload: Partial<DeleteEmailTemplatesPayload>;
  DeleteInitialAccessTokenPayload: Partial<DeleteInitialAccessTokenPayload>;
  DeleteNamedApplicationSecretPayload: Partial<DeleteNamedApplicationSecretPayload>;
  DeletePayload: Partial<DeletePayload>;
  DeletePersonalAccessTokenPayload: Partial<DeletePersonalAccessTokenPayload>;
  DeleteSigningKeyPayload: Partial<DeleteSigningKeyPayload>;
  EmailAddress: Partial<Scalars['EmailAddress']['output']>;
  EmailDeliveryStatus: Partial<EmailDeliveryStatus>;
  EmailTemplate: EmailTemplateModel;
  EmailTemplateDetails: Partial<EmailTemplateDetails>;
  EmailTemplateDetailsInput: Partial<EmailTemplateDetailsInput>;
  EmailTemplateDetailsPatch: Partial<EmailTemplateDetailsPatch>;
  EmailTemplateInput: Partial<EmailTemplateInput>;
  EmailTemplatePayload: Partial<Omit<EmailTemplatePayload, 'emailTemplate'> & { emailTemplate?: Maybe<ResolversParentTypes['EmailTemplate']> }>;
  EmailTemplatesPayload: Partial<Omit<EmailTemplatesPayload, 'emailTemplates'> & { emailTemplates?: Maybe<Array<ResolversParentTypes['EmailTemplate']>> }>;
  FieldSearchInput: Partial<FieldSearchInput>;
  Float: Partial<Scalars['Float']['output']>;
  Hook: Partial<Hook>;
  HookConfig: Partial<HookConfig>;
  HookConfigInput: Partial<HookConfigInput>;
  HookConnection: Partial<HookConnection>;
  HookDelivery: Partial<HookDelivery>;
  HookDeliveryAttempt: Partial<HookDeliveryAttempt>;
  HookDeliveryAttemptConnection: Partial<HookDeliveryAttemptConnection>;
  HookDeliveryAttemptEdge: Partial<HookDeliveryAttemptEdge>;
  HookEdge: Partial<HookEdge>;
  HookExecutionStats: Partial<HookExecutionStats>;
  HookPayload: Partial<HookPayload>;
  HookTestResult: Partial<HookTestResult>;
  ID: Partial<Scalars['ID']['output']>;
  IdTokenConfig: Partial<IdTokenConfig>;
  IdTokenConfigInput: Partial<IdTokenConfigInput>;
  IdTokenConfigPayload: Partial<IdTokenConfigPayload>;
  InitialAccessToken: Partial<InitialAccessToken>;
  InitialAccessTokenPayload: Partial<InitialAccessTokenPayload>;
  Int: Partial<Scalars['Int']['output']>;
  JSONObject: Partial<Scalars['JSONObject']['output']>;
  JSONObjectPayload: Partial<JsonObjectPayload>;
  LanguageInfo: Partial<LanguageInfo>;
  LanguageInfoInput: Partial<LanguageInfoInput>;
  LinkUserIdentityInput: Partial<LinkUserIdentityInput>;
  LockoutSettings: Partial<LockoutSettings>;
  LockoutSettingsInput: Partial<LockoutSettingsInput>;
  Log: Partial<Omit<Log, 'application' | 'user'> & { application?: Maybe<ResolversParentTypes['Application']>, user?: Maybe<ResolversParentTypes['User']> }>;
  LogConnection: Partial<Omit<LogConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['LogEdge']>, nodes: Array<ResolversParentTypes['Log']> }>;
  LogEdge: Partial<Omit<LogEdge, 'node'> & { node: ResolversParentTypes['Log'] }>;
  MessageDelivery: Partial<MessageDelivery>;
  MessageDeliveryPayload: Partial<MessageDeliveryPayload>;
  MfaSettings: Partial<MfaSettings>;
  MfaSettingsInput: Partial<MfaSettingsInput>;
  Mutation: Record<PropertyKey, never>;
  NamedApplicationSecret: NamedApplicationSecretModel;
  NamedApplicationSecretPayload: Partial<Omit<NamedApplicationSecretPayload, 'secret'> & { secret?: Maybe<ResolversParentTypes['NamedApplicationSecret']> }>;
  OidcClientMetadata: Partial<OidcClientMetadata>;
  OidcClientMetadataInput: Partial<OidcClientMetadataInput>;
  OidcSessionConfig: Partial<OidcSessionConfig>;
  OidcSessionConfigInput: Partial<OidcSessionConfigInput>;
  OidcSessionConfigPayload: Partial<OidcSessionConfigPayload>;
  Organization: Partial<Omit<Organization, 'organizationRoles'> & { organizationRoles?: Maybe<Array<ResolversParentTypes['OrganizationRole']>> }>;
  OrganizationApplication: OrganizationApplicationModel;
  OrganizationApplicationConnection: Partial<Omit<OrganizationApplicationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['OrganizationApplicationEdge']>, nodes: Array<ResolversParentTypes['OrganizationApplication']> }>;
  OrganizationApplicationEdge: Partial<Omit<OrganizationApplicationEdge, 'node'> & { node: ResolversParentTypes['OrganizationApplication'] }>;
  OrganizationConnection: Partial<Omit<OrganizationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['OrganizationEdge']>, nodes: Array<ResolversParentTypes['Organization']> }>;
  OrganizationEdge: Partial<Omit<OrganizationEdge, 'node'> & { node: ResolversParentTypes['Organization'] }>;
  OrganizationEmailDomain: OrganizationEmailDomainModel;
  OrganizationEmailDomainPage: Partial<Omit<OrganizationEmailDomainPage, 'nodes'> & { nodes: Array<ResolversParentTypes['OrganizationEmailDomain']> }>;
  OrganizationEmailDomainsPayload: Partial<Omit<OrganizationEmailDomainsPayload, 'emailDomain' | 'emailDomains'> & { emailDomain?: Maybe<ResolversParentTypes['OrganizationEmailDomain']>, emailDomains?: Maybe<Array<ResolversParentTypes['OrganizationEmailDomain']>> }>;
  OrganizationInvitation: Partial<Omit<OrganizationInvitation, 'organizationRoles'> & { organizationRoles: Array<ResolversParentTypes['OrganizationRole']> }>;
  OrganizationInvitationConnection: Partial<Omit<OrganizationInvitationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['OrganizationInvitationEdge']>, nodes: Array<ResolversParentTypes['OrganizationInvitation']> }>;
  OrganizationInvitationEdge: Partial<Omit<OrganizationInvitationEdge, 'node'> & { node: ResolversParentTypes['OrganizationInvitation'] }>;
  OrganizationInvitationPayload: Partial<Omit<OrganizationInvitationPayload, 'organizationInvitation'> & { organizationInvitation?: Maybe<ResolversParentTypes['OrganizationInvitation']> }>;
  OrganizationJitSsoConnectorsPayload: Partial<Omit<OrganizationJitSsoConnectorsPayload, 'ssoConnectors'> & { ssoConnectors?: Maybe<Array<ResolversParentTypes['SsoConnector']>> }>;
  OrganizationMemberRolesPayload: Partial<Omit<OrganizationMemberRolesPayload, 'organizationRoles'> & { organizationRoles?: Maybe<Array<ResolversParentTypes['OrganizationRole']>> }>;
  OrganizationMembershipChange: Partial<OrganizationMembershipChange>;
  OrganizationMembershipPayload: Partial<OrganizationMembershipPayload>;
  OrganizationPayload: Partial<Omit<OrganizationPayload, 'organization'> & { organization?: Maybe<ResolversParentTypes['Organization']> }>;
  OrganizationRole: Partial<Omit<OrganizationRole, 'resourceScopes'> & { resourceScopes: Array<ResolversParentTypes['OrganizationRoleResourceScope']> }>;
  OrganizationRoleConnection: Partial<Omit<OrganizationRoleConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['OrganizationRoleEdge']>, nodes: Array<ResolversParentTypes['OrganizationRole']> }>;
  OrganizationRoleEdge: Partial<Omit<OrganizationRoleEdge, 'node'> & { node: ResolversParentTypes['OrganizationRole'] }>;
  OrganizationRolePayload: Partial<Omit<OrganizationRolePayload, 'organizationRole'> & { organizationRole?: Maybe<ResolversParentTypes['OrganizationRole']> }>;
  OrganizationRoleResourceScope: OrganizationRoleResourceScopeModel;
  OrganizationRoleResourceScopesPayload: Partial<Omit<OrganizationRoleResourceScopesPayload, 'resourceScopes'> & { resourceScopes?: Maybe<Array<ResolversParentTypes['OrganizationRoleResourceScope']>> }>;
  OrganizationRoleScopesPayload: Partial<OrganizationRoleScopesPayload>;
  OrganizationRolesAssignmentPayload: Partial<OrganizationRolesAssignmentPayload>;
  OrganizationScope: Partial<OrganizationScope>;
  OrganizationScopeConnection: Partial<OrganizationScopeConnection>;
  OrganizationScopeEdge: Partial<OrganizationScopeEdge>;
  OrganizationScopePayload: Partial<OrganizationScopePayload>;
  OrganizationUser: Partial<Omit<OrganizationUser, 'organizationRoles'> & { organizationRoles: Array<ResolversParentTypes['OrganizationRole']> }>;
  OrganizationUserConnection: Partial<Omit<OrganizationUserConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['OrganizationUserEdge']>, nodes: Array<ResolversParentTypes['OrganizationUser']> }>;
  OrganizationUserEdge: Partial<Omit<OrganizationUserEdge, 'node'> & { node: ResolversParentTypes['OrganizationUser'] }>;
  PageInfo: Partial<PageInfo>;
  PasswordCharacterTypes: Partial<PasswordCharacterTypes>;
  PasswordCharacterTypesInput: Partial<PasswordCharacterTypesInput>;
  PasswordCheck: Partial<PasswordCheck>;
  PasswordIssue: Partial<PasswordIssue>;
  PasswordLength: Partial<PasswordLength>;
  PasswordLengthInput: Partial<PasswordLengthInput>;
  PasswordPolicy: Partial<PasswordPolicy>;
  PasswordPolicyInput: Partial<PasswordPolicyInput>;
  PasswordRejects: Partial<PasswordRejects>;
  PasswordRejectsInput: Partial<PasswordRejectsInput>;
  PersonalAccessToken: PersonalAccessTokenModel;
  PersonalAccessTokenPayload: Partial<Omit<PersonalAccessTokenPayload, 'personalAccessToken'> & { personalAccessToken?: Maybe<ResolversParentTypes['PersonalAccessToken']> }>;
  Query: Record<PropertyKey, never>;
  RedeliverHookDeliveryPayload: Partial<RedeliverHookDeliveryPayload>;
  RemoveUserAgentLimitPayload: Partial<RemoveUserAgentLimitPayload>;
  ReplaceRolesPayload: Partial<ReplaceRolesPayload>;
  Resource: Partial<Omit<Resource, 'scopes'> & { scopes: Array<ResolversParentTypes['Scope']> }>;
  ResourceConnection: Partial<Omit<ResourceConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ResourceEdge']>, nodes: Array<ResolversParentTypes['Resource']> }>;
  ResourceConsentScopes: Partial<ResourceConsentScopes>;
  ResourceEdge: Partial<Omit<ResourceEdge, 'node'> & { node: ResolversParentTypes['Resource'] }>;
  ResourcePayload: Partial<Omit<ResourcePayload, 'resource'> & { resource?: Maybe<ResolversParentTypes['Resource']> }>;
  RevokeUserGrantPayload: Partial<RevokeUserGrantPayload>;
  RevokeUserSessionPayload: Partial<RevokeUserSessionPayload>;
  Role: Partial<Omit<Role, 'featuredApplications' | 'featuredUsers' | 'scopes'> & { featuredApplications: Array<ResolversParentTypes['Application']>, featuredUsers: Array<ResolversParentTypes['User']>, scopes: Array<ResolversParentTypes['Scope']> }>;
  RoleApplicationsPayload: Partial<RoleApplicationsPayload>;
  RoleConnection: Partial<Omit<RoleConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['RoleEdge']>, nodes: Array<ResolversParentTypes['Role']> }>;
  RoleEdge: Partial<Omit<RoleEdge, 'node'> & { node: ResolversParentTypes['Role'] }>;
  RolePayload: Partial<Omit<RolePayload, 'role'> & { role?: Maybe<ResolversParentTypes['Role']> }>;
  RoleScopesPayload: Partial<Omit<RoleScopesPayload, 'scopes'> & { scopes?: Maybe<Array<ResolversParentTypes['Scope']>> }>;
  RoleUsersPayload: Partial<Omit<RoleUsersPayload, 'users'> & { users?: Maybe<Array<ResolversParentTypes['User']>> }>;
  RolesPayload: Partial<Omit<RolesPayload, 'roles'> & { roles?: Maybe<Array<ResolversParentTypes['Role']>> }>;
  RotateHookSigningKeyPayload: Partial<RotateHookSigningKeyPayload>;
  RotateSigningKeyPayload: Partial<RotateSigningKeyPayload>;
  SamlAcsUrl: Partial<SamlAcsUrl>;
  SamlApplication: SamlApplicationModel;
  SamlApplicationConnection: Partial<Omit<SamlApplicationConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['SamlApplicationEdge']>, nodes: Array<ResolversParentTypes['SamlApplication']> }>;
  SamlApplicationEdge: Partial<Omit<SamlApplicationEdge, 'node'> & { node: ResolversParentTypes['SamlApplication'] }>;
  SamlApplicationInput: Partial<SamlApplicationInput>;
  SamlApplicationPayload: Partial<Omit<SamlApplicationPayload, 'samlApplication'> & { samlApplication?: Maybe<ResolversParentTypes['SamlApplication']> }>;
  SamlApplicationSecret: SamlApplicationSecretModel;
  SamlApplicationSecretPayload: Partial<Omit<SamlApplicationSecretPayload, 'samlApplicationSecret'> & { samlApplicationSecret?: Maybe<ResolversParentTypes['SamlApplicationSecret']> }>;
  SamlIdpEndpoints: Partial<SamlIdpEndpoints>;
  SamlSloUrl: Partial<SamlSloUrl>;
  ScimConnection: Partial<Omit<ScimConnection, 'organization'> & { organization?: Maybe<ResolversParentTypes['Organization']> }>;
  ScimConnectionPayload: Partial<Omit<ScimConnectionPayload, 'scimConnection'> & { scimConnection?: Maybe<ResolversParentTypes['ScimConnection']> }>;
  Scope: ScopeModel;
  ScopeConnection: Partial<Omit<ScopeConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ScopeEdge']>, nodes: Array<ResolversParentTypes['Scope']> }>;
  ScopeEdge: Partial<Omit<ScopeEdge, 'node'> & { node: ResolversParentTypes['Scope'] }>;
  ScopePayload: Partial<Omit<ScopePayload, 'scope'> & { scope?: Maybe<ResolversParentTypes['Scope']> }>;
  ScopeResourceRef: Partial<ScopeResourceRef>;
  SearchMatchInput: Partial<SearchMatchInput>;
  SessionConnection: Partial<Omit<SessionConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['SessionEdge']>, nodes: Array<ResolversParentTypes['UserSession']> }>;
  SessionEdge: Partial<Omit<SessionEdge, 'node'> & { node: ResolversParentTypes['UserSession'] }>;
  SetOrganizationInvitationStatusInput: Partial<SetOrganizationInvitationStatusInput>;
  SetUserAgentLimitPayload: Partial<SetUserAgentLimitPayload>;
  SignInExperience: Partial<SignInExperience>;
  SignInExperiencePayload: Partial<SignInExperiencePayload>;
  SignInMethod: Partial<SignInMethod>;
  SignInMethodInput: Partial<SignInMethodInput>;
  SignInSettings: Partial<SignInSettings>;
  SignInSettingsInput: Partial<SignInSettingsInput>;
  SignUpSettings: Partial<SignUpSettings>;
  SignUpSettingsInput: Partial<SignUpSettingsInput>;
  SigningKey: Partial<SigningKey>;
  SmsDelivery: Partial<SmsDelivery>;
  SmsDeliveryInput: Partial<SmsDeliveryInput>;
  SmsDeliveryStatus: Partial<SmsDeliveryStatus>;
  SmtpDelivery: Partial<SmtpDelivery>;
  SmtpDeliveryInput: Partial<SmtpDeliveryInput>;
  SsoConnector: SsoConnectorModel;
  SsoConnectorConnection: Partial<Omit<SsoConnectorConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['SsoConnectorEdge']>, nodes: Array<ResolversParentTypes['SsoConnector']> }>;
  SsoConnectorEdge: Partial<Omit<SsoConnectorEdge, 'node'> & { node: ResolversParentTypes['SsoConnector'] }>;
  SsoConnectorPayload: Partial<Omit<SsoConnectorPayload, 'ssoConnector'> & { ssoConnector?: Maybe<ResolversParentTypes['SsoConnector']> }>;
  SsoConnectorProvider: Partial<SsoConnectorProvider>;
  String: Partial<Scalars['String']['output']>;
  SubjectToken: Partial<SubjectToken>;
  SubjectTokenPayload: Partial<SubjectTokenPayload>;
  TestHookInput: Partial<TestHookInput>;
  TestHookPayload: Partial<TestHookPayload>;
  TestMessagePayload: Partial<TestMessagePayload>;
  TokenExchangeEvent: Partial<TokenExchangeEvent>;
  TokenExchangeEventConnection: Partial<TokenExchangeEventConnection>;
  TokenExchangeEventEdge: Partial<TokenExchangeEventEdge>;
  URL: Partial<Scalars['URL']['output']>;
  UpdateApplicationInput: Partial<UpdateApplicationInput>;
  UpdateClientRegistrationSettingsInput: Partial<UpdateClientRegistrationSettingsInput>;
  UpdateConnectorInput: Partial<UpdateConnectorInput>;
  UpdateHookInput: Partial<UpdateHookInput>;
  UpdateOrganizationInput: Partial<UpdateOrganizationInput>;
  UpdateOrganizationRoleInput: Partial<UpdateOrganizationRoleInput>;
  UpdateOrganizationScopeInput: Partial<UpdateOrganizationScopeInput>;
  UpdateResourceInput: Partial<UpdateResourceInput>;
  UpdateRoleInput: Partial<UpdateRoleInput>;
  UpdateScopeInput: Partial<UpdateScopeInput>;
  UpdateSignInExperienceInput: Partial<UpdateSignInExperienceInput>;
  UpdateSsoConnectorInput: Partial<UpdateSsoConnectorInput>;
  UpdateUserInput: Partial<UpdateUserInput>;
  UpdateUserLogtoConfigInput: Partial<UpdateUserLogtoConfigInput>;
  User: UserModel;
  UserAgentLimit: Partial<UserAgentLimit>;
  UserAllIdentities: Partial<Omit<UserAllIdentities, 'ssoIdentities'> & { ssoIdentities: Array<ResolversParentTypes['UserSsoIdentityResult']> }>;
  UserConnection: Partial<Omit<UserConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['UserEdge']>, nodes: Array<ResolversParentTypes['User']> }>;
  UserEdge: Partial<Omit<UserEdge, 'node'> & { node: ResolversParentTypes['User'] }>;
  UserError: Partial<UserError>;
  UserGrant: Partial<UserGrant>;
  UserGrantApplication: Partial<UserGrantApplication>;
  UserGrantRecord: Partial<UserGrantRecord>;
  UserGrantResourceScopes: Partial<UserGrantResourceScopes>;
  UserGrants: Partial<UserGrants>;
  UserIdentitiesPayload: Partial<Omit<UserIdentitiesPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> }>;
  UserIdentityInput: Partial<UserIdentityInput>;
  UserLogtoConfig: Partial<UserLogtoConfig>;
  UserLogtoConfigPayload: Partial<UserLogtoConfigPayload>;
  UserMfaConfig: Partial<UserMfaConfig>;
  UserMfaConfigInput: Partial<UserMfaConfigInput>;
  UserMfaVerification: Partial<UserMfaVerification>;
  UserOrder: Partial<UserOrder>;
  UserPasskeySignInConfig: Partial<UserPasskeySignInConfig>;
  UserPasskeySignInConfigInput: Partial<UserPasskeySignInConfigInput>;
  UserPayload: Partial<Omit<UserPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> }>;
  UserSession: Partial<Omit<UserSession, 'user'> & { user?: Maybe<ResolversParentTypes['User']> }>;
  UserSessionClient: Partial<UserSessionClient>;
  UserSessionRecord: Partial<UserSessionRecord>;
  UserSessions: Partial<Omit<UserSessions, 'sessions'> & { sessions: Array<ResolversParentTypes['UserSession']> }>;
  UserSocialIdentity: Partial<UserSocialIdentity>;
  UserSsoIdentity: UserSsoIdentityModel;
  UserSsoIdentityResult: Partial<Omit<UserSsoIdentityResult, 'ssoIdentity'> & { ssoIdentity: ResolversParentTypes['UserSsoIdentity'] }>;
  UsernameCaseConflict: Partial<UsernameCaseConflict>;
  UsernameCaseConflicts: Partial<UsernameCaseConflicts>;
  VerifyPasswordPayload: Partial<VerifyPasswordPayload>;
}>;

export type AccessControlLabelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccessControlLabel'] = ResolversParentTypes['AccessControlLabel']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Application'] = ResolversParentTypes['Application']> = ResolversObject<{
  appLevelAccessControlEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customClientMetadata?: Resolver<ResolversTypes['CustomClientMetadata'], ParentType, ContextType>;
  customData?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idTokenClaims?: Resolver<Array<ResolversTypes['ClaimMapping']>, ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBuiltIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isThirdParty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oidcClientMetadata?: Resolver<ResolversTypes['OidcClientMetadata'], ParentType, ContextType>;
  protectedAppMetadata?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  registrationKind?: Resolver<Maybe<ResolversTypes['ApplicationRegistrationKind']>, ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ApplicationType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ApplicationAccessControlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationAccessControl'] = ResolversParentTypes['ApplicationAccessControl']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['AccessControlLabel']>, ParentType, ContextType>;
  organizationIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  organizationRoleRules?: Resolver<Array<ResolversTypes['ApplicationAccessOrganizationRoleRule']>, ParentType, ContextType>;
  userIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  userRoleIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ApplicationAccessControlPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationAccessControlPayload'] = ResolversParentTypes['ApplicationAccessControlPayload']> = ResolversObject<{
  accessControl?: Resolver<Maybe<ResolversTypes['ApplicationAccessControl']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ApplicationAccessOrganizationRoleRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationAccessOrganizationRoleRule'] = ResolversParentTypes['ApplicationAccessOrganizationRoleRule']> = ResolversObject<{
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationRoleIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ApplicationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationConnection'] = ResolversParentTypes['ApplicationConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ApplicationEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Application']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApplicationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationEdge'] = ResolversParentTypes['ApplicationEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Application'], ParentType, ContextType>;
}>;

export type ApplicationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationPayload'] = ResolversParentTypes['ApplicationPayload']> = ResolversObject<{
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ApplicationSecretPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationSecretPayload'] = ResolversParentTypes['ApplicationSecretPayload']> = ResolversObject<{
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ApplicationSignInExperienceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationSignInExperience'] = ResolversParentTypes['ApplicationSignInExperience']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  branding?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  customCss?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacyPolicyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termsOfUseUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ApplicationSignInExperiencePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationSignInExperiencePayload'] = ResolversParentTypes['ApplicationSignInExperiencePayload']> = ResolversObject<{
  signInExperience?: Resolver<Maybe<ResolversTypes['ApplicationSignInExperience']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ApplicationUserConsentScopesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationUserConsentScopes'] = ResolversParentTypes['ApplicationUserConsentScopes']> = ResolversObject<{
  organizationResourceScopes?: Resolver<Array<ResolversTypes['ResourceConsentScopes']>, ParentType, ContextType>;
  organizationScopes?: Resolver<Array<ResolversTypes['ConsentScope']>, ParentType, ContextType>;
  resourceScopes?: Resolver<Array<ResolversTypes['ResourceConsentScopes']>, ParentType, ContextType>;
  userScopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ApplicationUserConsentScopesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationUserConsentScopesPayload'] = ResolversParentTypes['ApplicationUserConsentScopesPayload']> = ResolversObject<{
  consentScopes?: Resolver<Maybe<ResolversTypes['ApplicationUserConsentScopes']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type BackchannelLogoutAttemptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BackchannelLogoutAttempt'] = ResolversParentTypes['BackchannelLogoutAttempt']> = ResolversObject<{
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  responseExcerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['HookLogResult'], ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sub?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackchannelLogoutAttemptConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BackchannelLogoutAttemptConnection'] = ResolversParentTypes['BackchannelLogoutAttemptConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['BackchannelLogoutAttemptEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['BackchannelLogoutAttempt']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BackchannelLogoutAttemptEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BackchannelLogoutAttemptEdge'] = ResolversParentTypes['BackchannelLogoutAttemptEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BackchannelLogoutAttempt'], ParentType, ContextType>;
}>;

export type BrandingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Branding'] = ResolversParentTypes['Branding']> = ResolversObject<{
  darkFavicon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  darkLogoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  favicon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CaptchaConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CaptchaConfig'] = ResolversParentTypes['CaptchaConfig']> = ResolversObject<{
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mode?: Resolver<Maybe<ResolversTypes['RecaptchaMode']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secretKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CaptchaType'], ParentType, ContextType>;
}>;

export type CaptchaPolicyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CaptchaPolicy'] = ResolversParentTypes['CaptchaPolicy']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CaptchaProviderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CaptchaProvider'] = ResolversParentTypes['CaptchaProvider']> = ResolversObject<{
  config?: Resolver<ResolversTypes['CaptchaConfig'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CaptchaProviderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CaptchaProviderPayload'] = ResolversParentTypes['CaptchaProviderPayload']> = ResolversObject<{
  captchaProvider?: Resolver<Maybe<ResolversTypes['CaptchaProvider']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ClaimMappingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimMapping'] = ResolversParentTypes['ClaimMapping']> = ResolversObject<{
  claim?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grantTypes?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
}>;

export type ClaimMappingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimMappingsPayload'] = ResolversParentTypes['ClaimMappingsPayload']> = ResolversObject<{
  mappings?: Resolver<Maybe<Array<ResolversTypes['ClaimMapping']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ClientRegistrationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientRegistrationSettings'] = ResolversParentTypes['ClientRegistrationSettings']> = ResolversObject<{
  allowedGrantTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  allowedResources?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  allowedScopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  clientIdMetadataDocuments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registrationsPerHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requireInitialAccessToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ClientRegistrationSettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientRegistrationSettingsPayload'] = ResolversParentTypes['ClientRegistrationSettingsPayload']> = ResolversObject<{
  settings?: Resolver<Maybe<ResolversTypes['ClientRegistrationSettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CodeSendSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodeSendSettings'] = ResolversParentTypes['CodeSendSettings']> = ResolversObject<{
  ipLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  windowSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ColorSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ColorSettings'] = ResolversParentTypes['ColorSettings']> = ResolversObject<{
  darkPrimaryColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDarkModeEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  primaryColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConfigFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigField'] = ResolversParentTypes['ConfigField']> = ResolversObject<{
  defaultValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ConfigFieldType'], ParentType, ContextType>;
}>;

export type ConnectorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Connector'] = ResolversParentTypes['Connector']> = ResolversObject<{
  callbackUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  config?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  connectorId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['ConnectorMetadata'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  syncProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ConnectorFactoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConnectorFactory'] = ResolversParentTypes['ConnectorFactory']> = ResolversObject<{
  configFields?: Resolver<Array<ResolversTypes['ConfigField']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formItems?: Resolver<Array<ResolversTypes['ConnectorFormItem']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isStandard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  protocol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConnectorFormItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConnectorFormItem'] = ResolversParentTypes['ConnectorFormItem']> = ResolversObject<{
  defaultValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isConfidential?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConnectorMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConnectorMetadata'] = ResolversParentTypes['ConnectorMetadata']> = ResolversObject<{
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConnectorPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConnectorPayload'] = ResolversParentTypes['ConnectorPayload']> = ResolversObject<{
  connector?: Resolver<Maybe<ResolversTypes['Connector']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ConnectorTestPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConnectorTestPayload'] = ResolversParentTypes['ConnectorTestPayload']> = ResolversObject<{
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ConsentOrganizationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentOrganizations'] = ResolversParentTypes['ConsentOrganizations']> = ResolversObject<{
  organizations?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
}>;

export type ConsentOrganizationsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentOrganizationsPayload'] = ResolversParentTypes['ConsentOrganizationsPayload']> = ResolversObject<{
  organizations?: Resolver<Maybe<Array<ResolversTypes['Organization']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ConsentRemovalPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentRemovalPayload'] = ResolversParentTypes['ConsentRemovalPayload']> = ResolversObject<{
  removedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ConsentScopeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentScope'] = ResolversParentTypes['ConsentScope']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsentScopeResourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentScopeResource'] = ResolversParentTypes['ConsentScopeResource']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indicator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsoleDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleDashboard'] = ResolversParentTypes['ConsoleDashboard']> = ResolversObject<{
  failedWebhookDeliveries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refusedTokenExchanges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signIns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  tokenExchanges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CookieKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CookieKey'] = ResolversParentTypes['CookieKey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CreateHookPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateHookPayload'] = ResolversParentTypes['CreateHookPayload']> = ResolversObject<{
  hook?: Resolver<Maybe<ResolversTypes['Hook']>, ParentType, ContextType>;
  signingKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreateUserMfaVerificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateUserMfaVerificationPayload'] = ResolversParentTypes['CreateUserMfaVerificationPayload']> = ResolversObject<{
  codes?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secretQrCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['MfaFactor']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CustomClientMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomClientMetadata'] = ResolversParentTypes['CustomClientMetadata']> = ResolversObject<{
  allowManagementApi?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowTokenExchange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowedTokenExchangeResources?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  alwaysIssueRefreshToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  corsAllowedOrigins?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  idTokenSignedResponseAlg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  idTokenTtl?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isDeviceFlow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxAllowedGrants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  refreshTokenTtlInDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requirePkce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rotateRefreshToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transactionTokens?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteCaptchaProviderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteCaptchaProviderPayload'] = ResolversParentTypes['DeleteCaptchaProviderPayload']> = ResolversObject<{
  deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteEmailTemplatesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteEmailTemplatesPayload'] = ResolversParentTypes['DeleteEmailTemplatesPayload']> = ResolversObject<{
  rowCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteInitialAccessTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteInitialAccessTokenPayload'] = ResolversParentTypes['DeleteInitialAccessTokenPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteNamedApplicationSecretPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteNamedApplicationSecretPayload'] = ResolversParentTypes['DeleteNamedApplicationSecretPayload']> = ResolversObject<{
  deletedName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeletePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePayload'] = ResolversParentTypes['DeletePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeletePersonalAccessTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePersonalAccessTokenPayload'] = ResolversParentTypes['DeletePersonalAccessTokenPayload']> = ResolversObject<{
  deletedName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteSigningKeyPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteSigningKeyPayload'] = ResolversParentTypes['DeleteSigningKeyPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

export type EmailDeliveryStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailDeliveryStatus'] = ResolversParentTypes['EmailDeliveryStatus']> = ResolversObject<{
  smtp?: Resolver<Maybe<ResolversTypes['SmtpDelivery']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['MessageDeliverySource'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type EmailTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailTemplate'] = ResolversParentTypes['EmailTemplate']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['EmailTemplateDetails'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  languageTag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  templateType?: Resolver<ResolversTypes['EmailTemplateType'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EmailTemplateDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailTemplateDetails'] = ResolversParentTypes['EmailTemplateDetails']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replyTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sendFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  smsContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EmailTemplatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailTemplatePayload'] = ResolversParentTypes['EmailTemplatePayload']> = ResolversObject<{
  emailTemplate?: Resolver<Maybe<ResolversTypes['EmailTemplate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type EmailTemplatesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailTemplatesPayload'] = ResolversParentTypes['EmailTemplatesPayload']> = ResolversObject<{
  emailTemplates?: Resolver<Maybe<Array<ResolversTypes['EmailTemplate']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type HookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Hook'] = ResolversParentTypes['Hook']> = ResolversObject<{
  config?: Resolver<ResolversTypes['HookConfig'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  executionStats?: Resolver<Maybe<ResolversTypes['HookExecutionStats']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signingKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenantId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type HookConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HookConfig'] = ResolversParentTypes['HookConfig']> = ResolversObject<{
  headers?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HookConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HookConnection'] = ResolversParentTypes['HookConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['HookEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Hook']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HookDelivery'] = ResolversParentTypes['HookDelivery']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  redeliveryOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['HookDeliveryStatus'], ParentType, ContextType>;
  webhookId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HookDeliveryAttemptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HookDeliveryAttempt'] = ResolversParentTypes['HookDeliveryAttempt']> = ResolversObject<{
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logPayload?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  responseExcerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['HookLogResult'], ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  webhookId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HookDeliveryAttemptConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HookDeliveryAttemptConnection'] = ResolversParentTypes['HookDeliveryAttemptConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['HookDeliveryAttemptEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['HookDeliveryAttempt']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HookDeliveryAttemptEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HookDeliveryAttemptEdge'] = ResolversParentTypes['HookDeliveryAttemptEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['HookDeliveryAttempt'], ParentType, ContextType>;
}>;

export type HookEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HookEdge'] = ResolversParentTypes['HookEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Hook'], ParentType, ContextType>;
}>;

export type HookExecutionStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HookExecutionStats'] = ResolversParentTypes['HookExecutionStats']> = ResolversObject<{
  failedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  successCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HookPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HookPayload'] = ResolversParentTypes['HookPayload']> = ResolversObject<{
  hook?: Resolver<Maybe<ResolversTypes['Hook']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type HookTestResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HookTestResult'] = ResolversParentTypes['HookTestResult']> = ResolversObject<{
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  responseExcerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type IdTokenConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IdTokenConfig'] = ResolversParentTypes['IdTokenConfig']> = ResolversObject<{
  enabledExtendedClaims?: Resolver<Array<ResolversTypes['ExtendedIdTokenClaim']>, ParentType, ContextType>;
}>;

export type IdTokenConfigPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IdTokenConfigPayload'] = ResolversParentTypes['IdTokenConfigPayload']> = ResolversObject<{
  idTokenConfig?: Resolver<Maybe<ResolversTypes['IdTokenConfig']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type InitialAccessTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InitialAccessToken'] = ResolversParentTypes['InitialAccessToken']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InitialAccessTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InitialAccessTokenPayload'] = ResolversParentTypes['InitialAccessTokenPayload']> = ResolversObject<{
  initialAccessToken?: Resolver<Maybe<ResolversTypes['InitialAccessToken']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type JsonObjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JSONObjectPayload'] = ResolversParentTypes['JSONObjectPayload']> = ResolversObject<{
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
}>;

export type LanguageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LanguageInfo'] = ResolversParentTypes['LanguageInfo']> = ResolversObject<{
  autoDetect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fallbackLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LockoutSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LockoutSettings'] = ResolversParentTypes['LockoutSettings']> = ResolversObject<{
  durationSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxAttempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  windowSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Log'] = ResolversParentTypes['Log']> = ResolversObject<{
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType>;
  applicationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['LogResult'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LogConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogConnection'] = ResolversParentTypes['LogConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['LogEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Log']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LogEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogEdge'] = ResolversParentTypes['LogEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Log'], ParentType, ContextType>;
}>;

export type MessageDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageDelivery'] = ResolversParentTypes['MessageDelivery']> = ResolversObject<{
  email?: Resolver<ResolversTypes['EmailDeliveryStatus'], ParentType, ContextType>;
  sms?: Resolver<ResolversTypes['SmsDeliveryStatus'], ParentType, ContextType>;
}>;

export type MessageDeliveryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageDeliveryPayload'] = ResolversParentTypes['MessageDeliveryPayload']> = ResolversObject<{
  messageDelivery?: Resolver<Maybe<ResolversTypes['MessageDelivery']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type MfaSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MfaSettings'] = ResolversParentTypes['MfaSettings']> = ResolversObject<{
  administratorsRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  factors?: Resolver<Array<ResolversTypes['SignInMfaFactor']>, ParentType, ContextType>;
  organizationRequiredMfaPolicy?: Resolver<ResolversTypes['OrganizationRequiredMfaPolicy'], ParentType, ContextType>;
  policy?: Resolver<ResolversTypes['MfaPolicy'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addApplicationUserConsentOrganizations?: Resolver<ResolversTypes['ConsentOrganizationsPayload'], ParentType, ContextType, RequireFields<MutationAddApplicationUserConsentOrganizationsArgs, 'applicationId' | 'organizationIds' | 'userId'>>;
  addOrganizationApplicationRoles?: Resolver<ResolversTypes['OrganizationMemberRolesPayload'], ParentType, ContextType, RequireFields<MutationAddOrganizationApplicationRolesArgs, 'applicationId' | 'id' | 'organizationRoleIds'>>;
  addOrganizationApplications?: Resolver<ResolversTypes['OrganizationMembershipPayload'], ParentType, ContextType, RequireFields<MutationAddOrganizationApplicationsArgs, 'applicationIds' | 'id'>>;
  addOrganizationJitEmailDomain?: Resolver<ResolversTypes['OrganizationEmailDomainsPayload'], ParentType, ContextType, RequireFields<MutationAddOrganizationJitEmailDomainArgs, 'emailDomain' | 'id'>>;
  addOrganizationJitRoles?: Resolver<ResolversTypes['OrganizationMemberRolesPayload'], ParentType, ContextType, RequireFields<MutationAddOrganizationJitRolesArgs, 'id' | 'organizationRoleIds'>>;
  addOrganizationJitSsoConnectors?: Resolver<ResolversTypes['OrganizationJitSsoConnectorsPayload'], ParentType, ContextType, RequireFields<MutationAddOrganizationJitSsoConnectorsArgs, 'id' | 'ssoConnectorIds'>>;
  addOrganizationRoleResourceScopes?: Resolver<ResolversTypes['OrganizationRoleResourceScopesPayload'], ParentType, ContextType, RequireFields<MutationAddOrganizationRoleResourceScopesArgs, 'id' | 'scopeIds'>>;
  addOrganizationRoleScopes?: Resolver<ResolversTypes['OrganizationRoleScopesPayload'], ParentType, ContextType, RequireFields<MutationAddOrganizationRoleScopesArgs, 'id' | 'organizationScopeIds'>>;
  addOrganizationUserRoles?: Resolver<ResolversTypes['OrganizationMemberRolesPayload'], ParentType, ContextType, RequireFields<MutationAddOrganizationUserRolesArgs, 'id' | 'userId'>>;
  addOrganizationUsers?: Resolver<ResolversTypes['OrganizationMembershipPayload'], ParentType, ContextType, RequireFields<MutationAddOrganizationUsersArgs, 'id' | 'userIds'>>;
  addRoleScopes?: Resolver<ResolversTypes['RoleScopesPayload'], ParentType, ContextType, RequireFields<MutationAddRoleScopesArgs, 'id' | 'scopeIds'>>;
  assignApplicationRoles?: Resolver<ResolversTypes['RolesPayload'], ParentType, ContextType, RequireFields<MutationAssignApplicationRolesArgs, 'applicationId' | 'roleIds'>>;
  assignApplicationUserConsentScopes?: Resolver<ResolversTypes['ApplicationUserConsentScopesPayload'], ParentType, ContextType, RequireFields<MutationAssignApplicationUserConsentScopesArgs, 'applicationId' | 'input'>>;
  assignOrganizationRolesToApplications?: Resolver<ResolversTypes['OrganizationRolesAssignmentPayload'], ParentType, ContextType, RequireFields<MutationAssignOrganizationRolesToApplicationsArgs, 'applicationIds' | 'id' | 'organizationRoleIds'>>;
  assignOrganizationRolesToUsers?: Resolver<ResolversTypes['OrganizationRolesAssignmentPayload'], ParentType, ContextType, RequireFields<MutationAssignOrganizationRolesToUsersArgs, 'id' | 'organizationRoleIds' | 'userIds'>>;
  assignRoleApplications?: Resolver<ResolversTypes['RoleApplicationsPayload'], ParentType, ContextType, RequireFields<MutationAssignRoleApplicationsArgs, 'applicationIds' | 'id'>>;
  assignRoleUsers?: Resolver<ResolversTypes['RoleUsersPayload'], ParentType, ContextType, RequireFields<MutationAssignRoleUsersArgs, 'id' | 'userIds'>>;
  assignUserRoles?: Resolver<ResolversTypes['RolesPayload'], ParentType, ContextType, RequireFields<MutationAssignUserRolesArgs, 'roleIds' | 'userId'>>;
  clearEmailDelivery?: Resolver<ResolversTypes['MessageDeliveryPayload'], ParentType, ContextType>;
  clearSmsDelivery?: Resolver<ResolversTypes['MessageDeliveryPayload'], ParentType, ContextType>;
  createApplication?: Resolver<ResolversTypes['ApplicationSecretPayload'], ParentType, ContextType, RequireFields<MutationCreateApplicationArgs, 'input'>>;
  createApplicationSecret?: Resolver<ResolversTypes['NamedApplicationSecretPayload'], ParentType, ContextType, RequireFields<MutationCreateApplicationSecretArgs, 'applicationId' | 'input'>>;
  createConnector?: Resolver<ResolversTypes['ConnectorPayload'], ParentType, ContextType, RequireFields<MutationCreateConnectorArgs, 'input'>>;
  createHook?: Resolver<ResolversTypes['CreateHookPayload'], ParentType, ContextType, RequireFields<MutationCreateHookArgs, 'input'>>;
  createInitialAccessToken?: Resolver<ResolversTypes['InitialAccessTokenPayload'], ParentType, ContextType, RequireFields<MutationCreateInitialAccessTokenArgs, 'input'>>;
  createOrganization?: Resolver<ResolversTypes['OrganizationPayload'], ParentType, ContextType, RequireFields<MutationCreateOrganizationArgs, 'input'>>;
  createOrganizationInvitation?: Resolver<ResolversTypes['OrganizationInvitationPayload'], ParentType, ContextType, RequireFields<MutationCreateOrganizationInvitationArgs, 'input'>>;
  createOrganizationRole?: Resolver<ResolversTypes['OrganizationRolePayload'], ParentType, ContextType, RequireFields<MutationCreateOrganizationRoleArgs, 'input'>>;
  createOrganizationScope?: Resolver<ResolversTypes['OrganizationScopePayload'], ParentType, ContextType, RequireFields<MutationCreateOrganizationScopeArgs, 'input'>>;
  createPersonalAccessToken?: Resolver<ResolversTypes['PersonalAccessTokenPayload'], ParentType, ContextType, RequireFields<MutationCreatePersonalAccessTokenArgs, 'input' | 'userId'>>;
  createResource?: Resolver<ResolversTypes['ResourcePayload'], ParentType, ContextType, RequireFields<MutationCreateResourceArgs, 'input'>>;
  createRole?: Resolver<ResolversTypes['RolePayload'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'input'>>;
  createSamlApplication?: Resolver<ResolversTypes['SamlApplicationPayload'], ParentType, ContextType, RequireFields<MutationCreateSamlApplicationArgs, 'input'>>;
  createSamlApplicationSecret?: Resolver<ResolversTypes['SamlApplicationSecretPayload'], ParentType, ContextType, RequireFields<MutationCreateSamlApplicationSecretArgs, 'id' | 'lifeSpanInYears'>>;
  createScimConnection?: Resolver<ResolversTypes['ScimConnectionPayload'], ParentType, ContextType, RequireFields<MutationCreateScimConnectionArgs, 'input'>>;
  createScope?: Resolver<ResolversTypes['ScopePayload'], ParentType, ContextType, RequireFields<MutationCreateScopeArgs, 'input' | 'resourceId'>>;
  createSsoConnector?: Resolver<ResolversTypes['SsoConnectorPayload'], ParentType, ContextType, RequireFields<MutationCreateSsoConnectorArgs, 'input'>>;
  createSubjectToken?: Resolver<ResolversTypes['SubjectTokenPayload'], ParentType, ContextType, RequireFields<MutationCreateSubjectTokenArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createUserMfaVerification?: Resolver<ResolversTypes['CreateUserMfaVerificationPayload'], ParentType, ContextType, RequireFields<MutationCreateUserMfaVerificationArgs, 'input' | 'userId'>>;
  deleteApplication?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteApplicationArgs, 'id'>>;
  deleteApplicationLegacySecret?: Resolver<ResolversTypes['ApplicationPayload'], ParentType, ContextType, RequireFields<MutationDeleteApplicationLegacySecretArgs, 'applicationId'>>;
  deleteApplicationSecret?: Resolver<ResolversTypes['DeleteNamedApplicationSecretPayload'], ParentType, ContextType, RequireFields<MutationDeleteApplicationSecretArgs, 'applicationId' | 'name'>>;
  deleteCaptchaProvider?: Resolver<ResolversTypes['DeleteCaptchaProviderPayload'], ParentType, ContextType>;
  deleteConnector?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteConnectorArgs, 'id'>>;
  deleteCookieKey?: Resolver<ResolversTypes['DeleteSigningKeyPayload'], ParentType, ContextType, RequireFields<MutationDeleteCookieKeyArgs, 'id'>>;
  deleteEmailTemplate?: Resolver<ResolversTypes['DeleteEmailTemplatesPayload'], ParentType, ContextType, RequireFields<MutationDeleteEmailTemplateArgs, 'id'>>;
  deleteEmailTemplates?: Resolver<ResolversTypes['DeleteEmailTemplatesPayload'], ParentType, ContextType, Partial<MutationDeleteEmailTemplatesArgs>>;
  deleteHook?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteHookArgs, 'id'>>;
  deleteInitialAccessToken?: Resolver<ResolversTypes['DeleteInitialAccessTokenPayload'], ParentType, ContextType, RequireFields<MutationDeleteInitialAccessTokenArgs, 'id'>>;
  deleteOrganization?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteOrganizationArgs, 'id'>>;
  deleteOrganizationInvitation?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteOrganizationInvitationArgs, 'id'>>;
  deleteOrganizationRole?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteOrganizationRoleArgs, 'id'>>;
  deleteOrganizationScope?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteOrganizationScopeArgs, 'id'>>;
  deletePersonalAccessToken?: Resolver<ResolversTypes['DeletePersonalAccessTokenPayload'], ParentType, ContextType, RequireFields<MutationDeletePersonalAccessTokenArgs, 'name' | 'userId'>>;
  deleteResource?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteResourceArgs, 'id'>>;
  deleteRole?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteRoleArgs, 'id'>>;
  deleteSamlApplication?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteSamlApplicationArgs, 'id'>>;
  deleteSamlApplicationSecret?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteSamlApplicationSecretArgs, 'id' | 'secretId'>>;
  deleteScope?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteScopeArgs, 'resourceId' | 'scopeId'>>;
  deleteSigningKey?: Resolver<ResolversTypes['DeleteSigningKeyPayload'], ParentType, ContextType, RequireFields<MutationDeleteSigningKeyArgs, 'id'>>;
  deleteSsoConnector?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteSsoConnectorArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  deleteUserIdentity?: Resolver<ResolversTypes['UserIdentitiesPayload'], ParentType, ContextType, RequireFields<MutationDeleteUserIdentityArgs, 'id' | 'target'>>;
  deleteUserMfaVerification?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteUserMfaVerificationArgs, 'userId' | 'verificationId'>>;
  linkUserIdentity?: Resolver<ResolversTypes['UserIdentitiesPayload'], ParentType, ContextType, RequireFields<MutationLinkUserIdentityArgs, 'id' | 'input'>>;
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  redeliverHookDelivery?: Resolver<ResolversTypes['RedeliverHookDeliveryPayload'], ParentType, ContextType, RequireFields<MutationRedeliverHookDeliveryArgs, 'deliveryId' | 'id'>>;
  removeApplicationRole?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationRemoveApplicationRoleArgs, 'applicationId' | 'roleId'>>;
  removeApplicationUserConsentOrganization?: Resolver<ResolversTypes['ConsentRemovalPayload'], ParentType, ContextType, RequireFields<MutationRemoveApplicationUserConsentOrganizationArgs, 'applicationId' | 'organizationId' | 'userId'>>;
  removeApplicationUserConsentScope?: Resolver<ResolversTypes['ConsentRemovalPayload'], ParentType, ContextType, RequireFields<MutationRemoveApplicationUserConsentScopeArgs, 'applicationId' | 'scopeId' | 'scopeType'>>;
  removeOrganizationApplication?: Resolver<ResolversTypes['OrganizationMembershipPayload'], ParentType, ContextType, RequireFields<MutationRemoveOrganizationApplicationArgs, 'applicationId' | 'id'>>;
  removeOrganizationApplicationRole?: Resolver<ResolversTypes['OrganizationMemberRolesPayload'], ParentType, ContextType, RequireFields<MutationRemoveOrganizationApplicationRoleArgs, 'applicationId' | 'id' | 'organizationRoleId'>>;
  removeOrganizationJitEmailDomain?: Resolver<ResolversTypes['OrganizationEmailDomainsPayload'], ParentType, ContextType, RequireFields<MutationRemoveOrganizationJitEmailDomainArgs, 'emailDomain' | 'id'>>;
  removeOrganizationJitRole?: Resolver<ResolversTypes['OrganizationMemberRolesPayload'], ParentType, ContextType, RequireFields<MutationRemoveOrganizationJitRoleArgs, 'id' | 'organizationRoleId'>>;
  removeOrganizationJitSsoConnector?: Resolver<ResolversTypes['OrganizationJitSsoConnectorsPayload'], ParentType, ContextType, RequireFields<MutationRemoveOrganizationJitSsoConnectorArgs, 'id' | 'ssoConnectorId'>>;
  removeOrganizationRoleResourceScope?: Resolver<ResolversTypes['OrganizationRoleResourceScopesPayload'], ParentType, ContextType, RequireFields<MutationRemoveOrganizationRoleResourceScopeArgs, 'id' | 'scopeId'>>;
  removeOrganizationRoleScope?: Resolver<ResolversTypes['OrganizationRoleScopesPayload'], ParentType, ContextType, RequireFields<MutationRemoveOrganizationRoleScopeArgs, 'id' | 'organizationScopeId'>>;
  removeOrganizationUser?: Resolver<ResolversTypes['OrganizationMembershipPayload'], ParentType, ContextType, RequireFields<MutationRemoveOrganizationUserArgs, 'id' | 'userId'>>;
  removeOrganizationUserRole?: Resolver<ResolversTypes['OrganizationMemberRolesPayload'], ParentType, ContextType, RequireFields<MutationRemoveOrganizationUserRoleArgs, 'id' | 'organizationRoleId' | 'userId'>>;
  removeRoleApplication?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationRemoveRoleApplicationArgs, 'applicationId' | 'id'>>;
  removeRoleScope?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationRemoveRoleScopeArgs, 'id' | 'scopeId'>>;
  removeRoleUser?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationRemoveRoleUserArgs, 'id' | 'userId'>>;
  removeUserAgentLimit?: Resolver<ResolversTypes['RemoveUserAgentLimitPayload'], ParentType, ContextType, RequireFields<MutationRemoveUserAgentLimitArgs, 'applicationId' | 'userId'>>;
  removeUserRole?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationRemoveUserRoleArgs, 'roleId' | 'userId'>>;
  renameApplicationSecret?: Resolver<ResolversTypes['NamedApplicationSecretPayload'], ParentType, ContextType, RequireFields<MutationRenameApplicationSecretArgs, 'applicationId' | 'name' | 'newName'>>;
  renamePersonalAccessToken?: Resolver<ResolversTypes['PersonalAccessTokenPayload'], ParentType, ContextType, RequireFields<MutationRenamePersonalAccessTokenArgs, 'name' | 'newName' | 'userId'>>;
  replaceApplicationAccessControl?: Resolver<ResolversTypes['ApplicationAccessControlPayload'], ParentType, ContextType, RequireFields<MutationReplaceApplicationAccessControlArgs, 'applicationId' | 'input'>>;
  replaceApplicationRoles?: Resolver<ResolversTypes['ReplaceRolesPayload'], ParentType, ContextType, RequireFields<MutationReplaceApplicationRolesArgs, 'applicationId' | 'roleIds'>>;
  replaceApplicationSignInExperience?: Resolver<ResolversTypes['ApplicationSignInExperiencePayload'], ParentType, ContextType, RequireFields<MutationReplaceApplicationSignInExperienceArgs, 'applicationId' | 'input'>>;
  replaceApplicationUserConsentOrganizations?: Resolver<ResolversTypes['ConsentOrganizationsPayload'], ParentType, ContextType, RequireFields<MutationReplaceApplicationUserConsentOrganizationsArgs, 'applicationId' | 'organizationIds' | 'userId'>>;
  replaceEmailTemplates?: Resolver<ResolversTypes['EmailTemplatesPayload'], ParentType, ContextType, RequireFields<MutationReplaceEmailTemplatesArgs, 'templates'>>;
  replaceIdTokenConfig?: Resolver<ResolversTypes['IdTokenConfigPayload'], ParentType, ContextType, RequireFields<MutationReplaceIdTokenConfigArgs, 'input'>>;
  replaceOrganizationApplicationRoles?: Resolver<ResolversTypes['OrganizationMemberRolesPayload'], ParentType, ContextType, RequireFields<MutationReplaceOrganizationApplicationRolesArgs, 'applicationId' | 'id' | 'organizationRoleIds'>>;
  replaceOrganizationApplications?: Resolver<ResolversTypes['OrganizationMembershipPayload'], ParentType, ContextType, RequireFields<MutationReplaceOrganizationApplicationsArgs, 'applicationIds' | 'id'>>;
  replaceOrganizationJitEmailDomains?: Resolver<ResolversTypes['OrganizationEmailDomainsPayload'], ParentType, ContextType, RequireFields<MutationReplaceOrganizationJitEmailDomainsArgs, 'emailDomains' | 'id'>>;
  replaceOrganizationJitRoles?: Resolver<ResolversTypes['OrganizationMemberRolesPayload'], ParentType, ContextType, RequireFields<MutationReplaceOrganizationJitRolesArgs, 'id' | 'organizationRoleIds'>>;
  replaceOrganizationJitSsoConnectors?: Resolver<ResolversTypes['OrganizationJitSsoConnectorsPayload'], ParentType, ContextType, RequireFields<MutationReplaceOrganizationJitSsoConnectorsArgs, 'id' | 'ssoConnectorIds'>>;
  replaceOrganizationRoleResourceScopes?: Resolver<ResolversTypes['OrganizationRoleResourceScopesPayload'], ParentType, ContextType, RequireFields<MutationReplaceOrganizationRoleResourceScopesArgs, 'id' | 'scopeIds'>>;
  replaceOrganizationRoleScopes?: Resolver<ResolversTypes['OrganizationRoleScopesPayload'], ParentType, ContextType, RequireFields<MutationReplaceOrganizationRoleScopesArgs, 'id' | 'organizationScopeIds'>>;
  replaceOrganizationUserRoles?: Resolver<ResolversTypes['OrganizationMemberRolesPayload'], ParentType, ContextType, RequireFields<MutationReplaceOrganizationUserRolesArgs, 'id' | 'organizationRoleIds' | 'userId'>>;
  replaceOrganizationUsers?: Resolver<ResolversTypes['OrganizationMembershipPayload'], ParentType, ContextType, RequireFields<MutationReplaceOrganizationUsersArgs, 'id' | 'userIds'>>;
  replaceUserRoles?: Resolver<ResolversTypes['ReplaceRolesPayload'], ParentType, ContextType, RequireFields<MutationReplaceUserRolesArgs, 'roleIds' | 'userId'>>;
  revokeScimConnection?: Resolver<ResolversTypes['ScimConnectionPayload'], ParentType, ContextType, RequireFields<MutationRevokeScimConnectionArgs, 'id'>>;
  revokeUserGrant?: Resolver<ResolversTypes['RevokeUserGrantPayload'], ParentType, ContextType, RequireFields<MutationRevokeUserGrantArgs, 'grantId' | 'userId'>>;
  revokeUserSession?: Resolver<ResolversTypes['RevokeUserSessionPayload'], ParentType, ContextType, RequireFields<MutationRevokeUserSessionArgs, 'sessionId' | 'userId'>>;
  rotateApplicationSecret?: Resolver<ResolversTypes['ApplicationSecretPayload'], ParentType, ContextType, RequireFields<MutationRotateApplicationSecretArgs, 'id'>>;
  rotateCookieKey?: Resolver<ResolversTypes['DeleteSigningKeyPayload'], ParentType, ContextType>;
  rotateHookSigningKey?: Resolver<ResolversTypes['RotateHookSigningKeyPayload'], ParentType, ContextType, RequireFields<MutationRotateHookSigningKeyArgs, 'id'>>;
  rotateSigningKey?: Resolver<ResolversTypes['RotateSigningKeyPayload'], ParentType, ContextType, Partial<MutationRotateSigningKeyArgs>>;
  sendOrganizationInvitationMessage?: Resolver<ResolversTypes['OrganizationInvitationPayload'], ParentType, ContextType, RequireFields<MutationSendOrganizationInvitationMessageArgs, 'id' | 'messagePayload'>>;
  sendTestMessage?: Resolver<ResolversTypes['TestMessagePayload'], ParentType, ContextType, RequireFields<MutationSendTestMessageArgs, 'channel' | 'to'>>;
  setApplicationIdTokenClaims?: Resolver<ResolversTypes['ClaimMappingsPayload'], ParentType, ContextType, RequireFields<MutationSetApplicationIdTokenClaimsArgs, 'id' | 'mappings'>>;
  setEmailDelivery?: Resolver<ResolversTypes['MessageDeliveryPayload'], ParentType, ContextType, RequireFields<MutationSetEmailDeliveryArgs, 'input'>>;
  setOrganizationInvitationStatus?: Resolver<ResolversTypes['OrganizationInvitationPayload'], ParentType, ContextType, RequireFields<MutationSetOrganizationInvitationStatusArgs, 'id' | 'input'>>;
  setResourceClaimMappings?: Resolver<ResolversTypes['ClaimMappingsPayload'], ParentType, ContextType, RequireFields<MutationSetResourceClaimMappingsArgs, 'id' | 'mappings'>>;
  setResourceIsDefault?: Resolver<ResolversTypes['ResourcePayload'], ParentType, ContextType, RequireFields<MutationSetResourceIsDefaultArgs, 'id' | 'isDefault'>>;
  setSmsDelivery?: Resolver<ResolversTypes['MessageDeliveryPayload'], ParentType, ContextType, RequireFields<MutationSetSmsDeliveryArgs, 'input'>>;
  setUserAgentLimit?: Resolver<ResolversTypes['SetUserAgentLimitPayload'], ParentType, ContextType, RequireFields<MutationSetUserAgentLimitArgs, 'applicationId' | 'resources' | 'userId'>>;
  setUserIdentifierVerified?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetUserIdentifierVerifiedArgs, 'id' | 'identifierType' | 'verified'>>;
  setUserIdentity?: Resolver<ResolversTypes['UserIdentitiesPayload'], ParentType, ContextType, RequireFields<MutationSetUserIdentityArgs, 'id' | 'input' | 'target'>>;
  setUserSuspended?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetUserSuspendedArgs, 'id' | 'isSuspended'>>;
  startConnectorTest?: Resolver<ResolversTypes['ConnectorTestPayload'], ParentType, ContextType, RequireFields<MutationStartConnectorTestArgs, 'id'>>;
  startSsoConnectorTest?: Resolver<ResolversTypes['ConnectorTestPayload'], ParentType, ContextType, RequireFields<MutationStartSsoConnectorTestArgs, 'id'>>;
  testHook?: Resolver<ResolversTypes['TestHookPayload'], ParentType, ContextType, RequireFields<MutationTestHookArgs, 'failOnError' | 'id' | 'input'>>;
  updateApplication?: Resolver<ResolversTypes['ApplicationPayload'], ParentType, ContextType, RequireFields<MutationUpdateApplicationArgs, 'id' | 'input'>>;
  updateApplicationCustomData?: Resolver<ResolversTypes['JSONObjectPayload'], ParentType, ContextType, RequireFields<MutationUpdateApplicationCustomDataArgs, 'customData' | 'id'>>;
  updateCaptchaProvider?: Resolver<ResolversTypes['CaptchaProviderPayload'], ParentType, ContextType, RequireFields<MutationUpdateCaptchaProviderArgs, 'config'>>;
  updateClientRegistrationSettings?: Resolver<ResolversTypes['ClientRegistrationSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateClientRegistrationSettingsArgs, 'input'>>;
  updateConnector?: Resolver<ResolversTypes['ConnectorPayload'], ParentType, ContextType, RequireFields<MutationUpdateConnectorArgs, 'id' | 'input'>>;
  updateEmailTemplateDetails?: Resolver<ResolversTypes['EmailTemplatePayload'], ParentType, ContextType, RequireFields<MutationUpdateEmailTemplateDetailsArgs, 'details' | 'id'>>;
  updateHook?: Resolver<ResolversTypes['HookPayload'], ParentType, ContextType, RequireFields<MutationUpdateHookArgs, 'id' | 'input'>>;
  updateOidcSessionConfig?: Resolver<ResolversTypes['OidcSessionConfigPayload'], ParentType, ContextType, RequireFields<MutationUpdateOidcSessionConfigArgs, 'input'>>;
  updateOrganization?: Resolver<ResolversTypes['OrganizationPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'id' | 'input'>>;
  updateOrganizationRole?: Resolver<ResolversTypes['OrganizationRolePayload'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationRoleArgs, 'id' | 'input'>>;
  updateOrganizationScope?: Resolver<ResolversTypes['OrganizationScopePayload'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationScopeArgs, 'id' | 'input'>>;
  updateResource?: Resolver<ResolversTypes['ResourcePayload'], ParentType, ContextType, RequireFields<MutationUpdateResourceArgs, 'id' | 'input'>>;
  updateRole?: Resolver<ResolversTypes['RolePayload'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'id' | 'input'>>;
  updateSamlApplication?: Resolver<ResolversTypes['SamlApplicationPayload'], ParentType, ContextType, RequireFields<MutationUpdateSamlApplicationArgs, 'id' | 'input'>>;
  updateSamlApplicationSecret?: Resolver<ResolversTypes['SamlApplicationSecretPayload'], ParentType, ContextType, RequireFields<MutationUpdateSamlApplicationSecretArgs, 'active' | 'id' | 'secretId'>>;
  updateScope?: Resolver<ResolversTypes['ScopePayload'], ParentType, ContextType, RequireFields<MutationUpdateScopeArgs, 'input' | 'resourceId' | 'scopeId'>>;
  updateSignInExperience?: Resolver<ResolversTypes['SignInExperiencePayload'], ParentType, ContextType, RequireFields<MutationUpdateSignInExperienceArgs, 'input'>>;
  updateSsoConnector?: Resolver<ResolversTypes['SsoConnectorPayload'], ParentType, ContextType, RequireFields<MutationUpdateSsoConnectorArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  updateUserCustomData?: Resolver<ResolversTypes['JSONObjectPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserCustomDataArgs, 'customData' | 'id'>>;
  updateUserLogtoConfig?: Resolver<ResolversTypes['UserLogtoConfigPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserLogtoConfigArgs, 'input' | 'userId'>>;
  updateUserPassword?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserPasswordArgs, 'id' | 'password'>>;
  updateUserPasswordExpiration?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserPasswordExpirationArgs, 'isExpired' | 'userId'>>;
  updateUserProfile?: Resolver<ResolversTypes['JSONObjectPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserProfileArgs, 'id' | 'profile'>>;
  verifyUserPassword?: Resolver<ResolversTypes['VerifyPasswordPayload'], ParentType, ContextType, RequireFields<MutationVerifyUserPasswordArgs, 'id' | 'password'>>;
}>;

export type NamedApplicationSecretResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NamedApplicationSecret'] = ResolversParentTypes['NamedApplicationSecret']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NamedApplicationSecretPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NamedApplicationSecretPayload'] = ResolversParentTypes['NamedApplicationSecretPayload']> = ResolversObject<{
  secret?: Resolver<Maybe<ResolversTypes['NamedApplicationSecret']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OidcClientMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OidcClientMetadata'] = ResolversParentTypes['OidcClientMetadata']> = ResolversObject<{
  backchannelLogoutSessionRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  backchannelLogoutUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frontchannelLogoutSessionRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  frontchannelLogoutUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jwks?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  jwksUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postLogoutRedirectUris?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  redirectUris?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  requireDpop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requirePushedAuthorizationRequests?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tokenEndpointAuthMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OidcSessionConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OidcSessionConfig'] = ResolversParentTypes['OidcSessionConfig']> = ResolversObject<{
  ttl?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OidcSessionConfigPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OidcSessionConfigPayload'] = ResolversParentTypes['OidcSessionConfigPayload']> = ResolversObject<{
  oidcSessionConfig?: Resolver<Maybe<ResolversTypes['OidcSessionConfig']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrganizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = ResolversObject<{
  branding?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customCss?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customData?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMfaRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jitEmailDomains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationRoles?: Resolver<Maybe<Array<ResolversTypes['OrganizationRole']>>, ParentType, ContextType>;
  tenantId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type OrganizationApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationApplication'] = ResolversParentTypes['OrganizationApplication']> = ResolversObject<{
  appLevelAccessControlEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customClientMetadata?: Resolver<ResolversTypes['CustomClientMetadata'], ParentType, ContextType>;
  customData?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isThirdParty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oidcClientMetadata?: Resolver<ResolversTypes['OidcClientMetadata'], ParentType, ContextType>;
  organizationRoles?: Resolver<Array<ResolversTypes['OrganizationRole']>, ParentType, ContextType>;
  protectedAppMetadata?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type OrganizationApplicationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationApplicationConnection'] = ResolversParentTypes['OrganizationApplicationConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrganizationApplicationEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OrganizationApplication']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrganizationApplicationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationApplicationEdge'] = ResolversParentTypes['OrganizationApplicationEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OrganizationApplication'], ParentType, ContextType>;
}>;

export type OrganizationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationConnection'] = ResolversParentTypes['OrganizationConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrganizationEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrganizationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationEdge'] = ResolversParentTypes['OrganizationEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
}>;

export type OrganizationEmailDomainResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationEmailDomain'] = ResolversParentTypes['OrganizationEmailDomain']> = ResolversObject<{
  emailDomain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrganizationEmailDomainPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationEmailDomainPage'] = ResolversParentTypes['OrganizationEmailDomainPage']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['OrganizationEmailDomain']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrganizationEmailDomainsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationEmailDomainsPayload'] = ResolversParentTypes['OrganizationEmailDomainsPayload']> = ResolversObject<{
  emailDomain?: Resolver<Maybe<ResolversTypes['OrganizationEmailDomain']>, ParentType, ContextType>;
  emailDomains?: Resolver<Maybe<Array<ResolversTypes['OrganizationEmailDomain']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrganizationInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationInvitation'] = ResolversParentTypes['OrganizationInvitation']> = ResolversObject<{
  acceptedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitee?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inviterId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationRoles?: Resolver<Array<ResolversTypes['OrganizationRole']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrganizationInvitationStatus'], ParentType, ContextType>;
  tenantId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type OrganizationInvitationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationInvitationConnection'] = ResolversParentTypes['OrganizationInvitationConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrganizationInvitationEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OrganizationInvitation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrganizationInvitationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationInvitationEdge'] = ResolversParentTypes['OrganizationInvitationEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OrganizationInvitation'], ParentType, ContextType>;
}>;

export type OrganizationInvitationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationInvitationPayload'] = ResolversParentTypes['OrganizationInvitationPayload']> = ResolversObject<{
  membershipChange?: Resolver<Maybe<ResolversTypes['OrganizationMembershipChange']>, ParentType, ContextType>;
  organizationInvitation?: Resolver<Maybe<ResolversTypes['OrganizationInvitation']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrganizationJitSsoConnectorsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationJitSsoConnectorsPayload'] = ResolversParentTypes['OrganizationJitSsoConnectorsPayload']> = ResolversObject<{
  ssoConnectors?: Resolver<Maybe<Array<ResolversTypes['SsoConnector']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrganizationMemberRolesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationMemberRolesPayload'] = ResolversParentTypes['OrganizationMemberRolesPayload']> = ResolversObject<{
  organizationRoleIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  organizationRoles?: Resolver<Maybe<Array<ResolversTypes['OrganizationRole']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrganizationMembershipChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationMembershipChange'] = ResolversParentTypes['OrganizationMembershipChange']> = ResolversObject<{
  addedApplicationIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  addedUserIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  removedApplicationIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  removedUserIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type OrganizationMembershipPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationMembershipPayload'] = ResolversParentTypes['OrganizationMembershipPayload']> = ResolversObject<{
  memberIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  membershipChange?: Resolver<Maybe<ResolversTypes['OrganizationMembershipChange']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrganizationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationPayload'] = ResolversParentTypes['OrganizationPayload']> = ResolversObject<{
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrganizationRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationRole'] = ResolversParentTypes['OrganizationRole']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceScopes?: Resolver<Array<ResolversTypes['OrganizationRoleResourceScope']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['OrganizationScope']>, ParentType, ContextType>;
  tenantId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrganizationRoleType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usersCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type OrganizationRoleConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationRoleConnection'] = ResolversParentTypes['OrganizationRoleConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrganizationRoleEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OrganizationRole']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrganizationRoleEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationRoleEdge'] = ResolversParentTypes['OrganizationRoleEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OrganizationRole'], ParentType, ContextType>;
}>;

export type OrganizationRolePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationRolePayload'] = ResolversParentTypes['OrganizationRolePayload']> = ResolversObject<{
  organizationRole?: Resolver<Maybe<ResolversTypes['OrganizationRole']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrganizationRoleResourceScopeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationRoleResourceScope'] = ResolversParentTypes['OrganizationRoleResourceScope']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['ScopeResourceRef'], ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceIndicator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrganizationRoleResourceScopesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationRoleResourceScopesPayload'] = ResolversParentTypes['OrganizationRoleResourceScopesPayload']> = ResolversObject<{
  resourceScopes?: Resolver<Maybe<Array<ResolversTypes['OrganizationRoleResourceScope']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrganizationRoleScopesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationRoleScopesPayload'] = ResolversParentTypes['OrganizationRoleScopesPayload']> = ResolversObject<{
  organizationScopes?: Resolver<Maybe<Array<ResolversTypes['OrganizationScope']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrganizationRolesAssignmentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationRolesAssignmentPayload'] = ResolversParentTypes['OrganizationRolesAssignmentPayload']> = ResolversObject<{
  memberIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  organizationRoleIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrganizationScopeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationScope'] = ResolversParentTypes['OrganizationScope']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type OrganizationScopeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationScopeConnection'] = ResolversParentTypes['OrganizationScopeConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrganizationScopeEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OrganizationScope']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrganizationScopeEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationScopeEdge'] = ResolversParentTypes['OrganizationScopeEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OrganizationScope'], ParentType, ContextType>;
}>;

export type OrganizationScopePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationScopePayload'] = ResolversParentTypes['OrganizationScopePayload']> = ResolversObject<{
  organizationScope?: Resolver<Maybe<ResolversTypes['OrganizationScope']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrganizationUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationUser'] = ResolversParentTypes['OrganizationUser']> = ResolversObject<{
  applicationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customData?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identities?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  isSuspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationRoles?: Resolver<Array<ResolversTypes['OrganizationRole']>, ParentType, ContextType>;
  primaryEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrganizationUserConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationUserConnection'] = ResolversParentTypes['OrganizationUserConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrganizationUserEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OrganizationUser']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrganizationUserEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationUserEdge'] = ResolversParentTypes['OrganizationUserEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['OrganizationUser'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PasswordCharacterTypesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordCharacterTypes'] = ResolversParentTypes['PasswordCharacterTypes']> = ResolversObject<{
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PasswordCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordCheck'] = ResolversParentTypes['PasswordCheck']> = ResolversObject<{
  issues?: Resolver<Array<ResolversTypes['PasswordIssue']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PasswordIssueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordIssue'] = ResolversParentTypes['PasswordIssue']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interpolation?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
}>;

export type PasswordLengthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordLength'] = ResolversParentTypes['PasswordLength']> = ResolversObject<{
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PasswordPolicyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordPolicy'] = ResolversParentTypes['PasswordPolicy']> = ResolversObject<{
  characterTypes?: Resolver<ResolversTypes['PasswordCharacterTypes'], ParentType, ContextType>;
  length?: Resolver<ResolversTypes['PasswordLength'], ParentType, ContextType>;
  rejects?: Resolver<ResolversTypes['PasswordRejects'], ParentType, ContextType>;
}>;

export type PasswordRejectsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordRejects'] = ResolversParentTypes['PasswordRejects']> = ResolversObject<{
  history?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pwned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  repetitionAndSequence?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userInfo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  words?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PersonalAccessTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonalAccessToken'] = ResolversParentTypes['PersonalAccessToken']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PersonalAccessTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonalAccessTokenPayload'] = ResolversParentTypes['PersonalAccessTokenPayload']> = ResolversObject<{
  personalAccessToken?: Resolver<Maybe<ResolversTypes['PersonalAccessToken']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activeSessions?: Resolver<ResolversTypes['SessionConnection'], ParentType, ContextType, Partial<QueryActiveSessionsArgs>>;
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType, RequireFields<QueryApplicationArgs, 'id'>>;
  applicationAccessControl?: Resolver<ResolversTypes['ApplicationAccessControl'], ParentType, ContextType, RequireFields<QueryApplicationAccessControlArgs, 'applicationId'>>;
  applicationBackchannelLogoutLogs?: Resolver<ResolversTypes['BackchannelLogoutAttemptConnection'], ParentType, ContextType, RequireFields<QueryApplicationBackchannelLogoutLogsArgs, 'id'>>;
  applicationOrganizations?: Resolver<ResolversTypes['OrganizationConnection'], ParentType, ContextType, RequireFields<QueryApplicationOrganizationsArgs, 'applicationId'>>;
  applicationRoles?: Resolver<ResolversTypes['RoleConnection'], ParentType, ContextType, RequireFields<QueryApplicationRolesArgs, 'applicationId'>>;
  applicationSecrets?: Resolver<Array<ResolversTypes['NamedApplicationSecret']>, ParentType, ContextType, RequireFields<QueryApplicationSecretsArgs, 'applicationId'>>;
  applicationSignInExperience?: Resolver<ResolversTypes['ApplicationSignInExperience'], ParentType, ContextType, RequireFields<QueryApplicationSignInExperienceArgs, 'applicationId'>>;
  applicationUserConsentOrganizations?: Resolver<ResolversTypes['ConsentOrganizations'], ParentType, ContextType, RequireFields<QueryApplicationUserConsentOrganizationsArgs, 'applicationId' | 'userId'>>;
  applicationUserConsentScopes?: Resolver<ResolversTypes['ApplicationUserConsentScopes'], ParentType, ContextType, RequireFields<QueryApplicationUserConsentScopesArgs, 'applicationId'>>;
  applications?: Resolver<ResolversTypes['ApplicationConnection'], ParentType, ContextType, Partial<QueryApplicationsArgs>>;
  captchaProvider?: Resolver<ResolversTypes['CaptchaProvider'], ParentType, ContextType>;
  checkPassword?: Resolver<ResolversTypes['PasswordCheck'], ParentType, ContextType, RequireFields<QueryCheckPasswordArgs, 'password'>>;
  clientRegistrationSettings?: Resolver<ResolversTypes['ClientRegistrationSettings'], ParentType, ContextType>;
  connector?: Resolver<Maybe<ResolversTypes['Connector']>, ParentType, ContextType, RequireFields<QueryConnectorArgs, 'id'>>;
  connectorFactories?: Resolver<Array<ResolversTypes['ConnectorFactory']>, ParentType, ContextType>;
  connectorFactory?: Resolver<Maybe<ResolversTypes['ConnectorFactory']>, ParentType, ContextType, RequireFields<QueryConnectorFactoryArgs, 'id'>>;
  connectors?: Resolver<Array<ResolversTypes['Connector']>, ParentType, ContextType>;
  consoleDashboard?: Resolver<ResolversTypes['ConsoleDashboard'], ParentType, ContextType, Partial<QueryConsoleDashboardArgs>>;
  cookieKeys?: Resolver<Array<ResolversTypes['CookieKey']>, ParentType, ContextType>;
  emailTemplate?: Resolver<ResolversTypes['EmailTemplate'], ParentType, ContextType, RequireFields<QueryEmailTemplateArgs, 'id'>>;
  emailTemplates?: Resolver<Array<ResolversTypes['EmailTemplate']>, ParentType, ContextType, Partial<QueryEmailTemplatesArgs>>;
  hook?: Resolver<Maybe<ResolversTypes['Hook']>, ParentType, ContextType, RequireFields<QueryHookArgs, 'id'>>;
  hookEvents?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hookRecentLogs?: Resolver<ResolversTypes['HookDeliveryAttemptConnection'], ParentType, ContextType, RequireFields<QueryHookRecentLogsArgs, 'id'>>;
  hooks?: Resolver<ResolversTypes['HookConnection'], ParentType, ContextType, Partial<QueryHooksArgs>>;
  idTokenConfig?: Resolver<ResolversTypes['IdTokenConfig'], ParentType, ContextType>;
  initialAccessTokens?: Resolver<Array<ResolversTypes['InitialAccessToken']>, ParentType, ContextType>;
  log?: Resolver<ResolversTypes['Log'], ParentType, ContextType, RequireFields<QueryLogArgs, 'id'>>;
  logs?: Resolver<ResolversTypes['LogConnection'], ParentType, ContextType, Partial<QueryLogsArgs>>;
  messageDelivery?: Resolver<ResolversTypes['MessageDelivery'], ParentType, ContextType>;
  oidcSessionConfig?: Resolver<ResolversTypes['OidcSessionConfig'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType, RequireFields<QueryOrganizationArgs, 'id'>>;
  organizationApplicationRoles?: Resolver<Array<ResolversTypes['OrganizationRole']>, ParentType, ContextType, RequireFields<QueryOrganizationApplicationRolesArgs, 'applicationId' | 'id'>>;
  organizationApplications?: Resolver<ResolversTypes['OrganizationApplicationConnection'], ParentType, ContextType, RequireFields<QueryOrganizationApplicationsArgs, 'id'>>;
  organizationInvitation?: Resolver<Maybe<ResolversTypes['OrganizationInvitation']>, ParentType, ContextType, RequireFields<QueryOrganizationInvitationArgs, 'id'>>;
  organizationInvitations?: Resolver<ResolversTypes['OrganizationInvitationConnection'], ParentType, ContextType, Partial<QueryOrganizationInvitationsArgs>>;
  organizationJitEmailDomainPage?: Resolver<ResolversTypes['OrganizationEmailDomainPage'], ParentType, ContextType, RequireFields<QueryOrganizationJitEmailDomainPageArgs, 'id'>>;
  organizationJitEmailDomains?: Resolver<Array<ResolversTypes['OrganizationEmailDomain']>, ParentType, ContextType, RequireFields<QueryOrganizationJitEmailDomainsArgs, 'id'>>;
  organizationJitRoles?: Resolver<Array<ResolversTypes['OrganizationRole']>, ParentType, ContextType, RequireFields<QueryOrganizationJitRolesArgs, 'id'>>;
  organizationJitSsoConnectors?: Resolver<Array<ResolversTypes['SsoConnector']>, ParentType, ContextType, RequireFields<QueryOrganizationJitSsoConnectorsArgs, 'id'>>;
  organizationRole?: Resolver<Maybe<ResolversTypes['OrganizationRole']>, ParentType, ContextType, RequireFields<QueryOrganizationRoleArgs, 'id'>>;
  organizationRoles?: Resolver<ResolversTypes['OrganizationRoleConnection'], ParentType, ContextType, Partial<QueryOrganizationRolesArgs>>;
  organizationScope?: Resolver<Maybe<ResolversTypes['OrganizationScope']>, ParentType, ContextType, RequireFields<QueryOrganizationScopeArgs, 'id'>>;
  organizationScopes?: Resolver<ResolversTypes['OrganizationScopeConnection'], ParentType, ContextType, Partial<QueryOrganizationScopesArgs>>;
  organizationUserRoles?: Resolver<Array<ResolversTypes['OrganizationRole']>, ParentType, ContextType, RequireFields<QueryOrganizationUserRolesArgs, 'id' | 'userId'>>;
  organizationUserScopes?: Resolver<Array<ResolversTypes['OrganizationScope']>, ParentType, ContextType, RequireFields<QueryOrganizationUserScopesArgs, 'id' | 'userId'>>;
  organizationUsers?: Resolver<ResolversTypes['OrganizationUserConnection'], ParentType, ContextType, RequireFields<QueryOrganizationUsersArgs, 'id'>>;
  organizations?: Resolver<ResolversTypes['OrganizationConnection'], ParentType, ContextType, Partial<QueryOrganizationsArgs>>;
  personalAccessTokens?: Resolver<Array<ResolversTypes['PersonalAccessToken']>, ParentType, ContextType, RequireFields<QueryPersonalAccessTokensArgs, 'userId'>>;
  resource?: Resolver<Maybe<ResolversTypes['Resource']>, ParentType, ContextType, RequireFields<QueryResourceArgs, 'id'>>;
  resourceScopes?: Resolver<ResolversTypes['ScopeConnection'], ParentType, ContextType, RequireFields<QueryResourceScopesArgs, 'resourceId'>>;
  resources?: Resolver<ResolversTypes['ResourceConnection'], ParentType, ContextType, Partial<QueryResourcesArgs>>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'id'>>;
  roleApplications?: Resolver<ResolversTypes['ApplicationConnection'], ParentType, ContextType, RequireFields<QueryRoleApplicationsArgs, 'id'>>;
  roleScopes?: Resolver<ResolversTypes['ScopeConnection'], ParentType, ContextType, RequireFields<QueryRoleScopesArgs, 'id'>>;
  roleUsers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<QueryRoleUsersArgs, 'id'>>;
  roles?: Resolver<ResolversTypes['RoleConnection'], ParentType, ContextType, Partial<QueryRolesArgs>>;
  samlApplication?: Resolver<ResolversTypes['SamlApplication'], ParentType, ContextType, RequireFields<QuerySamlApplicationArgs, 'id'>>;
  samlApplicationSecrets?: Resolver<Array<ResolversTypes['SamlApplicationSecret']>, ParentType, ContextType, RequireFields<QuerySamlApplicationSecretsArgs, 'id'>>;
  samlApplications?: Resolver<ResolversTypes['SamlApplicationConnection'], ParentType, ContextType, Partial<QuerySamlApplicationsArgs>>;
  scimConnections?: Resolver<Array<ResolversTypes['ScimConnection']>, ParentType, ContextType>;
  signInExperience?: Resolver<ResolversTypes['SignInExperience'], ParentType, ContextType>;
  signInExperiencePreview?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QuerySignInExperiencePreviewArgs, 'input'>>;
  signingKeys?: Resolver<Array<ResolversTypes['SigningKey']>, ParentType, ContextType>;
  ssoConnector?: Resolver<Maybe<ResolversTypes['SsoConnector']>, ParentType, ContextType, RequireFields<QuerySsoConnectorArgs, 'id'>>;
  ssoConnectorProviders?: Resolver<Array<ResolversTypes['SsoConnectorProvider']>, ParentType, ContextType>;
  ssoConnectors?: Resolver<ResolversTypes['SsoConnectorConnection'], ParentType, ContextType, Partial<QuerySsoConnectorsArgs>>;
  testApplicationIdTokenClaims?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType, RequireFields<QueryTestApplicationIdTokenClaimsArgs, 'id' | 'userId'>>;
  testResourceClaims?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType, RequireFields<QueryTestResourceClaimsArgs, 'id' | 'userId'>>;
  tokenExchangeEvents?: Resolver<ResolversTypes['TokenExchangeEventConnection'], ParentType, ContextType, Partial<QueryTokenExchangeEventsArgs>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userAgentLimits?: Resolver<Array<ResolversTypes['UserAgentLimit']>, ParentType, ContextType, RequireFields<QueryUserAgentLimitsArgs, 'userId'>>;
  userAllIdentities?: Resolver<ResolversTypes['UserAllIdentities'], ParentType, ContextType, RequireFields<QueryUserAllIdentitiesArgs, 'userId'>>;
  userGrants?: Resolver<ResolversTypes['UserGrants'], ParentType, ContextType, RequireFields<QueryUserGrantsArgs, 'userId'>>;
  userIdentity?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType, RequireFields<QueryUserIdentityArgs, 'id' | 'target'>>;
  userLogtoConfig?: Resolver<ResolversTypes['UserLogtoConfig'], ParentType, ContextType, RequireFields<QueryUserLogtoConfigArgs, 'userId'>>;
  userMfaVerifications?: Resolver<Array<ResolversTypes['UserMfaVerification']>, ParentType, ContextType, RequireFields<QueryUserMfaVerificationsArgs, 'userId'>>;
  userOrganizations?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType, RequireFields<QueryUserOrganizationsArgs, 'userId'>>;
  userRoles?: Resolver<ResolversTypes['RoleConnection'], ParentType, ContextType, RequireFields<QueryUserRolesArgs, 'userId'>>;
  userSession?: Resolver<ResolversTypes['UserSession'], ParentType, ContextType, RequireFields<QueryUserSessionArgs, 'sessionId' | 'userId'>>;
  userSessions?: Resolver<ResolversTypes['UserSessions'], ParentType, ContextType, RequireFields<QueryUserSessionsArgs, 'userId'>>;
  userSsoIdentities?: Resolver<Array<ResolversTypes['UserSsoIdentity']>, ParentType, ContextType, RequireFields<QueryUserSsoIdentitiesArgs, 'userId'>>;
  userSsoIdentity?: Resolver<ResolversTypes['UserSsoIdentityResult'], ParentType, ContextType, RequireFields<QueryUserSsoIdentityArgs, 'id' | 'ssoConnectorId'>>;
  usernameCaseConflicts?: Resolver<ResolversTypes['UsernameCaseConflicts'], ParentType, ContextType, RequireFields<QueryUsernameCaseConflictsArgs, 'limit'>>;
  users?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, Partial<QueryUsersArgs>>;
}>;

export type RedeliverHookDeliveryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeliverHookDeliveryPayload'] = ResolversParentTypes['RedeliverHookDeliveryPayload']> = ResolversObject<{
  delivery?: Resolver<Maybe<ResolversTypes['HookDelivery']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RemoveUserAgentLimitPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveUserAgentLimitPayload'] = ResolversParentTypes['RemoveUserAgentLimitPayload']> = ResolversObject<{
  removedApplicationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ReplaceRolesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReplaceRolesPayload'] = ResolversParentTypes['ReplaceRolesPayload']> = ResolversObject<{
  roleIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ResourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Resource'] = ResolversParentTypes['Resource']> = ResolversObject<{
  accessTokenClaims?: Resolver<Array<ResolversTypes['ClaimMapping']>, ParentType, ContextType>;
  accessTokenSignedResponseAlg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accessTokenTtl?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dpopBoundAccessTokensRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indicator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isManagement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['Scope']>, ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ResourceConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResourceConnection'] = ResolversParentTypes['ResourceConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ResourceEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Resource']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ResourceConsentScopesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResourceConsentScopes'] = ResolversParentTypes['ResourceConsentScopes']> = ResolversObject<{
  resource?: Resolver<ResolversTypes['ConsentScopeResource'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['ConsentScope']>, ParentType, ContextType>;
}>;

export type ResourceEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResourceEdge'] = ResolversParentTypes['ResourceEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Resource'], ParentType, ContextType>;
}>;

export type ResourcePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResourcePayload'] = ResolversParentTypes['ResourcePayload']> = ResolversObject<{
  resource?: Resolver<Maybe<ResolversTypes['Resource']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RevokeUserGrantPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeUserGrantPayload'] = ResolversParentTypes['RevokeUserGrantPayload']> = ResolversObject<{
  revokedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RevokeUserSessionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeUserSessionPayload'] = ResolversParentTypes['RevokeUserSessionPayload']> = ResolversObject<{
  revokedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  applicationsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featuredApplications?: Resolver<Array<ResolversTypes['Application']>, ParentType, ContextType>;
  featuredUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['Scope']>, ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RoleType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoleApplicationsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoleApplicationsPayload'] = ResolversParentTypes['RoleApplicationsPayload']> = ResolversObject<{
  applicationIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RoleConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoleConnection'] = ResolversParentTypes['RoleConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['RoleEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoleEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoleEdge'] = ResolversParentTypes['RoleEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type RolePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RolePayload'] = ResolversParentTypes['RolePayload']> = ResolversObject<{
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RoleScopesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoleScopesPayload'] = ResolversParentTypes['RoleScopesPayload']> = ResolversObject<{
  scopes?: Resolver<Maybe<Array<ResolversTypes['Scope']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RoleUsersPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoleUsersPayload'] = ResolversParentTypes['RoleUsersPayload']> = ResolversObject<{
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  users?: Resolver<Maybe<Array<ResolversTypes['User']>>, ParentType, ContextType>;
}>;

export type RolesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RolesPayload'] = ResolversParentTypes['RolesPayload']> = ResolversObject<{
  addedRoleIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  roleIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  roles?: Resolver<Maybe<Array<ResolversTypes['Role']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RotateHookSigningKeyPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RotateHookSigningKeyPayload'] = ResolversParentTypes['RotateHookSigningKeyPayload']> = ResolversObject<{
  previousKeyExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  signingKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RotateSigningKeyPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RotateSigningKeyPayload'] = ResolversParentTypes['RotateSigningKeyPayload']> = ResolversObject<{
  signingKeys?: Resolver<Maybe<Array<ResolversTypes['SigningKey']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SamlAcsUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SamlAcsUrl'] = ResolversParentTypes['SamlAcsUrl']> = ResolversObject<{
  binding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SamlApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SamlApplication'] = ResolversParentTypes['SamlApplication']> = ResolversObject<{
  acsUrl?: Resolver<Maybe<ResolversTypes['SamlAcsUrl']>, ParentType, ContextType>;
  attributeMapping?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customData?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  encryption?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idp?: Resolver<ResolversTypes['SamlIdpEndpoints'], ParentType, ContextType>;
  idpInitiatedSignIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameIdFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requireSignedRequests?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sloUrl?: Resolver<Maybe<ResolversTypes['SamlSloUrl']>, ParentType, ContextType>;
  spCertificate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SamlApplicationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SamlApplicationConnection'] = ResolversParentTypes['SamlApplicationConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SamlApplicationEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['SamlApplication']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SamlApplicationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SamlApplicationEdge'] = ResolversParentTypes['SamlApplicationEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SamlApplication'], ParentType, ContextType>;
}>;

export type SamlApplicationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SamlApplicationPayload'] = ResolversParentTypes['SamlApplicationPayload']> = ResolversObject<{
  samlApplication?: Resolver<Maybe<ResolversTypes['SamlApplication']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SamlApplicationSecretResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SamlApplicationSecret'] = ResolversParentTypes['SamlApplicationSecret']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  applicationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  certificate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fingerprints?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SamlApplicationSecretPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SamlApplicationSecretPayload'] = ResolversParentTypes['SamlApplicationSecretPayload']> = ResolversObject<{
  samlApplicationSecret?: Resolver<Maybe<ResolversTypes['SamlApplicationSecret']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SamlIdpEndpointsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SamlIdpEndpoints'] = ResolversParentTypes['SamlIdpEndpoints']> = ResolversObject<{
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loginUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metadataUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sloUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ssoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SamlSloUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SamlSloUrl'] = ResolversParentTypes['SamlSloUrl']> = ResolversObject<{
  binding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScimConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScimConnection'] = ResolversParentTypes['ScimConnection']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ScimConnectionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScimConnectionPayload'] = ResolversParentTypes['ScimConnectionPayload']> = ResolversObject<{
  scimConnection?: Resolver<Maybe<ResolversTypes['ScimConnection']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ScopeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Scope'] = ResolversParentTypes['Scope']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['Resource'], ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ScopeConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScopeConnection'] = ResolversParentTypes['ScopeConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ScopeEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Scope']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ScopeEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScopeEdge'] = ResolversParentTypes['ScopeEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Scope'], ParentType, ContextType>;
}>;

export type ScopePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScopePayload'] = ResolversParentTypes['ScopePayload']> = ResolversObject<{
  scope?: Resolver<Maybe<ResolversTypes['Scope']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ScopeResourceRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScopeResourceRef'] = ResolversParentTypes['ScopeResourceRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indicator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SessionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionConnection'] = ResolversParentTypes['SessionConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SessionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['UserSession']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SessionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionEdge'] = ResolversParentTypes['SessionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['UserSession'], ParentType, ContextType>;
}>;

export type SetUserAgentLimitPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetUserAgentLimitPayload'] = ResolversParentTypes['SetUserAgentLimitPayload']> = ResolversObject<{
  limit?: Resolver<Maybe<ResolversTypes['UserAgentLimit']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SignInExperienceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInExperience'] = ResolversParentTypes['SignInExperience']> = ResolversObject<{
  adaptiveMfa?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  agreeToTermsPolicy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  branding?: Resolver<ResolversTypes['Branding'], ParentType, ContextType>;
  captchaPolicy?: Resolver<ResolversTypes['CaptchaPolicy'], ParentType, ContextType>;
  codeSend?: Resolver<ResolversTypes['CodeSendSettings'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['ColorSettings'], ParentType, ContextType>;
  customContent?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  customCss?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customUiAssets?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  customUiCsp?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  emailBlocklistPolicy?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  forgotPasswordMethods?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  hideLogtoBranding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languageInfo?: Resolver<ResolversTypes['LanguageInfo'], ParentType, ContextType>;
  lockout?: Resolver<ResolversTypes['LockoutSettings'], ParentType, ContextType>;
  mfa?: Resolver<ResolversTypes['MfaSettings'], ParentType, ContextType>;
  passkeySignIn?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  passwordExpiration?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  passwordPolicy?: Resolver<ResolversTypes['PasswordPolicy'], ParentType, ContextType>;
  privacyPolicyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentinelPolicy?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  signIn?: Resolver<ResolversTypes['SignInSettings'], ParentType, ContextType>;
  signInMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['SignUpSettings'], ParentType, ContextType>;
  signUpProfileFields?: Resolver<Maybe<Array<ResolversTypes['JSONObject']>>, ParentType, ContextType>;
  singleSignOnEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  socialSignIn?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  socialSignInConnectorTargets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  supportEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportWebsiteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termsOfUseUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unknownSessionRedirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usernamePolicy?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  verificationCodePolicy?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
}>;

export type SignInExperiencePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInExperiencePayload'] = ResolversParentTypes['SignInExperiencePayload']> = ResolversObject<{
  signInExperience?: Resolver<Maybe<ResolversTypes['SignInExperience']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SignInMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInMethod'] = ResolversParentTypes['SignInMethod']> = ResolversObject<{
  identifier?: Resolver<ResolversTypes['SignInIdentifier'], ParentType, ContextType>;
  isPasswordPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  password?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verificationCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SignInSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInSettings'] = ResolversParentTypes['SignInSettings']> = ResolversObject<{
  methods?: Resolver<Array<ResolversTypes['SignInMethod']>, ParentType, ContextType>;
}>;

export type SignUpSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignUpSettings'] = ResolversParentTypes['SignUpSettings']> = ResolversObject<{
  identifiers?: Resolver<Array<ResolversTypes['SignUpIdentifier']>, ParentType, ContextType>;
  password?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verify?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verifyEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SigningKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SigningKey'] = ResolversParentTypes['SigningKey']> = ResolversObject<{
  algorithm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rotationStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signingKeyAlgorithm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SigningKeyStatus'], ParentType, ContextType>;
}>;

export type SmsDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SmsDelivery'] = ResolversParentTypes['SmsDelivery']> = ResolversObject<{
  accountSid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SmsGatewayType'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SmsDeliveryStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SmsDeliveryStatus'] = ResolversParentTypes['SmsDeliveryStatus']> = ResolversObject<{
  gateway?: Resolver<Maybe<ResolversTypes['SmsDelivery']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['MessageDeliverySource'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type SmtpDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SmtpDelivery'] = ResolversParentTypes['SmtpDelivery']> = ResolversObject<{
  fromAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  password?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  security?: Resolver<ResolversTypes['SmtpSecurity'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SsoConnectorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SsoConnector'] = ResolversParentTypes['SsoConnector']> = ResolversObject<{
  branding?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  config?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  connectorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  domains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  enableTokenStorage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  providerConfig?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  providerLogo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerLogoDark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerName?: Resolver<ResolversTypes['SsoProviderName'], ParentType, ContextType>;
  providerType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  syncProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SsoConnectorConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SsoConnectorConnection'] = ResolversParentTypes['SsoConnectorConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SsoConnectorEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['SsoConnector']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SsoConnectorEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SsoConnectorEdge'] = ResolversParentTypes['SsoConnectorEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SsoConnector'], ParentType, ContextType>;
}>;

export type SsoConnectorPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SsoConnectorPayload'] = ResolversParentTypes['SsoConnectorPayload']> = ResolversObject<{
  ssoConnector?: Resolver<Maybe<ResolversTypes['SsoConnector']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SsoConnectorProviderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SsoConnectorProvider'] = ResolversParentTypes['SsoConnectorProvider']> = ResolversObject<{
  configFields?: Resolver<Array<ResolversTypes['ConfigField']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoDark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerName?: Resolver<ResolversTypes['SsoProviderName'], ParentType, ContextType>;
  providerType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubjectTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubjectToken'] = ResolversParentTypes['SubjectToken']> = ResolversObject<{
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subjectToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubjectTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubjectTokenPayload'] = ResolversParentTypes['SubjectTokenPayload']> = ResolversObject<{
  subjectToken?: Resolver<Maybe<ResolversTypes['SubjectToken']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type TestHookPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestHookPayload'] = ResolversParentTypes['TestHookPayload']> = ResolversObject<{
  results?: Resolver<Maybe<Array<ResolversTypes['HookTestResult']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type TestMessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestMessagePayload'] = ResolversParentTypes['TestMessagePayload']> = ResolversObject<{
  delivered?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type TokenExchangeEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TokenExchangeEvent'] = ResolversParentTypes['TokenExchangeEvent']> = ResolversObject<{
  actorChain?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  actorSubject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grantedScopes?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuedJti?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedScopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  resource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['TokenExchangeResult'], ParentType, ContextType>;
  subjectClientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TokenExchangeEventConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TokenExchangeEventConnection'] = ResolversParentTypes['TokenExchangeEventConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TokenExchangeEventEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['TokenExchangeEvent']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TokenExchangeEventEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TokenExchangeEventEdge'] = ResolversParentTypes['TokenExchangeEventEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TokenExchangeEvent'], ParentType, ContextType>;
}>;

export interface UrlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['URL'], any> {
  name: 'URL';
}

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  applicationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customData?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasMfa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identities?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  isSuspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passwordAlgorithm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passwordDigest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  primaryEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  ssoIdentities?: Resolver<Array<ResolversTypes['UserSsoIdentity']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserAgentLimitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserAgentLimit'] = ResolversParentTypes['UserAgentLimit']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  applicationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resources?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type UserAllIdentitiesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserAllIdentities'] = ResolversParentTypes['UserAllIdentities']> = ResolversObject<{
  socialIdentities?: Resolver<Array<ResolversTypes['UserSocialIdentity']>, ParentType, ContextType>;
  ssoIdentities?: Resolver<Array<ResolversTypes['UserSsoIdentityResult']>, ParentType, ContextType>;
}>;

export type UserConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  data?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserGrantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserGrant'] = ResolversParentTypes['UserGrant']> = ResolversObject<{
  application?: Resolver<ResolversTypes['UserGrantApplication'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['UserGrantRecord'], ParentType, ContextType>;
  resourceScopes?: Resolver<Array<ResolversTypes['UserGrantResourceScopes']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserGrantApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserGrantApplication'] = ResolversParentTypes['UserGrantApplication']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserGrantRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserGrantRecord'] = ResolversParentTypes['UserGrantRecord']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  exp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  iat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jti?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openid?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  resources?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
}>;

export type UserGrantResourceScopesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserGrantResourceScopes'] = ResolversParentTypes['UserGrantResourceScopes']> = ResolversObject<{
  resource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserGrantsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserGrants'] = ResolversParentTypes['UserGrants']> = ResolversObject<{
  grants?: Resolver<Array<ResolversTypes['UserGrant']>, ParentType, ContextType>;
}>;

export type UserIdentitiesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserIdentitiesPayload'] = ResolversParentTypes['UserIdentitiesPayload']> = ResolversObject<{
  created?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  identities?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UserLogtoConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserLogtoConfig'] = ResolversParentTypes['UserLogtoConfig']> = ResolversObject<{
  mfa?: Resolver<ResolversTypes['UserMfaConfig'], ParentType, ContextType>;
  passkeySignIn?: Resolver<ResolversTypes['UserPasskeySignInConfig'], ParentType, ContextType>;
}>;

export type UserLogtoConfigPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserLogtoConfigPayload'] = ResolversParentTypes['UserLogtoConfigPayload']> = ResolversObject<{
  config?: Resolver<Maybe<ResolversTypes['UserLogtoConfig']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UserMfaConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserMfaConfig'] = ResolversParentTypes['UserMfaConfig']> = ResolversObject<{
  additionalBindingSuggestionSkipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  skipMfaOnSignIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserMfaVerificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserMfaVerification'] = ResolversParentTypes['UserMfaVerification']> = ResolversObject<{
  agent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remainCodes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MfaFactor'], ParentType, ContextType>;
}>;

export type UserPasskeySignInConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPasskeySignInConfig'] = ResolversParentTypes['UserPasskeySignInConfig']> = ResolversObject<{
  skipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPayload'] = ResolversParentTypes['UserPayload']> = ResolversObject<{
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UserSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSession'] = ResolversParentTypes['UserSession']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clients?: Resolver<Array<ResolversTypes['UserSessionClient']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastActiveAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastSubmission?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['UserSessionRecord'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UserSessionClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSessionClient'] = ResolversParentTypes['UserSessionClient']> = ResolversObject<{
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  applicationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  grantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRevoked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserSessionRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSessionRecord'] = ResolversParentTypes['UserSessionRecord']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  authorizations?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  exp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  iat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jti?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loginTs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UserSessionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSessions'] = ResolversParentTypes['UserSessions']> = ResolversObject<{
  sessions?: Resolver<Array<ResolversTypes['UserSession']>, ParentType, ContextType>;
}>;

export type UserSocialIdentityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSocialIdentity'] = ResolversParentTypes['UserSocialIdentity']> = ResolversObject<{
  identity?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserSsoIdentityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSsoIdentity'] = ResolversParentTypes['UserSsoIdentity']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ssoConnectorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tenantId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UserSsoIdentityResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSsoIdentityResult'] = ResolversParentTypes['UserSsoIdentityResult']> = ResolversObject<{
  ssoConnectorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ssoIdentity?: Resolver<ResolversTypes['UserSsoIdentity'], ParentType, ContextType>;
}>;

export type UsernameCaseConflictResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UsernameCaseConflict'] = ResolversParentTypes['UsernameCaseConflict']> = ResolversObject<{
  userIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  usernameLower?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UsernameCaseConflictsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UsernameCaseConflicts'] = ResolversParentTypes['UsernameCaseConflicts']> = ResolversObject<{
  samples?: Resolver<Array<ResolversTypes['UsernameCaseConflict']>, ParentType, ContextType>;
  totalConflicts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type VerifyPasswordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyPasswordPayload'] = ResolversParentTypes['VerifyPasswordPayload']> = ResolversObject<{
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  verified?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AccessControlLabel?: AccessControlLabelResolvers<ContextType>;
  Application?: ApplicationResolvers<ContextType>;
  ApplicationAccessControl?: ApplicationAccessControlResolvers<ContextType>;
  ApplicationAccessControlPayload?: ApplicationAccessControlPayloadResolvers<ContextType>;
  ApplicationAccessOrganizationRoleRule?: ApplicationAccessOrganizationRoleRuleResolvers<ContextType>;
  ApplicationConnection?: ApplicationConnectionResolvers<ContextType>;
  ApplicationEdge?: ApplicationEdgeResolvers<ContextType>;
  ApplicationPayload?: ApplicationPayloadResolvers<ContextType>;
  ApplicationSecretPayload?: ApplicationSecretPayloadResolvers<ContextType>;
  ApplicationSignInExperience?: ApplicationSignInExperienceResolvers<ContextType>;
  ApplicationSignInExperiencePayload?: ApplicationSignInExperiencePayloadResolvers<ContextType>;
  ApplicationUserConsentScopes?: ApplicationUserConsentScopesResolvers<ContextType>;
  ApplicationUserConsentScopesPayload?: ApplicationUserConsentScopesPayloadResolvers<ContextType>;
  BackchannelLogoutAttempt?: BackchannelLogoutAttemptResolvers<ContextType>;
  BackchannelLogoutAttemptConnection?: BackchannelLogoutAttemptConnectionResolvers<ContextType>;
  BackchannelLogoutAttemptEdge?: BackchannelLogoutAttemptEdgeResolvers<ContextType>;
  Branding?: BrandingResolvers<ContextType>;
  CaptchaConfig?: CaptchaConfigResolvers<ContextType>;
  CaptchaPolicy?: CaptchaPolicyResolvers<ContextType>;
  CaptchaProvider?: CaptchaProviderResolvers<ContextType>;
  CaptchaProviderPayload?: CaptchaProviderPayloadResolvers<ContextType>;
  ClaimMapping?: ClaimMappingResolvers<ContextType>;
  ClaimMappingsPayload?: ClaimMappingsPayloadResolvers<ContextType>;
  ClientRegistrationSettings?: ClientRegistrationSettingsResolvers<ContextType>;
  ClientRegistrationSettingsPayload?: ClientRegistrationSettingsPayloadResolvers<ContextType>;
  CodeSendSettings?: CodeSendSettingsResolvers<ContextType>;
  ColorSettings?: ColorSettingsResolvers<ContextType>;
  ConfigField?: ConfigFieldResolvers<ContextType>;
  Connector?: ConnectorResolvers<ContextType>;
  ConnectorFactory?: ConnectorFactoryResolvers<ContextType>;
  ConnectorFormItem?: ConnectorFormItemResolvers<ContextType>;
  ConnectorMetadata?: ConnectorMetadataResolvers<ContextType>;
  ConnectorPayload?: ConnectorPayloadResolvers<ContextType>;
  ConnectorTestPayload?: ConnectorTestPayloadResolvers<ContextType>;
  ConsentOrganizations?: ConsentOrganizationsResolvers<ContextType>;
  ConsentOrganizationsPayload?: ConsentOrganizationsPayloadResolvers<ContextType>;
  ConsentRemovalPayload?: ConsentRemovalPayloadResolvers<ContextType>;
  ConsentScope?: ConsentScopeResolvers<ContextType>;
  ConsentScopeResource?: ConsentScopeResourceResolvers<ContextType>;
  ConsoleDashboard?: ConsoleDashboardResolvers<ContextType>;
  CookieKey?: CookieKeyResolvers<ContextType>;
  CreateHookPayload?: CreateHookPayloadResolvers<ContextType>;
  CreateUserMfaVerificationPayload?: CreateUserMfaVerificationPayloadResolvers<ContextType>;
  CustomClientMetadata?: CustomClientMetadataResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteCaptchaProviderPayload?: DeleteCaptchaProviderPayloadResolvers<ContextType>;
  DeleteEmailTemplatesPayload?: DeleteEmailTemplatesPayloadResolvers<ContextType>;
  DeleteInitialAccessTokenPayload?: DeleteInitialAccessTokenPayloadResolvers<ContextType>;
  DeleteNamedApplicationSecretPayload?: DeleteNamedApplicationSecretPayloadResolvers<ContextType>;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  DeletePersonalAccessTokenPayload?: DeletePersonalAccessTokenPayloadResolvers<ContextType>;
  DeleteSigningKeyPayload?: DeleteSigningKeyPayloadResolvers<ContextType>;
  EmailAddress?: GraphQLScalarType;
  EmailDeliveryStatus?: EmailDeliveryStatusResolvers<ContextType>;
  EmailTemplate?: EmailTemplateResolvers<ContextType>;
  EmailTemplateDetails?: EmailTemplateDetailsResolvers<ContextType>;
  EmailTemplatePayload?: EmailTemplatePayloadResolvers<ContextType>;
  EmailTemplatesPayload?: EmailTemplatesPayloadResolvers<ContextType>;
  Hook?: HookResolvers<ContextType>;
  HookConfig?: HookConfigResolvers<ContextType>;
  HookConnection?: HookConnectionResolvers<ContextType>;
  HookDelivery?: HookDeliveryResolvers<ContextType>;
  HookDeliveryAttempt?: HookDeliveryAttemptResolvers<ContextType>;
  HookDeliveryAttemptConnection?: HookDeliveryAttemptConnectionResolvers<ContextType>;
  HookDeliveryAttemptEdge?: HookDeliveryAttemptEdgeResolvers<ContextType>;
  HookEdge?: HookEdgeResolvers<ContextType>;
  HookExecutionStats?: HookExecutionStatsResolvers<ContextType>;
  HookPayload?: HookPayloadResolvers<ContextType>;
  HookTestResult?: HookTestResultResolvers<ContextType>;
  IdTokenConfig?: IdTokenConfigResolvers<ContextType>;
  IdTokenConfigPayload?: IdTokenConfigPayloadResolvers<ContextType>;
  InitialAccessToken?: InitialAccessTokenResolvers<ContextType>;
  InitialAccessTokenPayload?: InitialAccessTokenPayloadResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  JSONObjectPayload?: JsonObjectPayloadResolvers<ContextType>;
  LanguageInfo?: LanguageInfoResolvers<ContextType>;
  LockoutSettings?: LockoutSettingsResolvers<ContextType>;
  Log?: LogResolvers<ContextType>;
  LogConnection?: LogConnectionResolvers<ContextType>;
  LogEdge?: LogEdgeResolvers<ContextType>;
  MessageDelivery?: MessageDeliveryResolvers<ContextType>;
  MessageDeliveryPayload?: MessageDeliveryPayloadResolvers<ContextType>;
  MfaSettings?: MfaSettingsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NamedApplicationSecret?: NamedApplicationSecretResolvers<ContextType>;
  NamedApplicationSecretPayload?: NamedApplicationSecretPayloadResolvers<ContextType>;
  OidcClientMetadata?: OidcClientMetadataResolvers<ContextType>;
  OidcSessionConfig?: OidcSessionConfigResolvers<ContextType>;
  OidcSessionConfigPayload?: OidcSessionConfigPayloadResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OrganizationApplication?: OrganizationApplicationResolvers<ContextType>;
  OrganizationApplicationConnection?: OrganizationApplicationConnectionResolvers<ContextType>;
  OrganizationApplicationEdge?: OrganizationApplicationEdgeResolvers<ContextType>;
  OrganizationConnection?: OrganizationConnectionResolvers<ContextType>;
  OrganizationEdge?: OrganizationEdgeResolvers<ContextType>;
  OrganizationEmailDomain?: OrganizationEmailDomainResolvers<ContextType>;
  OrganizationEmailDomainPage?: OrganizationEmailDomainPageResolvers<ContextType>;
  OrganizationEmailDomainsPayload?: OrganizationEmailDomainsPayloadResolvers<ContextType>;
  OrganizationInvitation?: OrganizationInvitationResolvers<ContextType>;
  OrganizationInvitationConnection?: OrganizationInvitationConnectionResolvers<ContextType>;
  OrganizationInvitationEdge?: OrganizationInvitationEdgeResolvers<ContextType>;
  OrganizationInvitationPayload?: OrganizationInvitationPayloadResolvers<ContextType>;
  OrganizationJitSsoConnectorsPayload?: OrganizationJitSsoConnectorsPayloadResolvers<ContextType>;
  OrganizationMemberRolesPayload?: OrganizationMemberRolesPayloadResolvers<ContextType>;
  OrganizationMembershipChange?: OrganizationMembershipChangeResolvers<ContextType>;
  OrganizationMembershipPayload?: OrganizationMembershipPayloadResolvers<ContextType>;
  OrganizationPayload?: OrganizationPayloadResolvers<ContextType>;
  OrganizationRole?: OrganizationRoleResolvers<ContextType>;
  OrganizationRoleConnection?: OrganizationRoleConnectionResolvers<ContextType>;
  OrganizationRoleEdge?: OrganizationRoleEdgeResolvers<ContextType>;
  OrganizationRolePayload?: OrganizationRolePayloadResolvers<ContextType>;
  OrganizationRoleResourceScope?: OrganizationRoleResourceScopeResolvers<ContextType>;
  OrganizationRoleResourceScopesPayload?: OrganizationRoleResourceScopesPayloadResolvers<ContextType>;
  OrganizationRoleScopesPayload?: OrganizationRoleScopesPayloadResolvers<ContextType>;
  OrganizationRolesAssignmentPayload?: OrganizationRolesAssignmentPayloadResolvers<ContextType>;
  OrganizationScope?: OrganizationScopeResolvers<ContextType>;
  OrganizationScopeConnection?: OrganizationScopeConnectionResolvers<ContextType>;
  OrganizationScopeEdge?: OrganizationScopeEdgeResolvers<ContextType>;
  OrganizationScopePayload?: OrganizationScopePayloadResolvers<ContextType>;
  OrganizationUser?: OrganizationUserResolvers<ContextType>;
  OrganizationUserConnection?: OrganizationUserConnectionResolvers<ContextType>;
  OrganizationUserEdge?: OrganizationUserEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordCharacterTypes?: PasswordCharacterTypesResolvers<ContextType>;
  PasswordCheck?: PasswordCheckResolvers<ContextType>;
  PasswordIssue?: PasswordIssueResolvers<ContextType>;
  PasswordLength?: PasswordLengthResolvers<ContextType>;
  PasswordPolicy?: PasswordPolicyResolvers<ContextType>;
  PasswordRejects?: PasswordRejectsResolvers<ContextType>;
  PersonalAccessToken?: PersonalAccessTokenResolvers<ContextType>;
  PersonalAccessTokenPayload?: PersonalAccessTokenPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RedeliverHookDeliveryPayload?: RedeliverHookDeliveryPayloadResolvers<ContextType>;
  RemoveUserAgentLimitPayload?: RemoveUserAgentLimitPayloadResolvers<ContextType>;
  ReplaceRolesPayload?: ReplaceRolesPayloadResolvers<ContextType>;
  Resource?: ResourceResolvers<ContextType>;
  ResourceConnection?: ResourceConnectionResolvers<ContextType>;
  ResourceConsentScopes?: ResourceConsentScopesResolvers<ContextType>;
  ResourceEdge?: ResourceEdgeResolvers<ContextType>;
  ResourcePayload?: ResourcePayloadResolvers<ContextType>;
  RevokeUserGrantPayload?: RevokeUserGrantPayloadResolvers<ContextType>;
  RevokeUserSessionPayload?: RevokeUserSessionPayloadResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RoleApplicationsPayload?: RoleApplicationsPayloadResolvers<ContextType>;
  RoleConnection?: RoleConnectionResolvers<ContextType>;
  RoleEdge?: RoleEdgeResolvers<ContextType>;
  RolePayload?: RolePayloadResolvers<ContextType>;
  RoleScopesPayload?: RoleScopesPayloadResolvers<ContextType>;
  RoleUsersPayload?: RoleUsersPayloadResolvers<ContextType>;
  RolesPayload?: RolesPayloadResolvers<ContextType>;
  RotateHookSigningKeyPayload?: RotateHookSigningKeyPayloadResolvers<ContextType>;
  RotateSigningKeyPayload?: RotateSigningKeyPayloadResolvers<ContextType>;
  SamlAcsUrl?: SamlAcsUrlResolvers<ContextType>;
  SamlApplication?: SamlApplicationResolvers<ContextType>;
  SamlApplicationConnection?: SamlApplicationConnectionResolvers<ContextType>;
  SamlApplicationEdge?: SamlApplicationEdgeResolvers<ContextType>;
  SamlApplicationPayload?: SamlApplicationPayloadResolvers<ContextType>;
  SamlApplicationSecret?: SamlApplicationSecretResolvers<ContextType>;
  SamlApplicationSecretPayload?: SamlApplicationSecretPayloadResolvers<ContextType>;
  SamlIdpEndpoints?: SamlIdpEndpointsResolvers<ContextType>;
  SamlSloUrl?: SamlSloUrlResolvers<ContextType>;
  ScimConnection?: ScimConnectionResolvers<ContextType>;
  ScimConnectionPayload?: ScimConnectionPayloadResolvers<ContextType>;
  Scope?: ScopeResolvers<ContextType>;
  ScopeConnection?: ScopeConnectionResolvers<ContextType>;
  ScopeEdge?: ScopeEdgeResolvers<ContextType>;
  ScopePayload?: ScopePayloadResolvers<ContextType>;
  ScopeResourceRef?: ScopeResourceRefResolvers<ContextType>;
  SessionConnection?: SessionConnectionResolvers<ContextType>;
  SessionEdge?: SessionEdgeResolvers<ContextType>;
  SetUserAgentLimitPayload?: SetUserAgentLimitPayloadResolvers<ContextType>;
  SignInExperience?: SignInExperienceResolvers<ContextType>;
  SignInExperiencePayload?: SignInExperiencePayloadResolvers<ContextType>;
  SignInMethod?: SignInMethodResolvers<ContextType>;
  SignInSettings?: SignInSettingsResolvers<ContextType>;
  SignUpSettings?: SignUpSettingsResolvers<ContextType>;
  SigningKey?: SigningKeyResolvers<ContextType>;
  SmsDelivery?: SmsDeliveryResolvers<ContextType>;
  SmsDeliveryStatus?: SmsDeliveryStatusResolvers<ContextType>;
  SmtpDelivery?: SmtpDeliveryResolvers<ContextType>;
  SsoConnector?: SsoConnectorResolvers<ContextType>;
  SsoConnectorConnection?: SsoConnectorConnectionResolvers<ContextType>;
  SsoConnectorEdge?: SsoConnectorEdgeResolvers<ContextType>;
  SsoConnectorPayload?: SsoConnectorPayloadResolvers<ContextType>;
  SsoConnectorProvider?: SsoConnectorProviderResolvers<ContextType>;
  SubjectToken?: SubjectTokenResolvers<ContextType>;
  SubjectTokenPayload?: SubjectTokenPayloadResolvers<ContextType>;
  TestHookPayload?: TestHookPayloadResolvers<ContextType>;
  TestMessagePayload?: TestMessagePayloadResolvers<ContextType>;
  TokenExchangeEvent?: TokenExchangeEventResolvers<ContextType>;
  TokenExchangeEventConnection?: TokenExchangeEventConnectionResolvers<ContextType>;
  TokenExchangeEventEdge?: TokenExchangeEventEdgeResolvers<ContextType>;
  URL?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserAgentLimit?: UserAgentLimitResolvers<ContextType>;
  UserAllIdentities?: UserAllIdentitiesResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserGrant?: UserGrantResolvers<ContextType>;
  UserGrantApplication?: UserGrantApplicationResolvers<ContextType>;
  UserGrantRecord?: UserGrantRecordResolvers<ContextType>;
  UserGrantResourceScopes?: UserGrantResourceScopesResolvers<ContextType>;
  UserGrants?: UserGrantsResolvers<ContextType>;
  UserIdentitiesPayload?: UserIdentitiesPayloadResolvers<ContextType>;
  UserLogtoConfig?: UserLogtoConfigResolvers<ContextType>;
  UserLogtoConfigPayload?: UserLogtoConfigPayloadResolvers<ContextType>;
  UserMfaConfig?: UserMfaConfigResolvers<ContextType>;
  UserMfaVerification?: UserMfaVerificationResolvers<ContextType>;
  UserPasskeySignInConfig?: UserPasskeySignInConfigResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
  UserSession?: UserSessionResolvers<ContextType>;
  UserSessionClient?: UserSessionClientResolvers<ContextType>;
  UserSessionRecord?: UserSessionRecordResolvers<ContextType>;
  UserSessions?: UserSessionsResolvers<ContextType>;
  UserSocialIdentity?: UserSocialIdentityResolvers<ContextType>;
  UserSsoIdentity?: UserSsoIdentityResolvers<ContextType>;
  UserSsoIdentityResult?: UserSsoIdentityResultResolvers<ContextType>;
  UsernameCaseConflict?: UsernameCaseConflictResolvers<ContextType>;
  UsernameCaseConflicts?: UsernameCaseConflictsResolvers<ContextType>;
  VerifyPasswordPayload?: VerifyPasswordPayloadResolvers<ContextType>;
}>;

