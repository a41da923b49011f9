// One role: its settings (the type is fixed), the scopes it grants, who holds it (users for a
// User role, machine-to-machine applications for the other kind), deletion.
import { Anchor, Badge, Button, Checkbox, Code, Group, Paper, Stack, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { useTabParam } from '../../components/tab-param';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { PageHeader } from '../../components/page-header';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';
import { ROLE_TYPE_LABELS } from './role-types';
import { RoleScopes } from './role-scopes';
import { RoleApplications, RoleUsers } from './role-members';

const RoleQuery = graphql(`
  query ConsoleRole($id: ID!) {
    role(id: $id) {
      id
      name
      description
      type
      isDefault
      createdAt
      scopes {
        id
        name
        description
        resourceId
      }
    }
  }
`);

const UpdateRole = graphql(`
  mutation ConsoleUpdateRole($id: ID!, $input: UpdateRoleInput!) {
    updateRole(id: $id, input: $input) {
      role {
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

const DeleteRole = graphql(`
  mutation ConsoleDeleteRole($id: ID!) {
    deleteRole(id: $id) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

const FIELDS = ['name', 'description', 'isDefault'] as const;
type Settings = { name: string; description: string; isDefault: boolean };

function SettingsForm({ id, initial, isUserRole }: { id: string; initial: Settings; isUserRole: boolean }) {
  const update = useGraphQLMutation(UpdateRole);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<Settings>({ initialValues: initial });
  useEffect(() => {
    form.setInitialValues(initial);
    form.setValues(initial);
    // Only when the stored role changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(initial)]);
  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    // Only what changed is sent.
    const input = Object.fromEntries(
      FIELDS.filter((field) => values[field] !== initial[field]).map((field) => {
        const value = values[field];
        return [field, typeof value === 'string' ? value.trim() : value];
      }),
    );
    try {
      const { updateRole } = await update.mutateAsync({ id, input });
      if (updateRole.userErrors.length) {
        const errors = splitUserErrors(updateRole.userErrors, FIELDS);
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
        <TextInput label="Role name" required {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        {isUserRole ? (
          <Checkbox label="Default role" description="Every new user gets this role when created" {...form.getInputProps('isDefault', { type: 'checkbox' })} />
        ) : null}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function RoleDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const tabs = useTabParam('settings');
  const query = useGraphQLQuery(RoleQuery, { id });
  const remove = useGraphQLMutation(DeleteRole);

  return (
    <QueryState query={query}>
      {() => {
        const role = query.data!.role;
        if (!role) {
          return (
            <EmptyState title="This role does not exist">
              It may have been deleted.{' '}
              <Anchor component={Link} to="/roles">
                Back to roles
              </Anchor>
            </EmptyState>
          );
        }
        const isUserRole = role.type === 'User';
        return (
          <>
            <PageHeader
              title={role.name}
              parent={{ label: 'Roles', to: `/roles?type=${role.type}` }}
              actions={
                <ConfirmButton
                  label="Delete"
                  title="Delete this role?"
                  onConfirm={async () => {
                    const { deleteRole } = await remove.mutateAsync({ id });
                    if (deleteRole.userErrors.length) return deleteRole.userErrors[0]!.message;
                    notifications.show({ message: 'Role deleted', color: 'green' });
                    void navigate('/roles');
                    return undefined;
                  }}
                >
                  {role.name} will be taken from every {isUserRole ? 'user' : 'application'} holding it, who lose its scopes at their next token. This cannot be
                  undone.
                </ConfirmButton>
              }
            />
            <Group gap="xs" mb="md" wrap="wrap">
              <Badge variant="light" color={isUserRole ? 'blue' : 'grape'}>
                {ROLE_TYPE_LABELS[role.type]}
              </Badge>
              {role.isDefault ? <Badge variant="light">Default</Badge> : null}
              <Text size="sm" c="dimmed">
                ID <Code>{role.id}</Code> · created {formatDate(role.createdAt)}
              </Text>
            </Group>
            <Tabs value={tabs.tab(['settings', 'scopes', 'members'])} onChange={tabs.select} keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="settings">Settings</Tabs.Tab>
                <Tabs.Tab value="scopes">Scopes ({role.scopes.length})</Tabs.Tab>
                <Tabs.Tab value="members">{isUserRole ? 'Users' : 'Applications'}</Tabs.Tab>
              </Tabs.List>
              <Paper withBorder p="md">
                <Tabs.Panel value="settings">
                  <SettingsForm id={id} isUserRole={isUserRole} initial={{ name: role.name, description: role.description, isDefault: role.isDefault }} />
                </Tabs.Panel>
                <Tabs.Panel value="scopes">
                  <RoleScopes roleId={id} scopes={role.scopes} />
                </Tabs.Panel>
                <Tabs.Panel value="members">{isUserRole ? <RoleUsers roleId={id} /> : <RoleApplications roleId={id} />}</Tabs.Panel>
              </Paper>
            </Tabs>
          </>
        );
      }}
    </QueryState>
  );
}
