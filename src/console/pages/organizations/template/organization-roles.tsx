// Organization roles: list with search, create (with scopes) in a dialog, open one to edit, delete.
import { Anchor, Badge, Button, Group, Modal, Stack, Table, Text, TextInput, Textarea, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../../graphql/hooks';
import { ConfirmButton } from '../../../components/confirm-button';
import { Pager, SearchBox, useListParams } from '../../../components/list-controls';
import { EmptyState, GeneralErrors, QueryState } from '../../../components/query-state';
import { splitUserErrors } from '../../../components/user-errors';
import { OrganizationScopePicker, ResourceScopePicker } from '../../../components/server-pickers';

const RolesQuery = graphql(`
  query ConsoleOrganizationRoles($first: Int, $offset: Int, $search: String) {
    organizationRoles(first: $first, offset: $offset, search: $search) {
      totalCount
      nodes {
        id
        name
        description
        scopes {
          id
          name
        }
        resourceScopes {
          id
          name
        }
      }
    }
  }
`);

const CreateRole = graphql(`
  mutation ConsoleCreateOrganizationRole($input: CreateOrganizationRoleInput!) {
    createOrganizationRole(input: $input) {
      organizationRole {
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

export const DeleteOrganizationRole = graphql(`
  mutation ConsoleDeleteOrganizationRole($id: ID!) {
    deleteOrganizationRole(id: $id) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

const FIELDS = ['name', 'description', 'organizationScopeIds', 'resourceScopeIds'] as const;

function CreateRoleDialog({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const create = useGraphQLMutation(CreateRole);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm({ initialValues: { name: '', description: '', organizationScopeIds: [] as string[], resourceScopeIds: [] as string[] } });
  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      const { createOrganizationRole } = await create.mutateAsync({
        input: {
          name: values.name.trim(),
          description: values.description.trim() || null,
          organizationScopeIds: values.organizationScopeIds,
          resourceScopeIds: values.resourceScopeIds,
        },
      });
      if (createOrganizationRole.userErrors.length) {
        const errors = splitUserErrors(createOrganizationRole.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'Role created', color: 'green' });
      onClose();
      void navigate(`/organizations/template/roles/${createOrganizationRole.organizationRole!.id}`);
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });
  return (
    <Modal opened onClose={onClose} title="Create organization role" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <GeneralErrors messages={general} />
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <OrganizationScopePicker
            label="Organization scopes"
            placeholder="Optional"
            value={form.values.organizationScopeIds}
            onChange={(ids) => form.setFieldValue('organizationScopeIds', ids)}
            error={form.errors.organizationScopeIds}
          />
          <ResourceScopePicker
            label="API resource scopes"
            placeholder="Optional"
            value={form.values.resourceScopeIds}
            onChange={(ids) => form.setFieldValue('resourceScopeIds', ids)}
            error={form.errors.resourceScopeIds}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create role
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ScopeBadges({ scopes, color }: { scopes: readonly { id: string; name: string }[]; color?: string }) {
  if (!scopes.length)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={4}>
      {scopes.map((scope) => (
        <Badge key={scope.id} variant="light" color={color} tt="none">
          {scope.name}
        </Badge>
      ))}
    </Group>
  );
}

export function OrganizationRolesTab() {
  const list = useListParams();
  const query = useGraphQLQuery(RolesQuery, { first: list.first, offset: list.offset, search: list.search || null });
  const remove = useGraphQLMutation(DeleteOrganizationRole);
  const [creating, setCreating] = useState(false);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SearchBox label="Search organization roles" value={list.search} onChange={(search) => list.update({ search })} />
        <Button onClick={() => setCreating(true)}>Create role</Button>
      </Group>
      {creating ? <CreateRoleDialog onClose={() => setCreating(false)} /> : null}
      <QueryState query={query}>
        {() =>
          query.data!.organizationRoles.nodes.length === 0 ? (
            <EmptyState title={list.search ? 'No role matches this search' : 'No organization roles yet'}>
              {list.search ? 'Try another name.' : 'Create roles such as admin or member, then give them to members of each organization.'}
            </EmptyState>
          ) : (
            <>
              <Table.ScrollContainer minWidth={640}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Role</Table.Th>
                      <Table.Th>Organization scopes</Table.Th>
                      <Table.Th>API resource scopes</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.organizationRoles.nodes.map((role) => (
                      <Table.Tr key={role.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/organizations/template/roles/${role.id}`}>
                            {role.name}
                          </Anchor>
                          {role.description ? (
                            <Text size="xs" c="dimmed" lineClamp={2}>
                              {role.description}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <ScopeBadges scopes={role.scopes} />
                        </Table.Td>
                        <Table.Td>
                          <ScopeBadges scopes={role.resourceScopes} color="grape" />
                        </Table.Td>
                        <Table.Td>
                          <Group justify="flex-end" wrap="nowrap">
                            <ConfirmButton
                              size="xs"
                              label="Delete"
                              title={`Delete the role ${role.name}?`}
                              onConfirm={async () => {
                                const { deleteOrganizationRole } = await remove.mutateAsync({ id: role.id });
                                if (deleteOrganizationRole.userErrors.length) return deleteOrganizationRole.userErrors[0]!.message;
                                notifications.show({ message: 'Role deleted', color: 'green' });
                                return undefined;
                              }}
                            >
                              Members of every organization who hold {role.name} lose it and the scopes it grants.
                            </ConfirmButton>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager page={list.page} total={query.data!.organizationRoles.totalCount} onChange={(page) => list.update({ page })} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
