// The application's DPoP switch (RFC 9449): with it on, the token endpoint issues tokens to the
// application only with a DPoP proof, so every token it holds is bound to its key. Saves at
// once; the server's refusal is shown under the control, which keeps the server's value.
import { Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { useGraphQLMutation } from '../../graphql/hooks';
import { GeneralErrors } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';

const UpdateRequireDpop = graphql(`
  mutation ConsoleUpdateApplicationRequireDpop($id: ID!, $input: UpdateApplicationInput!) {
    updateApplication(id: $id, input: $input) {
      application {
        id
        oidcClientMetadata {
          requireDpop
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

const FIELD = 'oidcClientMetadata.requireDpop';

export function RequireDpopSetting({ id, requireDpop }: { id: string; requireDpop: boolean }) {
  const update = useGraphQLMutation(UpdateRequireDpop);
  const [value, setValue] = useState(requireDpop);
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string[]>([]);
  useEffect(() => setValue(requireDpop), [requireDpop]);

  const save = async (next: boolean) => {
    setError(undefined);
    setGeneral([]);
    setValue(next);
    const { updateApplication } = await update.mutateAsync({ id, input: { oidcClientMetadata: { requireDpop: next } } });
    if (updateApplication.userErrors.length) {
      const split = splitUserErrors(updateApplication.userErrors, [FIELD]);
      setError(split.byField[FIELD]);
      setGeneral(split.general);
      setValue(requireDpop);
      return;
    }
    notifications.show({ message: next ? 'Tokens are issued only with a DPoP proof' : 'Tokens are issued with or without a DPoP proof', color: 'green' });
  };

  return (
    <Stack gap="xs" mt="lg">
      <Title order={4}>DPoP</Title>
      <Text size="sm" c="dimmed">
        Sender-constrained tokens (RFC 9449): a token request with a <code>DPoP</code> proof gets tokens bound to the client&apos;s key, useless to anyone
        without it. Require it to refuse token requests without a proof.
      </Text>
      <GeneralErrors messages={general} />
      <Switch
        label="Require DPoP-bound tokens"
        checked={value}
        disabled={update.isPending}
        error={error}
        onChange={(event) => void save(event.currentTarget.checked)}
      />
    </Stack>
  );
}
