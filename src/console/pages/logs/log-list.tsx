// A page of audit log entries as a table, newest first: who (by name), which application (by
// name), what, how it ended; each row opens the whole entry. The audit log page and the Activity
// tabs of a user and an application show it.
import { Anchor, Code, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { LogResult } from '../../gql/graphql';
import { useGraphQLQuery } from '../../graphql/hooks';
import { formatDate } from '../../components/dates';
import { userLabel } from '../../components/entity-names';
import { Pager, PAGE_SIZE } from '../../components/list-controls';
import { EmptyState, QueryState } from '../../components/query-state';
import { StatusBadge } from '../../components/status-badge';
import { describeKey } from './log-keys';

const LogsQuery = graphql(`
  query ConsoleLogs(
    $first: Int
    $offset: Int
    $userId: String
    $applicationId: String
    $logKey: [String!]
    $result: LogResult
    $startTime: DateTime
    $endTime: DateTime
  ) {
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
`);

export interface LogFilter {
  userId?: string | null;
  applicationId?: string | null;
  logKey?: string[] | null;
  result?: LogResult | null;
  startTime?: string | null;
  endTime?: string | null;
}

export function LogList({
  filter,
  page,
  onPage,
  label,
  empty,
}: {
  filter: LogFilter;
  page: number;
  onPage(page: number): void;
  /** The table's accessible name. */
  label: string;
  /** What to say when nothing matches. */
  empty: { title: string; text?: string };
}) {
  const query = useGraphQLQuery(LogsQuery, {
    first: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    userId: filter.userId || null,
    applicationId: filter.applicationId || null,
    logKey: filter.logKey?.length ? filter.logKey : null,
    result: filter.result ?? null,
    startTime: filter.startTime ?? null,
    endTime: filter.endTime ?? null,
  });
  return (
    <>
      <Paper withBorder>
        <QueryState query={query}>
          {() =>
            query.data!.logs.nodes.length === 0 ? (
              <EmptyState title={empty.title}>{empty.text}</EmptyState>
            ) : (
              <Table.ScrollContainer minWidth={820}>
                <Table striped aria-label={label}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Time</Table.Th>
                      <Table.Th>Event</Table.Th>
                      <Table.Th>Result</Table.Th>
                      <Table.Th>User</Table.Th>
                      <Table.Th>Application</Table.Th>
                      <Table.Th>IP address</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.logs.nodes.map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td title={entry.createdAt}>
                          <Anchor
                            component={Link}
                            to={`/logs/${entry.id}`}
                            size="sm"
                            aria-label={`Details of ${describeKey(entry.key)} at ${formatDate(entry.createdAt)}`}
                          >
                            {formatDate(entry.createdAt)}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Stack gap={2}>
                            <Text size="sm">{describeKey(entry.key)}</Text>
                            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                              {entry.key}
                            </Text>
                          </Stack>
                        </Table.Td>
                        <Table.Td>
                          <Stack gap={2} align="flex-start">
                            {entry.result === 'Success' ? <StatusBadge tone="good">Success</StatusBadge> : <StatusBadge tone="bad">Error</StatusBadge>}
                            {entry.error ? <Code>{entry.error}</Code> : null}
                          </Stack>
                        </Table.Td>
                        <Table.Td>
                          {entry.user ? (
                            <Anchor component={Link} to={`/users/${entry.user.id}`} size="sm">
                              {userLabel(entry.user)}
                            </Anchor>
                          ) : entry.userId ? (
                            <Text size="sm" title="This user no longer exists">
                              {entry.userId} (deleted)
                            </Text>
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                        <Table.Td>
                          {entry.application ? (
                            <Anchor component={Link} to={`/applications/${entry.application.id}`} size="sm">
                              {entry.application.name}
                            </Anchor>
                          ) : entry.applicationId ? (
                            <Text size="sm" title="This application no longer exists">
                              {entry.applicationId} (deleted)
                            </Text>
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{entry.ip ?? '—'}</Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Paper>
      {query.data ? <Pager page={page} total={query.data.logs.totalCount} onChange={onPage} /> : null}
    </>
  );
}
