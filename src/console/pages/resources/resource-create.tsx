import { Button, Group, NumberInput, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation } from '../../graphql/hooks';
import { GeneralErrors } from '../../components/query-state';
import { PageHeader } from '../../components/page-header';
import { splitUserErrors } from '../../components/user-errors';

const CreateResource = graphql(`
  mutation ConsoleCreateResource($input: CreateResourceInput!) {
    createResource(input: $input) {
      resource {
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

const FIELDS = ['name', 'indicator', 'accessTokenTtl'] as const;

export default function ResourceCreate() {
  const navigate = useNavigate();
  const create = useGraphQLMutation(CreateResource);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<{ name: string; indicator: string; accessTokenTtl: number | string }>({
    initialValues: { name: '', indicator: '', accessTokenTtl: 3600 },
  });

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      const { createResource } = await create.mutateAsync({
        input: {
          name: values.name.trim(),
          indicator: values.indicator.trim(),
          // An emptied field falls back to the server's default.
          ...(values.accessTokenTtl === '' ? {} : { accessTokenTtl: Number(values.accessTokenTtl) }),
        },
      });
      if (createResource.userErrors.length) {
        const errors = splitUserErrors(createResource.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'API resource created', color: 'green' });
      void navigate(`/resources/${createResource.resource!.id}?tab=scopes`);
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });

  return (
    <>
      <PageHeader title="Create API resource" parent={{ label: 'API resources', to: '/resources' }} />
      <Paper withBorder p="md" maw={560}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <GeneralErrors messages={general} />
            <TextInput label="Name" required autoComplete="off" {...form.getInputProps('name')} />
            <TextInput
              label="API identifier (resource indicator)"
              description="An absolute URI, such as https://api.example.com; it becomes the access token's audience and cannot be changed later"
              required
              autoComplete="off"
              {...form.getInputProps('indicator')}
            />
            <NumberInput label="Access token lifetime (seconds)" min={1} allowDecimal={false} {...form.getInputProps('accessTokenTtl')} />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Create API resource
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
