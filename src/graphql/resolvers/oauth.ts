import { issueToken } from '../../oidc/token/issue-token.js';
import type { Resolvers } from '../types.generated.js';

// OAuthErrors propagate as they are: the token shim renders them per RFC 6749 §5.2 and the
// /graphql front puts their `error` code in extensions.code (see app.ts formatError).
export const oauthResolvers: Resolvers = {
  Mutation: {
    issueToken: (_, { input }, ctx) => issueToken(ctx, input),
  },
};
