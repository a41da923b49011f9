// One webhook: settings, delivery log, a test send, signing-key rotation; enable/disable and delete.
import { Anchor, Button, Code, Group, Paper, Stack, Table, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import type { ConsoleTestHookMutation } from '../../gql/graphql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { useTabParam } from '../../components/tab-param';
import { StatusBadge } from '../../components/status-badge';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { OneTimeSecret } from '../../components/one-time-secret';
import { PageHeader } from '../../components/page-header';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';
import { EventPicker, HookForm, hookFormValues } from './hook-form';
import { WebhookLogs } from './webhook-logs';

const HookQuery = graphql(`
  query ConsoleHook($id: ID!) {
    hook(id: $id) {
      id
      name
      events
      enabled
      config {
        url
        headers
      }
      executionStats {
        successCount
        failedCount
        pendingCount
        requestCount
      }
      createdAt
      updatedAt
    }
  }
`);

const UpdateHook = graphql(`
  mutation ConsoleUpdateHook($id: ID!, $input: UpdateHookInput!) {
    updateHook(id: $id, input: $input) {
      hook {
        id
        enabled
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const DeleteHook = graphql(`
  mutation ConsoleDeleteHook($id: ID!) {
    deleteHook(id: $id) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

const RotateKey = graphql(`
  mutation ConsoleRotateHookSigningKey($id: ID!) {
    rotateHookSigningKey(id: $id) {
      signingKey
      previousKeyExpiresAt
      userErrors {
        code
        message
      }
    }
  }
`);

const TestHook = graphql(`
  mutation ConsoleTestHook($id: ID!, $input: TestHookInput!) {
    testHook(id: $id, input: $input) {
      results {
        event
        success
        statusCode
        durationMs
        responseExcerpt
        error
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

type TestResult = NonNullable<ConsoleTestHookMutation['testHook']['results']>[number];

function TestPanel({ id, events, config }: { id: string; events: readonly string[]; config: { url: string; headers: Record<string, unknown> } }) {
  const test = useGraphQLMutation(TestHook);
  const [chosen, setChosen] = useState<string[]>(events.slice(0, 1));
  const [results, setResults] = useState<TestResult[]>();
  const [errors, setErrors] = useState<string[]>([]);
  const send = async () => {
    setErrors([]);
    setResults(undefined);
    try {
      const { testHook } = await test.mutateAsync({ id, input: { events: chosen, config: { url: config.url, headers: config.headers } } });
      if (testHook.userErrors.length) setErrors(testHook.userErrors.map((e) => e.message));
      else setResults(testHook.results ?? []);
    } catch (error) {
      setErrors([error instanceof Error ? error.message : String(error)]);
    }
  };
  return (
    <Stack maw={900}>
      <Text size="sm">
        Sends a sample of each chosen event to <Code>{config.url}</Code> now, signed with this hook’s key, and shows what the receiver answered. Samples are not
        recorded in the delivery log.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <div style={{ flex: 1, minWidth: 240 }}>
          <EventPicker label="Sample events" value={chosen} onChange={setChosen} />
        </div>
        <Button onClick={() => void send()} loading={test.isPending} disabled={chosen.length === 0}>
          Send test event{chosen.length > 1 ? 's' : ''}
        </Button>
      </Group>
      <GeneralErrors messages={errors} />
      {results ? (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label="Test results">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Result</Table.Th>
                <Table.Th>HTTP status</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th>Response</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((result) => (
                <Table.Tr key={result.event}>
                  <Table.Td>{result.event}</Table.Td>
                  <Table.Td>{result.success ? <StatusBadge tone="good">Accepted</StatusBadge> : <StatusBadge tone="bad">Failed</StatusBadge>}</Table.Td>
                  <Table.Td>{result.statusCode ?? '—'}</Table.Td>
                  <Table.Td>{result.durationMs} ms</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {result.error ?? result.responseExcerpt ?? '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

function SigningKeyPanel({ id }: { id: string }) {
  const rotate = useGraphQLMutation(RotateKey);
  const [rotated, setRotated] = useState<{ key: string; previousUntil: string | null | undefined }>();
  return (
    <Stack maw={640} align="flex-start">
      <Text size="sm">
        Every delivery is signed with this hook’s key (Standard Webhooks <Code>webhook-signature</Code>, and <Code>logto-signature-sha-256</Code>). The key is
        shown only when it is created or rotated.
      </Text>
      <Text size="sm">
        Rotating makes a new key. For a grace period the old key keeps signing alongside it, so receivers still holding the old key keep accepting deliveries
        while you deploy the new one; <Code>logto-signature-sha-256</Code> switches to the new key at once.
      </Text>
      <ConfirmButton
        label="Rotate signing key"
        variant="default"
        title="Rotate this webhook’s signing key?"
        onConfirm={async () => {
          const { rotateHookSigningKey } = await rotate.mutateAsync({ id });
          if (rotateHookSigningKey.userErrors.length) return rotateHookSigningKey.userErrors[0]!.message;
          setRotated({ key: rotateHookSigningKey.signingKey!, previousUntil: rotateHookSigningKey.previousKeyExpiresAt });
          return undefined;
        }}
      >
        A new key is made and shown once. The current key keeps signing alongside it for a grace period, then stops.
      </ConfirmButton>
      <OneTimeSecret title="The new signing key" secret={rotated?.key} onClose={() => setRotated(undefined)}>
        {rotated?.previousUntil ? `The previous key keeps signing until ${formatDate(rotated.previousUntil)}.` : undefined}
      </OneTimeSecret>
    </Stack>
  );
}

export default function WebhookDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const tabs = useTabParam('settings');
  const query = useGraphQLQuery(HookQuery, { id });
  const update = useGraphQLMutation(UpdateHook);
  const remove = useGraphQLMutation(DeleteHook);

  return (
    <QueryState query={query}>
      {() => {
        const hook = query.data!.hook;
        if (!hook)
          return (
            <EmptyState title="This webhook does not exist">
              It may have been deleted.{' '}
              <Anchor component={Link} to="/webhooks">
                Back to webhooks
              </Anchor>
            </EmptyState>
          );
        const stats = hook.executionStats;
        return (
          <>
            <PageHeader
              title={hook.name}
              parent={{ label: 'Webhooks', to: '/webhooks' }}
              status={hook.enabled ? <StatusBadge tone="good">Enabled</StatusBadge> : <StatusBadge tone="neutral">Disabled</StatusBadge>}
              actions={
                <>
                  <ConfirmButton
                    label={hook.enabled ? 'Disable' : 'Enable'}
                    variant="default"
                    title={hook.enabled ? 'Disable this webhook?' : 'Enable this webhook?'}
                    onConfirm={async () => {
                      const { updateHook } = await update.mutateAsync({ id, input: { enabled: !hook.enabled } });
                      if (updateHook.userErrors.length) return updateHook.userErrors[0]!.message;
                      notifications.show({ message: hook.enabled ? 'Webhook disabled' : 'Webhook enabled', color: 'green' });
                      return undefined;
                    }}
                  >
                    {hook.enabled
                      ? 'It will receive nothing, and deliveries already queued for it are cancelled.'
                      : 'It will receive the events it subscribes to from now on.'}
                  </ConfirmButton>
                  <ConfirmButton
                    label="Delete"
                    title="Delete this webhook?"
                    onConfirm={async () => {
                      const { deleteHook } = await remove.mutateAsync({ id });
                      if (deleteHook.userErrors.length) return deleteHook.userErrors[0]!.message;
                      notifications.show({ message: 'Webhook deleted', color: 'green' });
                      void navigate('/webhooks');
                      return undefined;
                    }}
                  >
                    {hook.name} and its whole delivery history will be deleted; queued deliveries are not sent. This cannot be undone.
                  </ConfirmButton>
                </>
              }
            />
            <Text size="sm" c="dimmed" mb="md">
              ID <Code>{hook.id}</Code> · created {formatDate(hook.createdAt)}
              {stats ? ` · last 24 h: ${stats.successCount} delivered, ${stats.failedCount} failed, ${stats.pendingCount} pending` : ''}
            </Text>
            <Tabs value={tabs.tab(['settings', 'deliveries', 'test', 'signing-key'])} onChange={tabs.select} keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="settings">Settings</Tabs.Tab>
                <Tabs.Tab value="deliveries">Delivery log</Tabs.Tab>
                <Tabs.Tab value="test">Test</Tabs.Tab>
                <Tabs.Tab value="signing-key">Signing key</Tabs.Tab>
              </Tabs.List>
              <Paper withBorder p="md">
                <Tabs.Panel value="settings">
                  <HookForm
                    initial={hookFormValues({ ...hook, config: { url: hook.config.url, headers: hook.config.headers } })}
                    submitLabel="Save webhook"
                    onSubmit={async ({ name, events, config }) => {
                      const { updateHook } = await update.mutateAsync({ id, input: { name, events, config } });
                      if (!updateHook.userErrors.length) notifications.show({ message: 'Webhook saved', color: 'green' });
                      return updateHook.userErrors;
                    }}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="deliveries">
                  <WebhookLogs hookId={id} />
                </Tabs.Panel>
                <Tabs.Panel value="test">
                  <TestPanel id={id} events={hook.events} config={hook.config} />
                </Tabs.Panel>
                <Tabs.Panel value="signing-key">
                  <SigningKeyPanel id={id} />
                </Tabs.Panel>
              </Paper>
            </Tabs>
          </>
        );
      }}
    </QueryState>
  );
}
