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

/** A new hook. */
export type CreateHookInput = {
  /** Target. */
  config: HookConfigInput;
  /** Defaults to true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Event names (non-empty, each from the catalogue). */
  events: Array<Scalars['String']['input']>;
  /** Display name. */
  name: Scalars['String']['input'];
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

/** A webhook subscription: events, a target, and a signing key (shown only at creation or rotation). */
export type Hook = {
  __typename?: 'Hook';
  /** Where deliveries go. */
  config: HookConfig;
  /** Creation time. */
  createdAt: Scalars['DateTime']['output'];
  /** Disabled hooks receive nothing; a 410 answer disables a hook. */
  enabled: Scalars['Boolean']['output'];
  /** Names of the events it receives (see the event catalogue). */
  events: Array<Scalars['String']['output']>;
  /** Delivery outcomes over the last 24 hours (computed when selected). */
  executionStats?: Maybe<HookExecutionStats>;
  /** Opaque identifier. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
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
  /** Create a hook; returns its generated signing key. */
  createHook: CreateHookPayload;
  /** Create a user. Emits User.Created. */
  createUser: UserPayload;
  /** Delete a hook and its delivery history. */
  deleteHook: DeletePayload;
  /** Delete a user. Emits User.Deleted. */
  deleteUser: DeletePayload;
  /**
   * Issue tokens for an authenticated client. Errors carry the RFC 6749 §5.2 `error` code in
   * `extensions.code` and its description in the message.
   */
  issueToken: TokenResponse;
  /** No-op kept so the type is never empty. */
  noop?: Maybe<Scalars['Boolean']['output']>;
  /** Queue a past delivery again (same payload, same webhook-id). */
  redeliverHookDelivery: RedeliverHookDeliveryPayload;
  /** Replace the signing key; the old one keeps signing alongside for a grace period. */
  rotateHookSigningKey: RotateHookSigningKeyPayload;
  /** Suspend or re-enable a user; suspending ends their sessions and refresh tokens. Emits User.SuspensionStatus.Updated. */
  setUserSuspended: UserPayload;
  /** Send a sample of each chosen event to a configuration now, and report what happened. */
  testHook: TestHookPayload;
  /** Change a hook. */
  updateHook: HookPayload;
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
export type MutationCreateHookArgs = {
  input: CreateHookInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationDeleteHookArgs = {
  id: Scalars['ID']['input'];
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
export type MutationRedeliverHookDeliveryArgs = {
  deliveryId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationRotateHookSigningKeyArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationSetUserSuspendedArgs = {
  id: Scalars['ID']['input'];
  isSuspended: Scalars['Boolean']['input'];
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationTestHookArgs = {
  id: Scalars['ID']['input'];
  input: TestHookInput;
};


/** The entry points for changing the directory. Each mutation runs in one database transaction. */
export type MutationUpdateHookArgs = {
  id: Scalars['ID']['input'];
  input: UpdateHookInput;
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
  /** One hook by id. */
  hook?: Maybe<Hook>;
  /** Delivery attempts of a hook, newest first, filtered by time range, event and result. */
  hookRecentLogs: HookDeliveryAttemptConnection;
  /** Hooks, newest first. */
  hooks: HookConnection;
  /** Liveness of the API itself; always true when the server answers. */
  ok: Scalars['Boolean']['output'];
  /** One user by id; null when unknown. */
  user?: Maybe<User>;
  /** Users, newest first; `search` matches username, email, phone or name. */
  users: UserConnection;
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

/** Result of redeliverHookDelivery. */
export type RedeliverHookDeliveryPayload = {
  __typename?: 'RedeliverHookDeliveryPayload';
  /** The new delivery (same payload and webhook-id), queued for sending. */
  delivery?: Maybe<HookDelivery>;
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
  CreateHookInput: ResolverTypeWrapper<Partial<CreateHookInput>>;
  CreateHookPayload: ResolverTypeWrapper<Partial<CreateHookPayload>>;
  CreateUserInput: ResolverTypeWrapper<Partial<CreateUserInput>>;
  DateTime: ResolverTypeWrapper<Partial<Scalars['DateTime']['output']>>;
  DeletePayload: ResolverTypeWrapper<Partial<DeletePayload>>;
  EmailAddress: ResolverTypeWrapper<Partial<Scalars['EmailAddress']['output']>>;
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
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  JSONObject: ResolverTypeWrapper<Partial<Scalars['JSONObject']['output']>>;
  JSONObjectPayload: ResolverTypeWrapper<Partial<JsonObjectPayload>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<Partial<PageInfo>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RedeliverHookDeliveryPayload: ResolverTypeWrapper<Partial<RedeliverHookDeliveryPayload>>;
  RotateHookSigningKeyPayload: ResolverTypeWrapper<Partial<RotateHookSigningKeyPayload>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  TestHookInput: ResolverTypeWrapper<Partial<TestHookInput>>;
  TestHookPayload: ResolverTypeWrapper<Partial<TestHookPayload>>;
  TokenRequestInput: ResolverTypeWrapper<Partial<TokenRequestInput>>;
  TokenResponse: ResolverTypeWrapper<Partial<TokenResponse>>;
  URL: ResolverTypeWrapper<Partial<Scalars['URL']['output']>>;
  UpdateHookInput: ResolverTypeWrapper<Partial<UpdateHookInput>>;
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
  CreateHookInput: Partial<CreateHookInput>;
  CreateHookPayload: Partial<CreateHookPayload>;
  CreateUserInput: Partial<CreateUserInput>;
  DateTime: Partial<Scalars['DateTime']['output']>;
  DeletePayload: Partial<DeletePayload>;
  EmailAddress: Partial<Scalars['EmailAddress']['output']>;
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
  Int: Partial<Scalars['Int']['output']>;
  JSONObject: Partial<Scalars['JSONObject']['output']>;
  JSONObjectPayload: Partial<JsonObjectPayload>;
  Mutation: Record<PropertyKey, never>;
  PageInfo: Partial<PageInfo>;
  Query: Record<PropertyKey, never>;
  RedeliverHookDeliveryPayload: Partial<RedeliverHookDeliveryPayload>;
  RotateHookSigningKeyPayload: Partial<RotateHookSigningKeyPayload>;
  String: Partial<Scalars['String']['output']>;
  TestHookInput: Partial<TestHookInput>;
  TestHookPayload: Partial<TestHookPayload>;
  TokenRequestInput: Partial<TokenRequestInput>;
  TokenResponse: Partial<TokenResponse>;
  URL: Partial<Scalars['URL']['output']>;
  UpdateHookInput: Partial<UpdateHookInput>;
  UpdateUserInput: Partial<UpdateUserInput>;
  User: Partial<User>;
  UserConnection: Partial<UserConnection>;
  UserEdge: Partial<UserEdge>;
  UserError: Partial<UserError>;
  UserPayload: Partial<UserPayload>;
}>;

export type CreateHookPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateHookPayload'] = ResolversParentTypes['CreateHookPayload']> = ResolversObject<{
  hook?: Resolver<Maybe<ResolversTypes['Hook']>, ParentType, ContextType>;
  signingKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
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

export type HookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Hook'] = ResolversParentTypes['Hook']> = ResolversObject<{
  config?: Resolver<ResolversTypes['HookConfig'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  executionStats?: Resolver<Maybe<ResolversTypes['HookExecutionStats']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type JsonObjectPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JSONObjectPayload'] = ResolversParentTypes['JSONObjectPayload']> = ResolversObject<{
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  createHook?: Resolver<ResolversTypes['CreateHookPayload'], ParentType, ContextType, RequireFields<MutationCreateHookArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteHook?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteHookArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  issueToken?: Resolver<ResolversTypes['TokenResponse'], ParentType, ContextType, RequireFields<MutationIssueTokenArgs, 'input'>>;
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  redeliverHookDelivery?: Resolver<ResolversTypes['RedeliverHookDeliveryPayload'], ParentType, ContextType, RequireFields<MutationRedeliverHookDeliveryArgs, 'deliveryId' | 'id'>>;
  rotateHookSigningKey?: Resolver<ResolversTypes['RotateHookSigningKeyPayload'], ParentType, ContextType, RequireFields<MutationRotateHookSigningKeyArgs, 'id'>>;
  setUserSuspended?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetUserSuspendedArgs, 'id' | 'isSuspended'>>;
  testHook?: Resolver<ResolversTypes['TestHookPayload'], ParentType, ContextType, RequireFields<MutationTestHookArgs, 'id' | 'input'>>;
  updateHook?: Resolver<ResolversTypes['HookPayload'], ParentType, ContextType, RequireFields<MutationUpdateHookArgs, 'id' | 'input'>>;
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
  hook?: Resolver<Maybe<ResolversTypes['Hook']>, ParentType, ContextType, RequireFields<QueryHookArgs, 'id'>>;
  hookRecentLogs?: Resolver<ResolversTypes['HookDeliveryAttemptConnection'], ParentType, ContextType, RequireFields<QueryHookRecentLogsArgs, 'id'>>;
  hooks?: Resolver<ResolversTypes['HookConnection'], ParentType, ContextType, Partial<QueryHooksArgs>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, Partial<QueryUsersArgs>>;
}>;

export type RedeliverHookDeliveryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeliverHookDeliveryPayload'] = ResolversParentTypes['RedeliverHookDeliveryPayload']> = ResolversObject<{
  delivery?: Resolver<Maybe<ResolversTypes['HookDelivery']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RotateHookSigningKeyPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RotateHookSigningKeyPayload'] = ResolversParentTypes['RotateHookSigningKeyPayload']> = ResolversObject<{
  previousKeyExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  signingKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type TestHookPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestHookPayload'] = ResolversParentTypes['TestHookPayload']> = ResolversObject<{
  results?: Resolver<Maybe<Array<ResolversTypes['HookTestResult']>>, ParentType, ContextType>;
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
  CreateHookPayload?: CreateHookPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  EmailAddress?: GraphQLScalarType;
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
  JSONObject?: GraphQLScalarType;
  JSONObjectPayload?: JsonObjectPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RedeliverHookDeliveryPayload?: RedeliverHookDeliveryPayloadResolvers<ContextType>;
  RotateHookSigningKeyPayload?: RotateHookSigningKeyPayloadResolvers<ContextType>;
  TestHookPayload?: TestHookPayloadResolvers<ContextType>;
  TokenResponse?: TokenResponseResolvers<ContextType>;
  URL?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
}>;

