// Request sequences directories send, written from their published docs:
// - Entra ID: "Tutorial: Develop and plan provisioning for a SCIM endpoint" / the SCIM validator
//   (learn.microsoft.com/entra/identity/app-provisioning/use-scim-to-provision-users-and-groups):
//   filter on userName eq, create with the enterprise extension, PATCH with capitalised `Replace`,
//   path-less value objects and `active` as the string "False", then DELETE.
// - Okta: "SCIM 2.0 test" (developer.okta.com/docs/guides/scim-provisioning-integration-prepare):
//   filter userName eq with startIndex/count, create, PUT the whole user, PATCH active false.
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

export const entraCreateUser = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
  externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
  userName: 'Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1@contoso.com',
  active: true,
  emails: [{ primary: true, type: 'work', value: 'Test_User_fd0ea19b-0777-472c-9f96-4f70d2226f2e@contoso.com' }],
  meta: { resourceType: 'User' },
  name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
  roles: [],
  [ENTERPRISE]: { department: 'Sales', employeeNumber: '701984' },
};

export const entraReplaceAttributes = {
  schemas: [PATCH],
  Operations: [
    { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@microsoft.com' },
    { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
    { op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Marketing' },
  ],
};

export const entraPathlessReplace = {
  schemas: [PATCH],
  Operations: [{ op: 'Replace', value: { displayName: 'Updated Display', externalId: 'updated-external-id' } }],
};

export const entraDisable = { schemas: [PATCH], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] };

export const oktaCreateUser = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName: 'okta.tester@example.com',
  name: { givenName: 'Okta', familyName: 'Tester' },
  emails: [{ primary: true, value: 'okta.tester@example.com', type: 'work' }],
  displayName: 'Okta Tester',
  locale: 'en-US',
  externalId: '00ujl29u0le5T6Aj10h7',
  groups: [],
  password: '1mz050nq',
  active: true,
};

export const oktaDeactivate = { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: false } }] };
