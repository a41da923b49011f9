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

/** Send-rate limit (defaults from CODE_SEND_LIMIT, CODE_SEND_WINDOW_SECONDS). */
export type CodeSendSettings = {
  __typename?: 'CodeSendSettings';
  /** Codes that may be sent to one recipient within the rolling window. */
  limit: Scalars['Int']['output'];
  /** The rolling window, in seconds. */
  windowSeconds: Scalars['Int']['output'];
};

/** Changes to the send-rate limit; omitted fields keep their value. */
export type CodeSendSettingsInput = {
  /** Codes per recipient within the window (>= 1). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** The rolling window in seconds (>= 1). */
  windowSeconds?: InputMaybe<Scalars['Int']['input']>;
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

/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Create a user. Emits User.Created. */
  createUser: UserPayload;
  /** Delete a user. Emits User.Deleted. */
  deleteUser: DeletePayload;
  /**
   * Issue tokens for an authenticated client. Errors carry the RFC 6749 §5.2 `error` code in
   * `extensions.code` and its description in the message.
   */
  issueToken: TokenResponse;
  /** No-op kept so the type is never empty. */
  noop?: Maybe<Scalars['Boolean']['output']>;
  /** Suspend or re-enable a user; suspending ends their sessions and refresh tokens. Emits User.SuspensionStatus.Updated. */
  setUserSuspended: UserPayload;
  /** Change sign-in experience settings (sign-up requirements, lockout, send limit). */
  updateSignInExperience: SignInExperiencePayload;
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
export type MutationCreateUserArgs = {
  input: CreateUserInput;
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
export type MutationSetUserSuspendedArgs = {
  id: Scalars['ID']['input'];
  isSuspended: Scalars['Boolean']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateSignInExperienceArgs = {
  input: UpdateSignInExperienceInput;
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
  /** Liveness of the API itself; always true when the server answers. */
  ok: Scalars['Boolean']['output'];
  /** The sign-in experience settings in effect. */
  signInExperience: SignInExperience;
  /** One user by id; null when unknown. */
  user?: Maybe<User>;
  /** Users, newest first; `search` matches username, email, phone or name. */
  users: UserConnection;
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading the directory. Every list is a Relay connection. */
export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Settings of the sign-in experience: who may sign up and how, lockout, and the verification-code send limit. Environment variables give the defaults; values set here override them on every instance. */
export type SignInExperience = {
  __typename?: 'SignInExperience';
  /** The per-recipient send-rate limit of verification codes. */
  codeSend: CodeSendSettings;
  /** Lockout after consecutive failed verifications (password, code, TOTP) of one identifier. */
  lockout: LockoutSettings;
  /** Sign-up requirements. */
  signUp: SignUpSettings;
};

/** The result of updateSignInExperience. */
export type SignInExperiencePayload = {
  __typename?: 'SignInExperiencePayload';
  /** The settings now in effect; null when the mutation failed. */
  signInExperience?: Maybe<SignInExperience>;
  /** Why the mutation failed; empty on success. */
  userErrors: Array<UserError>;
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
  /** Whether an email given at sign-up must be verified by code before the account is created (default true). */
  verifyEmail: Scalars['Boolean']['output'];
};

/** Changes to sign-up requirements; omitted fields keep their value. */
export type SignUpSettingsInput = {
  /** Identifiers accepted at sign-up (non-empty). */
  identifiers?: InputMaybe<Array<SignUpIdentifier>>;
  /** Whether an email given at sign-up must be verified by code. */
  verifyEmail?: InputMaybe<Scalars['Boolean']['input']>;
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

/** Changes to the sign-in experience settings; omitted sections keep their values. */
export type UpdateSignInExperienceInput = {
  /** Verification-code send-rate limit. */
  codeSend?: InputMaybe<CodeSendSettingsInput>;
  /** Lockout policy. */
  lockout?: InputMaybe<LockoutSettingsInput>;
  /** Sign-up requirements. */
  signUp?: InputMaybe<SignUpSettingsInput>;
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
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  CodeSendSettings: ResolverTypeWrapper<Partial<CodeSendSettings>>;
  CodeSendSettingsInput: ResolverTypeWrapper<Partial<CodeSendSettingsInput>>;
  CreateUserInput: ResolverTypeWrapper<Partial<CreateUserInput>>;
  DateTime: ResolverTypeWrapper<Partial<Scalars['DateTime']['output']>>;
  DeletePayload: ResolverTypeWrapper<Partial<DeletePayload>>;
  EmailAddress: ResolverTypeWrapper<Partial<Scalars['EmailAddress']['output']>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  JSONObject: ResolverTypeWrapper<Partial<Scalars['JSONObject']['output']>>;
  JSONObjectPayload: ResolverTypeWrapper<Partial<JsonObjectPayload>>;
  LockoutSettings: ResolverTypeWrapper<Partial<LockoutSettings>>;
  LockoutSettingsInput: ResolverTypeWrapper<Partial<LockoutSettingsInput>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<Partial<PageInfo>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SignInExperience: ResolverTypeWrapper<Partial<SignInExperience>>;
  SignInExperiencePayload: ResolverTypeWrapper<Partial<SignInExperiencePayload>>;
  SignUpIdentifier: ResolverTypeWrapper<Partial<SignUpIdentifier>>;
  SignUpSettings: ResolverTypeWrapper<Partial<SignUpSettings>>;
  SignUpSettingsInput: ResolverTypeWrapper<Partial<SignUpSettingsInput>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  TokenRequestInput: ResolverTypeWrapper<Partial<TokenRequestInput>>;
  TokenResponse: ResolverTypeWrapper<Partial<TokenResponse>>;
  URL: ResolverTypeWrapper<Partial<Scalars['URL']['output']>>;
  UpdateSignInExperienceInput: ResolverTypeWrapper<Partial<UpdateSignInExperienceInput>>;
  UpdateUserInput: ResolverTypeWrapper<Partial<UpdateUserInput>>;
  User: ResolverTypeWrapper<Partial<User>>;
  UserConnection: ResolverTypeWrapper<Partial<UserConnection>>;
  UserEdge: ResolverTypeWrapper<Partial<UserEdge>>;
  UserError: ResolverTypeWrapper<Partial<UserError>>;
  UserPayload: ResolverTypeWrapper<Partial<UserPayload>>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Partial<Scalars['Boolean']['output']>;
  CodeSendSettings: Partial<CodeSendSettings>;
  CodeSendSettingsInput: Partial<CodeSendSettingsInput>;
  CreateUserInput: Partial<CreateUserInput>;
  DateTime: Partial<Scalars['DateTime']['output']>;
  DeletePayload: Partial<DeletePayload>;
  EmailAddress: Partial<Scalars['EmailAddress']['output']>;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  JSONObject: Partial<Scalars['JSONObject']['output']>;
  JSONObjectPayload: Partial<JsonObjectPayload>;
  LockoutSettings: Partial<LockoutSettings>;
  LockoutSettingsInput: Partial<LockoutSettingsInput>;
  Mutation: Record<PropertyKey, never>;
  PageInfo: Partial<PageInfo>;
  Query: Record<PropertyKey, never>;
  SignInExperience: Partial<SignInExperience>;
  SignInExperiencePayload: Partial<SignInExperiencePayload>;
  SignUpSettings: Partial<SignUpSettings>;
  SignUpSettingsInput: Partial<SignUpSettingsInput>;
  String: Partial<Scalars['String']['output']>;
  TokenRequestInput: Partial<TokenRequestInput>;
  TokenResponse: Partial<TokenResponse>;
  URL: Partial<Scalars['URL']['output']>;
  UpdateSignInExperienceInput: Partial<UpdateSignInExperienceInput>;
  UpdateUserInput: Partial<UpdateUserInput>;
  User: Partial<User>;
  UserConnection: Partial<UserConnection>;
  UserEdge: Partial<UserEdge>;
  UserError: Partial<UserError>;
  UserPayload: Partial<UserPayload>;
}>;

export type CodeSendSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodeSendSettings'] = ResolversParentTypes['CodeSendSettings']> = ResolversObject<{
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  windowSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type LockoutSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LockoutSettings'] = ResolversParentTypes['LockoutSettings']> = ResolversObject<{
  durationSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxAttempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  windowSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  createUser?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteUser?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  issueToken?: Resolver<ResolversTypes['TokenResponse'], ParentType, ContextType, RequireFields<MutationIssueTokenArgs, 'input'>>;
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  setUserSuspended?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetUserSuspendedArgs, 'id' | 'isSuspended'>>;
  updateSignInExperience?: Resolver<ResolversTypes['SignInExperiencePayload'], ParentType, ContextType, RequireFields<MutationUpdateSignInExperienceArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  updateUserCustomData?: Resolver<ResolversTypes['JSONObjectPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserCustomDataArgs, 'customData' | 'id'>>;
  updateUserPassword?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserPasswordArgs, 'id' | 'password'>>;
  updateUserProfile?: Resolver<ResolversTypes['JSONObjectPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserProfileArgs, 'id' | 'profile'>>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signInExperience?: Resolver<ResolversTypes['SignInExperience'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, Partial<QueryUsersArgs>>;
}>;

export type SignInExperienceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInExperience'] = ResolversParentTypes['SignInExperience']> = ResolversObject<{
  codeSend?: Resolver<ResolversTypes['CodeSendSettings'], ParentType, ContextType>;
  lockout?: Resolver<ResolversTypes['LockoutSettings'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['SignUpSettings'], ParentType, ContextType>;
}>;

export type SignInExperiencePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInExperiencePayload'] = ResolversParentTypes['SignInExperiencePayload']> = ResolversObject<{
  signInExperience?: Resolver<Maybe<ResolversTypes['SignInExperience']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SignUpSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignUpSettings'] = ResolversParentTypes['SignUpSettings']> = ResolversObject<{
  identifiers?: Resolver<Array<ResolversTypes['SignUpIdentifier']>, ParentType, ContextType>;
  verifyEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  CodeSendSettings?: CodeSendSettingsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  EmailAddress?: GraphQLScalarType;
  JSONObject?: GraphQLScalarType;
  JSONObjectPayload?: JsonObjectPayloadResolvers<ContextType>;
  LockoutSettings?: LockoutSettingsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SignInExperience?: SignInExperienceResolvers<ContextType>;
  SignInExperiencePayload?: SignInExperiencePayloadResolvers<ContextType>;
  SignUpSettings?: SignUpSettingsResolvers<ContextType>;
  TokenResponse?: TokenResponseResolvers<ContextType>;
  URL?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
}>;

