import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { GraphQLContext } from './context.js';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
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

/** A client of the OAuth 2.0 / OIDC provider. Its secret is never shown after creation or rotation. */
export type Application = {
  __typename?: 'Application';
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** Token exchange settings. */
  customClientMetadata: CustomClientMetadata;
  /** What the application is. */
  description?: Maybe<Scalars['String']['output']>;
  /** Opaque identifier, the OAuth `client_id`. */
  id: Scalars['ID']['output'];
  /** True for the bootstrap administrator application, which cannot be deleted. */
  isAdmin: Scalars['Boolean']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Redirect URIs. */
  oidcClientMetadata: OidcClientMetadata;
  /** The kind of application; fixed at creation. */
  type: ApplicationType;
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
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

/** Fields of a new application. */
export type CreateApplicationInput = {
  /** Token exchange settings. */
  customClientMetadata?: InputMaybe<CustomClientMetadataInput>;
  /** What the application is. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Display name (required, non-empty). */
  name: Scalars['String']['input'];
  /** Redirect URIs (not for MachineToMachine applications). */
  oidcClientMetadata?: InputMaybe<OidcClientMetadataInput>;
  /** The kind of application. */
  type: ApplicationType;
};

/** Fields of a new API resource. */
export type CreateResourceInput = {
  /** Access token lifetime in seconds, > 0; default 3600. */
  accessTokenTtl?: InputMaybe<Scalars['Int']['input']>;
  /** Unique absolute URI without fragment; `resource.indicator_already_in_use` when taken. */
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
  /** Scopes to grant from the start. Unknown ids: `entity.relation_foreign_key_not_found` (422). */
  scopeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Who the role can be given to; default User. */
  type?: InputMaybe<RoleType>;
};

/** Fields of a new scope. */
export type CreateScopeInput = {
  /** What the scope allows. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Scope name: no whitespace, unique within the resource (`scope.name_already_in_use` otherwise). */
  name: Scalars['String']['input'];
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
  /** Unique email. */
  primaryEmail?: InputMaybe<Scalars['String']['input']>;
  /** Unique phone number (digits, optional leading +). */
  primaryPhone?: InputMaybe<Scalars['String']['input']>;
  /** OIDC profile claims. */
  profile?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Unique username: letters, digits and underscores, not starting with a digit. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Tessera-specific client settings. */
export type CustomClientMetadata = {
  __typename?: 'CustomClientMetadata';
  /**
   * Whether the application may use the token exchange grant (RFC 8693). Confidential
   * applications (Traditional, MachineToMachine) only.
   */
  allowTokenExchange: Scalars['Boolean']['output'];
  /**
   * Resource indicators this application may exchange tokens for; empty means any
   * non-management resource.
   */
  allowedTokenExchangeResources: Array<Scalars['String']['output']>;
};

/** Token exchange settings; omitted fields keep their value (or default). */
export type CustomClientMetadataInput = {
  /**
   * Allow the token exchange grant (Traditional and MachineToMachine only; default false).
   * For a public client: `application.token_exchange_not_allowed_for_public_client` (400).
   */
  allowTokenExchange?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Resource indicators token exchange may target (default [] = any non-management resource).
   * Unknown or management indicators: `application.invalid_token_exchange_resource` (400).
   */
  allowedTokenExchangeResources?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The result of a delete mutation. */
export type DeletePayload = {
  __typename?: 'DeletePayload';
  /** The identifier that was deleted, or null when the mutation failed. */
  deletedId?: Maybe<Scalars['ID']['output']>;
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

/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Grant scopes to a role (already granted ones are kept); returns all its scopes. `scopeIds`
   * must be non-empty; unknown scope ids: `entity.relation_foreign_key_not_found` (422).
   * Emits Role.Scopes.Updated.
   */
  addRoleScopes: RoleScopesPayload;
  /**
   * Give MachineToMachine roles to a machine-to-machine application (non-empty). A User role:
   * `role.type_mismatch`; an application of another type: `application.roles_require_machine_to_machine`
   * (both 400). Unknown role ids: `entity.relation_foreign_key_not_found` (422).
   */
  assignApplicationRoles: RolesPayload;
  /**
   * Give a User role to users (non-empty; already holding is fine). A MachineToMachine role:
   * `role.type_mismatch` (400). Unknown user ids: `entity.relation_foreign_key_not_found` (422).
   */
  assignRoleUsers: RoleUsersPayload;
  /**
   * Give User roles to a user (non-empty). A MachineToMachine role: `role.type_mismatch` (400).
   * Unknown role ids: `entity.relation_foreign_key_not_found` (422).
   */
  assignUserRoles: RolesPayload;
  /** Create an application; confidential types get a random secret, returned only here. */
  createApplication: ApplicationSecretPayload;
  /** Create an API resource (with no scopes yet). */
  createResource: ResourcePayload;
  /**
   * Create a role, optionally with scopes. Emits Role.Created, and Role.Scopes.Updated when
   * `scopeIds` is non-empty.
   */
  createRole: RolePayload;
  /** Add a scope to an API resource. Unknown resource: `entity.not_found`. Emits Scope.Created. */
  createScope: ScopePayload;
  /** Create a user. Emits User.Created. */
  createUser: UserPayload;
  /**
   * Delete an application with its role assignments. The bootstrap admin application cannot be
   * deleted: `application.admin_delete_not_allowed` (403).
   */
  deleteApplication: DeletePayload;
  /**
   * Delete an API resource with its scopes (and their role assignments). The Management API
   * resource cannot be deleted: `resource.management_api_change_not_allowed`.
   */
  deleteResource: DeletePayload;
  /** Delete a role and all its assignments. Emits Role.Deleted. */
  deleteRole: DeletePayload;
  /**
   * Delete a scope of an API resource (and its role assignments). Scopes of the Management API
   * cannot be changed or deleted. Emits Scope.Deleted.
   */
  deleteScope: DeletePayload;
  /** Delete a user. Emits User.Deleted. */
  deleteUser: DeletePayload;
  /**
   * Issue tokens for an authenticated client. Errors carry the RFC 6749 §5.2 `error` code in
   * `extensions.code` and its description in the message.
   */
  issueToken: TokenResponse;
  /** No-op kept so the type is never empty. */
  noop?: Maybe<Scalars['Boolean']['output']>;
  /** Take a role from an application; `entity.not_found` when it does not hold it. */
  removeApplicationRole: DeletePayload;
  /**
   * Withdraw one scope from a role; `entity.not_found` when the role does not grant it.
   * Emits Role.Scopes.Updated.
   */
  removeRoleScope: DeletePayload;
  /** Take a role from a user; `entity.not_found` when the user does not hold it. */
  removeRoleUser: DeletePayload;
  /** Take a role from a user; `entity.not_found` when the user does not hold it. */
  removeUserRole: DeletePayload;
  /**
   * Give a confidential application a new random secret, returned only here; the old one stops
   * working at once. Public clients: `application.public_client_has_no_secret` (400).
   */
  rotateApplicationSecret: ApplicationSecretPayload;
  /** Suspend or re-enable a user; suspending ends their sessions and refresh tokens. Emits User.SuspensionStatus.Updated. */
  setUserSuspended: UserPayload;
  /** Update an application. Unknown id: `entity.not_found`. */
  updateApplication: ApplicationPayload;
  /** Rename an API resource or change its token lifetime. Unknown id: `entity.not_found`. */
  updateResource: ResourcePayload;
  /**
   * Rename a role, change its description or default status. Unknown id: `entity.not_found`.
   * Emits Role.Data.Updated.
   */
  updateRole: RolePayload;
  /** Update a scope of an API resource. Emits Scope.Data.Updated. */
  updateScope: ScopePayload;
  /** Update a user's fields. Emits User.Data.Updated. */
  updateUser: UserPayload;
  /** Merge keys into a user's custom data. Emits User.Data.Updated. */
  updateUserCustomData: JsonObjectPayload;
  /** Set a user's password. Emits User.Data.Updated. */
  updateUserPassword: UserPayload;
  /** Merge keys into a user's profile. Emits User.Data.Updated. */
  updateUserProfile: JsonObjectPayload;
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
export type MutationCreateResourceArgs = {
  input: CreateResourceInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateRoleArgs = {
  input: CreateRoleInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateScopeArgs = {
  input: CreateScopeInput;
  resourceId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteApplicationArgs = {
  id: Scalars['ID']['input'];
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
export type MutationDeleteScopeArgs = {
  resourceId: Scalars['ID']['input'];
  scopeId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationIssueTokenArgs = {
  input: TokenRequestInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRemoveApplicationRoleArgs = {
  applicationId: Scalars['ID']['input'];
  roleId: Scalars['ID']['input'];
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
export type MutationRemoveUserRoleArgs = {
  roleId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRotateApplicationSecretArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationSetUserSuspendedArgs = {
  id: Scalars['ID']['input'];
  isSuspended: Scalars['Boolean']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateApplicationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateApplicationInput;
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
export type MutationUpdateScopeArgs = {
  input: UpdateScopeInput;
  resourceId: Scalars['ID']['input'];
  scopeId: Scalars['ID']['input'];
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
export type MutationUpdateUserPasswordArgs = {
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateUserProfileArgs = {
  id: Scalars['ID']['input'];
  profile: Scalars['JSONObject']['input'];
};

/** OpenID Connect client registration data. */
export type OidcClientMetadata = {
  __typename?: 'OidcClientMetadata';
  /** Allowed redirect URIs after sign-out. */
  postLogoutRedirectUris: Array<Scalars['String']['output']>;
  /** Allowed redirect URIs for the authorization code flow. */
  redirectUris: Array<Scalars['String']['output']>;
};

/**
 * Redirect URIs: absolute, without fragment; https, or http on localhost / 127.0.0.1, or (Native
 * apps only) a custom scheme.
 */
export type OidcClientMetadataInput = {
  /** Allowed post-sign-out redirect URIs (replaces the list). */
  postLogoutRedirectUris?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Allowed redirect URIs (replaces the list). */
  redirectUris?: InputMaybe<Array<Scalars['String']['input']>>;
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

/** The entry points for reading the directory. Every list is a Relay connection. */
export type Query = {
  __typename?: 'Query';
  /** One application. Unknown id: error `entity.not_found`. */
  application?: Maybe<Application>;
  /** The roles a machine-to-machine application holds, newest first. Unknown application: `entity.not_found`. */
  applicationRoles: RoleConnection;
  /** Applications, newest first, optionally only those of one type. */
  applications: ApplicationConnection;
  /** Liveness of the API itself; always true when the server answers. */
  ok: Scalars['Boolean']['output'];
  /** One API resource with its scopes. Unknown id: error `entity.not_found`. */
  resource?: Maybe<Resource>;
  /** The scopes of an API resource, newest first. Unknown resource: error `entity.not_found`. */
  resourceScopes: ScopeConnection;
  /** API resources, newest first (the Management API resource included). */
  resources: ResourceConnection;
  /** One role. Unknown id: error `entity.not_found`. */
  role?: Maybe<Role>;
  /** The scopes a role grants, newest first. Unknown role: `entity.not_found`. */
  roleScopes: ScopeConnection;
  /** The users holding a role, newest first. Unknown role: `entity.not_found`. */
  roleUsers: UserConnection;
  /** Roles, newest first, optionally only those of one type. */
  roles: RoleConnection;
  /** One user by id; null when unknown. */
  user?: Maybe<User>;
  /** The roles a user holds, newest first. Unknown user: `entity.not_found`. */
  userRoles: RoleConnection;
  /** Users, newest first; `search` matches username, email, phone or name. */
  users: UserConnection;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryApplicationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryApplicationRolesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  applicationId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryApplicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<ApplicationType>;
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
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryRoleArgs = {
  id: Scalars['ID']['input'];
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
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryRolesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<RoleType>;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserRolesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/**
 * An API resource: a downstream API identified by its resource indicator (RFC 8707). Access
 * tokens for it carry the indicator as their audience.
 */
export type Resource = {
  __typename?: 'Resource';
  /** Lifetime in seconds of access tokens issued for this resource. */
  accessTokenTtl: Scalars['Int']['output'];
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** The resource indicator: a unique absolute URI, the `aud` of its access tokens. */
  indicator: Scalars['String']['output'];
  /** True for the built-in Management API resource, which cannot be deleted. */
  isManagement: Scalars['Boolean']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** The permissions (scopes) this resource defines, by name. */
  scopes: Array<Scope>;
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

/**
 * A named set of API resource scopes, given to users (User roles) or machine-to-machine
 * applications (MachineToMachine roles).
 */
export type Role = {
  __typename?: 'Role';
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** What the role is for. */
  description: Scalars['String']['output'];
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** When true (User roles only), every new user gets this role at creation. */
  isDefault: Scalars['Boolean']['output'];
  /** Unique name. */
  name: Scalars['String']['output'];
  /** The scopes the role grants, across API resources. */
  scopes: Array<Scope>;
  /** Who the role can be given to; fixed at creation. */
  type: RoleType;
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
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
  /** The roles that were named (the holder now has each); null when the mutation failed. */
  roles?: Maybe<Array<Role>>;
  /** Why the mutation failed; empty on success. */
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
  /** The API resource this scope belongs to. */
  resourceId: Scalars['ID']['output'];
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

/**
 * A token endpoint request, as the form fields of RFC 6749 §4 and its extensions. Only the
 * token endpoint shim, after authenticating the client, may execute the token mutation.
 */
export type TokenRequestInput = {
  /** RFC 8693 actor token. */
  actorToken?: InputMaybe<Scalars['String']['input']>;
  /** RFC 8693 actor token type. */
  actorTokenType?: InputMaybe<Scalars['String']['input']>;
  /** RFC 8693 audience (logical name); Tessera uses `resource`. */
  audience?: InputMaybe<Scalars['String']['input']>;
  /** Authorization code (authorization_code grant). */
  code?: InputMaybe<Scalars['String']['input']>;
  /** PKCE verifier (RFC 7636). */
  codeVerifier?: InputMaybe<Scalars['String']['input']>;
  /** The grant type (RFC 6749 `grant_type`). */
  grantType: Scalars['String']['input'];
  /** Organization to scope the token to. */
  organizationId?: InputMaybe<Scalars['String']['input']>;
  /** Redirect URI used in the authorization request (authorization_code grant). */
  redirectUri?: InputMaybe<Scalars['String']['input']>;
  /** Refresh token (refresh_token grant). */
  refreshToken?: InputMaybe<Scalars['String']['input']>;
  /** RFC 8693 requested token type. */
  requestedTokenType?: InputMaybe<Scalars['String']['input']>;
  /** RFC 8707 resource indicators (the first one is the token's audience). */
  resource?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Requested scopes, space-separated. */
  scope?: InputMaybe<Scalars['String']['input']>;
  /** RFC 8693 subject token. */
  subjectToken?: InputMaybe<Scalars['String']['input']>;
  /** RFC 8693 subject token type. */
  subjectTokenType?: InputMaybe<Scalars['String']['input']>;
};

/** A successful token endpoint response (RFC 6749 §5.1, RFC 8693 §2.2.1). */
export type TokenResponse = {
  __typename?: 'TokenResponse';
  /** The access token (a JWT, RFC 9068). */
  accessToken: Scalars['String']['output'];
  /** Lifetime of the access token in seconds. */
  expiresIn: Scalars['Int']['output'];
  /** OpenID Connect ID token, when `openid` was granted. */
  idToken?: Maybe<Scalars['String']['output']>;
  /** RFC 8693 issued token type, for token exchange. */
  issuedTokenType?: Maybe<Scalars['String']['output']>;
  /** Refresh token, when offline access was granted. */
  refreshToken?: Maybe<Scalars['String']['output']>;
  /** Scopes granted, space-separated (possibly empty). */
  scope: Scalars['String']['output'];
  /** Always `Bearer`. */
  tokenType: Scalars['String']['output'];
};

/** Partial update of an application; the type cannot change. */
export type UpdateApplicationInput = {
  /** Token exchange settings; merged into the current ones. */
  customClientMetadata?: InputMaybe<CustomClientMetadataInput>;
  /** New description (null clears it). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** New display name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Redirect URIs; each list given replaces the old one. */
  oidcClientMetadata?: InputMaybe<OidcClientMetadataInput>;
};

/** Partial update of an API resource; the indicator cannot change. */
export type UpdateResourceInput = {
  /** New access token lifetime in seconds, > 0. */
  accessTokenTtl?: InputMaybe<Scalars['Int']['input']>;
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

/** A person who can sign in. Password hashes are never exposed; `hasPassword` tells if one is set. */
export type User = {
  __typename?: 'User';
  /** Avatar image URL. */
  avatar?: Maybe<Scalars['String']['output']>;
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** Free-form data owned by the integrator. */
  customData: Scalars['JSONObject']['output'];
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
  /** Unique primary email (case-insensitive), if any. */
  primaryEmail?: Maybe<Scalars['String']['output']>;
  /** Unique primary phone number (E.164 digits), if any. */
  primaryPhone?: Maybe<Scalars['String']['output']>;
  /** Standard OIDC profile claims (givenName, familyName, locale, …). */
  profile: Scalars['JSONObject']['output'];
  /** Last change time. */
  updatedAt: Scalars['DateTime']['output'];
  /** Unique username (case-insensitive), if any. */
  username?: Maybe<Scalars['String']['output']>;
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
  /** Path of the input field at fault, when one is. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Human-readable explanation. */
  message: Scalars['String']['output'];
};

/** The result of a mutation returning a user. */
export type UserPayload = {
  __typename?: 'UserPayload';
  /** The user after the change; null when the mutation failed. */
  user?: Maybe<User>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
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
  Application: ResolverTypeWrapper<Partial<Application>>;
  ApplicationConnection: ResolverTypeWrapper<Partial<ApplicationConnection>>;
  ApplicationEdge: ResolverTypeWrapper<Partial<ApplicationEdge>>;
  ApplicationPayload: ResolverTypeWrapper<Partial<ApplicationPayload>>;
  ApplicationSecretPayload: ResolverTypeWrapper<Partial<ApplicationSecretPayload>>;
  ApplicationType: ResolverTypeWrapper<Partial<ApplicationType>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  CreateApplicationInput: ResolverTypeWrapper<Partial<CreateApplicationInput>>;
  CreateResourceInput: ResolverTypeWrapper<Partial<CreateResourceInput>>;
  CreateRoleInput: ResolverTypeWrapper<Partial<CreateRoleInput>>;
  CreateScopeInput: ResolverTypeWrapper<Partial<CreateScopeInput>>;
  CreateUserInput: ResolverTypeWrapper<Partial<CreateUserInput>>;
  CustomClientMetadata: ResolverTypeWrapper<Partial<CustomClientMetadata>>;
  CustomClientMetadataInput: ResolverTypeWrapper<Partial<CustomClientMetadataInput>>;
  DateTime: ResolverTypeWrapper<Partial<Scalars['DateTime']['output']>>;
  DeletePayload: ResolverTypeWrapper<Partial<DeletePayload>>;
  EmailAddress: ResolverTypeWrapper<Partial<Scalars['EmailAddress']['output']>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  JSONObject: ResolverTypeWrapper<Partial<Scalars['JSONObject']['output']>>;
  JSONObjectPayload: ResolverTypeWrapper<Partial<JsonObjectPayload>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OidcClientMetadata: ResolverTypeWrapper<Partial<OidcClientMetadata>>;
  OidcClientMetadataInput: ResolverTypeWrapper<Partial<OidcClientMetadataInput>>;
  PageInfo: ResolverTypeWrapper<Partial<PageInfo>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Resource: ResolverTypeWrapper<Partial<Resource>>;
  ResourceConnection: ResolverTypeWrapper<Partial<ResourceConnection>>;
  ResourceEdge: ResolverTypeWrapper<Partial<ResourceEdge>>;
  ResourcePayload: ResolverTypeWrapper<Partial<ResourcePayload>>;
  Role: ResolverTypeWrapper<Partial<Role>>;
  RoleConnection: ResolverTypeWrapper<Partial<RoleConnection>>;
  RoleEdge: ResolverTypeWrapper<Partial<RoleEdge>>;
  RolePayload: ResolverTypeWrapper<Partial<RolePayload>>;
  RoleScopesPayload: ResolverTypeWrapper<Partial<RoleScopesPayload>>;
  RoleType: ResolverTypeWrapper<Partial<RoleType>>;
  RoleUsersPayload: ResolverTypeWrapper<Partial<RoleUsersPayload>>;
  RolesPayload: ResolverTypeWrapper<Partial<RolesPayload>>;
  Scope: ResolverTypeWrapper<Partial<Scope>>;
  ScopeConnection: ResolverTypeWrapper<Partial<ScopeConnection>>;
  ScopeEdge: ResolverTypeWrapper<Partial<ScopeEdge>>;
  ScopePayload: ResolverTypeWrapper<Partial<ScopePayload>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  TokenRequestInput: ResolverTypeWrapper<Partial<TokenRequestInput>>;
  TokenResponse: ResolverTypeWrapper<Partial<TokenResponse>>;
  URL: ResolverTypeWrapper<Partial<Scalars['URL']['output']>>;
  UpdateApplicationInput: ResolverTypeWrapper<Partial<UpdateApplicationInput>>;
  UpdateResourceInput: ResolverTypeWrapper<Partial<UpdateResourceInput>>;
  UpdateRoleInput: ResolverTypeWrapper<Partial<UpdateRoleInput>>;
  UpdateScopeInput: ResolverTypeWrapper<Partial<UpdateScopeInput>>;
  UpdateUserInput: ResolverTypeWrapper<Partial<UpdateUserInput>>;
  User: ResolverTypeWrapper<Partial<User>>;
  UserConnection: ResolverTypeWrapper<Partial<UserConnection>>;
  UserEdge: ResolverTypeWrapper<Partial<UserEdge>>;
  UserError: ResolverTypeWrapper<Partial<UserError>>;
  UserPayload: ResolverTypeWrapper<Partial<UserPayload>>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Application: Partial<Application>;
  ApplicationConnection: Partial<ApplicationConnection>;
  ApplicationEdge: Partial<ApplicationEdge>;
  ApplicationPayload: Partial<ApplicationPayload>;
  ApplicationSecretPayload: Partial<ApplicationSecretPayload>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  CreateApplicationInput: Partial<CreateApplicationInput>;
  CreateResourceInput: Partial<CreateResourceInput>;
  CreateRoleInput: Partial<CreateRoleInput>;
  CreateScopeInput: Partial<CreateScopeInput>;
  CreateUserInput: Partial<CreateUserInput>;
  CustomClientMetadata: Partial<CustomClientMetadata>;
  CustomClientMetadataInput: Partial<CustomClientMetadataInput>;
  DateTime: Partial<Scalars['DateTime']['output']>;
  DeletePayload: Partial<DeletePayload>;
  EmailAddress: Partial<Scalars['EmailAddress']['output']>;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  JSONObject: Partial<Scalars['JSONObject']['output']>;
  JSONObjectPayload: Partial<JsonObjectPayload>;
  Mutation: Record<PropertyKey, never>;
  OidcClientMetadata: Partial<OidcClientMetadata>;
  OidcClientMetadataInput: Partial<OidcClientMetadataInput>;
  PageInfo: Partial<PageInfo>;
  Query: Record<PropertyKey, never>;
  Resource: Partial<Resource>;
  ResourceConnection: Partial<ResourceConnection>;
  ResourceEdge: Partial<ResourceEdge>;
  ResourcePayload: Partial<ResourcePayload>;
  Role: Partial<Role>;
  RoleConnection: Partial<RoleConnection>;
  RoleEdge: Partial<RoleEdge>;
  RolePayload: Partial<RolePayload>;
  RoleScopesPayload: Partial<RoleScopesPayload>;
  RoleUsersPayload: Partial<RoleUsersPayload>;
  RolesPayload: Partial<RolesPayload>;
  Scope: Partial<Scope>;
  ScopeConnection: Partial<ScopeConnection>;
  ScopeEdge: Partial<ScopeEdge>;
  ScopePayload: Partial<ScopePayload>;
  String: Partial<Scalars['String']['output']>;
  TokenRequestInput: Partial<TokenRequestInput>;
  TokenResponse: Partial<TokenResponse>;
  URL: Partial<Scalars['URL']['output']>;
  UpdateApplicationInput: Partial<UpdateApplicationInput>;
  UpdateResourceInput: Partial<UpdateResourceInput>;
  UpdateRoleInput: Partial<UpdateRoleInput>;
  UpdateScopeInput: Partial<UpdateScopeInput>;
  UpdateUserInput: Partial<UpdateUserInput>;
  User: Partial<User>;
  UserConnection: Partial<UserConnection>;
  UserEdge: Partial<UserEdge>;
  UserError: Partial<UserError>;
  UserPayload: Partial<UserPayload>;
}>;

export type ApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Application'] = ResolversParentTypes['Application']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customClientMetadata?: Resolver<ResolversTypes['CustomClientMetadata'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oidcClientMetadata?: Resolver<ResolversTypes['OidcClientMetadata'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ApplicationType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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

export type CustomClientMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomClientMetadata'] = ResolversParentTypes['CustomClientMetadata']> = ResolversObject<{
  allowTokenExchange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowedTokenExchangeResources?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeletePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePayload'] = ResolversParentTypes['DeletePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type JsonObjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JSONObjectPayload'] = ResolversParentTypes['JSONObjectPayload']> = ResolversObject<{
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addRoleScopes?: Resolver<ResolversTypes['RoleScopesPayload'], ParentType, ContextType, RequireFields<MutationAddRoleScopesArgs, 'id' | 'scopeIds'>>;
  assignApplicationRoles?: Resolver<ResolversTypes['RolesPayload'], ParentType, ContextType, RequireFields<MutationAssignApplicationRolesArgs, 'applicationId' | 'roleIds'>>;
  assignRoleUsers?: Resolver<ResolversTypes['RoleUsersPayload'], ParentType, ContextType, RequireFields<MutationAssignRoleUsersArgs, 'id' | 'userIds'>>;
  assignUserRoles?: Resolver<ResolversTypes['RolesPayload'], ParentType, ContextType, RequireFields<MutationAssignUserRolesArgs, 'roleIds' | 'userId'>>;
  createApplication?: Resolver<ResolversTypes['ApplicationSecretPayload'], ParentType, ContextType, RequireFields<MutationCreateApplicationArgs, 'input'>>;
  createResource?: Resolver<ResolversTypes['ResourcePayload'], ParentType, ContextType, RequireFields<MutationCreateResourceArgs, 'input'>>;
  createRole?: Resolver<ResolversTypes['RolePayload'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'input'>>;
  createScope?: Resolver<ResolversTypes['ScopePayload'], ParentType, ContextType, RequireFields<MutationCreateScopeArgs, 'input' | 'resourceId'>>;
  createUser?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteApplication?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteApplicationArgs, 'id'>>;
  deleteResource?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteResourceArgs, 'id'>>;
  deleteRole?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteRoleArgs, 'id'>>;
  deleteScope?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteScopeArgs, 'resourceId' | 'scopeId'>>;
  deleteUser?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  issueToken?: Resolver<ResolversTypes['TokenResponse'], ParentType, ContextType, RequireFields<MutationIssueTokenArgs, 'input'>>;
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  removeApplicationRole?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationRemoveApplicationRoleArgs, 'applicationId' | 'roleId'>>;
  removeRoleScope?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationRemoveRoleScopeArgs, 'id' | 'scopeId'>>;
  removeRoleUser?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationRemoveRoleUserArgs, 'id' | 'userId'>>;
  removeUserRole?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationRemoveUserRoleArgs, 'roleId' | 'userId'>>;
  rotateApplicationSecret?: Resolver<ResolversTypes['ApplicationSecretPayload'], ParentType, ContextType, RequireFields<MutationRotateApplicationSecretArgs, 'id'>>;
  setUserSuspended?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetUserSuspendedArgs, 'id' | 'isSuspended'>>;
  updateApplication?: Resolver<ResolversTypes['ApplicationPayload'], ParentType, ContextType, RequireFields<MutationUpdateApplicationArgs, 'id' | 'input'>>;
  updateResource?: Resolver<ResolversTypes['ResourcePayload'], ParentType, ContextType, RequireFields<MutationUpdateResourceArgs, 'id' | 'input'>>;
  updateRole?: Resolver<ResolversTypes['RolePayload'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'id' | 'input'>>;
  updateScope?: Resolver<ResolversTypes['ScopePayload'], ParentType, ContextType, RequireFields<MutationUpdateScopeArgs, 'input' | 'resourceId' | 'scopeId'>>;
  updateUser?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  updateUserCustomData?: Resolver<ResolversTypes['JSONObjectPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserCustomDataArgs, 'customData' | 'id'>>;
  updateUserPassword?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserPasswordArgs, 'id' | 'password'>>;
  updateUserProfile?: Resolver<ResolversTypes['JSONObjectPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserProfileArgs, 'id' | 'profile'>>;
}>;

export type OidcClientMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OidcClientMetadata'] = ResolversParentTypes['OidcClientMetadata']> = ResolversObject<{
  postLogoutRedirectUris?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  redirectUris?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  application?: Resolver<Maybe<ResolversTypes['Application']>, ParentType, ContextType, RequireFields<QueryApplicationArgs, 'id'>>;
  applicationRoles?: Resolver<ResolversTypes['RoleConnection'], ParentType, ContextType, RequireFields<QueryApplicationRolesArgs, 'applicationId'>>;
  applications?: Resolver<ResolversTypes['ApplicationConnection'], ParentType, ContextType, Partial<QueryApplicationsArgs>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resource?: Resolver<Maybe<ResolversTypes['Resource']>, ParentType, ContextType, RequireFields<QueryResourceArgs, 'id'>>;
  resourceScopes?: Resolver<ResolversTypes['ScopeConnection'], ParentType, ContextType, RequireFields<QueryResourceScopesArgs, 'resourceId'>>;
  resources?: Resolver<ResolversTypes['ResourceConnection'], ParentType, ContextType, Partial<QueryResourcesArgs>>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'id'>>;
  roleScopes?: Resolver<ResolversTypes['ScopeConnection'], ParentType, ContextType, RequireFields<QueryRoleScopesArgs, 'id'>>;
  roleUsers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<QueryRoleUsersArgs, 'id'>>;
  roles?: Resolver<ResolversTypes['RoleConnection'], ParentType, ContextType, Partial<QueryRolesArgs>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userRoles?: Resolver<ResolversTypes['RoleConnection'], ParentType, ContextType, RequireFields<QueryUserRolesArgs, 'userId'>>;
  users?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, Partial<QueryUsersArgs>>;
}>;

export type ResourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Resource'] = ResolversParentTypes['Resource']> = ResolversObject<{
  accessTokenTtl?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indicator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isManagement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['Scope']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ResourceConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResourceConnection'] = ResolversParentTypes['ResourceConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ResourceEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Resource']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ResourceEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResourceEdge'] = ResolversParentTypes['ResourceEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Resource'], ParentType, ContextType>;
}>;

export type ResourcePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResourcePayload'] = ResolversParentTypes['ResourcePayload']> = ResolversObject<{
  resource?: Resolver<Maybe<ResolversTypes['Resource']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['Scope']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RoleType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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
  roles?: Resolver<Maybe<Array<ResolversTypes['Role']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ScopeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Scope'] = ResolversParentTypes['Scope']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type TokenResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TokenResponse'] = ResolversParentTypes['TokenResponse']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  idToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issuedTokenType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface UrlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['URL'], any> {
  name: 'URL';
}

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customData?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  hasMfa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identities?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  isSuspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPayload'] = ResolversParentTypes['UserPayload']> = ResolversObject<{
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Application?: ApplicationResolvers<ContextType>;
  ApplicationConnection?: ApplicationConnectionResolvers<ContextType>;
  ApplicationEdge?: ApplicationEdgeResolvers<ContextType>;
  ApplicationPayload?: ApplicationPayloadResolvers<ContextType>;
  ApplicationSecretPayload?: ApplicationSecretPayloadResolvers<ContextType>;
  CustomClientMetadata?: CustomClientMetadataResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  EmailAddress?: GraphQLScalarType;
  JSONObject?: GraphQLScalarType;
  JSONObjectPayload?: JsonObjectPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OidcClientMetadata?: OidcClientMetadataResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Resource?: ResourceResolvers<ContextType>;
  ResourceConnection?: ResourceConnectionResolvers<ContextType>;
  ResourceEdge?: ResourceEdgeResolvers<ContextType>;
  ResourcePayload?: ResourcePayloadResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RoleConnection?: RoleConnectionResolvers<ContextType>;
  RoleEdge?: RoleEdgeResolvers<ContextType>;
  RolePayload?: RolePayloadResolvers<ContextType>;
  RoleScopesPayload?: RoleScopesPayloadResolvers<ContextType>;
  RoleUsersPayload?: RoleUsersPayloadResolvers<ContextType>;
  RolesPayload?: RolesPayloadResolvers<ContextType>;
  Scope?: ScopeResolvers<ContextType>;
  ScopeConnection?: ScopeConnectionResolvers<ContextType>;
  ScopeEdge?: ScopeEdgeResolvers<ContextType>;
  ScopePayload?: ScopePayloadResolvers<ContextType>;
  TokenResponse?: TokenResponseResolvers<ContextType>;
  URL?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
}>;

