// The Management API route table, area by area; the shim serves it and /api/openapi.json
// describes it. One import and one push per area keeps merges of new areas trivial.
import type { RestRoute } from '../route.js';
import { userRoutes } from './users.js';
import { roleRoutes } from './roles.js';
import { resourceRoutes } from './resources.js';
import { applicationRoutes } from './applications.js';
import { organizationRoutes } from './organizations.js';
import { organizationInvitationRoutes } from './organizations-invitations.js';
import { organizationRoleRoutes } from './organizations-roles.js';
import { hookRoutes } from './hooks.js';
import { tokenExchangeRoutes } from './token-exchange.js';
import { signInExperienceRoutes } from './sign-in-experience.js';
import { signingKeyRoutes } from './signing-keys.js';
import { samlApplicationRoutes } from './saml-applications.js';
import { ssoConnectorRoutes } from './sso-connectors.js';
import { connectorRoutes } from './connectors.js';
import { logRoutes } from './logs.js';
import { personalAccessTokenRoutes } from './personal-access-tokens.js';
import { subjectTokenRoutes } from './subject-tokens.js';
import { userGrantRoutes } from './user-grants.js';
import { applicationIdTokenClaimRoutes } from './application-id-token-claims.js';
import { applicationAccessControlRoutes } from './application-access-control.js';
import { consentRoutes } from './consent.js';
import { applicationSecretRoutes } from './application-secrets.js';
import { compatRecordRoutes } from './compat-records.js';
import { clientRegistrationRoutes } from './client-registration.js';
import { emailTemplateRoutes } from './email-templates.js';

export const routes: RestRoute[] = [...userRoutes];
routes.push(...roleRoutes, ...resourceRoutes, ...applicationRoutes);
routes.push(...organizationRoutes, ...organizationRoleRoutes, ...organizationInvitationRoutes);

routes.push(...hookRoutes);
routes.push(...tokenExchangeRoutes);
routes.push(...signInExperienceRoutes);
routes.push(...signingKeyRoutes);
routes.push(...ssoConnectorRoutes);
routes.push(...connectorRoutes);
routes.push(...logRoutes);
routes.push(...personalAccessTokenRoutes, ...subjectTokenRoutes);
routes.push(...userGrantRoutes);
routes.push(...applicationAccessControlRoutes);
routes.push(...consentRoutes);
routes.push(...applicationSecretRoutes, ...compatRecordRoutes);
routes.push(...applicationIdTokenClaimRoutes);
routes.push(...clientRegistrationRoutes);
routes.push(...emailTemplateRoutes);
routes.push(...samlApplicationRoutes);
