import { graphql } from '../../gql';

export const ProvidersQuery = graphql(`
  query ConsoleSsoConnectorProviders {
    ssoConnectorProviders {
      providerName
      providerType
      name
      description
      logo
      configFields {
        key
        label
        type
        required
        secret
        options
        defaultValue
        description
      }
    }
  }
`);
