// Impersonation on the compatible product's path: { userId, context? } → { subjectToken, expiresIn }.
import { body, type RestRoute } from '../route.js';

export const subjectTokenRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/subject-tokens',
    tag: 'Subject tokens',
    summary:
      'Create a subject token for a user ({ userId, context? }): valid 600 s, exchanged once at /oidc/token (token exchange, ' +
      "subject_token_type access_token) by an application allowed to exchange; the caller is named in the new token's act",
    operation: `mutation($input: CreateSubjectTokenInput!) {
      createSubjectToken(input: $input) { subjectToken { subjectToken expiresIn } userErrors { code message field data } } }`,
    variables: (req) => {
      const b = body(req);
      return { input: { userId: b.userId, context: b.context } };
    },
    status: 201,
    bodyType: 'CreateSubjectTokenInput',
    responseType: 'SubjectToken',
  },
];
