// A new enterprise SSO connector.
import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { ProvidersQuery } from './providers-query';
import { SsoConnectorForm } from './sso-connector-form';

const CreateSsoConnector = graphql(`
  mutation ConsoleCreateSsoConnector($input: CreateSsoConnectorInput!) {
    createSsoConnector(input: $input) {
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

export default function SsoConnectorCreate() {
  const navigate = useNavigate();
  const providers = useGraphQLQuery(ProvidersQuery, {});
  const create = useGraphQLMutation(CreateSsoConnector);
  return (
    <>
      <PageHeader title="Add SSO connector" parent={{ label: 'Connectors', to: '/connectors?tab=sso' }} />
      <Paper withBorder p="md">
        <QueryState query={providers}>
          {() => (
            <SsoConnectorForm
              providers={providers.data!.ssoConnectorProviders}
              initial={{ providerName: '', connectorName: '', domains: [], syncProfile: false, config: {}, branding: '{}' }}
              creating
              submitLabel="Create connector"
              onSubmit={async ({ configChanged: _, ...input }) => {
                const { createSsoConnector } = await create.mutateAsync({ input });
                if (!createSsoConnector.userErrors.length) {
                  notifications.show({ message: 'SSO connector created', color: 'green' });
                  void navigate(`/connectors/sso/${createSsoConnector.ssoConnector!.id}`);
                }
                return createSsoConnector.userErrors;
              }}
            />
          )}
        </QueryState>
      </Paper>
    </>
  );
}
