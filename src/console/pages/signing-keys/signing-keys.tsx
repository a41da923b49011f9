// The OpenID provider's signing keys: which one signs, which only verify, rotation and retirement.
import { Alert, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { StatusBadge } from '../../components/status-badge';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { PageHeader } from '../../components/page-header';
import { EmptyState, QueryState } from '../../components/query-state';

const KeysQuery = graphql(`
  query ConsoleSigningKeys {
    signingKeys {
      id
      algorithm
      status
      createdAt
    }
  }
`);

const RotateKey = graphql(`
  mutation ConsoleRotateSigningKey($signingKeyAlgorithm: String) {
    rotateSigningKey(signingKeyAlgorithm: $signingKeyAlgorithm) {
      signingKeys {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const DeleteKey = graphql(`
  mutation ConsoleDeleteSigningKey($id: ID!) {
    deleteSigningKey(id: $id) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

/**
 * What a rotation can make and what each key signs (docs/oidc.md, "Signing keys and their
 * rotation"): the compatible families EC and RSA first, then the other algorithms by name.
 */
const FAMILIES = [
  { value: 'EC', alg: 'ES256', signs: 'access tokens (and the ID tokens of applications set to ES256)' },
  { value: 'RSA', alg: 'RS256', signs: 'ID tokens (the default algorithm)' },
  { value: 'PS256', alg: 'PS256', signs: 'the ID tokens of applications set to PS256' },
  { value: 'ES384', alg: 'ES384', signs: 'the ID tokens of applications set to ES384' },
  { value: 'EdDSA', alg: 'EdDSA', signs: 'the ID tokens of applications set to EdDSA' },
] as const;

export default function SigningKeys() {
  const query = useGraphQLQuery(KeysQuery, {});
  const rotate = useGraphQLMutation(RotateKey);
  const remove = useGraphQLMutation(DeleteKey);
  return (
    <>
      <PageHeader
        title="Signing keys"
        actions={
          <Group gap="xs" wrap="wrap">
            {FAMILIES.map((family) => (
              <ConfirmButton
                key={family.value}
                label={`Rotate ${family.value} signing key`}
                color="indigo"
                variant={family.value === 'EC' ? 'filled' : 'light'}
                title={`Rotate the ${family.value} signing key?`}
                onConfirm={async () => {
                  const { rotateSigningKey } = await rotate.mutateAsync({ signingKeyAlgorithm: family.value });
                  if (rotateSigningKey.userErrors.length) return rotateSigningKey.userErrors[0]!.message;
                  notifications.show({ message: `New ${family.value} signing key ${rotateSigningKey.signingKeys?.[0]?.id ?? ''}`, color: 'green' });
                  return undefined;
                }}
              >
                A new {family.alg} key signs {family.signs} from now on. The current {family.alg} key stays published and keeps verifying the tokens it signed.
                At most two keys of a kind are active: if there are two already, the older one is retired, and tokens it signed stop verifying.
              </ConfirmButton>
            ))}
          </Group>
        }
      />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Tokens name their key in the <Code>kid</Code> header; relying parties find the public half in the JWKS. Private keys are never shown.
        </Text>
        <Paper withBorder>
          <QueryState query={query}>
            {() =>
              query.data!.signingKeys.length === 0 ? (
                <EmptyState title="No active signing key">The server makes one when it starts.</EmptyState>
              ) : (
                <Table.ScrollContainer minWidth={640}>
                  <Table aria-label="Signing keys">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Key id (kid)</Table.Th>
                        <Table.Th>Algorithm</Table.Th>
                        <Table.Th>Status</Table.Th>
                        <Table.Th>Created</Table.Th>
                        <Table.Th>Actions</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {query.data!.signingKeys.map((key) => (
                        <Table.Tr key={key.id} data-kid={key.id}>
                          <Table.Td>
                            <Code>{key.id}</Code>
                          </Table.Td>
                          <Table.Td>{key.algorithm}</Table.Td>
                          <Table.Td>
                            {key.status === 'signing' ? (
                              <StatusBadge tone="good">Signing</StatusBadge>
                            ) : (
                              <StatusBadge tone="neutral">Verifying only</StatusBadge>
                            )}
                          </Table.Td>
                          <Table.Td>{formatDate(key.createdAt)}</Table.Td>
                          <Table.Td>
                            {key.status === 'signing' ? (
                              <Text size="xs" c="dimmed">
                                Rotate first to retire it
                              </Text>
                            ) : (
                              <ConfirmButton
                                size="xs"
                                label="Retire"
                                title="Retire this signing key?"
                                onConfirm={async () => {
                                  const { deleteSigningKey } = await remove.mutateAsync({ id: key.id });
                                  if (deleteSigningKey.userErrors.length) return deleteSigningKey.userErrors[0]!.message;
                                  notifications.show({ message: `Key ${key.id} retired`, color: 'green' });
                                  return undefined;
                                }}
                              >
                                Key {key.id} leaves the JWKS. Every token it signed (access tokens, ID tokens issued before the last rotation) stops verifying
                                at once, so their holders must get new ones. This cannot be undone.
                              </ConfirmButton>
                            )}
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
        <Alert color="gray" title="Rotation and retirement">
          Rotate on a schedule or when a key may have leaked. Retire the previous key once the tokens it signed have expired; retire it at once only if it
          leaked.
        </Alert>
      </Stack>
    </>
  );
}
