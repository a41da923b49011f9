// Every user's active browser sessions, newest first: who, from which device and address, signed in
// to which applications; ending one signs that browser out and revokes the tokens issued through it.
import { Anchor, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { PageHeader } from '../../components/page-header';
import { EmptyState, QueryState } from '../../components/query-state';
import { Pager, useListParams } from '../../components/list-controls';
import { summariseUserAgent } from '../../components/user-agent';
import { SessionApplications } from '../../components/session-applications';

const ActiveSessions = graphql(`
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
`);

const RevokeSession = graphql(`
  mutation ConsoleRevokeSession($userId: ID!, $sessionId: ID!) {
    revokeUserSession(userId: $userId, sessionId: $sessionId) {
      revokedId
      userErrors {
        code
        message
      }
    }
  }
`);

export default function SessionsList() {
  const list = useListParams();
  const query = useGraphQLQuery(ActiveSessions, { first: list.first, offset: list.offset });
  const revoke = useGraphQLMutation(RevokeSession);
  return (
    <>
      <PageHeader title="Sessions" />
      <Text size="sm" c="dimmed" mb="md">
        Every active sign-in through the sign-in experience, newest first. Ending one signs that browser out and stops the tokens its applications got through
        it.
      </Text>
      <Paper withBorder>
        <QueryState query={query}>
          {() =>
            query.data!.activeSessions.nodes.length === 0 ? (
              <EmptyState title="No active sessions">Sessions appear here when people sign in to your applications.</EmptyState>
            ) : (
              <Table.ScrollContainer minWidth={860}>
                <Table striped aria-label="Active sessions">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>User</Table.Th>
                      <Table.Th>Signed in</Table.Th>
                      <Table.Th>Last active</Table.Th>
                      <Table.Th>Device</Table.Th>
                      <Table.Th>IP address</Table.Th>
                      <Table.Th>Applications</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.activeSessions.nodes.map((session) => {
                      const who = session.user?.username ?? session.user?.name ?? session.user?.primaryEmail ?? session.userId;
                      return (
                        <Table.Tr key={session.id}>
                          <Table.Td>
                            <Anchor component={Link} to={`/users/${session.userId}?tab=security`}>
                              {who}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>{formatDate(session.createdAt)}</Table.Td>
                          <Table.Td>{formatDate(session.lastActiveAt)}</Table.Td>
                          <Table.Td title={session.userAgent ?? undefined}>{summariseUserAgent(session.userAgent)}</Table.Td>
                          <Table.Td>{session.ip ?? '—'}</Table.Td>
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
                                const { revokeUserSession } = await revoke.mutateAsync({ userId: session.userId, sessionId: session.id });
                                if (revokeUserSession.userErrors.length) return revokeUserSession.userErrors[0]!.message;
                                notifications.show({ message: 'Session ended', color: 'green' });
                                return undefined;
                              }}
                            >
                              {who} is signed out of this browser, and the tokens the applications got through this session stop working.
                            </ConfirmButton>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Paper>
      {query.data ? <Pager page={list.page} total={query.data.activeSessions.totalCount} onChange={(page) => list.update({ page })} /> : null}
    </>
  );
}
