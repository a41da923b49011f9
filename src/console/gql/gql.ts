/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ConsoleSignedInUser($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      name\n      primaryEmail\n    }\n  }\n": typeof types.ConsoleSignedInUserDocument,
    "\n  mutation ConsoleCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateUserDocument,
    "\n  query ConsoleUser($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      primaryEmail\n      primaryPhone\n      emailVerified\n      phoneVerified\n      name\n      avatar\n      customData\n      profile\n      identities\n      hasPassword\n      hasMfa\n      isSuspended\n      lastSignInAt\n      createdAt\n      updatedAt\n    }\n    userOrganizations(userId: $id) {\n      id\n      name\n    }\n  }\n": typeof types.ConsoleUserDocument,
    "\n  mutation ConsoleUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateUserDocument,
    "\n  mutation ConsoleUpdateUserCustomData($id: ID!, $customData: JSONObject!) {\n    updateUserCustomData(id: $id, customData: $customData) {\n      value\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateUserCustomDataDocument,
    "\n  mutation ConsoleUpdateUserPassword($id: ID!, $password: String!) {\n    updateUserPassword(id: $id, password: $password) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateUserPasswordDocument,
    "\n  mutation ConsoleSetUserSuspended($id: ID!, $isSuspended: Boolean!) {\n    setUserSuspended(id: $id, isSuspended: $isSuspended) {\n      user {\n        id\n        isSuspended\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleSetUserSuspendedDocument,
    "\n  mutation ConsoleDeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteUserDocument,
    "\n  query ConsoleUserRoles($userId: ID!) {\n    userRoles(userId: $userId, first: 100) {\n      nodes {\n        id\n        name\n        description\n      }\n    }\n    roles(first: 100, type: User) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ConsoleUserRolesDocument,
    "\n  mutation ConsoleAssignUserRoles($userId: ID!, $roleIds: [ID!]!) {\n    assignUserRoles(userId: $userId, roleIds: $roleIds) {\n      roles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleAssignUserRolesDocument,
    "\n  mutation ConsoleRemoveUserRole($userId: ID!, $roleId: ID!) {\n    removeUserRole(userId: $userId, roleId: $roleId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveUserRoleDocument,
    "\n  query ConsoleUsers($first: Int, $offset: Int, $search: String) {\n    users(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        isSuspended\n        lastSignInAt\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleUsersDocument,
};
const documents: Documents = {
    "\n  query ConsoleSignedInUser($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      name\n      primaryEmail\n    }\n  }\n": types.ConsoleSignedInUserDocument,
    "\n  mutation ConsoleCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateUserDocument,
    "\n  query ConsoleUser($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      primaryEmail\n      primaryPhone\n      emailVerified\n      phoneVerified\n      name\n      avatar\n      customData\n      profile\n      identities\n      hasPassword\n      hasMfa\n      isSuspended\n      lastSignInAt\n      createdAt\n      updatedAt\n    }\n    userOrganizations(userId: $id) {\n      id\n      name\n    }\n  }\n": types.ConsoleUserDocument,
    "\n  mutation ConsoleUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateUserDocument,
    "\n  mutation ConsoleUpdateUserCustomData($id: ID!, $customData: JSONObject!) {\n    updateUserCustomData(id: $id, customData: $customData) {\n      value\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateUserCustomDataDocument,
    "\n  mutation ConsoleUpdateUserPassword($id: ID!, $password: String!) {\n    updateUserPassword(id: $id, password: $password) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateUserPasswordDocument,
    "\n  mutation ConsoleSetUserSuspended($id: ID!, $isSuspended: Boolean!) {\n    setUserSuspended(id: $id, isSuspended: $isSuspended) {\n      user {\n        id\n        isSuspended\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleSetUserSuspendedDocument,
    "\n  mutation ConsoleDeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteUserDocument,
    "\n  query ConsoleUserRoles($userId: ID!) {\n    userRoles(userId: $userId, first: 100) {\n      nodes {\n        id\n        name\n        description\n      }\n    }\n    roles(first: 100, type: User) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.ConsoleUserRolesDocument,
    "\n  mutation ConsoleAssignUserRoles($userId: ID!, $roleIds: [ID!]!) {\n    assignUserRoles(userId: $userId, roleIds: $roleIds) {\n      roles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleAssignUserRolesDocument,
    "\n  mutation ConsoleRemoveUserRole($userId: ID!, $roleId: ID!) {\n    removeUserRole(userId: $userId, roleId: $roleId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveUserRoleDocument,
    "\n  query ConsoleUsers($first: Int, $offset: Int, $search: String) {\n    users(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        isSuspended\n        lastSignInAt\n        createdAt\n      }\n    }\n  }\n": types.ConsoleUsersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSignedInUser($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      name\n      primaryEmail\n    }\n  }\n"): typeof import('./graphql').ConsoleSignedInUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUser($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      primaryEmail\n      primaryPhone\n      emailVerified\n      phoneVerified\n      name\n      avatar\n      customData\n      profile\n      identities\n      hasPassword\n      hasMfa\n      isSuspended\n      lastSignInAt\n      createdAt\n      updatedAt\n    }\n    userOrganizations(userId: $id) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ConsoleUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateUserCustomData($id: ID!, $customData: JSONObject!) {\n    updateUserCustomData(id: $id, customData: $customData) {\n      value\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateUserCustomDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateUserPassword($id: ID!, $password: String!) {\n    updateUserPassword(id: $id, password: $password) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateUserPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetUserSuspended($id: ID!, $isSuspended: Boolean!) {\n    setUserSuspended(id: $id, isSuspended: $isSuspended) {\n      user {\n        id\n        isSuspended\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleSetUserSuspendedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserRoles($userId: ID!) {\n    userRoles(userId: $userId, first: 100) {\n      nodes {\n        id\n        name\n        description\n      }\n    }\n    roles(first: 100, type: User) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUserRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAssignUserRoles($userId: ID!, $roleIds: [ID!]!) {\n    assignUserRoles(userId: $userId, roleIds: $roleIds) {\n      roles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAssignUserRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveUserRole($userId: ID!, $roleId: ID!) {\n    removeUserRole(userId: $userId, roleId: $roleId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveUserRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUsers($first: Int, $offset: Int, $search: String) {\n    users(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        isSuspended\n        lastSignInAt\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUsersDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
