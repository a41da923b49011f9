import { graphql } from '../../gql';

export const ProvidersQuery = graphql(`
  query ConsoleSsoConnectorProviders {
    ssoConnectorProviders {
      providerName
      providerType
      name
      description
      logo
    }
  }
`);
