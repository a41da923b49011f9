// Just-in-time provisioning: who joins this organization without being added — users whose email is
// in one of its domains (on sign-up) and users of its enterprise SSO connectors (on first sign-in) —
// and the organization roles they receive.
import { Badge, Button, Group, MultiSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent, type ReactNode } from 'react';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';
import { OrganizationRolePicker } from '../../components/server-pickers';

const JitQuery = graphql(`
  query ConsoleOrganizationJit($id: ID!) {
    organizationJitEmailDomains(id: $id) {
      emailDomain
    }
    organizationJitRoles(id: $id) {
      id
      name
      description
    }
    organizationJitSsoConnectors(id: $id) {
      id
      connectorName
      providerName
      domains
    }
    ssoConnectors(first: 100) {
      nodes {
        id
        connectorName
        providerName
      }
    }
  }
`);

const AddDomain = graphql(`
  mutation ConsoleAddOrganizationJitEmailDomain($id: ID!, $emailDomain: String!) {
    addOrganizationJitEmailDomain(id: $id, emailDomain: $emailDomain) {
      emailDomains {
        emailDomain
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const RemoveDomain = graphql(`
  mutation ConsoleRemoveOrganizationJitEmailDomain($id: ID!, $emailDomain: String!) {
    removeOrganizationJitEmailDomain(id: $id, emailDomain: $emailDomain) {
      emailDomains {
        emailDomain
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const AddRoles = graphql(`
  mutation ConsoleAddOrganizationJitRoles($id: ID!, $organizationRoleIds: [ID!]!) {
    addOrganizationJitRoles(id: $id, organizationRoleIds: $organizationRoleIds) {
      organizationRoles {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const RemoveRole = graphql(`
  mutation ConsoleRemoveOrganizationJitRole($id: ID!, $organizationRoleId: ID!) {
    removeOrganizationJitRole(id: $id, organizationRoleId: $organizationRoleId) {
      organizationRoles {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const AddConnectors = graphql(`
  mutation ConsoleAddOrganizationJitSsoConnectors($id: ID!, $ssoConnectorIds: [ID!]!) {
    addOrganizationJitSsoConnectors(id: $id, ssoConnectorIds: $ssoConnectorIds) {
      ssoConnectors {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const RemoveConnector = graphql(`
  mutation ConsoleRemoveOrganizationJitSsoConnector($id: ID!, $ssoConnectorId: ID!) {
    removeOrganizationJitSsoConnector(id: $id, ssoConnectorId: $ssoConnectorId) {
      ssoConnectors {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      {children}
    </Stack>
  );
}

/** A short list with a remove button per item. */
function ItemTable({ label, rows }: { label: string; rows: { key: string; cells: ReactNode[]; action: ReactNode }[] }) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table aria-label={label}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
              <Table.Td w={1}>{row.action}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EmailDomains({ id, domains }: { id: string; domains: string[] }) {
  const add = useGraphQLMutation(AddDomain);
  const remove = useGraphQLMutation(RemoveDomain);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string[]>([]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setGeneral([]);
    try {
      const { addOrganizationJitEmailDomain } = await add.mutateAsync({ id, emailDomain: value.trim() });
      const errors = addOrganizationJitEmailDomain.userErrors;
      if (errors.length) {
        // Refusals about the domain go next to its field; others (an unknown organization) above.
        const aboutField = errors.filter((e) => e.field?.includes('emailDomain'));
        setError(aboutField.map((e) => e.message).join(' ') || undefined);
        setGeneral(errors.filter((e) => !aboutField.includes(e)).map((e) => e.message));
        return;
      }
      setValue('');
      notifications.show({ message: 'Email domain added', color: 'green' });
    } catch (e) {
      setGeneral([e instanceof Error ? e.message : String(e)]);
    }
  };
  return (
    <Section title="Email domains" description="Users who sign up with an email address in one of these domains join this organization.">
      <GeneralErrors messages={general} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label="Email domain"
            placeholder="example.com"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
            w={{ base: '100%', sm: 280 }}
          />
          <Button type="submit" mt={{ base: 0, sm: 25 }} disabled={!value.trim()} loading={add.isPending}>
            Add domain
          </Button>
        </Group>
      </form>
      {domains.length === 0 ? (
        <Text size="sm" c="dimmed">
          No email domains.
        </Text>
      ) : (
        <ItemTable
          label="Email domains"
          rows={domains.map((domain) => ({
            key: domain,
            cells: [domain],
            action: (
              <ConfirmButton
                size="xs"
                label="Remove"
                title={`Remove the domain ${domain}?`}
                onConfirm={async () => {
                  const { removeOrganizationJitEmailDomain } = await remove.mutateAsync({ id, emailDomain: domain });
                  if (removeOrganizationJitEmailDomain.userErrors.length) return removeOrganizationJitEmailDomain.userErrors[0]!.message;
                  notifications.show({ message: 'Email domain removed', color: 'green' });
                  return undefined;
                }}
              >
                New users with an address at {domain} no longer join automatically; current members stay.
              </ConfirmButton>
            ),
          }))}
        />
      )}
    </Section>
  );
}

function JitRoles({ id, roles }: { id: string; roles: { id: string; name: string; description?: string | null }[] }) {
  const add = useGraphQLMutation(AddRoles);
  const remove = useGraphQLMutation(RemoveRole);
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const held = new Set(roles.map((role) => role.id));
  const submit = async () => {
    setError(undefined);
    try {
      const { addOrganizationJitRoles } = await add.mutateAsync({ id, organizationRoleIds: picked });
      if (addOrganizationJitRoles.userErrors.length) {
        setError(addOrganizationJitRoles.userErrors.map((e) => e.message).join(' '));
        return;
      }
      setPicked([]);
      notifications.show({ message: 'Default roles added', color: 'green' });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Section title="Default roles" description="The organization roles users who join just in time receive.">
      <Group align="flex-start" wrap="wrap">
        <OrganizationRolePicker
          label="Add default roles"
          placeholder="Search roles"
          value={picked}
          onChange={setPicked}
          exclude={held}
          error={error}
          w={{ base: '100%', sm: 340 }}
        />
        <Button mt={{ base: 0, sm: 25 }} disabled={!picked.length} loading={add.isPending} onClick={() => void submit()}>
          Add roles
        </Button>
      </Group>
      {roles.length === 0 ? (
        <Text size="sm" c="dimmed">
          No default roles: users join without roles.
        </Text>
      ) : (
        <ItemTable
          label="Default roles"
          rows={roles.map((role) => ({
            key: role.id,
            cells: [
              role.name,
              <Text key="d" size="sm" c="dimmed">
                {role.description ?? ''}
              </Text>,
            ],
            action: (
              <ConfirmButton
                size="xs"
                label="Remove"
                title={`Stop giving ${role.name} to new members?`}
                onConfirm={async () => {
                  const { removeOrganizationJitRole } = await remove.mutateAsync({ id, organizationRoleId: role.id });
                  if (removeOrganizationJitRole.userErrors.length) return removeOrganizationJitRole.userErrors[0]!.message;
                  notifications.show({ message: 'Default role removed', color: 'green' });
                  return undefined;
                }}
              >
                Members who already hold {role.name} keep it.
              </ConfirmButton>
            ),
          }))}
        />
      )}
    </Section>
  );
}

function JitConnectors({
  id,
  connectors,
  all,
}: {
  id: string;
  connectors: { id: string; connectorName: string; providerName: string; domains: string[] }[];
  all: { id: string; connectorName: string; providerName: string }[];
}) {
  const add = useGraphQLMutation(AddConnectors);
  const remove = useGraphQLMutation(RemoveConnector);
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const held = new Set(connectors.map((connector) => connector.id));
  const options = all
    .filter((connector) => !held.has(connector.id))
    .map((connector) => ({ value: connector.id, label: `${connector.connectorName} (${connector.providerName})` }));
  const submit = async () => {
    setError(undefined);
    try {
      const { addOrganizationJitSsoConnectors } = await add.mutateAsync({ id, ssoConnectorIds: picked });
      if (addOrganizationJitSsoConnectors.userErrors.length) {
        setError(addOrganizationJitSsoConnectors.userErrors.map((e) => e.message).join(' '));
        return;
      }
      setPicked([]);
      notifications.show({ message: 'Connectors added', color: 'green' });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Section title="Enterprise SSO connectors" description="Users who sign in through one of these connectors for the first time join this organization.">
      <Group align="flex-start" wrap="wrap">
        <MultiSelect
          label="Add SSO connectors"
          placeholder={all.length ? 'Pick connectors' : 'No enterprise SSO connectors yet'}
          data={options}
          value={picked}
          onChange={setPicked}
          searchable
          error={error}
          nothingFoundMessage="No other connectors"
          w={{ base: '100%', sm: 340 }}
        />
        <Button mt={{ base: 0, sm: 25 }} disabled={!picked.length} loading={add.isPending} onClick={() => void submit()}>
          Add connectors
        </Button>
      </Group>
      {connectors.length === 0 ? (
        <Text size="sm" c="dimmed">
          No SSO connectors.
        </Text>
      ) : (
        <ItemTable
          label="Enterprise SSO connectors"
          rows={connectors.map((connector) => ({
            key: connector.id,
            cells: [
              <Group key="n" gap={6}>
                {connector.connectorName}
                <Badge size="xs" variant="light">
                  {connector.providerName}
                </Badge>
              </Group>,
              <Text key="d" size="sm" c="dimmed">
                {connector.domains.join(', ')}
              </Text>,
            ],
            action: (
              <ConfirmButton
                size="xs"
                label="Remove"
                title={`Stop provisioning users of ${connector.connectorName}?`}
                onConfirm={async () => {
                  const { removeOrganizationJitSsoConnector } = await remove.mutateAsync({ id, ssoConnectorId: connector.id });
                  if (removeOrganizationJitSsoConnector.userErrors.length) return removeOrganizationJitSsoConnector.userErrors[0]!.message;
                  notifications.show({ message: 'Connector removed', color: 'green' });
                  return undefined;
                }}
              >
                Users who already joined through {connector.connectorName} stay members.
              </ConfirmButton>
            ),
          }))}
        />
      )}
    </Section>
  );
}

export function OrganizationJit({ id }: { id: string }) {
  const query = useGraphQLQuery(JitQuery, { id });
  return (
    <QueryState query={query}>
      {() => {
        const data = query.data!;
        const nothing = !data.organizationJitEmailDomains.length && !data.organizationJitSsoConnectors.length;
        return (
          <Stack gap="xl">
            {nothing ? (
              <EmptyState title="No just-in-time provisioning">Add an email domain or an SSO connector so people join without an invitation.</EmptyState>
            ) : null}
            <EmailDomains id={id} domains={data.organizationJitEmailDomains.map((d) => d.emailDomain)} />
            <JitRoles id={id} roles={data.organizationJitRoles} />
            <JitConnectors id={id} connectors={data.organizationJitSsoConnectors} all={data.ssoConnectors.nodes} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
