import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed resolvers from the SDL in schema/, and the console's typed documents (client preset). The output is committed so that `npm ci`
// alone gives a working checkout; `npm run codegen` regenerates it after a schema change.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  generates: {
    'src/graphql/types.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: './context.js#GraphQLContext',
        enumsAsTypes: true,
        scalars: {
          DateTime: 'Date',
          EmailAddress: 'string',
          URL: 'string',
          JSONObject: 'Record<string, unknown>',
        },
        defaultMapper: 'Partial<{T}>',
        // A scope as the domain returns it: its compatibility fields (tenantId, resource) are resolved.
        mappers: {
          Scope: '../domain/directory/resources.js#Scope as ScopeModel',
          User: '../domain/directory/users.js#User as UserModel',
          Application: '../domain/directory/applications.js#ApplicationView as ApplicationModel',
          PersonalAccessToken: '../domain/oauth/personal-access-tokens.js#PersonalAccessToken as PersonalAccessTokenModel',
          ApplicationSignInExperience: '../domain/sign-in/application-sign-in-experience.js#ApplicationSignInExperience as ApplicationSignInExperienceModel',
          OrganizationApplication: '../domain/directory/organizations-members.js#OrganizationApplication as OrganizationApplicationModel',
          OrganizationRoleResourceScope: '../domain/directory/organizations-roles.js#ResourceScopeRef as OrganizationRoleResourceScopeModel',
          OrganizationEmailDomain: '../domain/federation/organizations-jit.js#OrganizationEmailDomain as OrganizationEmailDomainModel',
          NamedApplicationSecret: '../domain/directory/application-secrets.js#ApplicationSecret as NamedApplicationSecretModel',
          EmailTemplate: '../domain/sign-in/email-templates.js#EmailTemplate as EmailTemplateModel',
          Connector: '../domain/federation/connectors.js#Connector as ConnectorModel',
          SamlApplication: '../domain/directory/saml-applications.js#SamlApplication as SamlApplicationModel',
          SamlApplicationSecret: '../domain/directory/saml-applications.js#SamlApplicationSecret as SamlApplicationSecretModel',
          SsoConnector: '../domain/federation/sso-connectors.js#SsoConnector as SsoConnectorModel',
          UserSsoIdentity: '../domain/federation/user-identities.js#SsoIdentity as UserSsoIdentityModel',
          ApplicationAccessControl: '../domain/directory/application-access-control.js#ApplicationAccessControl as ApplicationAccessControlModel',
        },
        avoidOptionals: false,
        maybeValue: 'T | null | undefined',
      },
    },
    // The admin console's GraphQL documents (graphql(`…`) calls in src/console) typed against the
    // same schema: a field the schema lacks fails the build, not the browser.
    'src/console/gql/': {
      preset: 'client',
      documents: ['src/console/**/*.{ts,tsx}', '!src/console/gql/**'],
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: {
          DateTime: 'string',
          EmailAddress: 'string',
          URL: 'string',
          JSONObject: 'Record<string, unknown>',
        },
      },
    },
  },
};
export default config;
