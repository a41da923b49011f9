import { Button, Group, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation } from '../../graphql/hooks';
import { GeneralErrors } from '../../components/query-state';
import { PageHeader } from '../../components/page-header';
import { splitUserErrors } from '../../components/user-errors';

const CreateUser = graphql(`
  mutation ConsoleCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      user {
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

const FIELDS = ['username', 'primaryEmail', 'primaryPhone', 'name', 'password'] as const;

export default function UserCreate() {
  const navigate = useNavigate();
  const create = useGraphQLMutation(CreateUser);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm({ initialValues: { username: '', primaryEmail: '', primaryPhone: '', name: '', password: '' } });

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    // Empty fields are left out rather than sent as empty strings.
    const input = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    try {
      const { createUser } = await create.mutateAsync({ input });
      if (createUser.userErrors.length) {
        const errors = splitUserErrors(createUser.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'User created', color: 'green' });
      void navigate(`/users/${createUser.user!.id}`);
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });

  return (
    <>
      <PageHeader title="Create user" parent={{ label: 'Users', to: '/users' }} />
      <Paper withBorder p="md" maw={560}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <GeneralErrors messages={general} />
            <TextInput label="Username" autoComplete="off" {...form.getInputProps('username')} />
            <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('primaryEmail')} />
            <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps('primaryPhone')} />
            <TextInput label="Name" autoComplete="off" {...form.getInputProps('name')} />
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              description="Optional: without one, the user signs in another way"
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Create user
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
