// The delivery log of one hook: one row per HTTP attempt, newest first, filtered by event, result
// and time range (all in the URL), with Redeliver on each delivery.
import { Button, Code, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { graphql } from '../../gql';
import type { ConsoleHookLogsQuery } from '../../gql/graphql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { StatusBadge } from '../../components/status-badge';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { Pager, useListParams } from '../../components/list-controls';
import { EmptyState, QueryState } from '../../components/query-state';
import { useHookEvents } from './hook-form';

const HookLogsQuery = graphql(`
  query ConsoleHookLogs($id: ID!, $first: Int, $offset: Int, $event: String, $result: HookLogResult, $startTime: DateTime, $endTime: DateTime) {
    hookRecentLogs(id: $id, first: $first, offset: $offset, event: $event, result: $result, startTime: $startTime, endTime: $endTime) {
      totalCount
      nodes {
        id
        deliveryId
        webhookId
        event
        attempt
        result
        statusCode
        durationMs
        responseExcerpt
        error
        payload
        createdAt
      }
    }
  }
`);

const Redeliver = graphql(`
  mutation ConsoleRedeliverHookDelivery($id: ID!, $deliveryId: ID!) {
    redeliverHookDelivery(id: $id, deliveryId: $deliveryId) {
      delivery {
        id
        status
      }
      userErrors {
        code
        message
      }
    }
  }
`);

type Attempt = ConsoleHookLogsQuery['hookRecentLogs']['nodes'][number];

/** A `datetime-local` value (the reader's time zone) as an instant, or undefined when empty or unreadable. */
function instant(local: string): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function WebhookLogs({ hookId }: { hookId: string }) {
  const list = useListParams(['event', 'result', 'from', 'to'] as const);
  const { event, result, from, to } = list.filters;
  const events = useHookEvents();
  const query = useGraphQLQuery(HookLogsQuery, {
    id: hookId,
    first: list.first,
    offset: list.offset,
    event: event || null,
    result: result === 'success' || result === 'failed' ? result : null,
    startTime: instant(from) ?? null,
    endTime: instant(to) ?? null,
  });
  const redeliver = useGraphQLMutation(Redeliver);
  const [detail, setDetail] = useState<Attempt>();

  // Deliveries happen in the background: look again every few seconds while the log is open. The
  // page's delivery counts (the webhook's header) come from another query: refreshing means
  // asking again for everything on screen, not only this table.
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries(), [queryClient]);
  useEffect(() => {
    const timer = setInterval(() => void refresh(), 5_000);
    return () => clearInterval(timer);
  }, [refresh]);

  return (
    <Stack>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label="Event"
          placeholder="All events"
          data={events.data?.hookEvents ?? (event ? [event] : [])}
          value={event || null}
          onChange={(value) => list.update({ event: value ?? undefined })}
          clearable
          searchable
          w={{ base: '100%', sm: 240 }}
        />
        <Select
          label="Result"
          placeholder="Any result"
          data={[
            { value: 'success', label: 'Success (2xx)' },
            { value: 'failed', label: 'Failed' },
          ]}
          value={result || null}
          onChange={(value) => list.update({ result: value ?? undefined })}
          clearable
          w={{ base: '100%', sm: 180 }}
        />
        <TextInput
          type="datetime-local"
          label="From"
          value={from}
          onChange={(e) => list.update({ from: e.currentTarget.value })}
          w={{ base: '100%', sm: 220 }}
        />
        <TextInput type="datetime-local" label="To" value={to} onChange={(e) => list.update({ to: e.currentTarget.value })} w={{ base: '100%', sm: 220 }} />
        <Button variant="default" onClick={() => void refresh()} loading={query.isFetching && !query.isPending}>
          Refresh
        </Button>
      </Group>
      <QueryState query={query}>
        {() =>
          query.data!.hookRecentLogs.nodes.length === 0 ? (
            <EmptyState title={event || result || from || to ? 'No attempt matches these filters' : 'No deliveries yet'}>
              {event || result || from || to ? 'Clear a filter to see more.' : 'Attempts appear here as soon as an event this hook subscribes to happens.'}
            </EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table striped highlightOnHover aria-label="Delivery attempts">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Time</Table.Th>
                    <Table.Th>Event</Table.Th>
                    <Table.Th>Attempt</Table.Th>
                    <Table.Th>Result</Table.Th>
                    <Table.Th>HTTP status</Table.Th>
                    <Table.Th>Duration</Table.Th>
                    <Table.Th>Response</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data!.hookRecentLogs.nodes.map((attempt) => (
                    <Table.Tr key={attempt.id} data-delivery-id={attempt.deliveryId}>
                      <Table.Td title={attempt.createdAt}>{formatDate(attempt.createdAt)}</Table.Td>
                      <Table.Td>{attempt.event}</Table.Td>
                      <Table.Td>#{attempt.attempt}</Table.Td>
                      <Table.Td>
                        {attempt.result === 'success' ? <StatusBadge tone="good">Success</StatusBadge> : <StatusBadge tone="bad">Failed</StatusBadge>}
                      </Table.Td>
                      <Table.Td>{attempt.statusCode ?? '—'}</Table.Td>
                      <Table.Td>{attempt.durationMs} ms</Table.Td>
                      <Table.Td>
                        <Text size="sm" truncate maw={240} title={attempt.error ?? attempt.responseExcerpt ?? ''}>
                          {attempt.error ?? attempt.responseExcerpt ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button size="xs" variant="subtle" onClick={() => setDetail(attempt)}>
                            Details
                          </Button>
                          <ConfirmButton
                            size="xs"
                            variant="default"
                            label="Redeliver"
                            title="Redeliver this event?"
                            onConfirm={async () => {
                              const { redeliverHookDelivery } = await redeliver.mutateAsync({ id: hookId, deliveryId: attempt.deliveryId });
                              if (redeliverHookDelivery.userErrors.length) return redeliverHookDelivery.userErrors[0]!.message;
                              notifications.show({ message: `${attempt.event} queued for redelivery`, color: 'green' });
                              return undefined;
                            }}
                          >
                            {attempt.event} is queued again with the same payload and the same webhook-id ({attempt.webhookId}), so a receiver that deduplicates
                            on webhook-id treats it as the same event. The new attempts appear in this log.
                          </ConfirmButton>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      {query.data ? <Pager page={list.page} total={query.data.hookRecentLogs.totalCount} onChange={(page) => list.update({ page })} /> : null}
      <Modal
        opened={detail !== undefined}
        onClose={() => setDetail(undefined)}
        title={detail ? `${detail.event}, attempt #${detail.attempt}` : ''}
        size="lg"
        centered
      >
        {detail ? (
          <Stack gap="xs">
            <Text size="sm">
              webhook-id <Code>{detail.webhookId}</Code> · {formatDate(detail.createdAt)} · {detail.durationMs} ms · HTTP {detail.statusCode ?? 'none'}
            </Text>
            {detail.error ? (
              <Text size="sm" c="red">
                {detail.error}
              </Text>
            ) : null}
            <Text size="sm" fw={600}>
              Response (first 4 KiB)
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {detail.responseExcerpt || '(empty)'}
            </Code>
            <Text size="sm" fw={600}>
              Payload
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {JSON.stringify(detail.payload, null, 2)}
            </Code>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
