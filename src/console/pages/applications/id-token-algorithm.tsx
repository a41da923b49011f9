// The algorithm of an application's ID tokens (`id_token_signed_response_alg`): RS256 unless the
// application's library or policy asks for another the server keeps a key for. Saves at once;
// the server's refusal is shown under the control, which keeps the server's value.
import { Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { useGraphQLMutation } from '../../graphql/hooks';
import { GeneralErrors } from '../../components/query-state';
import { withDefault } from '../../components/signing-algorithms';
import { splitUserErrors } from '../../components/user-errors';

const UpdateIdTokenAlgorithm = graphql(`
  mutation ConsoleUpdateApplicationIdTokenAlgorithm($id: ID!, $input: UpdateApplicationInput!) {
    updateApplication(id: $id, input: $input) {
      application {
        id
        customClientMetadata {
          idTokenSignedResponseAlg
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

const ALGORITHMS = withDefault('RS256', 'every library accepts it');
const FIELD = 'customClientMetadata.idTokenSignedResponseAlg';

export function IdTokenAlgorithmSetting({ id, algorithm }: { id: string; algorithm: string }) {
  const update = useGraphQLMutation(UpdateIdTokenAlgorithm);
  const [value, setValue] = useState(algorithm);
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string[]>([]);
  useEffect(() => setValue(algorithm), [algorithm]);

  const save = async (next: string) => {
    setError(undefined);
    setGeneral([]);
    setValue(next);
    const { updateApplication } = await update.mutateAsync({ id, input: { customClientMetadata: { idTokenSignedResponseAlg: next } } });
    if (updateApplication.userErrors.length) {
      const split = splitUserErrors(updateApplication.userErrors, [FIELD]);
      setError(split.byField[FIELD]);
      setGeneral(split.general);
      setValue(algorithm);
      return;
    }
    notifications.show({ message: `ID tokens are signed with ${next} from now on`, color: 'green' });
  };

  return (
    <Stack gap="xs" mt="lg">
      <Title order={4}>ID token signing</Title>
      <Text size="sm" c="dimmed">
        The algorithm of this application&apos;s ID tokens (<code>id_token_signed_response_alg</code>). Keep RS256 unless its library or policy asks for
        another. Access tokens are signed in their API resource&apos;s algorithm (ES256 unless set on the resource).
      </Text>
      <GeneralErrors messages={general} />
      <Select
        label="ID token algorithm"
        data={ALGORITHMS}
        value={value}
        allowDeselect={false}
        disabled={update.isPending}
        error={error}
        onChange={(next) => {
          if (next && next !== value) void save(next);
        }}
        maw={420}
      />
    </Stack>
  );
}
