// Every migration, in order. Explicit so that a reader (and the bundler) sees the full history.
import type { Migration } from 'kysely';
import * as directory from './20261122_0001_directory.js';
import * as tokenRevocation from './20261122_0002_token_revocation.js';
import * as organizationIndexes from './20261122_0004_organization_indexes.js';
import * as webhooks from './20261122_0005_webhooks.js';
import * as oidcSessions from './20261122_0006_oidc_sessions.js';
import * as experience from './20261122_0007_experience.js';
import * as tokenExchangeAudit from './20261122_0008_token_exchange_audit.js';
import * as cacheNotify from './20261122_0009_cache_notify.js';
import * as organizationJit from './20261122_0010_organization_jit.js';
import * as webhooksDeliveryLog from './20261122_0011_webhooks_delivery_log.js';
import * as sessionCacheNotify from './20261122_0012_session_cache_notify.js';
import * as signingKeysNotify from './20261122_0013_signing_keys_notify.js';
import * as accountIdentityVerifications from './20261124_0101_account_identity_verifications.js';
import * as sessionSecretDigest from './20261124_0102_session_secret_digest.js';
import * as verifiedIdentifiers from './20261124_0103_verified_identifiers.js';
import * as connectors from './20261125_0301_connectors.js';
import * as ssoConnectors from './20261125_0401_sso_connectors.js';
import * as organizationJitSsoConnectors from './20261125_0501_organization_jit_sso_connectors.js';
import * as ssoOidcRequests from './20261125_0502_sso_oidc_requests.js';
import * as accountSocialVerifications from './20261125_0601_account_social_verifications.js';
import * as consoleBootstrap from './20261126_1001_console_bootstrap.js';
import * as tokenExchangeResourceIndex from './20261126_2001_token_exchange_resource_index.js';
import * as hookDeliveryTraceParent from './20261127_1101_hook_delivery_trace_parent.js';
import * as logs from './20261127_1601_logs.js';
import * as personalAccessTokens from './20261127_1602_personal_access_tokens.js';
import * as backupCodes from './20261128_0301_backup_codes.js';
import * as webauthn from './20261128_0201_webauthn.js';
import * as applicationAccessControl from './20261127_1301_application_access_control.js';
import * as compatDirectory from './20261127_1401_compat_directory.js';
import * as compatManagementRecords from './20261128_0601_compat_management_records.js';
import * as organizationCompatFields from './20261127_1501_organization_compat_fields.js';
import * as accessControlCacheNotify from './20261128_0701_access_control_cache_notify.js';
import * as thirdPartyConsent from './20261128_0401_third_party_consent.js';
import * as authThrottles from './20261129_0301_auth_throttles.js';
import * as dynamicClientRegistration from './20261204_1404_dynamic_client_registration.js';
import * as personalAccessTokensCacheNotify from './20261129_4201_personal_access_tokens_cache_notify.js';
import * as signInExperienceConnectors from './20261129_4202_sign_in_experience_connectors.js';
import * as ssoRequests from './20261203_0101_sso_requests.js';
import * as grantClaims from './20261203_0901_grant_claims.js';
import * as authorizationResponses from './20261203_0902_authorization_responses.js';
import * as sessionAmr from './20261203_0903_session_amr.js';
import * as clientJwtAuth from './20261203_1101_client_jwt_auth.js';
import * as confidentialPkcePinned from './20261203_0201_confidential_pkce_pinned.js';
import * as ssoRequestsNonce from './20261203_1201_sso_requests_nonce.js';
import * as resourceAccessTokenAlg from './20261204_0101_resource_access_token_alg.js';
import * as experienceInInteractions from './20261204_1301_experience_in_interactions.js';
import * as pushedAuthorizationRequests from './20261204_1304_pushed_authorization_requests.js';
import * as dpop from './20261204_1305_dpop.js';
import * as logoutChannels from './20261204_1307_logout_channels.js';
import * as claimMappings from './20261204_1309_claim_mappings.js';
import * as deviceCodes from './20261204_1401_device_codes.js';
import * as applicationIdTokenClaims from './20261204_1402_application_id_token_claims.js';
import * as consoleScreens from './20261204_1405_console_screens.js';
import * as canonicalPhoneNumbers from './20261204_1500_canonical_phone_numbers.js';
import * as emailTemplates from './20261204_2101_email_templates.js';
import * as passwordHistory from './20261205_0001_password_history.js';
import * as agentLimits from './20261205_2200_agent_limits.js';
import * as samlSignIns from './20261205_2200_saml_sign_ins.js';
import * as connectorEnabled from './20261205_2200_connector_enabled.js';
import * as samlApplications from './20261204_1902_saml_applications.js';
import * as scimConnections from './20261204_1901_scim_connections.js';
import * as subjectTokens from './20261204_1905_subject_tokens.js';
import * as scimGroups from './20261205_2200_scim_groups.js';
import * as secondFactorProofs from './20261206_0100_second_factor_proofs.js';
import * as samlSingleLogout from './20261207_0100_saml_single_logout.js';
import * as codeSecondFactorProofs from './20261208_0100_code_second_factor_proofs.js';
import * as samlApplicationAccessControl from './20261208_0200_saml_application_access_control.js';
import * as connectorTests from './20261209_0100_connector_tests.js';

