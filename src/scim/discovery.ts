// The SCIM discovery documents (RFC 7644 §4): what this server supports, as directories read it
// before provisioning (Entra ID's validator checks filter, patch and etag support here).
import { GROUP_SCHEMA } from '../domain/scim/groups.js';
import { ENTERPRISE_SCHEMA, LIST_SCHEMA, USER_SCHEMA } from '../domain/scim/users.js';

const meta = (base: string, resourceType: string, path: string) => ({ resourceType, location: `${base}${path}` });
const list = (resources: unknown[]) => ({
  schemas: [LIST_SCHEMA],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

export function serviceProviderConfig(base: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    documentationUri: 'https://github.com/tessera/tessera/blob/main/docs/scim.md',
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: 100 },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: true },
    authenticationSchemes: [
      { type: 'oauthbearertoken', name: 'Bearer token', description: 'The token of a SCIM connection, created in the console', primary: true },
    ],
    meta: meta(base, 'ServiceProviderConfig', '/ServiceProviderConfig'),
  };
}

export function resourceTypes(base: string) {
  return list([
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      schema: USER_SCHEMA,
      schemaExtensions: [{ schema: ENTERPRISE_SCHEMA, required: false }],
      meta: meta(base, 'ResourceType', '/ResourceTypes/User'),
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'An organization (instance-wide connection) or an organization role in the organization (organization connection)',
      schema: GROUP_SCHEMA,
      meta: meta(base, 'ResourceType', '/ResourceTypes/Group'),
    },
  ]);
}

const attribute = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

export function schemas(base: string) {
  return list([
    {
      id: USER_SCHEMA,
      name: 'User',
      attributes: [
        attribute('userName', { required: true, uniqueness: 'server' }),
        attribute('displayName'),
        attribute('title'),
        attribute('active', { type: 'boolean' }),
        attribute('name', { type: 'complex', subAttributes: ['formatted', 'givenName', 'familyName'].map((name) => attribute(name)) }),
        attribute('emails', {
          type: 'complex',
          multiValued: true,
          subAttributes: [attribute('value'), attribute('type'), attribute('primary', { type: 'boolean' })],
        }),
        attribute('phoneNumbers', {
          type: 'complex',
          multiValued: true,
          subAttributes: [attribute('value'), attribute('type'), attribute('primary', { type: 'boolean' })],
        }),
        // RFC 7643 §4.1.2: the groups the user is in, kept by the Group resources' members.
        attribute('groups', {
          type: 'complex',
          multiValued: true,
          mutability: 'readOnly',
          subAttributes: [
            attribute('value', { mutability: 'readOnly' }),
            attribute('$ref', { type: 'reference', referenceTypes: ['Group'], mutability: 'readOnly' }),
            attribute('display', { mutability: 'readOnly' }),
            attribute('type', { mutability: 'readOnly', canonicalValues: ['direct', 'indirect'] }),
          ],
        }),
      ],
      meta: meta(base, 'Schema', `/Schemas/${USER_SCHEMA}`),
    },
    {
      id: ENTERPRISE_SCHEMA,
      name: 'EnterpriseUser',
      attributes: ['employeeNumber', 'costCenter', 'organization', 'division', 'department']
        .map((name) => attribute(name))
        .concat([attribute('manager', { type: 'complex' })]),
      meta: meta(base, 'Schema', `/Schemas/${ENTERPRISE_SCHEMA}`),
    },
    {
      id: GROUP_SCHEMA,
      name: 'Group',
      attributes: [
        attribute('displayName', { required: true, uniqueness: 'server' }),
        attribute('members', {
          type: 'complex',
          multiValued: true,
          subAttributes: [
            attribute('value', { mutability: 'immutable' }),
            attribute('$ref', { type: 'reference', referenceTypes: ['User'], mutability: 'immutable' }),
            attribute('type', { mutability: 'immutable', canonicalValues: ['User'] }),
          ],
        }),
      ],
      meta: meta(base, 'Schema', `/Schemas/${GROUP_SCHEMA}`),
    },
  ]);
}
