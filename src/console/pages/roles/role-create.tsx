import { Button, Checkbox, Group, Paper, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { RoleType } from '../../gql/graphql';
import { useGraphQLMutation } from '../../graphql/hooks';
import { GeneralErrors } from '../../components/query-state';
import { PageHeader } from '../../components/page-header';
import { splitUserErrors } from '../../components/user-errors';
import { ScopePicker } from './scope-picker';
import { parseRoleType } from './role-types';

const CreateRole = graphql(`
  mutation ConsoleCreateRole($input: CreateRoleInput!) {
    createRole(input: $input) {
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

const FIELDS = ['name', 'description', 'type', 'isDefault', 'scopeIds'] as const;

export default function RoleCreate() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useGraphQLMutation(CreateRole);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<{ name: string; description: string; type: RoleType; isDefault: boolean; scopeIds: string[] }>({
    initialValues: { name: '', description: '', type: parseRoleType(params.get('type')) ?? 'User', isDefault: false, scopeIds: [] },
  });

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      const { createRole } = await create.mutateAsync({
        input: {
          name: values.name.trim(),
          description: values.description.trim(),
          type: values.type,
          isDefault: values.type === 'User' ? values.isDefault : false,
          scopeIds: values.scopeIds,
        },
      });
      if (createRole.userErrors.length) {
        const errors = splitUserErrors(createRole.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'Role created', color: 'green' });
      void navigate(`/roles/${createRole.role!.id}`);
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });

  return (
    <>
      <PageHeader title="Create role" parent={{ label: 'Roles', to: '/roles' }} />
      <Paper withBorder p="md" maw={640}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <GeneralErrors messages={general} />
            <TextInput label="Role name" required autoComplete="off" {...form.getInputProps('name')} />
            <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
            <Radio.Group label="Type" description="Who the role can be given to; it cannot change later" {...form.getInputProps('type')}>
              <Stack gap="xs" mt="xs">
                <Radio value="User" label="User" description="Given to people who sign in" />
                <Radio value="MachineToMachine" label="Machine-to-machine" description="Given to machine-to-machine applications (client credentials)" />
              </Stack>
            </Radio.Group>
            {form.values.type === 'User' ? (
              <Checkbox
                label="Default role"
                description="Every new user gets this role when created"
                {...form.getInputProps('isDefault', { type: 'checkbox' })}
              />
            ) : null}
            <ScopePicker
              label="Scopes"
              description="What the role grants, from your API resources' scopes (you can add more later)"
              value={form.values.scopeIds}
              onChange={(scopeIds) => form.setFieldValue('scopeIds', scopeIds)}
              error={form.errors.scopeIds as string | undefined}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Create role
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
