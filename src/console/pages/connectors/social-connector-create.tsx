// A new social connector: pick a provider, fill its settings.
import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { FactoriesQuery } from './factories-query';
import { SocialConnectorForm } from './social-connector-form';

const CreateConnector = graphql(`
  mutation ConsoleCreateConnector($input: CreateConnectorInput!) {
    createConnector(input: $input) {
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

export default function SocialConnectorCreate() {
  const navigate = useNavigate();
  const factories = useGraphQLQuery(FactoriesQuery, {});
  const create = useGraphQLMutation(CreateConnector);
  return (
    <>
      <PageHeader title="Add social connector" parent={{ label: 'Connectors', to: '/connectors' }} />
      <Paper withBorder p="md">
        <QueryState query={factories}>
          {() => (
            <SocialConnectorForm
              factories={factories.data!.connectorFactories}
              initial={{ connectorId: '', target: '', name: '', logo: '', syncProfile: false, config: {} }}
              creating
              submitLabel="Create connector"
              onSubmit={async ({ connectorId, metadata, syncProfile, config }) => {
                const { createConnector } = await create.mutateAsync({ input: { connectorId, metadata, syncProfile, config } });
                if (!createConnector.userErrors.length) {
                  notifications.show({ message: 'Connector created', color: 'green' });
                  void navigate(`/connectors/social/${createConnector.connector!.id}`);
                }
                return createConnector.userErrors;
              }}
            />
          )}
        </QueryState>
      </Paper>
    </>
  );
}
