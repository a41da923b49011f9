// A new organization: name, description and custom data; the server's refusals next to their fields.
import { Button, Group, Paper, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation } from '../../graphql/hooks';
import { GeneralErrors } from '../../components/query-state';
import { PageHeader } from '../../components/page-header';
import { splitUserErrors } from '../../components/user-errors';
import { parseJsonObject } from './json-object';

const CreateOrganization = graphql(`
  mutation ConsoleCreateOrganization($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      organization {
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

const FIELDS = ['name', 'description', 'customData'] as const;

export default function OrganizationCreate() {
  const navigate = useNavigate();
  const create = useGraphQLMutation(CreateOrganization);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm({ initialValues: { name: '', description: '', customData: '{}' } });

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    const customData = parseJsonObject(values.customData);
    if (typeof customData === 'string') {
      form.setFieldError('customData', customData);
      return;
    }
    try {
      const { createOrganization } = await create.mutateAsync({
        input: { name: values.name.trim(), description: values.description.trim() || null, customData },
      });
      if (createOrganization.userErrors.length) {
        const errors = splitUserErrors(createOrganization.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'Organization created', color: 'green' });
      void navigate(`/organizations/${createOrganization.organization!.id}`);
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });

  return (
    <>
      <PageHeader title="Create organization" parent={{ label: 'Organizations', to: '/organizations' }} />
      <Paper withBorder p="md" maw={560}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <GeneralErrors messages={general} />
            <TextInput label="Name" required autoComplete="off" {...form.getInputProps('name')} />
            <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
            <Textarea
              label="Custom data"
              description={'A JSON object, such as {"plan": "pro"}'}
              autosize
              minRows={3}
              spellCheck={false}
              styles={{ input: { fontFamily: 'ui-monospace, monospace' } }}
              {...form.getInputProps('customData')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Create organization
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
