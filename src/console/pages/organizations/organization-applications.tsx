// An organization's machine-to-machine applications: add, change their organization roles, remove.
import { Anchor, Button, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { Pager, useListParams } from '../../components/list-controls';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';
import { EditRolesButton, RoleBadges } from './member-roles';
import { MachineApplicationPicker } from '../../components/server-pickers';

const ApplicationsQuery = graphql(`
  query ConsoleOrganizationApplications($id: ID!, $first: Int, $offset: Int) {
    organizationApplications(id: $id, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        name
        description
        organizationRoles {
          id
          name
        }
      }
    }
  }
`);

const AddApplications = graphql(`
  mutation ConsoleAddOrganizationApplications($id: ID!, $applicationIds: [ID!]!) {
    addOrganizationApplications(id: $id, applicationIds: $applicationIds) {
      membershipChange {
        addedApplicationIds
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const ReplaceApplicationRoles = graphql(`
  mutation ConsoleReplaceOrganizationApplicationRoles($id: ID!, $applicationId: ID!, $organizationRoleIds: [ID!]!) {
    replaceOrganizationApplicationRoles(id: $id, applicationId: $applicationId, organizationRoleIds: $organizationRoleIds) {
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

const RemoveApplication = graphql(`
  mutation ConsoleRemoveOrganizationApplication($id: ID!, $applicationId: ID!) {
    removeOrganizationApplication(id: $id, applicationId: $applicationId) {
      membershipChange {
        removedApplicationIds
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export function OrganizationApplications({ id }: { id: string }) {
  const list = useListParams();
  const query = useGraphQLQuery(ApplicationsQuery, { id, first: list.first, offset: list.offset });
  const add = useGraphQLMutation(AddApplications);
  const replaceRoles = useGraphQLMutation(ReplaceApplicationRoles);
  const remove = useGraphQLMutation(RemoveApplication);
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string[]>([]);
  const members = new Set(query.data?.organizationApplications.nodes.map((app) => app.id) ?? []);
  const submit = async () => {
    setError(undefined);
    setGeneral([]);
    try {
      const { addOrganizationApplications } = await add.mutateAsync({ id, applicationIds: picked });
      if (addOrganizationApplications.userErrors.length) {
        setError(addOrganizationApplications.userErrors.map((e) => e.message).join(' '));
        return;
      }
      setPicked([]);
      notifications.show({ message: 'Applications added', color: 'green' });
    } catch (e) {
      setGeneral([e instanceof Error ? e.message : String(e)]);
    }
  };
  return (
    <Stack>
      <GeneralErrors messages={general} />
      <Group align="flex-start" wrap="wrap">
        <MachineApplicationPicker
          label="Add machine-to-machine applications"
          placeholder="Search applications"
          value={picked}
          onChange={setPicked}
          exclude={members}
          error={error}
          w={{ base: '100%', sm: 380 }}
        />
        <Button mt={{ base: 0, sm: 25 }} disabled={!picked.length} loading={add.isPending} onClick={() => void submit()}>
          Add applications
        </Button>
      </Group>
      <QueryState query={query}>
        {() =>
          query.data!.organizationApplications.nodes.length === 0 ? (
            <EmptyState title="No applications">Machine-to-machine applications added here can get tokens for this organization.</EmptyState>
          ) : (
            <>
              <Table.ScrollContainer minWidth={560}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Application</Table.Th>
                      <Table.Th>Organization roles</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.organizationApplications.nodes.map((app) => (
                      <Table.Tr key={app.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/applications/${app.id}`}>
                            {app.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <RoleBadges roles={app.organizationRoles} />
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <EditRolesButton
                              memberName={app.name}
                              roles={app.organizationRoles}
                              onSave={async (organizationRoleIds) => {
                                const { replaceOrganizationApplicationRoles } = await replaceRoles.mutateAsync({
                                  id,
                                  applicationId: app.id,
                                  organizationRoleIds,
                                });
                                if (replaceOrganizationApplicationRoles.userErrors.length) return replaceOrganizationApplicationRoles.userErrors[0]!.message;
                                notifications.show({ message: 'Roles saved', color: 'green' });
                                return undefined;
                              }}
                            />
                            <ConfirmButton
                              size="xs"
                              label="Remove"
                              title={`Remove ${app.name} from this organization?`}
                              onConfirm={async () => {
                                const { removeOrganizationApplication } = await remove.mutateAsync({ id, applicationId: app.id });
                                if (removeOrganizationApplication.userErrors.length) return removeOrganizationApplication.userErrors[0]!.message;
                                notifications.show({ message: 'Application removed', color: 'green' });
                                return undefined;
                              }}
                            >
                              {app.name} can no longer get tokens for this organization; the application stays.
                            </ConfirmButton>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager page={list.page} total={query.data!.organizationApplications.totalCount} onChange={(page) => list.update({ page })} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
