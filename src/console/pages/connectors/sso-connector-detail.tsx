// One enterprise SSO connector: what to register at the IdP, its enable switch, a test sign-in, its settings, and deletion.
import { Alert, Anchor, Code, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { PageHeader } from '../../components/page-header';
import { EmptyState, QueryState } from '../../components/query-state';
import { pretty } from './json-field';
import { ProvidersQuery } from './providers-query';
import { EnableSwitch } from './enable-switch';
import { TestSignIn } from './test-sign-in';
import { SsoConnectorForm } from './sso-connector-form';
import { configTexts } from './config-fields';

const StartSsoConnectorTest = graphql(`
  mutation ConsoleStartSsoConnectorTest($id: ID!) {
    startSsoConnectorTest(id: $id) {
      url
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const SsoConnectorQuery = graphql(`
  query ConsoleSsoConnector($id: ID!) {
    ssoConnector(id: $id) {
      id
      providerName
      connectorName
      config
      domains
      branding
      syncProfile
      enabled
      providerConfig
      createdAt
      updatedAt
    }
  }
`);

const UpdateSsoConnector = graphql(`
  mutation ConsoleUpdateSsoConnector($id: ID!, $input: UpdateSsoConnectorInput!) {
    updateSsoConnector(id: $id, input: $input) {
      ssoConnector {
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

const DeleteSsoConnector = graphql(`
  mutation ConsoleDeleteSsoConnector($id: ID!) {
    deleteSsoConnector(id: $id) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

/** What the IdP's administrator registers: SAML's service provider values, or OIDC's redirect URI. */
function ServiceProvider({ providerConfig }: { providerConfig: Record<string, unknown> | null | undefined }) {
  const sp = providerConfig?.serviceProvider as Record<string, unknown> | undefined;
  const rows = (
    sp
      ? [
          ['Entity ID (audience)', sp.entityId],
          ['Assertion consumer service URL', sp.assertionConsumerServiceUrl],
          ['Metadata URL', sp.metadataUrl],
        ]
      : [['Redirect URI', providerConfig?.redirectUri]]
  ).filter(([, value]) => typeof value === 'string') as [string, string][];
  if (rows.length === 0) return null;
  return (
    <Alert color="blue" title="Register these at the identity provider" mb="md">
      <Table.ScrollContainer minWidth={420}>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td>
                  <Text size="sm">{label}</Text>
                </Table.Td>
                <Table.Td>
                  <Code style={{ overflowWrap: 'anywhere' }}>{value}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {sp && providerConfig?.identityProvider == null ? (
        <Text size="sm" mt="xs">
          The identity provider’s settings are incomplete: sign-in through this connector fails until they are.
        </Text>
      ) : null}
    </Alert>
  );
}

export default function SsoConnectorDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useGraphQLQuery(SsoConnectorQuery, { id });
  const providers = useGraphQLQuery(ProvidersQuery, {});
  const update = useGraphQLMutation(UpdateSsoConnector);
  const remove = useGraphQLMutation(DeleteSsoConnector);
  const test = useGraphQLMutation(StartSsoConnectorTest);
  return (
    <QueryState
      query={{
        ...query,
        isPending: query.isPending || providers.isPending,
        isError: query.isError || providers.isError,
        error: query.error ?? providers.error,
      }}
    >
      {() => {
        const connector = query.data!.ssoConnector;
        if (!connector)
          return (
            <EmptyState title="This SSO connector does not exist">
              It may have been deleted.{' '}
              <Anchor component={Link} to="/connectors?tab=sso">
                Back to connectors
              </Anchor>
            </EmptyState>
          );
        return (
          <>
            <PageHeader
              title={connector.connectorName}
              parent={{ label: 'Connectors', to: '/connectors?tab=sso' }}
              actions={
                <ConfirmButton
                  label="Delete"
                  title="Delete this SSO connector?"
                  onConfirm={async () => {
                    const { deleteSsoConnector } = await remove.mutateAsync({ id });
                    if (deleteSsoConnector.userErrors.length) return deleteSsoConnector.userErrors[0]!.message;
                    notifications.show({ message: 'SSO connector deleted', color: 'green' });
                    void navigate('/connectors?tab=sso');
                    return undefined;
                  }}
                >
                  People at {connector.domains.length ? connector.domains.join(', ') : 'its domains'} can no longer sign in through {connector.connectorName},
                  and the identities users have through it are deleted. This cannot be undone.
                </ConfirmButton>
              }
            />
            <Stack gap={0}>
              <Text size="sm" c="dimmed" mb="md">
                ID <Code>{connector.id}</Code> · {connector.providerName} · created {formatDate(connector.createdAt)} · updated{' '}
                {formatDate(connector.updatedAt)}
              </Text>
              <ServiceProvider providerConfig={connector.providerConfig} />
              <EnableSwitch
                enabled={connector.enabled}
                onChange={async (enabled) => {
                  const { updateSsoConnector } = await update.mutateAsync({ id, input: { enabled } });
                  await query.refetch();
                  return updateSsoConnector.userErrors;
                }}
              />
              <TestSignIn start={async () => (await test.mutateAsync({ id })).startSsoConnectorTest} />
              <Paper withBorder p="md">
                <SsoConnectorForm
                  providers={providers.data!.ssoConnectorProviders}
                  initial={{
                    providerName: connector.providerName,
                    connectorName: connector.connectorName,
                    domains: [...connector.domains],
                    syncProfile: connector.syncProfile,
                    config: configTexts(
                      providers.data!.ssoConnectorProviders.find((p) => p.providerName === connector.providerName)?.configFields,
                      connector.config,
                    ),
                    branding: pretty(connector.branding),
                  }}
                  creating={false}
                  submitLabel="Save connector"
                  onSubmit={async ({ connectorName, domains, syncProfile, config, configChanged, branding }) => {
                    // Settings are sent only when edited: a new config replaces the stored one (and a SAML metadataUrl is fetched again).
                    const input = {
                      connectorName,
                      domains,
                      syncProfile,
                      ...(configChanged ? { config } : {}),
                      ...(JSON.stringify(branding) === JSON.stringify(connector.branding) ? {} : { branding }),
                    };
                    const { updateSsoConnector } = await update.mutateAsync({ id, input });
                    if (!updateSsoConnector.userErrors.length) notifications.show({ message: 'SSO connector saved', color: 'green' });
                    return updateSsoConnector.userErrors;
                  }}
                />
              </Paper>
            </Stack>
          </>
        );
      }}
    </QueryState>
  );
}
