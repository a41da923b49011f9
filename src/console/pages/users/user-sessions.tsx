// A user's active browser sessions and the applications signed in to through each; ending one signs
// the user out there and revokes the tokens issued through it.
import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { QueryState } from '../../components/query-state';
import { summariseUserAgent } from '../../components/user-agent';
import { SessionApplications } from '../../components/session-applications';

const SessionsQuery = graphql(`
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
`);

const RevokeSession = graphql(`
  mutation ConsoleRevokeUserSession($userId: ID!, $sessionId: ID!) {
    revokeUserSession(userId: $userId, sessionId: $sessionId) {
      revokedId
      userErrors {
        code
        message
      }
    }
  }
`);

export function UserSessions({ userId }: { userId: string }) {
  const query = useGraphQLQuery(SessionsQuery, { userId });
  const revoke = useGraphQLMutation(RevokeSession);
  return (
    <Stack gap="xs" component="section" aria-labelledby="sessions-title">
      <Title order={2} size="h4" id="sessions-title">
        Sessions
      </Title>
      <QueryState query={query}>
        {() =>
          query.data!.userSessions.sessions.length === 0 ? (
            <Text size="sm" c="dimmed">
              No active session.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table aria-labelledby="sessions-title">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Signed in</Table.Th>
                    <Table.Th>Device</Table.Th>
                    <Table.Th>IP address</Table.Th>
                    <Table.Th>Expires</Table.Th>
                    <Table.Th>Applications</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data!.userSessions.sessions.map((session) => (
                    <Table.Tr key={session.id}>
                      <Table.Td>{formatDate(session.createdAt)}</Table.Td>
                      <Table.Td title={session.userAgent ?? undefined}>{summariseUserAgent(session.userAgent)}</Table.Td>
                      <Table.Td>{session.ip ?? '—'}</Table.Td>
                      <Table.Td>{formatDate(session.expiresAt)}</Table.Td>
                      <Table.Td>
                        <SessionApplications clients={session.clients} />
                      </Table.Td>
                      <Table.Td w={1}>
                        <ConfirmButton
                          size="xs"
                          label="Sign out"
                          title="End this session?"
                          confirmLabel="End session"
                          onConfirm={async () => {
                            const { revokeUserSession } = await revoke.mutateAsync({ userId, sessionId: session.id });
                            if (revokeUserSession.userErrors.length) return revokeUserSession.userErrors[0]!.message;
                            notifications.show({ message: 'Session ended', color: 'green' });
                            return undefined;
                          }}
                        >
                          The user is signed out of this browser, and the tokens the applications got through this session stop working.
                        </ConfirmButton>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </Stack>
  );
}
