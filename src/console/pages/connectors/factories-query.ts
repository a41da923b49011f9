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
      formItems {
        key
        label
        type
        required
        isConfidential
        defaultValue
        description
      }
    }
  }
`);
