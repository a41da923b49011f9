// One social connector: the redirect URI to register at the provider, its enable switch, a test
// sign-in, its settings (secret never shown) and deletion.
import { Alert, Anchor, Code, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { PageHeader } from '../../components/page-header';
import { EmptyState, QueryState } from '../../components/query-state';
import { FactoriesQuery } from './factories-query';
import { EnableSwitch } from './enable-switch';
import { TestSignIn } from './test-sign-in';
import { CopyValue } from '../../components/copy-value';
import { configValues, SocialConnectorForm } from './social-connector-form';

const ConnectorQuery = graphql(`
  query ConsoleConnector($id: ID!) {
    connector(id: $id) {
      id
      connectorId
      target
      name
      logo
      syncProfile
      enabled
      config
      callbackUri
      createdAt
      updatedAt
    }
  }
`);

const UpdateConnector = graphql(`
  mutation ConsoleUpdateConnector($id: ID!, $input: UpdateConnectorInput!) {
    updateConnector(id: $id, input: $input) {
      connector {
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

const StartConnectorTest = graphql(`
  mutation ConsoleStartConnectorTest($id: ID!) {
    startConnectorTest(id: $id) {
      url
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const DeleteConnector = graphql(`
  mutation ConsoleDeleteConnector($id: ID!) {
    deleteConnector(id: $id) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

export default function SocialConnectorDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useGraphQLQuery(ConnectorQuery, { id });
  const factories = useGraphQLQuery(FactoriesQuery, {});
  const update = useGraphQLMutation(UpdateConnector);
  const remove = useGraphQLMutation(DeleteConnector);
  const test = useGraphQLMutation(StartConnectorTest);
  return (
    <QueryState
      query={{
        ...query,
        isPending: query.isPending || factories.isPending,
        isError: query.isError || factories.isError,
        error: query.error ?? factories.error,
      }}
    >
      {() => {
        const connector = query.data!.connector;
        if (!connector)
          return (
            <EmptyState title="This connector does not exist">
              It may have been deleted.{' '}
              <Anchor component={Link} to="/connectors">
                Back to connectors
              </Anchor>
            </EmptyState>
          );
        return (
          <>
            <PageHeader
              title={connector.name}
              parent={{ label: 'Connectors', to: '/connectors' }}
              actions={
                <ConfirmButton
                  label="Delete"
                  title="Delete this connector?"
                  onConfirm={async () => {
                    const { deleteConnector } = await remove.mutateAsync({ id });
                    if (deleteConnector.userErrors.length) return deleteConnector.userErrors[0]!.message;
                    notifications.show({ message: 'Connector deleted', color: 'green' });
                    void navigate('/connectors');
                    return undefined;
                  }}
                >
                  “Continue with {connector.name}” disappears from the sign-in page. Users keep their linked {connector.target} identities, but cannot sign in
                  with them until a connector with the same target exists again.
                </ConfirmButton>
              }
            />
            <Text size="sm" c="dimmed" mb="md">
              ID <Code>{connector.id}</Code> · created {formatDate(connector.createdAt)} · updated {formatDate(connector.updatedAt)}
            </Text>
            <Alert color="blue" title="Register this at the provider" mb="md">
              <Text size="sm" mb="xs">
                Add it to the client’s allowed redirect (callback) URIs; the provider sends users back to it after they sign in.
              </Text>
              <CopyValue label="Redirect URI" value={connector.callbackUri} />
            </Alert>
            <EnableSwitch
              enabled={connector.enabled}
              onChange={async (enabled) => {
                const { updateConnector } = await update.mutateAsync({ id, input: { enabled } });
                await query.refetch();
                return updateConnector.userErrors;
              }}
            />
            <TestSignIn start={async () => (await test.mutateAsync({ id })).startConnectorTest} />
            <Paper withBorder p="md">
              <SocialConnectorForm
                factories={factories.data!.connectorFactories}
                initial={{
                  connectorId: connector.connectorId,
                  target: connector.target,
                  name: connector.name,
                  logo: connector.logo ?? '',
                  syncProfile: connector.syncProfile,
                  config: configValues(
                    factories.data!.connectorFactories.find((f) => f.id === connector.connectorId),
                    connector.config,
                  ),
                }}
                creating={false}
                submitLabel="Save connector"
                onSubmit={async ({ metadata, syncProfile, config }) => {
                  // The config is sent only when edited: a new one replaces the stored settings.
                  const edited = JSON.stringify(config) !== JSON.stringify(connector.config);
                  const { updateConnector } = await update.mutateAsync({ id, input: { metadata, syncProfile, ...(edited ? { config } : {}) } });
                  if (!updateConnector.userErrors.length) notifications.show({ message: 'Connector saved', color: 'green' });
                  return updateConnector.userErrors;
                }}
              />
            </Paper>
          </>
        );
      }}
    </QueryState>
  );
}
