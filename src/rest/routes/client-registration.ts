// Client registration settings and initial access tokens (issue 48 §2; docs/agents.md). Tessera's
// own paths: the compatible product has no such routes.
import { body, type RestRoute } from '../route.js';

const SETTINGS = 'enabled clientIdMetadataDocuments allowedGrantTypes allowedScopes allowedResources requireInitialAccessToken registrationsPerHour';
const TOKEN = 'id name value expiresAt createdAt';
const ERRORS = 'userErrors { code message field data }';
const tag = 'Client registration';

export const clientRegistrationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/client-registration/settings',
    tag,
    summary: 'Get the client registration settings (RFC 7591 dynamic registration, client ID metadata documents)',
    operation: `query { clientRegistrationSettings { ${SETTINGS} } }`,
    variables: () => ({}),
    status: 200,
    responseType: 'ClientRegistrationSettings',
  },
  {
    method: 'PATCH',
    path: '/client-registration/settings',
    tag,
    summary: 'Change client registration settings; omitted fields keep their value',
    operation: `mutation($input: UpdateClientRegistrationSettingsInput!) {
      updateClientRegistrationSettings(input: $input) { settings { ${SETTINGS} } ${ERRORS} } }`,
    variables: (req) => ({ input: body(req) }),
    status: 200,
    bodyType: 'UpdateClientRegistrationSettingsInput',
    responseType: 'ClientRegistrationSettings',
  },
  {
    method: 'GET',
    path: '/client-registration/initial-access-tokens',
    tag,
    summary: 'List the initial access tokens (without their values)',
    operation: `query { initialAccessTokens { ${TOKEN} } }`,
    variables: () => ({}),
    status: 200,
    responseType: 'InitialAccessToken',
  },
  {
    method: 'POST',
    path: '/client-registration/initial-access-tokens',
    tag,
    summary: 'Create an initial access token ({ name, expiresAt? }); the response carries its value, shown only this once',
    operation: `mutation($input: CreateInitialAccessTokenInput!) { createInitialAccessToken(input: $input) { initialAccessToken { ${TOKEN} } ${ERRORS} } }`,
    variables: (req) => ({ input: body(req) }),
    status: 201,
    bodyType: 'CreateInitialAccessTokenInput',
    responseType: 'InitialAccessToken',
  },
  {
    method: 'DELETE',
    path: '/client-registration/initial-access-tokens/:id',
    tag,
    summary: 'Revoke an initial access token',
    operation: `mutation($id: ID!) { deleteInitialAccessToken(id: $id) { deletedId ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 204,
  },
];
