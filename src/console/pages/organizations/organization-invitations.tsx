// An organization's invitations: invite an email address with an expiry and roles, see each one's
// status, revoke a pending one, delete any.
import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { OrganizationInvitationStatus } from '../../gql/graphql';
import { RequestError } from '../../graphql/client';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { Pager, useListParams } from '../../components/list-controls';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';
import { RoleBadges } from './member-roles';
import { OrganizationRolePicker } from '../../components/server-pickers';

const InvitationsQuery = graphql(`
  query ConsoleOrganizationInvitations($organizationId: ID!, $first: Int, $offset: Int) {
    organizationInvitations(organizationId: $organizationId, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        invitee
        status
        expiresAt
        createdAt
        organizationRoles {
          id
          name
        }
      }
    }
  }
`);

const CreateInvitation = graphql(`
  mutation ConsoleCreateOrganizationInvitation($input: CreateOrganizationInvitationInput!) {
    createOrganizationInvitation(input: $input) {
      organizationInvitation {
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

const RevokeInvitation = graphql(`
  mutation ConsoleRevokeOrganizationInvitation($id: ID!) {
    setOrganizationInvitationStatus(id: $id, input: { status: Revoked }) {
      organizationInvitation {
        id
        status
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const DeleteInvitation = graphql(`
  mutation ConsoleDeleteOrganizationInvitation($id: ID!) {
    deleteOrganizationInvitation(id: $id) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

const STATUS_COLOR: Record<OrganizationInvitationStatus, string> = { Pending: 'blue', Accepted: 'green', Revoked: 'gray', Expired: 'orange' };

const FIELDS = ['invitee', 'expiresAt', 'organizationRoleIds'] as const;

/** `datetime-local` wants the reader's local time without a zone. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function InviteForm({ organizationId }: { organizationId: string }) {
  const create = useGraphQLMutation(CreateInvitation);
  const [general, setGeneral] = useState<string[]>([]);
  const initialValues = () => ({ invitee: '', expiresAt: localInputValue(new Date(Date.now() + 7 * 24 * 3600_000)), organizationRoleIds: [] as string[] });
  const form = useForm({ initialValues: initialValues() });
  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    const expiresAt = new Date(values.expiresAt);
    if (Number.isNaN(expiresAt.getTime())) {
      form.setFieldError('expiresAt', 'Enter a date and time');
      return;
    }
    try {
      const { createOrganizationInvitation } = await create.mutateAsync({
        input: { organizationId, invitee: values.invitee.trim(), expiresAt: expiresAt.toISOString(), organizationRoleIds: values.organizationRoleIds },
      });
      if (createOrganizationInvitation.userErrors.length) {
        const errors = splitUserErrors(createOrganizationInvitation.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: `Invitation created for ${values.invitee.trim()}`, color: 'green' });
      form.setValues(initialValues());
    } catch (error) {
      // An address the EmailAddress type refuses never reaches the resolver: the request is refused
      // as a whole, naming the variable's path; the reason follows the last '; '.
      if (error instanceof RequestError && error.message.includes('"input.invitee"')) form.setFieldError('invitee', error.message.split('; ').pop());
      else setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-labelledby="invite-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="invite-title">
            Invite someone
          </Title>
          <GeneralErrors messages={general} />
          <Group align="flex-start" wrap="wrap">
            <TextInput label="Invitee email" type="email" required autoComplete="off" w={{ base: '100%', sm: 280 }} {...form.getInputProps('invitee')} />
            <TextInput label="Expires at" type="datetime-local" required w={{ base: '100%', sm: 220 }} {...form.getInputProps('expiresAt')} />
          </Group>
          <OrganizationRolePicker
            label="Organization roles on joining"
            placeholder="Optional"
            value={form.values.organizationRoleIds}
            onChange={(ids) => form.setFieldValue('organizationRoleIds', ids)}
            error={form.errors.organizationRoleIds}
            maw={560}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function OrganizationInvitations({ id }: { id: string }) {
  const list = useListParams();
  const query = useGraphQLQuery(InvitationsQuery, { organizationId: id, first: list.first, offset: list.offset });
  const revoke = useGraphQLMutation(RevokeInvitation);
  const remove = useGraphQLMutation(DeleteInvitation);
  return (
    <Stack>
      <InviteForm organizationId={id} />
      <QueryState query={query}>
        {() =>
          query.data!.organizationInvitations.nodes.length === 0 ? (
            <EmptyState title="No invitations">Invite someone by email above; they join with the roles you choose.</EmptyState>
          ) : (
            <>
              <Table.ScrollContainer minWidth={720}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Invitee</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Roles</Table.Th>
                      <Table.Th>Expires</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.organizationInvitations.nodes.map((invitation) => (
                      <Table.Tr key={invitation.id}>
                        <Table.Td>
                          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                            {invitation.invitee}
                          </Text>
                          <Text size="xs" c="dimmed">
                            sent {formatDate(invitation.createdAt)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge color={STATUS_COLOR[invitation.status]}>{invitation.status}</Badge>
                        </Table.Td>
                        <Table.Td>
                          <RoleBadges roles={invitation.organizationRoles} />
                        </Table.Td>
                        <Table.Td>{formatDate(invitation.expiresAt)}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            {invitation.status === 'Pending' ? (
                              <ConfirmButton
                                size="xs"
                                color="orange"
                                label="Revoke"
                                title={`Revoke the invitation of ${invitation.invitee}?`}
                                onConfirm={async () => {
                                  const { setOrganizationInvitationStatus } = await revoke.mutateAsync({ id: invitation.id });
                                  if (setOrganizationInvitationStatus.userErrors.length) return setOrganizationInvitationStatus.userErrors[0]!.message;
                                  notifications.show({ message: 'Invitation revoked', color: 'green' });
                                  return undefined;
                                }}
                              >
                                The invitation can no longer be accepted. It stays in the list as revoked.
                              </ConfirmButton>
                            ) : null}
                            <ConfirmButton
                              size="xs"
                              label="Delete"
                              title={`Delete the invitation of ${invitation.invitee}?`}
                              onConfirm={async () => {
                                const { deleteOrganizationInvitation } = await remove.mutateAsync({ id: invitation.id });
                                if (deleteOrganizationInvitation.userErrors.length) return deleteOrganizationInvitation.userErrors[0]!.message;
                                notifications.show({ message: 'Invitation deleted', color: 'green' });
                                return undefined;
                              }}
                            >
                              The invitation is removed from the list and can no longer be accepted.
                            </ConfirmButton>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager page={list.page} total={query.data!.organizationInvitations.totalCount} onChange={(page) => list.update({ page })} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
