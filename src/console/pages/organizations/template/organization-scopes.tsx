// Organization scopes: list with search, create and edit in a dialog, delete with confirmation.
import { Button, Group, Modal, Stack, Table, Text, TextInput, Textarea, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../../graphql/hooks';
import { ConfirmButton } from '../../../components/confirm-button';
import { Pager, SearchBox, useListParams } from '../../../components/list-controls';
import { EmptyState, GeneralErrors, QueryState } from '../../../components/query-state';
import { splitUserErrors, type UserErrorLike } from '../../../components/user-errors';

const ScopesQuery = graphql(`
  query ConsoleOrganizationScopes($first: Int, $offset: Int, $search: String) {
    organizationScopes(first: $first, offset: $offset, search: $search) {
      totalCount
      nodes {
        id
        name
        description
      }
    }
  }
`);

const CreateScope = graphql(`
  mutation ConsoleCreateOrganizationScope($input: CreateOrganizationScopeInput!) {
    createOrganizationScope(input: $input) {
      organizationScope {
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

const UpdateScope = graphql(`
  mutation ConsoleUpdateOrganizationScope($id: ID!, $input: UpdateOrganizationScopeInput!) {
    updateOrganizationScope(id: $id, input: $input) {
      organizationScope {
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

const DeleteScope = graphql(`
  mutation ConsoleDeleteOrganizationScope($id: ID!) {
    deleteOrganizationScope(id: $id) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

const FIELDS = ['name', 'description'] as const;

interface ScopeValues {
  name: string;
  description: string;
}

/** The dialog that creates a scope (no `scope`) or edits one. */
function ScopeDialog({ scope, opened, onClose }: { scope?: { id: string } & ScopeValues; opened: boolean; onClose(): void }) {
  const create = useGraphQLMutation(CreateScope);
  const update = useGraphQLMutation(UpdateScope);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<ScopeValues>({ initialValues: { name: scope?.name ?? '', description: scope?.description ?? '' } });
  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    const input = { name: values.name.trim(), description: values.description.trim() === '' ? null : values.description.trim() };
    try {
      let errors: readonly UserErrorLike[];
      if (scope) errors = (await update.mutateAsync({ id: scope.id, input })).updateOrganizationScope.userErrors;
      else errors = (await create.mutateAsync({ input })).createOrganizationScope.userErrors;
      if (errors.length) {
        const split = splitUserErrors(errors, FIELDS);
        form.setErrors(split.byField);
        setGeneral(split.general);
        return;
      }
      notifications.show({ message: scope ? 'Scope saved' : 'Scope created', color: 'green' });
      form.reset();
      onClose();
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={scope ? `Edit scope ${scope.name}` : 'Create organization scope'} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <GeneralErrors messages={general} />
          <TextInput label="Name" description="No whitespace, such as invite:member" required data-autofocus {...form.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {scope ? 'Save scope' : 'Create scope'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function OrganizationScopesTab() {
  const list = useListParams();
  const query = useGraphQLQuery(ScopesQuery, { first: list.first, offset: list.offset, search: list.search || null });
  const remove = useGraphQLMutation(DeleteScope);
  // The dialog is mounted per use so its form starts from the scope being edited.
  const [dialog, setDialog] = useState<{ key: number; scope?: { id: string } & ScopeValues }>();
  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SearchBox label="Search organization scopes" value={list.search} onChange={(search) => list.update({ search })} />
        <Button onClick={() => setDialog({ key: Date.now() })}>Create scope</Button>
      </Group>
      {dialog ? <ScopeDialog key={dialog.key} scope={dialog.scope} opened onClose={() => setDialog(undefined)} /> : null}
      <QueryState query={query}>
        {() =>
          query.data!.organizationScopes.nodes.length === 0 ? (
            <EmptyState title={list.search ? 'No scope matches this search' : 'No organization scopes yet'}>
              {list.search ? 'Try another name.' : 'Scopes are permissions that only mean something inside an organization, such as invite:member.'}
            </EmptyState>
          ) : (
            <>
              <Table.ScrollContainer minWidth={480}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Scope</Table.Th>
                      <Table.Th>Description</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.organizationScopes.nodes.map((scope) => (
                      <Table.Tr key={scope.id}>
                        <Table.Td>
                          <Text size="sm" ff="monospace">
                            {scope.name}
                          </Text>
                        </Table.Td>
                        <Table.Td>{scope.description ?? ''}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() => setDialog({ key: Date.now(), scope: { id: scope.id, name: scope.name, description: scope.description ?? '' } })}
                            >
                              Edit
                            </Button>
                            <ConfirmButton
                              size="xs"
                              label="Delete"
                              title={`Delete the scope ${scope.name}?`}
                              onConfirm={async () => {
                                const { deleteOrganizationScope } = await remove.mutateAsync({ id: scope.id });
                                if (deleteOrganizationScope.userErrors.length) return deleteOrganizationScope.userErrors[0]!.message;
                                notifications.show({ message: 'Scope deleted', color: 'green' });
                                return undefined;
                              }}
                            >
                              Roles that grant {scope.name} stop granting it in every organization.
                            </ConfirmButton>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager page={list.page} total={query.data!.organizationScopes.totalCount} onChange={(page) => list.update({ page })} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
