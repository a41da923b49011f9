// Tessera serves one tenant. Clients typed against the compatible product (a multi-tenant
// service) require a `tenantId` on its entities; they get this constant, which is also that
// product's own id for a single-tenant (OSS) deployment.
export const TENANT_ID = 'default';
