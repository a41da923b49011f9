import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed resolvers from the SDL in schema/. The output is committed so that `npm ci`
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
        avoidOptionals: false,
        maybeValue: 'T | null | undefined',
      },
    },
  },
};
export default config;
