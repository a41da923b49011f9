// Table types of the organizations area beyond the directory (migration 0004).

export interface OrganizationJitRolesTable {
  organization_id: string;
  organization_role_id: string;
}

export interface OrganizationTables {
  organization_jit_roles: OrganizationJitRolesTable;
}
