// Tessera serves one tenant. The compatible Management API puts a `tenantId` on every entity and
// its typed clients require the key; Tessera answers this constant (its open-source edition's
// own default tenant's id), so a script that reads or compares it keeps working.
export const TENANT_ID = 'default';
