// One audit log entry in full: what, when, how it ended, who and which application (by name), the
// request's origin, and the whole payload as the Management API answers it.
import { Anchor, Code, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLQuery } from '../../graphql/hooks';
import { RequestError } from '../../graphql/client';
import { formatDate } from '../../components/dates';
import { userLabel } from '../../components/entity-names';
import { PageHeader } from '../../components/page-header';
import { EmptyState, QueryState } from '../../components/query-state';
import { StatusBadge } from '../../components/status-badge';
import { describeKey } from './log-keys';
import { DelegationChain } from './delegation-chain';

const LogQuery = graphql(`
  query ConsoleLog($id: ID!) {
    log(id: $id) {
      id
      key
      result
      userId
      applicationId
      ip
      userAgent
      error
      errorDescription
      payload
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
`);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export default function LogDetail() {
  const { id = '' } = useParams();
  const query = useGraphQLQuery(LogQuery, { id });
  const missing = query.error instanceof RequestError && query.error.code === 'entity.not_found';
  if (missing)
    return (
      <>
        <PageHeader title="Log entry not found" parent={{ label: 'Audit log', to: '/logs' }} />
        <EmptyState title="There is no log entry with this id">
          Entries older than the retention period are removed.{' '}
          <Anchor component={Link} to="/logs">
            Back to the audit log
          </Anchor>
        </EmptyState>
      </>
    );
  return (
    <QueryState query={query}>
      {() => {
        const entry = query.data!.log;
        return (
          <>
            <PageHeader title={describeKey(entry.key)} parent={{ label: 'Audit log', to: '/logs' }} />
            <Paper withBorder p="md" mb="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Field label="Event key">
                  <Code>{entry.key}</Code>
                </Field>
                <Field label="Time">
                  <span title={entry.createdAt}>{formatDate(entry.createdAt)}</span>
                </Field>
                <Field label="Result">
                  <Stack gap={4} align="flex-start">
                    {entry.result === 'Success' ? <StatusBadge tone="good">Success</StatusBadge> : <StatusBadge tone="bad">Error</StatusBadge>}
                    {entry.error ? <Code>{entry.error}</Code> : null}
                    {entry.errorDescription ? <span>{entry.errorDescription}</span> : null}
                  </Stack>
                </Field>
                <Field label="User">
                  {entry.user ? (
                    <Anchor component={Link} to={`/users/${entry.user.id}`}>
                      {userLabel(entry.user)}
                    </Anchor>
                  ) : (
                    (entry.userId ?? '—')
                  )}
                  {entry.userId ? (
                    <Text size="xs" c="dimmed">
                      {entry.userId}
                      {entry.user ? null : ' (deleted)'}
                    </Text>
                  ) : null}
                </Field>
                <Field label="Application">
                  {entry.application ? (
                    <Anchor component={Link} to={`/applications/${entry.application.id}`}>
                      {entry.application.name}
                    </Anchor>
                  ) : (
                    (entry.applicationId ?? '—')
                  )}
                  {entry.applicationId ? (
                    <Text size="xs" c="dimmed">
                      {entry.applicationId}
                      {entry.application ? null : ' (deleted)'}
                    </Text>
                  ) : null}
                </Field>
                <Field label="IP address">{entry.ip ?? '—'}</Field>
                <Field label="User agent">{entry.userAgent ?? '—'}</Field>
                <Field label="Entry ID">
                  <Code>{entry.id}</Code>
                </Field>
              </SimpleGrid>
            </Paper>
            {entry.key === 'ExchangeTokenBy.TokenExchange' ? (
              <DelegationChain
                payload={entry.payload}
                userLabel={entry.user ? userLabel(entry.user) : (entry.userId ?? undefined)}
                applicationLabel={entry.application?.name ?? entry.applicationId ?? undefined}
              />
            ) : null}
            <Title order={2} size="h4" mb="xs" id="payload-title">
              Payload
            </Title>
            <Code block aria-labelledby="payload-title" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {JSON.stringify(entry.payload, null, 2)}
            </Code>
          </>
        );
      }}
    </QueryState>
  );
}
