// The token exchange audit trail (RFC 8693): who asked for what on whose behalf, and the answer.
// Filters live in the URL.
import { Anchor, Badge, Code, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLQuery } from '../../graphql/hooks';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../components/dates';
import { Pager, useListParams } from '../../components/list-controls';
import { PageHeader } from '../../components/page-header';
import { EmptyState, QueryState } from '../../components/query-state';
import { ApplicationName, UserName } from '../../components/entity-names';
import { ApplicationSearchSelect } from '../../components/server-pickers';

const EventsQuery = graphql(`
  query ConsoleTokenExchangeEvents(
    $first: Int
    $offset: Int
    $applicationId: String
    $userId: String
    $result: TokenExchangeResult
    $resource: String
    $startTime: DateTime
    $endTime: DateTime
  ) {
    tokenExchangeEvents(
      first: $first
      offset: $offset
      applicationId: $applicationId
      userId: $userId
      result: $result
      resource: $resource
      startTime: $startTime
      endTime: $endTime
    ) {
      totalCount
      nodes {
        id
        applicationId
        userId
        resource
        organizationId
        requestedScopes
        grantedScopes
        actorSubject
        result
        error
        errorDescription
        issuedJti
        ip
        createdAt
      }
    }
  }
`);

/** A `datetime-local` value (the reader's time zone) as an instant, or null when empty or unreadable. */
function instant(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A text filter that reaches the URL after a pause, not at every key. */
function DeferredInput({ label, value, onChange, placeholder }: { label: string; value: string; onChange(value: string): void; placeholder?: string }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onChange(draft.trim()), 400);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      w={{ base: '100%', sm: 240 }}
      spellCheck={false}
    />
  );
}

function Scopes({ scopes }: { scopes: readonly string[] | null | undefined }) {
  if (!scopes) return <Text size="sm">—</Text>;
  if (scopes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        none
      </Text>
    );
  return (
    <Group gap={4}>
      {scopes.map((scope) => (
        <Badge miw="max-content" key={scope} variant="default" size="sm" tt="none">
          {scope}
        </Badge>
      ))}
    </Group>
  );
}

export default function TokenExchangeAudit() {
  const list = useListParams(['application', 'user', 'result', 'resource', 'from', 'to'] as const);
  const { application, user, result, resource, from, to } = list.filters;
  const query = useGraphQLQuery(EventsQuery, {
    first: list.first,
    offset: list.offset,
    applicationId: application || null,
    userId: user || null,
    result: result === 'granted' || result === 'refused' ? result : null,
    resource: resource || null,
    startTime: instant(from),
    endTime: instant(to),
  });
  const filtered = Boolean(application || user || result || resource || from || to);

  return (
    <>
      <PageHeader title="Token exchange audit" />
      <Text size="sm" c="dimmed" mb="md">
        Every token exchange request (RFC 8693) an application made, granted or refused, newest first.
      </Text>
      <Group mb="md" align="flex-end" wrap="wrap" gap="sm">
        <ApplicationSearchSelect
          label="Application"
          placeholder="All applications"
          nothingFoundMessage="No application matches"
          value={application || null}
          onChange={(value) => list.update({ application: value ?? undefined })}
          w={{ base: '100%', sm: 240 }}
        />
        <DeferredInput label="User ID" placeholder="Any user" value={user} onChange={(value) => list.update({ user: value })} />
        <DeferredInput label="Resource" placeholder="Any resource indicator" value={resource} onChange={(value) => list.update({ resource: value })} />
        <Select
          label="Result"
          placeholder="Granted or refused"
          data={[
            { value: 'granted', label: 'Granted' },
            { value: 'refused', label: 'Refused' },
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
        <TextInput type="datetime-local" label="Until" value={to} onChange={(e) => list.update({ to: e.currentTarget.value })} w={{ base: '100%', sm: 220 }} />
      </Group>
      <Paper withBorder>
        <QueryState query={query}>
          {() =>
            query.data!.tokenExchangeEvents.nodes.length === 0 ? (
              <EmptyState title={filtered ? 'No exchange matches these filters' : 'No token exchanges yet'}>
                {filtered ? 'Clear a filter to see more.' : 'Requests with grant_type urn:ietf:params:oauth:grant-type:token-exchange appear here.'}
              </EmptyState>
            ) : (
              <Table.ScrollContainer minWidth={1000}>
                <Table striped aria-label="Token exchange events">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Time</Table.Th>
                      <Table.Th>Result</Table.Th>
                      <Table.Th>Application</Table.Th>
                      <Table.Th>User</Table.Th>
                      <Table.Th>Actor</Table.Th>
                      <Table.Th>Resource</Table.Th>
                      <Table.Th>Scopes</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.tokenExchangeEvents.nodes.map((event) => (
                      <Table.Tr key={event.id}>
                        <Table.Td title={event.createdAt}>{formatDate(event.createdAt)}</Table.Td>
                        <Table.Td>
                          {event.result === 'granted' ? (
                            <StatusBadge tone="good">Granted</StatusBadge>
                          ) : (
                            <Stack gap={2}>
                              <StatusBadge tone="bad">Refused</StatusBadge>
                              {event.error ? <Code>{event.error}</Code> : null}
                              {event.errorDescription ? (
                                <Text size="xs" maw={260} style={{ overflowWrap: 'anywhere' }}>
                                  {event.errorDescription}
                                </Text>
                              ) : null}
                            </Stack>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Anchor component={Link} to={`/applications/${event.applicationId}`} size="sm">
                            <ApplicationName id={event.applicationId} />
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          {event.userId ? (
                            <Anchor component={Link} to={`/users/${event.userId}`} size="sm">
                              <UserName id={event.userId} />
                            </Anchor>
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                        <Table.Td>{event.actorSubject ? <Code>{event.actorSubject}</Code> : '—'}</Table.Td>
                        <Table.Td>
                          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                            {event.resource ?? '—'}
                          </Text>
                          {event.organizationId ? (
                            <Text size="xs" c="dimmed">
                              organization {event.organizationId}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <Stack gap={4}>
                            <Group gap={4} wrap="nowrap">
                              <Text size="xs" c="dimmed" w={64}>
                                asked
                              </Text>
                              <Scopes scopes={event.requestedScopes} />
                            </Group>
                            <Group gap={4} wrap="nowrap">
                              <Text size="xs" c="dimmed" w={64}>
                                granted
                              </Text>
                              <Scopes scopes={event.grantedScopes} />
                            </Group>
                          </Stack>
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
      {query.data ? <Pager page={list.page} total={query.data.tokenExchangeEvents.totalCount} onChange={(page) => list.update({ page })} /> : null}
    </>
  );
}