export const migrations: Record<string, Migration> = {
  '20261122_0001_directory': directory,
  '20261122_0002_token_revocation': tokenRevocation,
  '20261122_0004_organization_indexes': organizationIndexes,
  '20261122_0005_webhooks': webhooks,
  '20261122_0006_oidc_sessions': oidcSessions,
  '20261122_0007_experience': experience,
  '20261122_0008_token_exchange_audit': tokenExchangeAudit,
  '20261122_0009_cache_notify': cacheNotify,
  '20261122_0010_organization_jit': organizationJit,
  '20261122_0011_webhooks_delivery_log': webhooksDeliveryLog,
  '20261122_0012_session_cache_notify': sessionCacheNotify,
  '20261122_0013_signing_keys_notify': signingKeysNotify,
  '20261124_0101_account_identity_verifications': accountIdentityVerifications,
  '20261124_0102_session_secret_digest': sessionSecretDigest,
  '20261124_0103_verified_identifiers': verifiedIdentifiers,
  '20261125_0301_connectors': connectors,
  '20261125_0401_sso_connectors': ssoConnectors,
  '20261125_0501_organization_jit_sso_connectors': organizationJitSsoConnectors,
  '20261125_0502_sso_oidc_requests': ssoOidcRequests,
  '20261125_0601_account_social_verifications': accountSocialVerifications,
  '20261126_1001_console_bootstrap': consoleBootstrap,
  '20261126_2001_token_exchange_resource_index': tokenExchangeResourceIndex,
  '20261127_1101_hook_delivery_trace_parent': hookDeliveryTraceParent,
  '20261127_1601_logs': logs,
  '20261127_1602_personal_access_tokens': personalAccessTokens,
  '20261127_1301_application_access_control': applicationAccessControl,
  '20261127_1401_compat_directory': compatDirectory,
  '20261127_1501_organization_compat_fields': organizationCompatFields,
  '20261128_0301_backup_codes': backupCodes,
  '20261128_0701_access_control_cache_notify': accessControlCacheNotify,
  '20261128_0401_third_party_consent': thirdPartyConsent,
  '20261128_0601_compat_management_records': compatManagementRecords,
  '20261128_0201_webauthn': webauthn,
  '20261129_0301_auth_throttles': authThrottles,
  '20261129_4201_personal_access_tokens_cache_notify': personalAccessTokensCacheNotify,
  '20261129_4202_sign_in_experience_connectors': signInExperienceConnectors,
  '20261203_0101_sso_requests': ssoRequests,
  '20261203_0201_confidential_pkce_pinned': confidentialPkcePinned,
  '20261203_0901_grant_claims': grantClaims,
  '20261203_0902_authorization_responses': authorizationResponses,
  '20261203_0903_session_amr': sessionAmr,
  '20261203_1101_client_jwt_auth': clientJwtAuth,
  '20261203_1201_sso_requests_nonce': ssoRequestsNonce,
  '20261204_0101_resource_access_token_alg': resourceAccessTokenAlg,
  '20261204_1301_experience_in_interactions': experienceInInteractions,
  '20261204_1304_pushed_authorization_requests': pushedAuthorizationRequests,
  '20261204_1305_dpop': dpop,
  '20261204_1307_logout_channels': logoutChannels,
  '20261204_1309_claim_mappings': claimMappings,
  '20261204_1401_device_codes': deviceCodes,
  '20261204_1402_application_id_token_claims': applicationIdTokenClaims,
  '20261204_1404_dynamic_client_registration': dynamicClientRegistration,
  '20261204_1405_console_screens': consoleScreens,
  '20261204_1500_canonical_phone_numbers': canonicalPhoneNumbers,
  '20261204_1901_scim_connections': scimConnections,
  '20261204_1902_saml_applications': samlApplications,
  '20261204_1905_subject_tokens': subjectTokens,
  '20261204_2101_email_templates': emailTemplates,
  '20261205_0001_password_history': passwordHistory,
  '20261205_2200_agent_limits': agentLimits,
  '20261205_2200_saml_sign_ins': samlSignIns,
  '20261205_2200_connector_enabled': connectorEnabled,
  '20261205_2200_scim_groups': scimGroups,
  '20261206_0100_second_factor_proofs': secondFactorProofs,
  '20261207_0100_saml_single_logout': samlSingleLogout,
  '20261208_0100_code_second_factor_proofs': codeSecondFactorProofs,
  '20261208_0200_saml_application_access_control': samlApplicationAccessControl,
  '20261209_0100_connector_tests': connectorTests,
};
