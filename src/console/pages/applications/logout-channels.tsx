// An application's logout channels: the back-channel logout URI Tessera POSTs a logout token to
// when a session the application was signed in to ends, and the front-channel logout page its
// sign-out loads in an iframe, each with its "include the session id" switch; below them the
// recent back-channel deliveries. The server checks the URIs; a refusal is shown under its field.
import { Badge, Button, Code, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { formatDate } from '../../components/dates';
import { GeneralErrors } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';

const LogoutChannelsQuery = graphql(`
  query ConsoleApplicationLogoutChannels($id: ID!) {
    application(id: $id) {
      id
      oidcClientMetadata {
        backchannelLogoutUri
        backchannelLogoutSessionRequired
        frontchannelLogoutUri
        frontchannelLogoutSessionRequired
      }
    }
    applicationBackchannelLogoutLogs(id: $id, first: 10) {
      totalCount
      nodes {
        id
        attempt
        result
        statusCode
        error
        sid
        createdAt
      }
    }
  }
`);

const UpdateLogoutChannels = graphql(`
  mutation ConsoleUpdateApplicationLogoutChannels($id: ID!, $input: UpdateApplicationInput!) {
    updateApplication(id: $id, input: $input) {
      application {
        id
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const FIELDS = ['oidcClientMetadata.backchannelLogoutUri', 'oidcClientMetadata.frontchannelLogoutUri'] as const;

interface Values {
  backchannelLogoutUri: string;
  backchannelLogoutSessionRequired: boolean;
  frontchannelLogoutUri: string;
  frontchannelLogoutSessionRequired: boolean;
}

export function LogoutChannelsSettings({ id }: { id: string }) {
  const query = useGraphQLQuery(LogoutChannelsQuery, { id });
  const update = useGraphQLMutation(UpdateLogoutChannels);
  const [general, setGeneral] = useState<string[]>([]);
  const stored = query.data?.application?.oidcClientMetadata;
  const initial: Values = {
    backchannelLogoutUri: stored?.backchannelLogoutUri ?? '',
    backchannelLogoutSessionRequired: stored?.backchannelLogoutSessionRequired ?? false,
    frontchannelLogoutUri: stored?.frontchannelLogoutUri ?? '',
    frontchannelLogoutSessionRequired: stored?.frontchannelLogoutSessionRequired ?? false,
  };
  const form = useForm<Values>({ initialValues: initial });
  useEffect(() => {
    form.setInitialValues(initial);
    form.setValues(initial);
    // Only when the stored settings change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(initial)]);

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      const { updateApplication } = await update.mutateAsync({
        id,
        // An empty field clears the URI.
        input: {
          oidcClientMetadata: {
            ...values,
            backchannelLogoutUri: values.backchannelLogoutUri.trim(),
            frontchannelLogoutUri: values.frontchannelLogoutUri.trim(),
          },
        },
      });
      if (updateApplication.userErrors.length) {
        const errors = splitUserErrors(updateApplication.userErrors, FIELDS);
        form.setErrors({
          backchannelLogoutUri: errors.byField['oidcClientMetadata.backchannelLogoutUri'],
          frontchannelLogoutUri: errors.byField['oidcClientMetadata.frontchannelLogoutUri'],
        });
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'Logout settings saved', color: 'green' });
      await query.refetch();
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });

  const logs = query.data?.applicationBackchannelLogoutLogs;
  return (
    <Stack maw={640} mt="xl">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={4}>Sign-out</Title>
          <Text size="sm" c="dimmed">
            When a session this application was signed in to ends (sign-out, an administrator ending it, a password change, suspension, deletion), Tessera tells
            the application: by a signed logout token posted to its back-channel URI, and by loading its front-channel page in the sign-out page.
          </Text>
          <GeneralErrors messages={general} />
          <TextInput
            label="Back-channel logout URI"
            description="https; receives a POST with logout_token (OpenID Connect Back-Channel Logout)"
            placeholder="https://app.example.com/backchannel-logout"
            {...form.getInputProps('backchannelLogoutUri')}
          />
          <Switch label="Include the session id (sid) in logout tokens" {...form.getInputProps('backchannelLogoutSessionRequired', { type: 'checkbox' })} />
          <TextInput
            label="Front-channel logout URI"
            description="Loaded in an iframe at sign-out; same scheme, host and port as a redirect URI (OpenID Connect Front-Channel Logout)"
            placeholder="https://app.example.com/frontchannel-logout"
            {...form.getInputProps('frontchannelLogoutUri')}
          />
          <Switch label="Add iss and sid to the front-channel URI" {...form.getInputProps('frontchannelLogoutSessionRequired', { type: 'checkbox' })} />
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save logout settings
            </Button>
          </Group>
        </Stack>
      </form>
      {logs && logs.totalCount > 0 ? (
        <Stack gap="xs">
          <Title order={5}>Recent back-channel logouts</Title>
          <Table striped aria-label="Back-channel logout attempts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Result</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Session</Table.Th>
                <Table.Th>Error</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {logs.nodes.map((log) => (
                <Table.Tr key={log.id}>
                  <Table.Td>{formatDate(log.createdAt)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={log.result === 'success' ? 'green' : 'red'}>
                      {log.result} (attempt {log.attempt})
                    </Badge>
                  </Table.Td>
                  <Table.Td>{log.statusCode ?? '—'}</Table.Td>
                  <Table.Td>
                    <Code>{log.sid}</Code>
                  </Table.Td>
                  <Table.Td>{log.error ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
}
