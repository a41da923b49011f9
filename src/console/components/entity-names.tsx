// Names where a record only holds an id: a user by its username (or name, or email), an
// application by its name. Each answer is cached, so a table of rows naming the same user asks
// once; a deleted record is shown by its id.
import { graphql } from '../gql';
import { useGraphQLQuery } from '../graphql/hooks';

const UserNameQuery = graphql(`
  query ConsoleUserName($id: ID!) {
    user(id: $id) {
      id
      username
      name
      primaryEmail
    }
  }
`);

const ApplicationNameQuery = graphql(`
  query ConsoleApplicationName($id: ID!) {
    application(id: $id) {
      id
      name
    }
  }
`);

/** How a user is named in the console: username, else name, else email, else id. */
export function userLabel(user: { id: string; username?: string | null; name?: string | null; primaryEmail?: string | null }): string {
  return user.username ?? user.name ?? user.primaryEmail ?? user.id;
}

/** A user's label, or its id while loading or when there is no such user; nothing asked for an empty id. */
export function useUserLabel(id: string): string {
  const user = useGraphQLQuery(UserNameQuery, { id }, { enabled: Boolean(id) }).data?.user;
  return user ? userLabel(user) : id;
}

/** An application's name, or its id while loading or when there is no such application. */
export function useApplicationName(id: string): string {
  return useGraphQLQuery(ApplicationNameQuery, { id }, { enabled: Boolean(id) }).data?.application?.name ?? id;
}

export function UserName({ id }: { id: string }) {
  return <>{useUserLabel(id)}</>;
}

export function ApplicationName({ id }: { id: string }) {
  return <>{useApplicationName(id)}</>;
}
