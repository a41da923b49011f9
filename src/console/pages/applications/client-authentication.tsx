// How a confidential application authenticates at the token endpoint: with its secret (Basic or
// in the form) or with a signed JWT (private_key_jwt), whose public keys are pasted as a JWK Set
// or published at a jwks_uri. The server checks the keys (public only, allowed algorithms, an
// allowed address); its refusal is shown under the field it is about.
import { Button, Group, JsonInput, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { GeneralErrors } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';

const ClientAuthQuery = graphql(`
  query ConsoleApplicationClientAuth($id: ID!) {
    application(id: $id) {
      id
      oidcClientMetadata {
        tokenEndpointAuthMethod
        jwks
        jwksUri
      }
    }
  }
`);

const UpdateClientAuth = graphql(`
  mutation ConsoleUpdateApplicationClientAuth($id: ID!, $input: UpdateApplicationInput!) {
    updateApplication(id: $id, input: $input) {
      application {
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

const METHODS = [
  { value: 'client_secret_basic', label: 'Client secret (HTTP Basic)' },
  { value: 'client_secret_post', label: 'Client secret (in the form)' },
  { value: 'private_key_jwt', label: 'Signed JWT with a private key (private_key_jwt)' },
];
const FIELDS = ['oidcClientMetadata.tokenEndpointAuthMethod', 'oidcClientMetadata.jwks', 'oidcClientMetadata.jwksUri'] as const;

interface Values {
  method: string;
  source: 'jwks' | 'jwksUri';
  jwks: string;
  jwksUri: string;
}

export function ClientAuthenticationSettings({ id }: { id: string }) {
  const query = useGraphQLQuery(ClientAuthQuery, { id });
  const update = useGraphQLMutation(UpdateClientAuth);
  const [general, setGeneral] = useState<string[]>([]);
  const stored = query.data?.application?.oidcClientMetadata;
  const initial: Values = {
    method: stored?.tokenEndpointAuthMethod ?? 'client_secret_basic',
    source: stored?.jwksUri ? 'jwksUri' : 'jwks',
    jwks: stored?.jwks ? JSON.stringify(stored.jwks, null, 2) : '',
    jwksUri: stored?.jwksUri ?? '',
  };
  const form = useForm<Values>({ initialValues: initial });
  useEffect(() => {
    form.setInitialValues(initial);
    form.setValues(initial);
    // Only when the stored settings change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(initial)]);

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    let jwks: Record<string, unknown> | null = null;
    if (values.method === 'private_key_jwt' && values.source === 'jwks') {
      try {
        jwks = JSON.parse(values.jwks) as Record<string, unknown>;
      } catch {
        form.setFieldError('jwks', 'Paste a JWK Set: {"keys": [ … ]}');
        return;
      }
    }
    const keys = values.method !== 'private_key_jwt' ? {} : values.source === 'jwks' ? { jwks } : { jwksUri: values.jwksUri.trim() };
    try {
      const { updateApplication } = await update.mutateAsync({
        id,
        input: { oidcClientMetadata: { tokenEndpointAuthMethod: values.method, ...keys } },
      });
      if (updateApplication.userErrors.length) {
        const errors = splitUserErrors(updateApplication.userErrors, FIELDS);
        form.setErrors({
          method: errors.byField['oidcClientMetadata.tokenEndpointAuthMethod'],
          jwks: errors.byField['oidcClientMetadata.jwks'],
          jwksUri: errors.byField['oidcClientMetadata.jwksUri'],
        });
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'Client authentication saved', color: 'green' });
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640} mt="xl">
        <Title order={4}>Client authentication</Title>
        <Text size="sm" c="dimmed">
          How this application proves itself at the token, introspection and revocation endpoints. An application set to a signed JWT can no longer use its
          secret.
        </Text>
        <GeneralErrors messages={general} />
        <Select label="Authentication method" data={METHODS} allowDeselect={false} {...form.getInputProps('method')} />
        {form.values.method === 'private_key_jwt' ? (
          <>
            <SegmentedControl
              aria-label="Where the public keys are"
              data={[
                { value: 'jwks', label: 'Paste public keys (JWKS)' },
                { value: 'jwksUri', label: 'JWKS URL' },
              ]}
              {...form.getInputProps('source')}
            />
            {form.values.source === 'jwks' ? (
              <JsonInput
                label="Public keys (JWK Set)"
                description="Public keys only: RS256, PS256, ES256, ES384 or EdDSA"
                autosize
                minRows={6}
                {...form.getInputProps('jwks')}
              />
            ) : (
              <TextInput label="JWKS URL" description="An https URL serving the application's JWK Set" {...form.getInputProps('jwksUri')} />
            )}
          </>
        ) : null}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save client authentication
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
