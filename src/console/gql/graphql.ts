/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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
  /** Unique email. */
  primaryEmail?: string | null | undefined;
  /** Unique phone number (digits, optional leading +). */
  primaryPhone?: string | null | undefined;
  /** OIDC profile claims. */
  profile?: Record<string, unknown> | null | undefined;
  /** Unique username: letters, digits and underscores, not starting with a digit. */
  username?: string | null | undefined;
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

export type ConsoleSignedInUserQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleSignedInUserQuery = { user: { id: string, username: string | null, name: string | null, primaryEmail: string | null } | null };

export type ConsoleCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type ConsoleCreateUserMutation = { createUser: { user: { id: string } | null, userErrors: Array<{ code: string, message: string, field: Array<string> | null }> } };

export type ConsoleUserQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleUserQuery = { user: { id: string, username: string | null, primaryEmail: string | null, primaryPhone: string | null, emailVerified: boolean, phoneVerified: boolean, name: string | null, avatar: string | null, customData: Record<string, unknown>, profile: Record<string, unknown>, identities: Record<string, unknown>, hasPassword: boolean, hasMfa: boolean, isSuspended: boolean, lastSignInAt: string | null, createdAt: string, updatedAt: string } | null, userOrganizations: Array<{ id: string, name: string }> };

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

export type ConsoleSetUserSuspendedMutationVariables = Exact<{
  id: string | number;
  isSuspended: boolean;
}>;


export type ConsoleSetUserSuspendedMutation = { setUserSuspended: { user: { id: string, isSuspended: boolean } | null, userErrors: Array<{ code: string, message: string }> } };

export type ConsoleDeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleDeleteUserMutation = { deleteUser: { deletedId: string | null, userErrors: Array<{ code: string, message: string }> } };

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

export type ConsoleUsersQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type ConsoleUsersQuery = { users: { totalCount: number, nodes: Array<{ id: string, username: string | null, primaryEmail: string | null, name: string | null, isSuspended: boolean, lastSignInAt: string | null, createdAt: string }> } };

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
export const ConsoleUsersDocument = new TypedDocumentString(`
    query ConsoleUsers($first: Int, $offset: Int, $search: String) {
  users(first: $first, offset: $offset, search: $search) {
    totalCount
    nodes {
      id
      username
      primaryEmail
      name
      isSuspended
      lastSignInAt
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleUsersQuery, ConsoleUsersQueryVariables>;