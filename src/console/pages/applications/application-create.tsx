// A new application of any type. Confidential ones (Traditional, machine-to-machine) get a client
// secret that the server returns only in this answer: it is shown once, in a dialog, before moving on.
import { Button, Checkbox, Group, Paper, Radio, Stack, TagsInput, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { ApplicationType } from '../../gql/graphql';
import { useGraphQLMutation } from '../../graphql/hooks';
import { GeneralErrors } from '../../components/query-state';
import { PageHeader } from '../../components/page-header';
import { SecretOnceDialog } from '../../components/secret-once-dialog';
import { splitUserErrors } from '../../components/user-errors';
import { APPLICATION_TYPES, URI_SPLIT, parseApplicationType } from './application-types';

const CreateApplication = graphql(`
  mutation ConsoleCreateApplication($input: CreateApplicationInput!) {
    createApplication(input: $input) {
      application {
        id
        name
      }
      secret
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const FIELDS = ['name', 'type', 'description', 'oidcClientMetadata.redirectUris', 'oidcClientMetadata.postLogoutRedirectUris', 'customClientMetadata'] as const;

interface Values {
  name: string;
  type: ApplicationType;
  description: string;
  oidcClientMetadata: { redirectUris: string[]; postLogoutRedirectUris: string[] };
  /** A native app for a device without a browser (RFC 8628; the compatible product's "Device" kind). */
  isDeviceFlow: boolean;
}

export default function ApplicationCreate() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useGraphQLMutation(CreateApplication);
  const [general, setGeneral] = useState<string[]>([]);
  const [created, setCreated] = useState<{ id: string; name: string; secret: string }>();
  const form = useForm<Values>({
    initialValues: {
      name: '',
      type: parseApplicationType(params.get('type')) ?? 'Traditional',
      description: '',
      oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
      isDeviceFlow: false,
    },
  });
  const signsUsersIn = form.values.type !== 'MachineToMachine';

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      const { createApplication } = await create.mutateAsync({
        input: {
          name: values.name.trim(),
          type: values.type,
          ...(values.description.trim() ? { description: values.description.trim() } : {}),
          ...(values.type !== 'MachineToMachine' ? { oidcClientMetadata: values.oidcClientMetadata } : {}),
          ...(values.type === 'Native' && values.isDeviceFlow ? { customClientMetadata: { isDeviceFlow: true } } : {}),
        },
      });
      if (createApplication.userErrors.length) {
        const errors = splitUserErrors(createApplication.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      const application = createApplication.application!;
      notifications.show({ message: 'Application created', color: 'green' });
      if (createApplication.secret) setCreated({ ...application, secret: createApplication.secret });
      else void navigate(`/applications/${application.id}`);
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });

  return (
    <>
      <PageHeader title="Create application" parent={{ label: 'Applications', to: '/applications' }} />
      <Paper withBorder p="md" maw={640}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <GeneralErrors messages={general} />
            <Radio.Group label="Application type" description="How the application signs in; it cannot change later" {...form.getInputProps('type')}>
              <Stack gap="xs" mt="xs">
                {APPLICATION_TYPES.map((type) => (
                  <Radio key={type.value} value={type.value} label={type.label} description={type.description} />
                ))}
              </Stack>
            </Radio.Group>
            {form.values.type === 'Native' ? (
              <Checkbox
                label="Device (TV, CLI, a device without a browser)"
                description="Signs users in with the device authorization grant: the device shows a code the person enters at /device"
                {...form.getInputProps('isDeviceFlow', { type: 'checkbox' })}
              />
            ) : null}
            <TextInput label="Application name" required autoComplete="off" {...form.getInputProps('name')} />
            <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
            {signsUsersIn ? (
              <>
                <TagsInput
                  label="Redirect URIs"
                  description="Where users return after signing in; press Enter after each. https, or http on localhost"
                  splitChars={URI_SPLIT}
                  clearable
                  {...form.getInputProps('oidcClientMetadata.redirectUris')}
                />
                <TagsInput
                  label="Post sign-out redirect URIs"
                  description="Where users may be sent after signing out"
                  splitChars={URI_SPLIT}
                  clearable
                  {...form.getInputProps('oidcClientMetadata.postLogoutRedirectUris')}
                />
              </>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Create application
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <SecretOnceDialog
        secret={created?.secret}
        title={`${created?.name ?? 'Application'} created: its client secret`}
        label="Client secret"
        onClose={() => navigate(`/applications/${created!.id}`)}
      >
        <TextInput label="Client ID" value={created?.id ?? ''} readOnly styles={{ input: { fontFamily: 'ui-monospace, monospace' } }} />
      </SecretOnceDialog>
    </>
  );
}
