// Group request sequences directories send, written from their published docs:
// - Entra ID: "Tutorial: Develop and plan provisioning for a SCIM endpoint", Group operations
//   (learn.microsoft.com/entra/identity/app-provisioning/use-scim-to-provision-users-and-groups):
//   create with the Microsoft group schema beside the core one, GET by id and by displayName
//   filter with excludedAttributes=members, PATCH `Replace` displayName, `Add` and `Remove`
//   members as value lists (with "$ref": null), DELETE.
// - Okta: "SCIM 2.0 Group Push" (developer.okta.com/docs/api/openapi/okta-scim/guides/scim-20):
//   filter displayName eq with startIndex/count, create with an empty member list, path-less
//   `replace` carrying `{ id, displayName }`, `add` members with `display`, `remove` by the
//   path members[value eq "…"], PUT of the whole group, DELETE.
import { PATCH } from './fixtures.js';

export const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';

export const entraCreateGroup = {
  schemas: [GROUP, 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group'],
  externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
  displayName: 'displayName',
  meta: { resourceType: 'Group' },
};

export const entraRenameGroup = {
  schemas: [PATCH],
  Operations: [{ op: 'Replace', path: 'displayName', value: '1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName' }],
};

export const entraAddMembers = (...ids: string[]) => ({
  schemas: [PATCH],
  Operations: [{ op: 'Add', path: 'members', value: ids.map((value) => ({ $ref: null, value })) }],
});

export const entraRemoveMembers = (...ids: string[]) => ({
  schemas: [PATCH],
  Operations: [{ op: 'Remove', path: 'members', value: ids.map((value) => ({ $ref: null, value })) }],
});

export const oktaCreateGroup = { schemas: [GROUP], displayName: 'Test SCIMv2', members: [] };

export const oktaRenameGroup = (id: string) => ({
  schemas: [PATCH],
  Operations: [{ op: 'replace', value: { id, displayName: 'Test SCIMv2 renamed' } }],
});

export const oktaAddMembers = (...members: Array<{ value: string; display: string }>) => ({
  schemas: [PATCH],
  Operations: [{ op: 'add', path: 'members', value: members }],
});

export const oktaRemoveMember = (id: string) => ({ schemas: [PATCH], Operations: [{ op: 'remove', path: `members[value eq "${id}"]` }] });

export const oktaReplaceGroup = (id: string, members: Array<{ value: string; display: string }>) => ({
  schemas: [GROUP],
  id,
  displayName: 'Test SCIMv2 renamed',
  members,
});
