// One organization role: name and description, the organization scopes and API resource scopes it
// grants (add, remove), deletion.
import { Anchor, Button, Code, Group, Paper, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../../graphql/hooks';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatDate } from '../../../components/dates';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, GeneralErrors, QueryState } from '../../../components/query-state';
import { splitUserErrors } from '../../../components/user-errors';
import { OrganizationScopePicker, ResourceScopePicker } from '../../../components/server-pickers';
import { DeleteOrganizationRole } from './organization-roles';

const RoleQuery = graphql(`
  query ConsoleOrganizationRole($id: ID!) {
    organizationRole(id: $id) {
      id
      name
      description
      createdAt
      updatedAt
      scopes {
        id
        name
        description
      }
      resourceScopes {
        id
        name
        description
        resourceIndicator
      }
    }
  }
`);

const UpdateRole = graphql(`
  mutation ConsoleUpdateOrganizationRole($id: ID!, $input: UpdateOrganizationRoleInput!) {
    updateOrganizationRole(id: $id, input: $input) {
      organizationRole {
        id
        name
        description
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const AddScopes = graphql(`
  mutation ConsoleAddOrganizationRoleScopes($id: ID!, $organizationScopeIds: [ID!]!) {
    addOrganizationRoleScopes(id: $id, organizationScopeIds: $organizationScopeIds) {
      organizationScopes {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const RemoveScope = graphql(`
  mutation ConsoleRemoveOrganizationRoleScope($id: ID!, $organizationScopeId: ID!) {
    removeOrganizationRoleScope(id: $id, organizationScopeId: $organizationScopeId) {
      organizationScopes {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const AddResourceScopes = graphql(`
  mutation ConsoleAddOrganizationRoleResourceScopes($id: ID!, $scopeIds: [ID!]!) {
    addOrganizationRoleResourceScopes(id: $id, scopeIds: $scopeIds) {
      resourceScopes {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const RemoveResourceScope = graphql(`
  mutation ConsoleRemoveOrganizationRoleResourceScope($id: ID!, $scopeId: ID!) {
    removeOrganizationRoleResourceScope(id: $id, scopeId: $scopeId) {
      resourceScopes {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const FIELDS = ['name', 'description'] as const;

function SettingsForm({ id, initial }: { id: string; initial: { name: string; description: string } }) {
  const update = useGraphQLMutation(UpdateRole);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm({ initialValues: initial });
  useEffect(() => {
    form.setInitialValues(initial);
    form.setValues(initial);
    // Only when the stored role changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial.name, initial.description]);
  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      const { updateOrganizationRole } = await update.mutateAsync({
        id,
        input: { name: values.name.trim(), description: values.description.trim() === '' ? null : values.description.trim() },
      });
      if (updateOrganizationRole.userErrors.length) {
        const errors = splitUserErrors(updateOrganizationRole.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'Role saved', color: 'green' });
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={560}>
        <GeneralErrors messages={general} />
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save role
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A list of granted scopes with a picker to add more and a remove button per scope. */
function ScopeSection({
  title,
  picker,
  scopes,
  onAdd,
  onRemove,
  adding,
}: {
  title: string;
  picker(props: { value: string[]; onChange(v: string[]): void; error?: string | undefined; exclude: Set<string> }): ReactNode;
  scopes: { id: string; name: string; description?: string | null; detail?: string }[];
  onAdd(ids: string[]): Promise<string | void>;
  onRemove(id: string): Promise<string | void>;
  adding: boolean;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const add = async () => {
    setError(undefined);
    try {
      const refused = await onAdd(picked);
      if (refused) setError(refused);
      else setPicked([]);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Group align="flex-start" wrap="wrap">
        {picker({ value: picked, onChange: setPicked, error, exclude: new Set(scopes.map((s) => s.id)) })}
        <Button mt={{ base: 0, sm: 25 }} disabled={!picked.length} loading={adding} onClick={() => void add()}>
          Add
        </Button>
      </Group>
      {scopes.length === 0 ? (
        <Text size="sm" c="dimmed">
          None granted.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={title}>
            <Table.Tbody>
              {scopes.map((scope) => (
                <Table.Tr key={scope.id}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {scope.name}
                    </Text>
                    {scope.detail ? (
                      <Text size="xs" c="dimmed">
                        {scope.detail}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{scope.description ?? ''}</Table.Td>
                  <Table.Td w={1}>
                    <ConfirmButton size="xs" label="Remove" title={`Stop granting ${scope.name}?`} onConfirm={() => onRemove(scope.id)}>
                      Members holding this role lose {scope.name} at their next token.
                    </ConfirmButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export default function OrganizationRoleDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useGraphQLQuery(RoleQuery, { id });
  const remove = useGraphQLMutation(DeleteOrganizationRole);
  const addScopes = useGraphQLMutation(AddScopes);
  const removeScope = useGraphQLMutation(RemoveScope);
  const addResourceScopes = useGraphQLMutation(AddResourceScopes);
  const removeResourceScope = useGraphQLMutation(RemoveResourceScope);
  return (
    <QueryState query={query}>
      {() => {
        const role = query.data!.organizationRole;
        if (!role) {
          return (
            <EmptyState title="This organization role does not exist">
              It may have been deleted.{' '}
              <Anchor component={Link} to="/organizations/template">
                Back to the organization template
              </Anchor>
            </EmptyState>
          );
        }
        return (
          <>
            <PageHeader
              title={role.name}
              parent={{ label: 'Organization template', to: '/organizations/template' }}
              actions={
                <ConfirmButton
                  label="Delete"
                  title="Delete this organization role?"
                  confirmLabel="Delete role"
                  onConfirm={async () => {
                    const { deleteOrganizationRole } = await remove.mutateAsync({ id });
                    if (deleteOrganizationRole.userErrors.length) return deleteOrganizationRole.userErrors[0]!.message;
                    notifications.show({ message: 'Role deleted', color: 'green' });
                    void navigate('/organizations/template');
                    return undefined;
                  }}
                >
                  Members of every organization who hold {role.name} lose it and the scopes it grants. This cannot be undone.
                </ConfirmButton>
              }
            />
            <Text size="sm" c="dimmed" mb="md">
              ID <Code>{role.id}</Code> · created {formatDate(role.createdAt)} · updated {formatDate(role.updatedAt)}
            </Text>
            <Stack gap="lg">
              <Paper withBorder p="md">
                <SettingsForm id={id} initial={{ name: role.name, description: role.description ?? '' }} />
              </Paper>
              <Paper withBorder p="md">
                <ScopeSection
                  title="Organization scopes"
                  scopes={role.scopes}
                  adding={addScopes.isPending}
                  picker={(props) => (
                    <OrganizationScopePicker label="Add organization scopes" placeholder="Search scopes" w={{ base: '100%', sm: 360 }} {...props} />
                  )}
                  onAdd={async (organizationScopeIds) => {
                    const { addOrganizationRoleScopes } = await addScopes.mutateAsync({ id, organizationScopeIds });
                    if (addOrganizationRoleScopes.userErrors.length) return addOrganizationRoleScopes.userErrors[0]!.message;
                    notifications.show({ message: 'Scopes added', color: 'green' });
                    return undefined;
                  }}
                  onRemove={async (organizationScopeId) => {
                    const { removeOrganizationRoleScope } = await removeScope.mutateAsync({ id, organizationScopeId });
                    if (removeOrganizationRoleScope.userErrors.length) return removeOrganizationRoleScope.userErrors[0]!.message;
                    notifications.show({ message: 'Scope removed', color: 'green' });
                    return undefined;
                  }}
                />
              </Paper>
              <Paper withBorder p="md">
                <ScopeSection
                  title="API resource scopes"
                  scopes={role.resourceScopes.map((scope) => ({ ...scope, detail: scope.resourceIndicator }))}
                  adding={addResourceScopes.isPending}
                  picker={(props) => <ResourceScopePicker label="Add API resource scopes" placeholder="Pick scopes" w={{ base: '100%', sm: 360 }} {...props} />}
                  onAdd={async (scopeIds) => {
                    const { addOrganizationRoleResourceScopes } = await addResourceScopes.mutateAsync({ id, scopeIds });
                    if (addOrganizationRoleResourceScopes.userErrors.length) return addOrganizationRoleResourceScopes.userErrors[0]!.message;
                    notifications.show({ message: 'Scopes added', color: 'green' });
                    return undefined;
                  }}
                  onRemove={async (scopeId) => {
                    const { removeOrganizationRoleResourceScope } = await removeResourceScope.mutateAsync({ id, scopeId });
                    if (removeOrganizationRoleResourceScope.userErrors.length) return removeOrganizationRoleResourceScope.userErrors[0]!.message;
                    notifications.show({ message: 'Scope removed', color: 'green' });
                    return undefined;
                  }}
                />
              </Paper>
            </Stack>
          </>
        );
      }}
    </QueryState>
  );
}
