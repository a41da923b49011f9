// One API resource: its settings (the indicator is fixed), its scopes, deletion. The built-in
// Management API can be renamed but neither deleted nor given other scopes: the server says so.
import { Alert, Anchor, Badge, Button, Code, CopyButton, Group, NumberInput, Paper, Select, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
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
import { withDefault } from '../../components/signing-algorithms';
import { splitUserErrors } from '../../components/user-errors';
import { ResourceScopes } from './resource-scopes';
import { ResourceClaims } from './resource-claims';

const ResourceQuery = graphql(`
  query ConsoleResource($id: ID!) {
    resource(id: $id) {
      id
      name
      indicator
      accessTokenTtl
      accessTokenSignedResponseAlg
      dpopBoundAccessTokensRequired
      accessTokenClaims {
        claim
        from
        grantTypes
      }
      isManagement
      createdAt
      updatedAt
      scopes {
        id
        name
        description
        createdAt
      }
    }
  }
`);

const UpdateResource = graphql(`
  mutation ConsoleUpdateResource($id: ID!, $input: UpdateResourceInput!) {
    updateResource(id: $id, input: $input) {
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

const DeleteResource = graphql(`
  mutation ConsoleDeleteResource($id: ID!) {
    deleteResource(id: $id) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

const FIELDS = ['name', 'accessTokenTtl', 'accessTokenSignedResponseAlg', 'dpopBoundAccessTokensRequired'] as const;
const ACCESS_TOKEN_ALGORITHMS = withDefault('ES256', 'the default, fastest to sign and verify');

interface Settings {
  name: string;
  accessTokenTtl: number;
  accessTokenSignedResponseAlg: string;
  dpopBoundAccessTokensRequired: boolean;
}

function SettingsForm({ id, ...stored }: Settings & { id: string }) {
  const { name, accessTokenTtl, accessTokenSignedResponseAlg, dpopBoundAccessTokensRequired } = stored;
  const update = useGraphQLMutation(UpdateResource);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<{ name: string; accessTokenTtl: number | string; accessTokenSignedResponseAlg: string; dpopBoundAccessTokensRequired: boolean }>({
    initialValues: stored,
  });
  useEffect(() => {
    form.setInitialValues({ name, accessTokenTtl, accessTokenSignedResponseAlg, dpopBoundAccessTokensRequired });
    form.setValues({ name, accessTokenTtl, accessTokenSignedResponseAlg, dpopBoundAccessTokensRequired });
    // Only when the stored resource changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, accessTokenTtl, accessTokenSignedResponseAlg, dpopBoundAccessTokensRequired]);
  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      const { updateResource } = await update.mutateAsync({
        id,
        input: {
          ...(values.name !== name ? { name: values.name.trim() } : {}),
          ...(values.accessTokenTtl !== accessTokenTtl ? { accessTokenTtl: values.accessTokenTtl === '' ? null : Number(values.accessTokenTtl) } : {}),
          ...(values.accessTokenSignedResponseAlg !== accessTokenSignedResponseAlg
            ? { accessTokenSignedResponseAlg: values.accessTokenSignedResponseAlg }
            : {}),
          ...(values.dpopBoundAccessTokensRequired !== dpopBoundAccessTokensRequired
            ? { dpopBoundAccessTokensRequired: values.dpopBoundAccessTokensRequired }
            : {}),
        },
      });
      if (updateResource.userErrors.length) {
        const errors = splitUserErrors(updateResource.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'API resource saved', color: 'green' });
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={560}>
        <GeneralErrors messages={general} />
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <NumberInput label="Access token lifetime (seconds)" min={1} allowDecimal={false} {...form.getInputProps('accessTokenTtl')} />
        <Select
          label="Access token algorithm"
          description="How its access tokens are signed (the key of that algorithm is in the JWKS). Keep ES256 unless the API's library only verifies another; tokens issued before a change keep verifying."
          data={ACCESS_TOKEN_ALGORITHMS}
          allowDeselect={false}
          {...form.getInputProps('accessTokenSignedResponseAlg')}
        />
        <Switch
          label="Only DPoP-bound access tokens"
          description="Tokens for this API only with a DPoP proof (RFC 9449): no token is issued without one, and unbound tokens issued before are refused at token exchange and reported inactive by introspection."
          {...form.getInputProps('dpopBoundAccessTokensRequired', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function ResourceDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const tabs = useTabParam('settings');
  const query = useGraphQLQuery(ResourceQuery, { id });
  const remove = useGraphQLMutation(DeleteResource);

  return (
    <QueryState query={query}>
      {() => {
        const resource = query.data!.resource;
        if (!resource) {
          return (
            <EmptyState title="This API resource does not exist">
              It may have been deleted.{' '}
              <Anchor component={Link} to="/resources">
                Back to API resources
              </Anchor>
            </EmptyState>
          );
        }
        return (
          <>
            <PageHeader
              title={resource.name}
              parent={{ label: 'API resources', to: '/resources' }}
              status={
                resource.isManagement ? (
                  <Badge variant="light" color="gray">
                    Built-in
                  </Badge>
                ) : null
              }
              actions={
                resource.isManagement ? null : (
                  <ConfirmButton
                    label="Delete"
                    title="Delete this API resource?"
                    onConfirm={async () => {
                      const { deleteResource } = await remove.mutateAsync({ id });
                      if (deleteResource.userErrors.length) return deleteResource.userErrors[0]!.message;
                      notifications.show({ message: 'API resource deleted', color: 'green' });
                      void navigate('/resources');
                      return undefined;
                    }}
                  >
                    {resource.name}, its {resource.scopes.length} scope(s) and every role’s grant of them will be deleted. Tokens already issued for it stay
                    valid until they expire. This cannot be undone.
                  </ConfirmButton>
                )
              }
            />
            <Group gap="xs" mb="md" wrap="wrap">
              <Text size="sm" c="dimmed">
                Indicator
              </Text>
              <Code style={{ overflowWrap: 'anywhere' }}>{resource.indicator}</Code>
              <CopyButton value={resource.indicator}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="subtle" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
              <Text size="sm" c="dimmed">
                · created {formatDate(resource.createdAt)}
              </Text>
            </Group>
            {resource.isManagement ? (
              <Alert color="gray" mb="md" title="Tessera’s own Management API">
                This resource is built in: it cannot be deleted and its scopes cannot be changed. Give machine-to-machine applications access to it through a
                role holding its scopes.
              </Alert>
            ) : null}
            <Tabs value={tabs.tab(['settings', 'scopes', 'claims'])} onChange={tabs.select} keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="settings">Settings</Tabs.Tab>
                <Tabs.Tab value="scopes">Scopes ({resource.scopes.length})</Tabs.Tab>
                <Tabs.Tab value="claims">Claims ({resource.accessTokenClaims.length})</Tabs.Tab>
              </Tabs.List>
              <Paper withBorder p="md">
                <Tabs.Panel value="settings">
                  <SettingsForm
                    id={id}
                    name={resource.name}
                    accessTokenTtl={resource.accessTokenTtl}
                    accessTokenSignedResponseAlg={resource.accessTokenSignedResponseAlg}
                    dpopBoundAccessTokensRequired={resource.dpopBoundAccessTokensRequired}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="scopes">
                  <ResourceScopes resourceId={id} scopes={resource.scopes} readOnly={resource.isManagement} />
                </Tabs.Panel>
                <Tabs.Panel value="claims">
                  <ResourceClaims resourceId={id} mappings={resource.accessTokenClaims} />
                </Tabs.Panel>
              </Paper>
            </Tabs>
          </>
        );
      }}
    </QueryState>
  );
}
