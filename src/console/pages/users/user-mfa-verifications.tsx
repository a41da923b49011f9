// A user's enrolled second factors: when each was enrolled and last used; removing one lets the user
// sign in without it (for a lost authenticator).
import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { QueryState } from '../../components/query-state';

const MfaQuery = graphql(`
  query ConsoleUserMfaVerifications($userId: ID!) {
    userMfaVerifications(userId: $userId) {
      id
      type
      createdAt
      lastUsedAt
      name
    }
  }
`);

const DeleteMfa = graphql(`
  mutation ConsoleDeleteUserMfaVerification($userId: ID!, $verificationId: ID!) {
    deleteUserMfaVerification(userId: $userId, verificationId: $verificationId) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

const FACTOR_NAMES: Record<string, string> = { Totp: 'Authenticator app (TOTP)', BackupCode: 'Backup codes', WebAuthn: 'Passkey' };

export function UserMfaVerifications({ userId }: { userId: string }) {
  const query = useGraphQLQuery(MfaQuery, { userId });
  const remove = useGraphQLMutation(DeleteMfa);
  return (
    <Stack gap="xs" component="section" aria-labelledby="mfa-title">
      <Title order={2} size="h4" id="mfa-title">
        Two-step verification
      </Title>
      <QueryState query={query}>
        {() =>
          query.data!.userMfaVerifications.length === 0 ? (
            <Text size="sm" c="dimmed">
              No second factor enrolled.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table aria-labelledby="mfa-title">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Factor</Table.Th>
                    <Table.Th>Enrolled</Table.Th>
                    <Table.Th>Last used</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data!.userMfaVerifications.map((factor) => (
                    <Table.Tr key={factor.id}>
                      <Table.Td>
                        {FACTOR_NAMES[factor.type] ?? factor.type}
                        {factor.name ? ` (${factor.name})` : ''}
                      </Table.Td>
                      <Table.Td>{formatDate(factor.createdAt)}</Table.Td>
                      <Table.Td>{factor.lastUsedAt ? formatDate(factor.lastUsedAt) : 'Not used yet'}</Table.Td>
                      <Table.Td w={1}>
                        <ConfirmButton
                          size="xs"
                          label="Remove"
                          title="Remove this second factor?"
                          confirmLabel="Remove factor"
                          onConfirm={async () => {
                            const { deleteUserMfaVerification } = await remove.mutateAsync({ userId, verificationId: factor.id });
                            if (deleteUserMfaVerification.userErrors.length) return deleteUserMfaVerification.userErrors[0]!.message;
                            notifications.show({ message: 'Second factor removed', color: 'green' });
                            return undefined;
                          }}
                        >
                          The user can then sign in with their password alone until they enrol a new one. Do this only once you know who is asking.
                        </ConfirmButton>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </Stack>
  );
}
