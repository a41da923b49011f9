import { graphql } from '../../gql';

export const FactoriesQuery = graphql(`
  query ConsoleConnectorFactories {
    connectorFactories {
      id
      name
      description
      protocol
      isStandard
      target
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
