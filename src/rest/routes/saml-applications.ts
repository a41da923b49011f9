// SAML applications on the compatible product's paths (/saml-applications, its secrets). The IdP
// metadata and sign-in endpoints are anonymous and served by src/experience/saml-idp.ts.
import { body, type RestRoute } from '../route.js';

const FIELDS =
  'tenantId id type name description customData entityId acsUrl { binding url } nameIdFormat attributeMapping encryption spCertificate requireSignedRequests idpInitiatedSignIn sloUrl { binding url } createdAt updatedAt';
const SECRET_FIELDS = 'id applicationId certificate active expiresAt createdAt fingerprints';
const ERRORS = 'userErrors { code message field data }';
const tag = 'SAML applications';

/** The compatible body: the application's fields and its config's, side by side (`config` nested is accepted too). */
function input(req: Parameters<RestRoute['variables']>[0]) {
  const b = body(req);
  const config = b.config && typeof b.config === 'object' && !Array.isArray(b.config) ? (b.config as Record<string, unknown>) : {};
  const pick = (key: string) => (b[key] !== undefined ? b[key] : config[key]);
  const keys = [
    'name',
    'description',
    'customData',
    'entityId',
    'acsUrl',
    'nameIdFormat',
    'attributeMapping',
    'encryption',
    'spCertificate',
    'requireSignedRequests',
    'idpInitiatedSignIn',
    'sloUrl',
    'metadataXml',
    'metadataUrl',
  ];
  return Object.fromEntries(keys.map((key) => [key, pick(key)]).filter(([, value]) => value !== undefined));
}

export const samlApplicationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/saml-applications',
    tag,
    summary: 'List SAML applications',
    list: true,
    operation: `query($first: Int, $offset: Int) { samlApplications(first: $first, offset: $offset) { totalCount nodes { ${FIELDS} } } }`,
    variables: () => ({}),
    status: 200,
    responseType: 'SamlApplication',
  },
  {
    method: 'POST',
    path: '/saml-applications',
    tag,
    summary:
      'Create a SAML application (name, description?, customData?, entityId?, acsUrl?, nameIdFormat?, attributeMapping?, encryption?, metadataXml? or metadataUrl?)',
    operation: `mutation($input: SamlApplicationInput!) { createSamlApplication(input: $input) { samlApplication { ${FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ input: input(req) }),
    status: 201,
    bodyType: 'SamlApplicationInput',
    responseType: 'SamlApplication',
  },
  {
    method: 'GET',
    path: '/saml-applications/:id',
    tag,
    summary: 'Get a SAML application',
    operation: `query($id: ID!) { samlApplication(id: $id) { ${FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'SamlApplication',
  },
  {
    method: 'PATCH',
    path: '/saml-applications/:id',
    tag,
    summary: 'Change a SAML application (any of the creation fields)',
    operation: `mutation($id: ID!, $input: SamlApplicationInput!) { updateSamlApplication(id: $id, input: $input) { samlApplication { ${FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, input: input(req) }),
    status: 200,
    bodyType: 'SamlApplicationInput',
    responseType: 'SamlApplication',
  },
  {
    method: 'DELETE',
    path: '/saml-applications/:id',
    tag,
    summary: 'Delete a SAML application and its signing keys',
    operation: `mutation($id: ID!) { deleteSamlApplication(id: $id) { deletedId ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 204,
  },
  {
    method: 'GET',
    path: '/saml-applications/:id/secrets',
    tag,
    summary: "List a SAML application's signing keys (certificates and fingerprints; private keys never leave the server)",
    operation: `query($id: ID!) { samlApplicationSecrets(id: $id) { ${SECRET_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    status: 200,
    responseType: 'SamlApplicationSecret',
  },
  {
    method: 'POST',
    path: '/saml-applications/:id/secrets',
    tag,
    summary: 'Add an inactive signing key ({ lifeSpanInYears })',
    operation: `mutation($id: ID!, $years: Int!) { createSamlApplicationSecret(id: $id, lifeSpanInYears: $years) { samlApplicationSecret { ${SECRET_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, years: body(req).lifeSpanInYears }),
    status: 201,
    responseType: 'SamlApplicationSecret',
  },
  {
    method: 'PATCH',
    path: '/saml-applications/:id/secrets/:secretId',
    tag,
    summary: 'Activate a signing key ({ active: true }); the others are deactivated',
    operation: `mutation($id: ID!, $secretId: ID!, $active: Boolean!) {
      updateSamlApplicationSecret(id: $id, secretId: $secretId, active: $active) { samlApplicationSecret { ${SECRET_FIELDS} } ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, secretId: req.params.secretId, active: body(req).active }),
    status: 200,
    responseType: 'SamlApplicationSecret',
  },
  {
    method: 'DELETE',
    path: '/saml-applications/:id/secrets/:secretId',
    tag,
    summary: 'Delete an inactive signing key',
    operation: `mutation($id: ID!, $secretId: ID!) { deleteSamlApplicationSecret(id: $id, secretId: $secretId) { deletedId ${ERRORS} } }`,
    variables: (req) => ({ id: req.params.id, secretId: req.params.secretId }),
    status: 204,
  },
];
