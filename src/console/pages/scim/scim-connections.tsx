// SCIM provisioning: the connections a directory (Entra ID, Okta) provisions users and groups
// through. A connection's token is shown once, beside the base URL to paste into the directory;
// revoking refuses the token at once. The rules are the server's (docs/scim.md).
import { Button, Code, Group, Modal, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { CopyValue } from '../../components/copy-value';
import { formatDate } from '../../components/dates';
import { PageHeader } from '../../components/page-header';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';
import { SecretOnceDialog } from '../../components/secret-once-dialog';
import { StatusBadge } from '../../components/status-badge';

const ConnectionsQuery = graphql(`
  query ConsoleScimConnections {
    scimConnections {
      id
      name
      organization {
        id
        name
      }
      createdAt
      revokedAt
    }
  }
`);

const PickOrganizations = graphql(`
  query ConsoleScimPickOrganizations($search: String) {
    organizations(first: 50, search: $search) {
      nodes {
        id
        name
      }
    }
  }
`);

const CreateConnection = graphql(`
  mutation ConsoleCreateScimConnection($input: CreateScimConnectionInput!) {
    createScimConnection(input: $input) {
      scimConnection {
        id
        token
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const RevokeConnection = graphql(`
  mutation ConsoleRevokeScimConnection($id: ID!) {
    revokeScimConnection(id: $id) {
      scimConnection {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

/** The SCIM base URL a directory is given: this server's /scim/v2. */
const scimBaseUrl = () => `${location.origin}/scim/v2`;

function CreateConnectionDialog({ opened, onClose, onCreated }: { opened: boolean; onClose(): void; onCreated(token: string): void }) {
  const [name, setName] = useState('');
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const organizations = useGraphQLQuery(PickOrganizations, { search: search || null }, { enabled: opened });
  const create = useGraphQLMutation(CreateConnection);
  const options = (organizations.data?.organizations.nodes ?? []).map((organization) => ({ value: organization.id, label: organization.name }));
  const close = () => {
    setName('');
    setOrganizationId(null);
    setErrors([]);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="New SCIM connection" centered>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const { createScimConnection } = await create.mutateAsync({ input: { name, organizationId } });
          if (createScimConnection.userErrors.length || !createScimConnection.scimConnection?.token) {
            setErrors(createScimConnection.userErrors.map((error) => error.message));
            return;
          }
          close();
          onCreated(createScimConnection.scimConnection.token);
        }}
      >
        <Stack>
          <GeneralErrors messages={errors} />
          <TextInput
            label="Name"
            description="The directory it is for, e.g. Entra ID"
            required
            maxLength={128}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Select
            label="Organization"
            description="Bind it to one organization (it then sees only that organization's members, and its groups are organization roles there); leave empty for the whole instance (its groups are organizations)."
            placeholder="Whole instance"
            searchable
            clearable
            data={options}
            value={organizationId}
            onChange={setOrganizationId}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={organizations.isFetching ? 'Searching…' : 'No organization found'}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create connection
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export default function ScimConnections() {
  const query = useGraphQLQuery(ConnectionsQuery, {});
  const revoke = useGraphQLMutation(RevokeConnection);
  const [creating, setCreating] = useState(false);
  const [token, setToken] = useState<string>();
  return (
    <>
      <PageHeader title="SCIM provisioning" actions={<Button onClick={() => setCreating(true)}>Create connection</Button>} />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A directory such as Entra ID or Okta creates, updates and deactivates users here, and pushes its groups, over SCIM 2.0. Give it the base URL below and
          the token of a connection.
        </Text>
        <CopyValue label="SCIM base URL (Entra ID: Tenant URL; Okta: SCIM connector base URL)" value={scimBaseUrl()} />
        <Paper withBorder>
          <QueryState query={query}>
            {() =>
              query.data!.scimConnections.length === 0 ? (
                <EmptyState title="No SCIM connection yet">Create one, then paste its token into your directory's provisioning settings.</EmptyState>
              ) : (
                <Table.ScrollContainer minWidth={640}>
                  <Table aria-label="SCIM connections">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Name</Table.Th>
                        <Table.Th>Provisions into</Table.Th>
                        <Table.Th>Status</Table.Th>
                        <Table.Th>Created</Table.Th>
                        <Table.Th>Actions</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {query.data!.scimConnections.map((connection) => (
                        <Table.Tr key={connection.id} data-connection={connection.id}>
                          <Table.Td>
                            <Text fw={500}>{connection.name}</Text>
                            <Code>{connection.id}</Code>
                          </Table.Td>
                          <Table.Td>{connection.organization ? `Organization ${connection.organization.name}` : 'Whole instance'}</Table.Td>
                          <Table.Td>
                            {connection.revokedAt ? (
                              <StatusBadge tone="neutral" title={`Revoked ${formatDate(connection.revokedAt)}`}>
                                Revoked
                              </StatusBadge>
                            ) : (
                              <StatusBadge tone="good">Active</StatusBadge>
                            )}
                          </Table.Td>
                          <Table.Td>{formatDate(connection.createdAt)}</Table.Td>
                          <Table.Td>
                            {connection.revokedAt ? null : (
                              <ConfirmButton
                                size="xs"
                                color="red"
                                variant="light"
                                label={`Revoke ${connection.name}`}
                                title={`Revoke ${connection.name}?`}
                                onConfirm={async () => {
                                  const { revokeScimConnection } = await revoke.mutateAsync({ id: connection.id });
                                  if (revokeScimConnection.userErrors.length) return revokeScimConnection.userErrors[0]!.message;
                                  notifications.show({ message: `${connection.name} revoked`, color: 'green' });
                                  return undefined;
                                }}
                              >
                                The directory's token is refused from now on. The users and groups it provisioned stay. This cannot be undone: create a new
                                connection to provision again.
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
      </Stack>
      <CreateConnectionDialog opened={creating} onClose={() => setCreating(false)} onCreated={setToken} />
      <SecretOnceDialog secret={token} title="SCIM connection created" label="Bearer token" onClose={() => setToken(undefined)}>
        <CopyValue label="SCIM base URL" value={scimBaseUrl()} />
        <Text size="sm">A connection's token cannot be rotated: to replace a lost one, create a new connection and revoke this one.</Text>
      </SecretOnceDialog>
    </>
  );
}
