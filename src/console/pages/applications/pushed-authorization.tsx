// Whether an application's authorization requests must come through the pushed authorization
// request endpoint (RFC 9126 `require_pushed_authorization_requests`). Saves at once; the
// server's refusal is shown under the switch, which keeps the server's value.
import { Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { useGraphQLMutation } from '../../graphql/hooks';
import { GeneralErrors } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';

const UpdatePushedAuthorization = graphql(`
  mutation ConsoleUpdateApplicationPushedAuthorization($id: ID!, $input: UpdateApplicationInput!) {
    updateApplication(id: $id, input: $input) {
      application {
        id
        oidcClientMetadata {
          requirePushedAuthorizationRequests
        }
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const FIELD = 'oidcClientMetadata.requirePushedAuthorizationRequests';

export function PushedAuthorizationSetting({ id, required }: { id: string; required: boolean }) {
  const update = useGraphQLMutation(UpdatePushedAuthorization);
  const [value, setValue] = useState(required);
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string[]>([]);
  useEffect(() => setValue(required), [required]);

  const save = async (next: boolean) => {
    setError(undefined);
    setGeneral([]);
    setValue(next);
    const { updateApplication } = await update.mutateAsync({ id, input: { oidcClientMetadata: { requirePushedAuthorizationRequests: next } } });
    if (updateApplication.userErrors.length) {
      const split = splitUserErrors(updateApplication.userErrors, [FIELD]);
      setError(split.byField[FIELD]);
      setGeneral(split.general);
      setValue(required);
      return;
    }
    notifications.show({
      message: next ? 'Authorization requests must now be pushed (PAR)' : 'Authorization requests may again be sent directly',
      color: 'green',
    });
  };

  return (
    <Stack gap="xs" mt="lg">
      <Title order={4}>Pushed authorization requests</Title>
      <Text size="sm" c="dimmed">
        When on, the sign-in page is reached only with a <code>request_uri</code> the application got from <code>/oidc/par</code> (RFC 9126): the authorization
        request&apos;s parameters never travel in the browser&apos;s address bar, and an authorization request sent directly is refused.
      </Text>
      <GeneralErrors messages={general} />
      <Switch
        label="Require pushed authorization requests (PAR)"
        checked={value}
        disabled={update.isPending}
        error={error}
        onChange={(event) => void save(event.currentTarget.checked)}
      />
    </Stack>
  );
}
