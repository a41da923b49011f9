// Every area's resolvers. Mutations are wrapped so each runs in one transaction with its events;
// every root field checks first that the caller's Management API scopes allow it (operation-access.ts).
import type { Resolvers } from '../types.generated.js';
import { wrapMutations } from '../mutation-middleware.js';
import { guardRootFields } from '../operation-access.js';
import { organizationResolvers } from './organizations.js';
import { organizationInvitationResolvers } from './organizations-invitations.js';
import { organizationRoleResolvers } from './organizations-roles.js';
import { userResolvers } from './users.js';
import { roleResolvers } from './roles.js';
import { resourceResolvers } from './resources.js';
import { applicationResolvers } from './applications.js';
import { hookResolvers } from './hooks.js';
import { tokenExchangeResolvers } from './token-exchange.js';
import { signInExperienceResolvers } from './sign-in-experience.js';
import { signingKeyResolvers } from './signing-keys.js';
import { ssoConnectorResolvers } from './sso-connectors.js';
import { connectorResolvers } from './connectors.js';
import { logResolvers } from './logs.js';
import { personalAccessTokenResolvers } from './personal-access-tokens.js';
import { subjectTokenResolvers } from './subject-tokens.js';
import { grantResolvers } from './grants.js';
import { agentLimitResolvers } from './agent-limits.js';
import { applicationAccessControlResolvers } from './application-access-control.js';
import { consentResolvers } from './consent.js';
import { applicationSecretResolvers } from './application-secrets.js';
import { compatRecordResolvers } from './compat-records.js';
import { applicationIdTokenClaimResolvers } from './application-id-token-claims.js';
import { consoleResolvers } from './console.js';
import { clientRegistrationResolvers } from './client-registration.js';
import { emailTemplateResolvers } from './email-templates.js';
import { oidcConfigResolvers } from './oidc-configs.js';
import { scimConnectionResolvers } from './scim-connections.js';
import { captchaResolvers } from './captcha.js';
import { messageDeliveryResolvers } from './message-delivery.js';
import { samlApplicationResolvers } from './saml-applications.js';

/** Mutations that manage their own writes rather than run in the middleware's transaction. */
// Sends HTTP requests and writes nothing: no transaction may stay open while it waits.
const nonTransactional = new Set(['testHook']);
// Open and commit their own transaction under the keys' lock, then reload this instance's keys
// before answering (a reload inside the transaction would not see its own commit).
nonTransactional.add('rotateSigningKey').add('deleteSigningKey');

const areas: Resolvers[] = [userResolvers];
areas.push(roleResolvers, resourceResolvers, applicationResolvers);
areas.push(organizationResolvers, organizationRoleResolvers, organizationInvitationResolvers);
areas.push(hookResolvers);
areas.push(tokenExchangeResolvers);
areas.push(signInExperienceResolvers);
areas.push(signingKeyResolvers);
areas.push(ssoConnectorResolvers);
areas.push(connectorResolvers);
areas.push(logResolvers);
areas.push(personalAccessTokenResolvers, subjectTokenResolvers);
areas.push(grantResolvers);
areas.push(agentLimitResolvers);
areas.push(applicationAccessControlResolvers);
areas.push(consentResolvers);
areas.push(applicationSecretResolvers, compatRecordResolvers);
areas.push(applicationIdTokenClaimResolvers);
areas.push(consoleResolvers);
areas.push(clientRegistrationResolvers);
areas.push(emailTemplateResolvers);
areas.push(oidcConfigResolvers);
areas.push(scimConnectionResolvers);
areas.push(captchaResolvers);
areas.push(messageDeliveryResolvers);
areas.push(samlApplicationResolvers);

export const resolvers = areas.map((area) => ({
  ...area,
  ...(area.Query ? { Query: guardRootFields('Query', area.Query) } : {}),
  ...(area.Mutation ? { Mutation: guardRootFields('Mutation', wrapMutations(area.Mutation, nonTransactional)) } : {}),
})) as Resolvers[];
