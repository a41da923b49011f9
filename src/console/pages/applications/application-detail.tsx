// One application: client ID and secret rotation (the new secret shown once), settings and
// redirect URIs, token exchange, roles (machine-to-machine only), deletion.
import { Anchor, Badge, Button, Code, CopyButton, Group, Paper, Stack, TagsInput, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import type { ApplicationType } from '../../gql/graphql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { ApplicationAccess } from '../../components/application-access';
import { PageHeader } from '../../components/page-header';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';
import { SecretOnceDialog } from '../../components/secret-once-dialog';
import { splitUserErrors } from '../../components/user-errors';
import { useTabParam } from '../../components/tab-param';
import { Activity } from '../logs/activity';
import { APPLICATION_TYPE_LABELS, URI_SPLIT, isConfidential } from './application-types';
import { ApplicationRoles } from './application-roles';
import { ClientAuthenticationSettings } from './client-authentication';
import { LogoutChannelsSettings } from './logout-channels';
import { IdTokenAlgorithmSetting } from './id-token-algorithm';
import { PushedAuthorizationSetting } from './pushed-authorization';
import { RequireDpopSetting } from './dpop-setting';
import { DeviceFlowSetting } from './device-flow-setting';
import { TokenExchangeSettings } from './token-exchange';
import { IdTokenClaims } from './id-token-claims';
import { ApplicationEndpoints } from './application-endpoints';
import { PkceConsentSettings } from './pkce-consent-settings';

const ApplicationQuery = graphql(`
  query ConsoleApplication($id: ID!) {
    application(id: $id) {
      id
      name
      description
      type
      isAdmin
      isBuiltIn
      createdAt
      updatedAt
      oidcClientMetadata {
        redirectUris
        postLogoutRedirectUris
        requirePushedAuthorizationRequests
        requireDpop
      }
      customClientMetadata {
        allowTokenExchange
        transactionTokens
        allowedTokenExchangeResources
        allowManagementApi
        idTokenSignedResponseAlg
        isDeviceFlow
      }
    }
  }
`);

const UpdateApplication = graphql(`
  mutation ConsoleUpdateApplication($id: ID!, $input: UpdateApplicationInput!) {
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

const RotateSecret = graphql(`
  mutation ConsoleRotateApplicationSecret($id: ID!) {
    rotateApplicationSecret(id: $id) {
      secret
      userErrors {
        code
        message
      }
    }
  }
`);

const DeleteApplication = graphql(`
  mutation ConsoleDeleteApplication($id: ID!) {
    deleteApplication(id: $id) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

const FIELDS = ['name', 'description', 'oidcClientMetadata.redirectUris', 'oidcClientMetadata.postLogoutRedirectUris'] as const;

interface Settings {
  name: string;
  description: string;
  oidcClientMetadata: { redirectUris: string[]; postLogoutRedirectUris: string[] };
}

function SettingsForm({ id, type, initial }: { id: string; type: ApplicationType; initial: Settings }) {
  const update = useGraphQLMutation(UpdateApplication);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<Settings>({ initialValues: initial });
  useEffect(() => {
    form.setInitialValues(initial);
    form.setValues(initial);
    // Only when the stored application changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(initial)]);
  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      const { updateApplication } = await update.mutateAsync({
        id,
        input: {
          name: values.name.trim(),
          description: values.description.trim() === '' ? null : values.description.trim(),
          ...(type !== 'MachineToMachine' ? { oidcClientMetadata: values.oidcClientMetadata } : {}),
        },
      });
      if (updateApplication.userErrors.length) {
        const errors = splitUserErrors(updateApplication.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'Application saved', color: 'green' });
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640}>
        <GeneralErrors messages={general} />
        <TextInput label="Application name" required {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        {type !== 'MachineToMachine' ? (
          <>
            <TagsInput
              label="Redirect URIs"
              description="Where users return after signing in; press Enter after each"
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
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Credentials({ id, type, name }: { id: string; type: ApplicationType; name: string }) {
  const rotate = useGraphQLMutation(RotateSecret);
  const [secret, setSecret] = useState<string>();
  return (
    <Stack gap="xs" mb="md">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          Client ID
        </Text>
        <Code>{id}</Code>
        <CopyButton value={id}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="default" onClick={copy} aria-label={copied ? 'Copied client ID' : 'Copy client ID'}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      {isConfidential(type) ? (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            Client secret: shown only when created or rotated
          </Text>
          <ConfirmButton
            size="compact-xs"
            label="Rotate secret"
            title="Rotate the client secret?"
            confirmLabel="Rotate"
            onConfirm={async () => {
              const { rotateApplicationSecret } = await rotate.mutateAsync({ id });
              if (rotateApplicationSecret.userErrors.length) return rotateApplicationSecret.userErrors[0]!.message;
              setSecret(rotateApplicationSecret.secret ?? undefined);
              return undefined;
            }}
          >
            A new secret is made and shown once. The current one stops working at once: {name} fails to authenticate until it is given the new one.
          </ConfirmButton>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Public client: no secret (it signs in with PKCE)
        </Text>
      )}
      <SecretOnceDialog secret={secret} title="New client secret" label="Client secret" onClose={() => setSecret(undefined)} />
    </Stack>
  );
}

export default function ApplicationDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const tabs = useTabParam('settings');
  const query = useGraphQLQuery(ApplicationQuery, { id });
  const remove = useGraphQLMutation(DeleteApplication);

  return (
    <QueryState query={query}>
      {() => {
        const application = query.data!.application;
        if (!application) {
          return (
            <EmptyState title="This application does not exist">
              It may have been deleted.{' '}
              <Anchor component={Link} to="/applications">
                Back to applications
              </Anchor>
            </EmptyState>
          );
        }
        const isM2m = application.type === 'MachineToMachine';
        return (
          <>
            <PageHeader
              title={application.name}
              parent={{ label: 'Applications', to: '/applications' }}
              actions={
                <ConfirmButton
                  label="Delete"
                  title="Delete this application?"
                  onConfirm={async () => {
                    const { deleteApplication } = await remove.mutateAsync({ id });
                    if (deleteApplication.userErrors.length) return deleteApplication.userErrors[0]!.message;
                    notifications.show({ message: 'Application deleted', color: 'green' });
                    void navigate('/applications');
                    return undefined;
                  }}
                >
                  {application.name} and its role assignments will be deleted; it can no longer sign anyone in or get tokens. This cannot be undone.
                </ConfirmButton>
              }
            />
            <Group gap="xs" mb="xs" wrap="wrap">
              <Badge variant="light">{APPLICATION_TYPE_LABELS[application.type]}</Badge>
              {application.isBuiltIn ? (
                <Badge variant="light" color="gray">
                  Built-in
                </Badge>
              ) : null}
              <Text size="sm" c="dimmed">
                created {formatDate(application.createdAt)}
              </Text>
            </Group>
            <Credentials id={application.id} type={application.type} name={application.name} />
            <Tabs
              value={tabs.tab(['settings', 'endpoints', 'token-exchange', ...(isM2m ? ['roles'] : ['id-token-claims', 'access']), 'activity'])}
              onChange={tabs.select}
              keepMounted={false}
            >
              <Tabs.List mb="md">
                <Tabs.Tab value="settings">Settings</Tabs.Tab>
                <Tabs.Tab value="endpoints">Endpoints</Tabs.Tab>
                <Tabs.Tab value="token-exchange">Token exchange</Tabs.Tab>
                {/* A machine-to-machine application gets no ID token. */}
                {isM2m ? null : <Tabs.Tab value="id-token-claims">ID token claims</Tabs.Tab>}
                {isM2m ? <Tabs.Tab value="roles">Roles</Tabs.Tab> : null}
                {/* Access control is about the users who sign in: none does to a machine-to-machine application. */}
                {isM2m ? null : <Tabs.Tab value="access">Access</Tabs.Tab>}
                <Tabs.Tab value="activity">Activity</Tabs.Tab>
              </Tabs.List>
              <Paper withBorder p="md">
                <Tabs.Panel value="settings">
                  <SettingsForm
                    id={id}
                    type={application.type}
                    initial={{
                      name: application.name,
                      description: application.description ?? '',
                      oidcClientMetadata: {
                        redirectUris: [...application.oidcClientMetadata.redirectUris],
                        postLogoutRedirectUris: [...application.oidcClientMetadata.postLogoutRedirectUris],
                      },
                    }}
                  />
                  {isConfidential(application.type) ? <ClientAuthenticationSettings id={id} /> : null}
                  {/* A machine-to-machine application signs no user in: it gets no ID token. */}
                  {isM2m ? null : <IdTokenAlgorithmSetting id={id} algorithm={application.customClientMetadata.idTokenSignedResponseAlg} />}
                  {isM2m ? null : <PushedAuthorizationSetting id={id} required={application.oidcClientMetadata.requirePushedAuthorizationRequests} />}
                  {/* Nor any session to sign out of. */}
                  {isM2m ? null : <LogoutChannelsSettings id={id} />}
                  <RequireDpopSetting id={id} requireDpop={application.oidcClientMetadata.requireDpop} />
                  {/* A device signs a person in: Native and Traditional applications (RFC 8628). */}
                  {application.type === 'Native' || application.type === 'Traditional' ? (
                    <DeviceFlowSetting id={id} isDeviceFlow={application.customClientMetadata.isDeviceFlow} />
                  ) : null}
                  {isM2m ? null : <PkceConsentSettings id={id} type={application.type} />}
                </Tabs.Panel>
                <Tabs.Panel value="endpoints">
                  <ApplicationEndpoints clientId={id} />
                </Tabs.Panel>
                <Tabs.Panel value="token-exchange">
                  <TokenExchangeSettings id={id} type={application.type} metadata={application.customClientMetadata} />
                </Tabs.Panel>
                {isM2m ? null : (
                  <Tabs.Panel value="id-token-claims">
                    <IdTokenClaims applicationId={id} />
                  </Tabs.Panel>
                )}
                {isM2m ? (
                  <Tabs.Panel value="roles">
                    <ApplicationRoles applicationId={id} />
                  </Tabs.Panel>
                ) : null}
                {isM2m ? null : (
                  <Tabs.Panel value="access">
                    <ApplicationAccess applicationId={id} />
                  </Tabs.Panel>
                )}
                <Tabs.Panel value="activity">
                  <Activity applicationId={id} />
                </Tabs.Panel>
              </Paper>
            </Tabs>
          </>
        );
      }}
    </QueryState>
  );
}
