// Webhooks: each hook with its target, events and the last 24 hours of deliveries.
import { Anchor, Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLQuery } from '../../graphql/hooks';
import { EmptyState, QueryState } from '../../components/query-state';
import { PageHeader } from '../../components/page-header';
import { Pager, SearchBox, useListParams } from '../../components/list-controls';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../components/dates';

const HooksQuery = graphql(`
  query ConsoleHooks($first: Int, $offset: Int, $search: String) {
    hooks(first: $first, offset: $offset, search: $search) {
      totalCount
      nodes {
        id
        name
        events
        enabled
        config {
          url
        }
        executionStats {
          successCount
          failedCount
          pendingCount
          requestCount
        }
        createdAt
      }
    }
  }
`);

export default function WebhooksList() {
  const list = useListParams();
  const query = useGraphQLQuery(HooksQuery, { first: list.first, offset: list.offset, search: list.search || null });
  return (
    <>
      <PageHeader
        title="Webhooks"
        actions={
          <Button component={Link} to="/webhooks/new">
            Create webhook
          </Button>
        }
      />
      <Group mb="md">
        <SearchBox label="Search webhooks" value={list.search} onChange={(search) => list.update({ search })} />
      </Group>
      <Paper withBorder>
        <QueryState query={query}>
          {() =>
            query.data!.hooks.nodes.length === 0 ? (
              list.search ? (
                <EmptyState title="No webhook matches this search">Try another name or endpoint URL.</EmptyState>
              ) : (
                <EmptyState title="No webhooks yet">Create one to have Tessera POST events (a user created, a sign-in…) to your endpoint.</EmptyState>
              )
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Endpoint</Table.Th>
                      <Table.Th>Events</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Last 24 h</Table.Th>
                      <Table.Th>Created</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.hooks.nodes.map((hook) => (
                      <Table.Tr key={hook.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/webhooks/${hook.id}`}>
                            {hook.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" truncate maw={280} title={hook.config.url}>
                            {hook.config.url}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" title={hook.events.join(', ')}>
                            {hook.events.length === 1 ? hook.events[0] : `${hook.events.length} events`}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {hook.enabled ? <StatusBadge tone="good">Enabled</StatusBadge> : <StatusBadge tone="neutral">Disabled</StatusBadge>}
                        </Table.Td>
                        <Table.Td>
                          {hook.executionStats ? (
                            <Group gap={4} wrap="nowrap">
                              <Badge miw="max-content" variant="default" title="Delivered">
                                {hook.executionStats.successCount} ok
                              </Badge>
                              {hook.executionStats.failedCount ? (
                                <Badge miw="max-content" variant="default" title="Failed for good">
                                  {hook.executionStats.failedCount} failed
                                </Badge>
                              ) : null}
                              {hook.executionStats.pendingCount ? (
                                <Badge miw="max-content" variant="default" title="Waiting for an attempt">
                                  {hook.executionStats.pendingCount} pending
                                </Badge>
                              ) : null}
                            </Group>
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                        <Table.Td>{formatDate(hook.createdAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Paper>
      {query.data ? <Pager page={list.page} total={query.data.hooks.totalCount} onChange={(page) => list.update({ page })} /> : null}
    </>
  );
}
