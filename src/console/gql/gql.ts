/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ConsoleApplicationAccess($applicationId: ID!) {\n    applicationAccessControl(applicationId: $applicationId) {\n      enabled\n      userIds\n      userRoleIds\n      organizationIds\n      organizationRoleRules {\n        organizationId\n        organizationRoleIds\n      }\n      labels {\n        id\n        label\n      }\n    }\n  }\n": typeof types.ConsoleApplicationAccessDocument,
    "\n  mutation ConsoleReplaceApplicationAccess($applicationId: ID!, $input: ApplicationAccessControlInput!) {\n    replaceApplicationAccessControl(applicationId: $applicationId, input: $input) {\n      accessControl {\n        enabled\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleReplaceApplicationAccessDocument,
    "\n  query ConsoleUserName($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      name\n      primaryEmail\n    }\n  }\n": typeof types.ConsoleUserNameDocument,
    "\n  query ConsoleApplicationName($id: ID!) {\n    application(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.ConsoleApplicationNameDocument,
    "\n  query ConsolePickUsers($search: String) {\n    users(first: 20, search: $search) {\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n      }\n    }\n  }\n": typeof types.ConsolePickUsersDocument,
    "\n  query ConsolePickApplications($search: String, $type: ApplicationType) {\n    applications(first: 20, type: $type, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ConsolePickApplicationsDocument,
    "\n  query ConsolePickUserRoles($search: String) {\n    roles(first: 50, type: User, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ConsolePickUserRolesDocument,
    "\n  query ConsolePickOrganizations($search: String) {\n    organizations(first: 50, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ConsolePickOrganizationsDocument,
    "\n  query ConsolePickOrganizationRoles($search: String) {\n    organizationRoles(first: 50, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ConsolePickOrganizationRolesDocument,
    "\n  query ConsolePickOrganizationScopes($search: String) {\n    organizationScopes(first: 50, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ConsolePickOrganizationScopesDocument,
    "\n  query ConsoleScopeChoices {\n    resources(first: 100) {\n      nodes {\n        id\n        name\n        indicator\n        scopes {\n          id\n          name\n          description\n        }\n      }\n    }\n  }\n": typeof types.ConsoleScopeChoicesDocument,
    "\n  query ConsoleSignedInUser($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      name\n      primaryEmail\n    }\n  }\n": typeof types.ConsoleSignedInUserDocument,
    "\n  mutation ConsoleCreateApplication($input: CreateApplicationInput!) {\n    createApplication(input: $input) {\n      application {\n        id\n        name\n      }\n      secret\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateApplicationDocument,
    "\n  query ConsoleApplication($id: ID!) {\n    application(id: $id) {\n      id\n      name\n      description\n      type\n      isAdmin\n      isBuiltIn\n      createdAt\n      updatedAt\n      oidcClientMetadata {\n        redirectUris\n        postLogoutRedirectUris\n        requirePushedAuthorizationRequests\n        requireDpop\n      }\n      customClientMetadata {\n        allowTokenExchange\n        transactionTokens\n        allowedTokenExchangeResources\n        allowManagementApi\n        idTokenSignedResponseAlg\n        isDeviceFlow\n      }\n    }\n  }\n": typeof types.ConsoleApplicationDocument,
    "\n  mutation ConsoleUpdateApplication($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateApplicationDocument,
    "\n  mutation ConsoleRotateApplicationSecret($id: ID!) {\n    rotateApplicationSecret(id: $id) {\n      secret\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRotateApplicationSecretDocument,
    "\n  mutation ConsoleDeleteApplication($id: ID!) {\n    deleteApplication(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteApplicationDocument,
    "\n  query ConsoleApplicationRoles($applicationId: ID!) {\n    applicationRoles(applicationId: $applicationId, first: 100) {\n      nodes {\n        id\n        name\n        description\n        scopes {\n          id\n          name\n        }\n      }\n    }\n    roles(first: 100, type: MachineToMachine) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ConsoleApplicationRolesDocument,
    "\n  mutation ConsoleAssignApplicationRoles($applicationId: ID!, $roleIds: [ID!]!) {\n    assignApplicationRoles(applicationId: $applicationId, roleIds: $roleIds) {\n      roles {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleAssignApplicationRolesDocument,
    "\n  mutation ConsoleRemoveApplicationRole($applicationId: ID!, $roleId: ID!) {\n    removeApplicationRole(applicationId: $applicationId, roleId: $roleId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveApplicationRoleDocument,
    "\n  query ConsoleApplications($first: Int, $offset: Int, $type: ApplicationType, $search: String) {\n    applications(first: $first, offset: $offset, type: $type, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        type\n        isBuiltIn\n        registrationKind\n        customClientMetadata {\n          allowTokenExchange\n        }\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleApplicationsDocument,
    "\n  query ConsoleApplicationClientAuth($id: ID!) {\n    application(id: $id) {\n      id\n      oidcClientMetadata {\n        tokenEndpointAuthMethod\n        jwks\n        jwksUri\n      }\n    }\n  }\n": typeof types.ConsoleApplicationClientAuthDocument,
    "\n  mutation ConsoleUpdateApplicationClientAuth($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateApplicationClientAuthDocument,
    "\n  mutation ConsoleUpdateApplicationDeviceFlow($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        customClientMetadata {\n          isDeviceFlow\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateApplicationDeviceFlowDocument,
    "\n  mutation ConsoleUpdateApplicationRequireDpop($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        oidcClientMetadata {\n          requireDpop\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateApplicationRequireDpopDocument,
    "\n  mutation ConsoleUpdateApplicationIdTokenAlgorithm($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        customClientMetadata {\n          idTokenSignedResponseAlg\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateApplicationIdTokenAlgorithmDocument,
    "\n  query ConsoleApplicationIdTokenClaims($id: ID!) {\n    application(id: $id) {\n      id\n      idTokenClaims {\n        claim\n        from\n        grantTypes\n      }\n    }\n  }\n": typeof types.ConsoleApplicationIdTokenClaimsDocument,
    "\n  mutation ConsoleSetApplicationIdTokenClaims($id: ID!, $mappings: [ClaimMappingInput!]!) {\n    setApplicationIdTokenClaims(id: $id, mappings: $mappings) {\n      mappings {\n        claim\n        from\n        grantTypes\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleSetApplicationIdTokenClaimsDocument,
    "\n  query ConsoleTestApplicationIdTokenClaims($id: ID!, $userId: ID!, $grantType: String) {\n    testApplicationIdTokenClaims(id: $id, userId: $userId, grantType: $grantType)\n  }\n": typeof types.ConsoleTestApplicationIdTokenClaimsDocument,
    "\n  query ConsoleApplicationLogoutChannels($id: ID!) {\n    application(id: $id) {\n      id\n      oidcClientMetadata {\n        backchannelLogoutUri\n        backchannelLogoutSessionRequired\n        frontchannelLogoutUri\n        frontchannelLogoutSessionRequired\n      }\n    }\n    applicationBackchannelLogoutLogs(id: $id, first: 10) {\n      totalCount\n      nodes {\n        id\n        attempt\n        result\n        statusCode\n        error\n        sid\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleApplicationLogoutChannelsDocument,
    "\n  mutation ConsoleUpdateApplicationLogoutChannels($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateApplicationLogoutChannelsDocument,
    "\n  query ConsoleApplicationPkceConsent($id: ID!) {\n    application(id: $id) {\n      id\n      isThirdParty\n      customClientMetadata {\n        requirePkce\n      }\n    }\n  }\n": typeof types.ConsoleApplicationPkceConsentDocument,
    "\n  mutation ConsoleUpdateApplicationPkce($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        customClientMetadata {\n          requirePkce\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateApplicationPkceDocument,
    "\n  mutation ConsoleUpdateApplicationPushedAuthorization($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        oidcClientMetadata {\n          requirePushedAuthorizationRequests\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateApplicationPushedAuthorizationDocument,
    "\n  mutation ConsoleRemoveSelfRegisteredApplication($id: ID!) {\n    deleteApplication(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveSelfRegisteredApplicationDocument,
    "\n  query ConsoleTokenExchangeTargets {\n    resources(first: 100) {\n      nodes {\n        id\n        name\n        indicator\n        isManagement\n      }\n    }\n  }\n": typeof types.ConsoleTokenExchangeTargetsDocument,
    "\n  mutation ConsoleUpdateApplicationTokenExchange($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        customClientMetadata {\n          allowTokenExchange\n          transactionTokens\n          allowedTokenExchangeResources\n          allowManagementApi\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateApplicationTokenExchangeDocument,
    "\n  query ConsoleConnectors {\n    connectors {\n      id\n      connectorId\n      name\n      target\n      logo\n      syncProfile\n      enabled\n      createdAt\n    }\n  }\n": typeof types.ConsoleConnectorsDocument,
    "\n  query ConsoleSsoConnectors($first: Int, $offset: Int) {\n    ssoConnectors(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        connectorName\n        providerName\n        domains\n        syncProfile\n        enabled\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleSsoConnectorsDocument,
    "\n  query ConsoleConnectorFactories {\n    connectorFactories {\n      id\n      name\n      description\n      protocol\n      isStandard\n      target\n      configFields {\n        key\n        label\n        type\n        required\n        secret\n        options\n        defaultValue\n        description\n      }\n    }\n  }\n": typeof types.ConsoleConnectorFactoriesDocument,
    "\n  query ConsoleMessageDelivery {\n    messageDelivery {\n      email {\n        source\n        updatedAt\n        smtp {\n          host\n          port\n          security\n          username\n          password\n          fromAddress\n          fromName\n        }\n      }\n      sms {\n        source\n        updatedAt\n        gateway {\n          type\n          url\n          accountSid\n          authToken\n          from\n        }\n      }\n    }\n  }\n": typeof types.ConsoleMessageDeliveryDocument,
    "\n  mutation ConsoleSetEmailDelivery($input: SmtpDeliveryInput!) {\n    setEmailDelivery(input: $input) {\n      messageDelivery {\n        email {\n          source\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleSetEmailDeliveryDocument,
    "\n  mutation ConsoleClearEmailDelivery {\n    clearEmailDelivery {\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleClearEmailDeliveryDocument,
    "\n  mutation ConsoleSetSmsDelivery($input: SmsDeliveryInput!) {\n    setSmsDelivery(input: $input) {\n      messageDelivery {\n        sms {\n          source\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleSetSmsDeliveryDocument,
    "\n  mutation ConsoleClearSmsDelivery {\n    clearSmsDelivery {\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleClearSmsDeliveryDocument,
    "\n  mutation ConsoleSendTestMessage($channel: MessageChannel!, $to: String!) {\n    sendTestMessage(channel: $channel, to: $to) {\n      delivered\n      error\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleSendTestMessageDocument,
    "\n  query ConsoleSsoConnectorProviders {\n    ssoConnectorProviders {\n      providerName\n      providerType\n      name\n      description\n      logo\n      configFields {\n        key\n        label\n        type\n        required\n        secret\n        options\n        defaultValue\n        description\n      }\n    }\n  }\n": typeof types.ConsoleSsoConnectorProvidersDocument,
    "\n  mutation ConsoleCreateConnector($input: CreateConnectorInput!) {\n    createConnector(input: $input) {\n      connector {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateConnectorDocument,
    "\n  query ConsoleConnector($id: ID!) {\n    connector(id: $id) {\n      id\n      connectorId\n      target\n      name\n      logo\n      syncProfile\n      enabled\n      config\n      callbackUri\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.ConsoleConnectorDocument,
    "\n  mutation ConsoleUpdateConnector($id: ID!, $input: UpdateConnectorInput!) {\n    updateConnector(id: $id, input: $input) {\n      connector {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateConnectorDocument,
    "\n  mutation ConsoleStartConnectorTest($id: ID!) {\n    startConnectorTest(id: $id) {\n      url\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleStartConnectorTestDocument,
    "\n  mutation ConsoleDeleteConnector($id: ID!) {\n    deleteConnector(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteConnectorDocument,
    "\n  mutation ConsoleCreateSsoConnector($input: CreateSsoConnectorInput!) {\n    createSsoConnector(input: $input) {\n      ssoConnector {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateSsoConnectorDocument,
    "\n  mutation ConsoleStartSsoConnectorTest($id: ID!) {\n    startSsoConnectorTest(id: $id) {\n      url\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleStartSsoConnectorTestDocument,
    "\n  query ConsoleSsoConnector($id: ID!) {\n    ssoConnector(id: $id) {\n      id\n      providerName\n      connectorName\n      config\n      domains\n      branding\n      syncProfile\n      enabled\n      providerConfig\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.ConsoleSsoConnectorDocument,
    "\n  mutation ConsoleUpdateSsoConnector($id: ID!, $input: UpdateSsoConnectorInput!) {\n    updateSsoConnector(id: $id, input: $input) {\n      ssoConnector {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateSsoConnectorDocument,
    "\n  mutation ConsoleDeleteSsoConnector($id: ID!) {\n    deleteSsoConnector(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteSsoConnectorDocument,
    "\n  query ConsoleEmailTemplates {\n    emailTemplates {\n      id\n      languageTag\n      templateType\n      details {\n        subject\n        content\n        contentType\n        smsContent\n      }\n    }\n  }\n": typeof types.ConsoleEmailTemplatesDocument,
    "\n  mutation ConsoleReplaceEmailTemplates($templates: [EmailTemplateInput!]!) {\n    replaceEmailTemplates(templates: $templates) {\n      emailTemplates {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleReplaceEmailTemplatesDocument,
    "\n  mutation ConsoleDeleteEmailTemplate($id: ID!) {\n    deleteEmailTemplate(id: $id) {\n      rowCount\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteEmailTemplateDocument,
    "\n  query ConsoleDashboard($since: DateTime) {\n    consoleDashboard(since: $since) {\n      since\n      userCount\n      signIns\n      failedWebhookDeliveries\n      tokenExchanges\n      refusedTokenExchanges\n    }\n  }\n": typeof types.ConsoleDashboardDocument,
    "\n  query ConsoleQuickstartApplications {\n    applications(first: 100) {\n      nodes {\n        id\n        name\n        type\n        isBuiltIn\n        oidcClientMetadata {\n          redirectUris\n          postLogoutRedirectUris\n        }\n      }\n    }\n  }\n": typeof types.ConsoleQuickstartApplicationsDocument,
    "\n  query ConsoleLog($id: ID!) {\n    log(id: $id) {\n      id\n      key\n      result\n      userId\n      applicationId\n      ip\n      userAgent\n      error\n      errorDescription\n      payload\n      createdAt\n      user {\n        id\n        username\n        name\n        primaryEmail\n      }\n      application {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ConsoleLogDocument,
    "\n  query ConsoleLogs(\n    $first: Int\n    $offset: Int\n    $userId: String\n    $applicationId: String\n    $logKey: [String!]\n    $result: LogResult\n    $startTime: DateTime\n    $endTime: DateTime\n  ) {\n    logs(\n      first: $first\n      offset: $offset\n      userId: $userId\n      applicationId: $applicationId\n      logKey: $logKey\n      result: $result\n      startTime: $startTime\n      endTime: $endTime\n    ) {\n      totalCount\n      nodes {\n        id\n        key\n        result\n        userId\n        applicationId\n        ip\n        error\n        createdAt\n        user {\n          id\n          username\n          name\n          primaryEmail\n        }\n        application {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ConsoleLogsDocument,
    "\n  query ConsoleOrganizationApplications($id: ID!, $first: Int, $offset: Int) {\n    organizationApplications(id: $id, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        organizationRoles {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ConsoleOrganizationApplicationsDocument,
    "\n  mutation ConsoleAddOrganizationApplications($id: ID!, $applicationIds: [ID!]!) {\n    addOrganizationApplications(id: $id, applicationIds: $applicationIds) {\n      membershipChange {\n        addedApplicationIds\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleAddOrganizationApplicationsDocument,
    "\n  mutation ConsoleReplaceOrganizationApplicationRoles($id: ID!, $applicationId: ID!, $organizationRoleIds: [ID!]!) {\n    replaceOrganizationApplicationRoles(id: $id, applicationId: $applicationId, organizationRoleIds: $organizationRoleIds) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleReplaceOrganizationApplicationRolesDocument,
    "\n  mutation ConsoleRemoveOrganizationApplication($id: ID!, $applicationId: ID!) {\n    removeOrganizationApplication(id: $id, applicationId: $applicationId) {\n      membershipChange {\n        removedApplicationIds\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveOrganizationApplicationDocument,
    "\n  mutation ConsoleCreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      organization {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateOrganizationDocument,
    "\n  query ConsoleOrganization($id: ID!) {\n    organization(id: $id) {\n      id\n      name\n      description\n      customData\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.ConsoleOrganizationDocument,
    "\n  mutation ConsoleUpdateOrganization($id: ID!, $input: UpdateOrganizationInput!) {\n    updateOrganization(id: $id, input: $input) {\n      organization {\n        id\n        name\n        description\n        customData\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateOrganizationDocument,
    "\n  mutation ConsoleDeleteOrganization($id: ID!) {\n    deleteOrganization(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteOrganizationDocument,
    "\n  query ConsoleOrganizationInvitations($organizationId: ID!, $first: Int, $offset: Int) {\n    organizationInvitations(organizationId: $organizationId, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        invitee\n        status\n        expiresAt\n        createdAt\n        organizationRoles {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ConsoleOrganizationInvitationsDocument,
    "\n  mutation ConsoleCreateOrganizationInvitation($input: CreateOrganizationInvitationInput!) {\n    createOrganizationInvitation(input: $input) {\n      organizationInvitation {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateOrganizationInvitationDocument,
    "\n  mutation ConsoleRevokeOrganizationInvitation($id: ID!) {\n    setOrganizationInvitationStatus(id: $id, input: { status: Revoked }) {\n      organizationInvitation {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRevokeOrganizationInvitationDocument,
    "\n  mutation ConsoleDeleteOrganizationInvitation($id: ID!) {\n    deleteOrganizationInvitation(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteOrganizationInvitationDocument,
    "\n  query ConsoleOrganizationJit($id: ID!) {\n    organizationJitEmailDomains(id: $id) {\n      emailDomain\n    }\n    organizationJitRoles(id: $id) {\n      id\n      name\n      description\n    }\n    organizationJitSsoConnectors(id: $id) {\n      id\n      connectorName\n      providerName\n      domains\n    }\n    ssoConnectors(first: 100) {\n      nodes {\n        id\n        connectorName\n        providerName\n      }\n    }\n  }\n": typeof types.ConsoleOrganizationJitDocument,
    "\n  mutation ConsoleAddOrganizationJitEmailDomain($id: ID!, $emailDomain: String!) {\n    addOrganizationJitEmailDomain(id: $id, emailDomain: $emailDomain) {\n      emailDomains {\n        emailDomain\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleAddOrganizationJitEmailDomainDocument,
    "\n  mutation ConsoleRemoveOrganizationJitEmailDomain($id: ID!, $emailDomain: String!) {\n    removeOrganizationJitEmailDomain(id: $id, emailDomain: $emailDomain) {\n      emailDomains {\n        emailDomain\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveOrganizationJitEmailDomainDocument,
    "\n  mutation ConsoleAddOrganizationJitRoles($id: ID!, $organizationRoleIds: [ID!]!) {\n    addOrganizationJitRoles(id: $id, organizationRoleIds: $organizationRoleIds) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleAddOrganizationJitRolesDocument,
    "\n  mutation ConsoleRemoveOrganizationJitRole($id: ID!, $organizationRoleId: ID!) {\n    removeOrganizationJitRole(id: $id, organizationRoleId: $organizationRoleId) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveOrganizationJitRoleDocument,
    "\n  mutation ConsoleAddOrganizationJitSsoConnectors($id: ID!, $ssoConnectorIds: [ID!]!) {\n    addOrganizationJitSsoConnectors(id: $id, ssoConnectorIds: $ssoConnectorIds) {\n      ssoConnectors {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleAddOrganizationJitSsoConnectorsDocument,
    "\n  mutation ConsoleRemoveOrganizationJitSsoConnector($id: ID!, $ssoConnectorId: ID!) {\n    removeOrganizationJitSsoConnector(id: $id, ssoConnectorId: $ssoConnectorId) {\n      ssoConnectors {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveOrganizationJitSsoConnectorDocument,
    "\n  query ConsoleOrganizationUsers($id: ID!, $first: Int, $offset: Int, $search: String) {\n    organizationUsers(id: $id, first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        isSuspended\n        organizationRoles {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ConsoleOrganizationUsersDocument,
    "\n  mutation ConsoleAddOrganizationUsers($id: ID!, $userIds: [ID!]!) {\n    addOrganizationUsers(id: $id, userIds: $userIds) {\n      membershipChange {\n        addedUserIds\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleAddOrganizationUsersDocument,
    "\n  mutation ConsoleAddOrganizationUserRoles($id: ID!, $userId: ID!, $organizationRoleIds: [ID!]!) {\n    addOrganizationUserRoles(id: $id, userId: $userId, organizationRoleIds: $organizationRoleIds) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleAddOrganizationUserRolesDocument,
    "\n  mutation ConsoleReplaceOrganizationUserRoles($id: ID!, $userId: ID!, $organizationRoleIds: [ID!]!) {\n    replaceOrganizationUserRoles(id: $id, userId: $userId, organizationRoleIds: $organizationRoleIds) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleReplaceOrganizationUserRolesDocument,
    "\n  mutation ConsoleRemoveOrganizationUser($id: ID!, $userId: ID!) {\n    removeOrganizationUser(id: $id, userId: $userId) {\n      membershipChange {\n        removedUserIds\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveOrganizationUserDocument,
    "\n  query ConsoleOrganizations($first: Int, $offset: Int, $search: String) {\n    organizations(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        jitEmailDomains\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleOrganizationsDocument,
    "\n  query ConsoleOrganizationRole($id: ID!) {\n    organizationRole(id: $id) {\n      id\n      name\n      description\n      createdAt\n      updatedAt\n      scopes {\n        id\n        name\n        description\n      }\n      resourceScopes {\n        id\n        name\n        description\n        resourceIndicator\n      }\n    }\n  }\n": typeof types.ConsoleOrganizationRoleDocument,
    "\n  mutation ConsoleUpdateOrganizationRole($id: ID!, $input: UpdateOrganizationRoleInput!) {\n    updateOrganizationRole(id: $id, input: $input) {\n      organizationRole {\n        id\n        name\n        description\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateOrganizationRoleDocument,
    "\n  mutation ConsoleAddOrganizationRoleScopes($id: ID!, $organizationScopeIds: [ID!]!) {\n    addOrganizationRoleScopes(id: $id, organizationScopeIds: $organizationScopeIds) {\n      organizationScopes {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleAddOrganizationRoleScopesDocument,
    "\n  mutation ConsoleRemoveOrganizationRoleScope($id: ID!, $organizationScopeId: ID!) {\n    removeOrganizationRoleScope(id: $id, organizationScopeId: $organizationScopeId) {\n      organizationScopes {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveOrganizationRoleScopeDocument,
    "\n  mutation ConsoleAddOrganizationRoleResourceScopes($id: ID!, $scopeIds: [ID!]!) {\n    addOrganizationRoleResourceScopes(id: $id, scopeIds: $scopeIds) {\n      resourceScopes {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleAddOrganizationRoleResourceScopesDocument,
    "\n  mutation ConsoleRemoveOrganizationRoleResourceScope($id: ID!, $scopeId: ID!) {\n    removeOrganizationRoleResourceScope(id: $id, scopeId: $scopeId) {\n      resourceScopes {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveOrganizationRoleResourceScopeDocument,
    "\n  query ConsoleOrganizationRoles($first: Int, $offset: Int, $search: String) {\n    organizationRoles(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        scopes {\n          id\n          name\n        }\n        resourceScopes {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ConsoleOrganizationRolesDocument,
    "\n  mutation ConsoleCreateOrganizationRole($input: CreateOrganizationRoleInput!) {\n    createOrganizationRole(input: $input) {\n      organizationRole {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateOrganizationRoleDocument,
    "\n  mutation ConsoleDeleteOrganizationRole($id: ID!) {\n    deleteOrganizationRole(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteOrganizationRoleDocument,
    "\n  query ConsoleOrganizationScopes($first: Int, $offset: Int, $search: String) {\n    organizationScopes(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n      }\n    }\n  }\n": typeof types.ConsoleOrganizationScopesDocument,
    "\n  mutation ConsoleCreateOrganizationScope($input: CreateOrganizationScopeInput!) {\n    createOrganizationScope(input: $input) {\n      organizationScope {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateOrganizationScopeDocument,
    "\n  mutation ConsoleUpdateOrganizationScope($id: ID!, $input: UpdateOrganizationScopeInput!) {\n    updateOrganizationScope(id: $id, input: $input) {\n      organizationScope {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateOrganizationScopeDocument,
    "\n  mutation ConsoleDeleteOrganizationScope($id: ID!) {\n    deleteOrganizationScope(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteOrganizationScopeDocument,
    "\n  mutation ConsoleSetResourceClaimMappings($id: ID!, $mappings: [ClaimMappingInput!]!) {\n    setResourceClaimMappings(id: $id, mappings: $mappings) {\n      mappings {\n        claim\n        from\n        grantTypes\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleSetResourceClaimMappingsDocument,
    "\n  query ConsoleTestResourceClaims($id: ID!, $userId: ID!, $applicationId: ID, $grantType: String) {\n    testResourceClaims(id: $id, userId: $userId, applicationId: $applicationId, grantType: $grantType)\n  }\n": typeof types.ConsoleTestResourceClaimsDocument,
    "\n  mutation ConsoleCreateResource($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      resource {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateResourceDocument,
    "\n  query ConsoleResource($id: ID!) {\n    resource(id: $id) {\n      id\n      name\n      indicator\n      accessTokenTtl\n      accessTokenSignedResponseAlg\n      dpopBoundAccessTokensRequired\n      accessTokenClaims {\n        claim\n        from\n        grantTypes\n      }\n      isManagement\n      createdAt\n      updatedAt\n      scopes {\n        id\n        name\n        description\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleResourceDocument,
    "\n  mutation ConsoleUpdateResource($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      resource {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateResourceDocument,
    "\n  mutation ConsoleDeleteResource($id: ID!) {\n    deleteResource(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteResourceDocument,
    "\n  mutation ConsoleCreateScope($resourceId: ID!, $input: CreateScopeInput!) {\n    createScope(resourceId: $resourceId, input: $input) {\n      scope {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateScopeDocument,
    "\n  mutation ConsoleUpdateScope($resourceId: ID!, $scopeId: ID!, $input: UpdateScopeInput!) {\n    updateScope(resourceId: $resourceId, scopeId: $scopeId, input: $input) {\n      scope {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateScopeDocument,
    "\n  mutation ConsoleDeleteScope($resourceId: ID!, $scopeId: ID!) {\n    deleteScope(resourceId: $resourceId, scopeId: $scopeId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteScopeDocument,
    "\n  query ConsoleResources($first: Int, $offset: Int, $search: String) {\n    resources(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        indicator\n        accessTokenTtl\n        isManagement\n        scopes {\n          id\n        }\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleResourcesDocument,
    "\n  mutation ConsoleCreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      role {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateRoleDocument,
    "\n  query ConsoleRole($id: ID!) {\n    role(id: $id) {\n      id\n      name\n      description\n      type\n      isDefault\n      createdAt\n      scopes {\n        id\n        name\n        description\n        resourceId\n      }\n    }\n  }\n": typeof types.ConsoleRoleDocument,
    "\n  mutation ConsoleUpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      role {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateRoleDocument,
    "\n  mutation ConsoleDeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteRoleDocument,
    "\n  query ConsoleRoleUsers($id: ID!, $first: Int, $offset: Int) {\n    roleUsers(id: $id, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleRoleUsersDocument,
    "\n  mutation ConsoleAssignRoleUsers($id: ID!, $userIds: [ID!]!) {\n    assignRoleUsers(id: $id, userIds: $userIds) {\n      users {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleAssignRoleUsersDocument,
    "\n  mutation ConsoleRemoveRoleUser($id: ID!, $userId: ID!) {\n    removeRoleUser(id: $id, userId: $userId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveRoleUserDocument,
    "\n  query ConsoleRoleApplications($id: ID!, $first: Int, $offset: Int) {\n    roleApplications(id: $id, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleRoleApplicationsDocument,
    "\n  mutation ConsoleAssignRoleToApplication($applicationId: ID!, $roleIds: [ID!]!) {\n    assignApplicationRoles(applicationId: $applicationId, roleIds: $roleIds) {\n      roles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleAssignRoleToApplicationDocument,
    "\n  mutation ConsoleRemoveRoleFromApplication($applicationId: ID!, $roleId: ID!) {\n    removeApplicationRole(applicationId: $applicationId, roleId: $roleId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveRoleFromApplicationDocument,
    "\n  mutation ConsoleAddRoleScopes($id: ID!, $scopeIds: [ID!]!) {\n    addRoleScopes(id: $id, scopeIds: $scopeIds) {\n      scopes {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleAddRoleScopesDocument,
    "\n  mutation ConsoleRemoveRoleScope($id: ID!, $scopeId: ID!) {\n    removeRoleScope(id: $id, scopeId: $scopeId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveRoleScopeDocument,
    "\n  query ConsoleRoles($first: Int, $offset: Int, $type: RoleType, $search: String) {\n    roles(first: $first, offset: $offset, type: $type, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        type\n        isDefault\n        scopes {\n          id\n        }\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleRolesDocument,
    "\n  query ConsoleSamlApplication($id: ID!) {\n    samlApplication(id: $id) {\n      id\n      name\n      entityId\n      acsUrl {\n        url\n      }\n      nameIdFormat\n      attributeMapping\n      spCertificate\n      requireSignedRequests\n      idpInitiatedSignIn\n      sloUrl {\n        binding\n        url\n      }\n      idp {\n        entityId\n        ssoUrl\n        sloUrl\n        metadataUrl\n        loginUrl\n      }\n    }\n    samlApplicationSecrets(id: $id) {\n      id\n      active\n      expiresAt\n      createdAt\n      fingerprints\n    }\n  }\n": typeof types.ConsoleSamlApplicationDocument,
    "\n  mutation ConsoleUpdateSamlApplication($id: ID!, $input: SamlApplicationInput!) {\n    updateSamlApplication(id: $id, input: $input) {\n      samlApplication {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateSamlApplicationDocument,
    "\n  mutation ConsoleDeleteSamlApplication($id: ID!) {\n    deleteSamlApplication(id: $id) {\n      deletedId\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteSamlApplicationDocument,
    "\n  mutation ConsoleCreateSamlApplicationSecret($id: ID!, $lifeSpanInYears: Int!) {\n    createSamlApplicationSecret(id: $id, lifeSpanInYears: $lifeSpanInYears) {\n      samlApplicationSecret {\n        id\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.ConsoleCreateSamlApplicationSecretDocument,
    "\n  mutation ConsoleActivateSamlApplicationSecret($id: ID!, $secretId: ID!) {\n    updateSamlApplicationSecret(id: $id, secretId: $secretId, active: true) {\n      samlApplicationSecret {\n        id\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.ConsoleActivateSamlApplicationSecretDocument,
    "\n  mutation ConsoleDeleteSamlApplicationSecret($id: ID!, $secretId: ID!) {\n    deleteSamlApplicationSecret(id: $id, secretId: $secretId) {\n      deletedId\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteSamlApplicationSecretDocument,
    "\n  query ConsoleSamlApplications($first: Int, $offset: Int) {\n    samlApplications(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        entityId\n        acsUrl {\n          url\n        }\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleSamlApplicationsDocument,
    "\n  mutation ConsoleCreateSamlApplication($input: SamlApplicationInput!) {\n    createSamlApplication(input: $input) {\n      samlApplication {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateSamlApplicationDocument,
    "\n  query ConsoleScimConnections {\n    scimConnections {\n      id\n      name\n      organization {\n        id\n        name\n      }\n      createdAt\n      revokedAt\n    }\n  }\n": typeof types.ConsoleScimConnectionsDocument,
    "\n  query ConsoleScimPickOrganizations($search: String) {\n    organizations(first: 50, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ConsoleScimPickOrganizationsDocument,
    "\n  mutation ConsoleCreateScimConnection($input: CreateScimConnectionInput!) {\n    createScimConnection(input: $input) {\n      scimConnection {\n        id\n        token\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateScimConnectionDocument,
    "\n  mutation ConsoleRevokeScimConnection($id: ID!) {\n    revokeScimConnection(id: $id) {\n      scimConnection {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRevokeScimConnectionDocument,
    "\n  query ConsoleActiveSessions($first: Int, $offset: Int) {\n    activeSessions(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        userId\n        createdAt\n        lastActiveAt\n        expiresAt\n        ip\n        userAgent\n        user {\n          id\n          username\n          name\n          primaryEmail\n        }\n        clients {\n          grantId\n          applicationId\n          applicationName\n          isRevoked\n        }\n      }\n    }\n  }\n": typeof types.ConsoleActiveSessionsDocument,
    "\n  mutation ConsoleRevokeSession($userId: ID!, $sessionId: ID!) {\n    revokeUserSession(userId: $userId, sessionId: $sessionId) {\n      revokedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRevokeSessionDocument,
    "\n  query ConsoleBranding {\n    signInExperience {\n      productName\n      branding {\n        logoUrl\n        darkLogoUrl\n        favicon\n        darkFavicon\n      }\n      color {\n        primaryColor\n        isDarkModeEnabled\n        darkPrimaryColor\n      }\n      languageInfo {\n        autoDetect\n        fallbackLanguage\n      }\n      signIn {\n        methods {\n          identifier\n          password\n          verificationCode\n          isPasswordPrimary\n        }\n      }\n    }\n  }\n": typeof types.ConsoleBrandingDocument,
    "\n  query ConsoleSignInPreview($input: UpdateSignInExperienceInput!, $language: String) {\n    signInExperiencePreview(input: $input, language: $language)\n  }\n": typeof types.ConsoleSignInPreviewDocument,
    "\n  mutation ConsoleSaveBranding($input: UpdateSignInExperienceInput!) {\n    updateSignInExperience(input: $input) {\n      signInExperience {\n        productName\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleSaveBrandingDocument,
    "\n  query ConsoleCaptcha {\n    captchaProvider {\n      id\n      config {\n        type\n        siteKey\n        projectId\n        domain\n        mode\n      }\n    }\n  }\n": typeof types.ConsoleCaptchaDocument,
    "\n  query ConsoleCaptchaPolicy {\n    signInExperience {\n      captchaPolicy {\n        enabled\n      }\n    }\n  }\n": typeof types.ConsoleCaptchaPolicyDocument,
    "\n  mutation ConsoleUpdateCaptchaProvider($config: CaptchaConfigInput!) {\n    updateCaptchaProvider(config: $config) {\n      captchaProvider {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateCaptchaProviderDocument,
    "\n  mutation ConsoleDeleteCaptchaProvider {\n    deleteCaptchaProvider {\n      deleted\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleDeleteCaptchaProviderDocument,
    "\n  mutation ConsoleUpdateCaptchaPolicy($enabled: Boolean!) {\n    updateSignInExperience(input: { captchaPolicy: { enabled: $enabled } }) {\n      signInExperience {\n        captchaPolicy {\n          enabled\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateCaptchaPolicyDocument,
    "\n  query ConsoleSignInExperience {\n    signInExperience {\n      signUp {\n        identifiers\n        verifyEmail\n      }\n      lockout {\n        maxAttempts\n        windowSeconds\n        durationSeconds\n      }\n      codeSend {\n        limit\n        windowSeconds\n        ipLimit\n      }\n      socialSignInConnectorTargets\n      singleSignOnEnabled\n      passwordPolicy {\n        length {\n          min\n          max\n        }\n        characterTypes {\n          min\n        }\n        rejects {\n          pwned\n          repetitionAndSequence\n          userInfo\n          history\n        }\n      }\n      mfa {\n        factors\n        policy\n        organizationRequiredMfaPolicy\n        administratorsRequired\n      }\n    }\n    connectors {\n      id\n      target\n      name\n    }\n  }\n": typeof types.ConsoleSignInExperienceDocument,
    "\n  mutation ConsoleUpdateSignInExperience($input: UpdateSignInExperienceInput!) {\n    updateSignInExperience(input: $input) {\n      signInExperience {\n        signUp {\n          identifiers\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateSignInExperienceDocument,
    "\n  query ConsoleSigningKeys {\n    signingKeys {\n      id\n      algorithm\n      status\n      createdAt\n    }\n  }\n": typeof types.ConsoleSigningKeysDocument,
    "\n  mutation ConsoleRotateSigningKey($signingKeyAlgorithm: String) {\n    rotateSigningKey(signingKeyAlgorithm: $signingKeyAlgorithm) {\n      signingKeys {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRotateSigningKeyDocument,
    "\n  mutation ConsoleDeleteSigningKey($id: ID!) {\n    deleteSigningKey(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteSigningKeyDocument,
    "\n  query ConsoleTokenExchangeEvents(\n    $first: Int\n    $offset: Int\n    $applicationId: String\n    $userId: String\n    $result: TokenExchangeResult\n    $resource: String\n    $startTime: DateTime\n    $endTime: DateTime\n  ) {\n    tokenExchangeEvents(\n      first: $first\n      offset: $offset\n      applicationId: $applicationId\n      userId: $userId\n      result: $result\n      resource: $resource\n      startTime: $startTime\n      endTime: $endTime\n    ) {\n      totalCount\n      nodes {\n        id\n        applicationId\n        userId\n        resource\n        organizationId\n        requestedScopes\n        grantedScopes\n        actorSubject\n        result\n        error\n        errorDescription\n        issuedJti\n        ip\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleTokenExchangeEventsDocument,
    "\n  query ConsoleAdministrators($first: Int, $offset: Int) {\n    users(first: $first, offset: $offset, isConsoleAdministrator: true, orderBy: { field: Name, direction: Asc }) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        isSuspended\n        hasMfa\n        lastSignInAt\n      }\n    }\n  }\n": typeof types.ConsoleAdministratorsDocument,
    "\n  mutation ConsoleCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateUserDocument,
    "\n  query ConsoleUser($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      primaryEmail\n      primaryPhone\n      emailVerified\n      phoneVerified\n      name\n      avatar\n      customData\n      profile\n      identities\n      ssoIdentities {\n        id\n        ssoConnectorId\n        issuer\n        identityId\n        detail\n        createdAt\n      }\n      hasPassword\n      hasMfa\n      isSuspended\n      lastSignInAt\n      createdAt\n      updatedAt\n    }\n    userOrganizations(userId: $id) {\n      id\n      name\n    }\n  }\n": typeof types.ConsoleUserDocument,
    "\n  mutation ConsoleUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateUserDocument,
    "\n  mutation ConsoleUpdateUserCustomData($id: ID!, $customData: JSONObject!) {\n    updateUserCustomData(id: $id, customData: $customData) {\n      value\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateUserCustomDataDocument,
    "\n  mutation ConsoleUpdateUserPassword($id: ID!, $password: String!) {\n    updateUserPassword(id: $id, password: $password) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateUserPasswordDocument,
    "\n  mutation ConsoleSetUserIdentifierVerified($id: ID!, $identifierType: VerifiableIdentifierType!, $verified: Boolean!) {\n    setUserIdentifierVerified(id: $id, identifierType: $identifierType, verified: $verified) {\n      user {\n        id\n        emailVerified\n        phoneVerified\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleSetUserIdentifierVerifiedDocument,
    "\n  mutation ConsoleSetUserSuspended($id: ID!, $isSuspended: Boolean!) {\n    setUserSuspended(id: $id, isSuspended: $isSuspended) {\n      user {\n        id\n        isSuspended\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleSetUserSuspendedDocument,
    "\n  mutation ConsoleDeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteUserDocument,
    "\n  query ConsoleUserGrants($userId: ID!) {\n    userGrants(userId: $userId) {\n      grants {\n        id\n        createdAt\n        expiresAt\n        application {\n          id\n          name\n        }\n        scopes\n        resourceScopes {\n          resource\n          scopes\n        }\n      }\n    }\n    userAgentLimits(userId: $userId) {\n      applicationId\n      applicationName\n      resources\n      updatedAt\n    }\n  }\n": typeof types.ConsoleUserGrantsDocument,
    "\n  mutation ConsoleRevokeUserGrant($userId: ID!, $grantId: ID!) {\n    revokeUserGrant(userId: $userId, grantId: $grantId) {\n      revokedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRevokeUserGrantDocument,
    "\n  mutation ConsoleRemoveUserAgentLimit($userId: ID!, $applicationId: ID!) {\n    removeUserAgentLimit(userId: $userId, applicationId: $applicationId) {\n      removedApplicationId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveUserAgentLimitDocument,
    "\n  mutation ConsoleSetUserAgentLimit($userId: ID!, $applicationId: ID!, $resources: [String!]!) {\n    setUserAgentLimit(userId: $userId, applicationId: $applicationId, resources: $resources) {\n      limit {\n        applicationId\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleSetUserAgentLimitDocument,
    "\n  query ConsoleAgentLimitResources {\n    resources(first: 100) {\n      nodes {\n        id\n        name\n        indicator\n        isManagement\n      }\n    }\n  }\n": typeof types.ConsoleAgentLimitResourcesDocument,
    "\n  query ConsoleSsoConnectorName($id: ID!) {\n    ssoConnector(id: $id) {\n      id\n      connectorName\n    }\n  }\n": typeof types.ConsoleSsoConnectorNameDocument,
    "\n  query ConsoleUserFilterChoices {\n    roles(first: 100, type: User) {\n      nodes {\n        id\n        name\n      }\n    }\n    organizations(first: 100) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ConsoleUserFilterChoicesDocument,
    "\n  query ConsoleUserMfaVerifications($userId: ID!) {\n    userMfaVerifications(userId: $userId) {\n      id\n      type\n      createdAt\n      lastUsedAt\n      name\n    }\n  }\n": typeof types.ConsoleUserMfaVerificationsDocument,
    "\n  mutation ConsoleDeleteUserMfaVerification($userId: ID!, $verificationId: ID!) {\n    deleteUserMfaVerification(userId: $userId, verificationId: $verificationId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteUserMfaVerificationDocument,
    "\n  query ConsoleUserRoles($userId: ID!) {\n    userRoles(userId: $userId, first: 100) {\n      nodes {\n        id\n        name\n        description\n      }\n    }\n    roles(first: 100, type: User) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ConsoleUserRolesDocument,
    "\n  mutation ConsoleAssignUserRoles($userId: ID!, $roleIds: [ID!]!) {\n    assignUserRoles(userId: $userId, roleIds: $roleIds) {\n      roles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleAssignUserRolesDocument,
    "\n  mutation ConsoleRemoveUserRole($userId: ID!, $roleId: ID!) {\n    removeUserRole(userId: $userId, roleId: $roleId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRemoveUserRoleDocument,
    "\n  query ConsoleUserSessions($userId: ID!) {\n    userSessions(userId: $userId) {\n      sessions {\n        id\n        createdAt\n        expiresAt\n        ip\n        userAgent\n        clients {\n          grantId\n          applicationId\n          applicationName\n          isRevoked\n        }\n      }\n    }\n  }\n": typeof types.ConsoleUserSessionsDocument,
    "\n  mutation ConsoleRevokeUserSession($userId: ID!, $sessionId: ID!) {\n    revokeUserSession(userId: $userId, sessionId: $sessionId) {\n      revokedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRevokeUserSessionDocument,
    "\n  query ConsoleUsers(\n    $first: Int\n    $offset: Int\n    $search: String\n    $isSuspended: Boolean\n    $hasMfa: Boolean\n    $roleId: ID\n    $organizationId: ID\n    $orderBy: UserOrder\n  ) {\n    users(\n      first: $first\n      offset: $offset\n      search: $search\n      isSuspended: $isSuspended\n      hasMfa: $hasMfa\n      roleId: $roleId\n      organizationId: $organizationId\n      orderBy: $orderBy\n    ) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        isSuspended\n        hasMfa\n        lastSignInAt\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleUsersDocument,
    "\n  query ConsoleHookEvents {\n    hookEvents\n  }\n": typeof types.ConsoleHookEventsDocument,
    "\n  mutation ConsoleCreateHook($input: CreateHookInput!) {\n    createHook(input: $input) {\n      hook {\n        id\n      }\n      signingKey\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleCreateHookDocument,
    "\n  query ConsoleHook($id: ID!) {\n    hook(id: $id) {\n      id\n      name\n      events\n      enabled\n      config {\n        url\n        headers\n      }\n      executionStats {\n        successCount\n        failedCount\n        pendingCount\n        requestCount\n      }\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.ConsoleHookDocument,
    "\n  mutation ConsoleUpdateHook($id: ID!, $input: UpdateHookInput!) {\n    updateHook(id: $id, input: $input) {\n      hook {\n        id\n        enabled\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleUpdateHookDocument,
    "\n  mutation ConsoleDeleteHook($id: ID!) {\n    deleteHook(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleDeleteHookDocument,
    "\n  mutation ConsoleRotateHookSigningKey($id: ID!) {\n    rotateHookSigningKey(id: $id) {\n      signingKey\n      previousKeyExpiresAt\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRotateHookSigningKeyDocument,
    "\n  mutation ConsoleTestHook($id: ID!, $input: TestHookInput!) {\n    testHook(id: $id, input: $input) {\n      results {\n        event\n        success\n        statusCode\n        durationMs\n        responseExcerpt\n        error\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.ConsoleTestHookDocument,
    "\n  query ConsoleHookLogs($id: ID!, $first: Int, $offset: Int, $event: String, $result: HookLogResult, $startTime: DateTime, $endTime: DateTime) {\n    hookRecentLogs(id: $id, first: $first, offset: $offset, event: $event, result: $result, startTime: $startTime, endTime: $endTime) {\n      totalCount\n      nodes {\n        id\n        deliveryId\n        webhookId\n        event\n        attempt\n        result\n        statusCode\n        durationMs\n        responseExcerpt\n        error\n        payload\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleHookLogsDocument,
    "\n  mutation ConsoleRedeliverHookDelivery($id: ID!, $deliveryId: ID!) {\n    redeliverHookDelivery(id: $id, deliveryId: $deliveryId) {\n      delivery {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRedeliverHookDeliveryDocument,
    "\n  query ConsoleHooks($first: Int, $offset: Int, $search: String) {\n    hooks(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        events\n        enabled\n        config {\n          url\n        }\n        executionStats {\n          successCount\n          failedCount\n          pendingCount\n          requestCount\n        }\n        createdAt\n      }\n    }\n  }\n": typeof types.ConsoleHooksDocument,
};
const documents: Documents = {
    "\n  query ConsoleApplicationAccess($applicationId: ID!) {\n    applicationAccessControl(applicationId: $applicationId) {\n      enabled\n      userIds\n      userRoleIds\n      organizationIds\n      organizationRoleRules {\n        organizationId\n        organizationRoleIds\n      }\n      labels {\n        id\n        label\n      }\n    }\n  }\n": types.ConsoleApplicationAccessDocument,
    "\n  mutation ConsoleReplaceApplicationAccess($applicationId: ID!, $input: ApplicationAccessControlInput!) {\n    replaceApplicationAccessControl(applicationId: $applicationId, input: $input) {\n      accessControl {\n        enabled\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleReplaceApplicationAccessDocument,
    "\n  query ConsoleUserName($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      name\n      primaryEmail\n    }\n  }\n": types.ConsoleUserNameDocument,
    "\n  query ConsoleApplicationName($id: ID!) {\n    application(id: $id) {\n      id\n      name\n    }\n  }\n": types.ConsoleApplicationNameDocument,
    "\n  query ConsolePickUsers($search: String) {\n    users(first: 20, search: $search) {\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n      }\n    }\n  }\n": types.ConsolePickUsersDocument,
    "\n  query ConsolePickApplications($search: String, $type: ApplicationType) {\n    applications(first: 20, type: $type, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.ConsolePickApplicationsDocument,
    "\n  query ConsolePickUserRoles($search: String) {\n    roles(first: 50, type: User, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.ConsolePickUserRolesDocument,
    "\n  query ConsolePickOrganizations($search: String) {\n    organizations(first: 50, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.ConsolePickOrganizationsDocument,
    "\n  query ConsolePickOrganizationRoles($search: String) {\n    organizationRoles(first: 50, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.ConsolePickOrganizationRolesDocument,
    "\n  query ConsolePickOrganizationScopes($search: String) {\n    organizationScopes(first: 50, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.ConsolePickOrganizationScopesDocument,
    "\n  query ConsoleScopeChoices {\n    resources(first: 100) {\n      nodes {\n        id\n        name\n        indicator\n        scopes {\n          id\n          name\n          description\n        }\n      }\n    }\n  }\n": types.ConsoleScopeChoicesDocument,
    "\n  query ConsoleSignedInUser($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      name\n      primaryEmail\n    }\n  }\n": types.ConsoleSignedInUserDocument,
    "\n  mutation ConsoleCreateApplication($input: CreateApplicationInput!) {\n    createApplication(input: $input) {\n      application {\n        id\n        name\n      }\n      secret\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateApplicationDocument,
    "\n  query ConsoleApplication($id: ID!) {\n    application(id: $id) {\n      id\n      name\n      description\n      type\n      isAdmin\n      isBuiltIn\n      createdAt\n      updatedAt\n      oidcClientMetadata {\n        redirectUris\n        postLogoutRedirectUris\n        requirePushedAuthorizationRequests\n        requireDpop\n      }\n      customClientMetadata {\n        allowTokenExchange\n        transactionTokens\n        allowedTokenExchangeResources\n        allowManagementApi\n        idTokenSignedResponseAlg\n        isDeviceFlow\n      }\n    }\n  }\n": types.ConsoleApplicationDocument,
    "\n  mutation ConsoleUpdateApplication($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateApplicationDocument,
    "\n  mutation ConsoleRotateApplicationSecret($id: ID!) {\n    rotateApplicationSecret(id: $id) {\n      secret\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRotateApplicationSecretDocument,
    "\n  mutation ConsoleDeleteApplication($id: ID!) {\n    deleteApplication(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteApplicationDocument,
    "\n  query ConsoleApplicationRoles($applicationId: ID!) {\n    applicationRoles(applicationId: $applicationId, first: 100) {\n      nodes {\n        id\n        name\n        description\n        scopes {\n          id\n          name\n        }\n      }\n    }\n    roles(first: 100, type: MachineToMachine) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.ConsoleApplicationRolesDocument,
    "\n  mutation ConsoleAssignApplicationRoles($applicationId: ID!, $roleIds: [ID!]!) {\n    assignApplicationRoles(applicationId: $applicationId, roleIds: $roleIds) {\n      roles {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleAssignApplicationRolesDocument,
    "\n  mutation ConsoleRemoveApplicationRole($applicationId: ID!, $roleId: ID!) {\n    removeApplicationRole(applicationId: $applicationId, roleId: $roleId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveApplicationRoleDocument,
    "\n  query ConsoleApplications($first: Int, $offset: Int, $type: ApplicationType, $search: String) {\n    applications(first: $first, offset: $offset, type: $type, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        type\n        isBuiltIn\n        registrationKind\n        customClientMetadata {\n          allowTokenExchange\n        }\n        createdAt\n      }\n    }\n  }\n": types.ConsoleApplicationsDocument,
    "\n  query ConsoleApplicationClientAuth($id: ID!) {\n    application(id: $id) {\n      id\n      oidcClientMetadata {\n        tokenEndpointAuthMethod\n        jwks\n        jwksUri\n      }\n    }\n  }\n": types.ConsoleApplicationClientAuthDocument,
    "\n  mutation ConsoleUpdateApplicationClientAuth($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateApplicationClientAuthDocument,
    "\n  mutation ConsoleUpdateApplicationDeviceFlow($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        customClientMetadata {\n          isDeviceFlow\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateApplicationDeviceFlowDocument,
    "\n  mutation ConsoleUpdateApplicationRequireDpop($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        oidcClientMetadata {\n          requireDpop\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateApplicationRequireDpopDocument,
    "\n  mutation ConsoleUpdateApplicationIdTokenAlgorithm($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        customClientMetadata {\n          idTokenSignedResponseAlg\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateApplicationIdTokenAlgorithmDocument,
    "\n  query ConsoleApplicationIdTokenClaims($id: ID!) {\n    application(id: $id) {\n      id\n      idTokenClaims {\n        claim\n        from\n        grantTypes\n      }\n    }\n  }\n": types.ConsoleApplicationIdTokenClaimsDocument,
    "\n  mutation ConsoleSetApplicationIdTokenClaims($id: ID!, $mappings: [ClaimMappingInput!]!) {\n    setApplicationIdTokenClaims(id: $id, mappings: $mappings) {\n      mappings {\n        claim\n        from\n        grantTypes\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleSetApplicationIdTokenClaimsDocument,
    "\n  query ConsoleTestApplicationIdTokenClaims($id: ID!, $userId: ID!, $grantType: String) {\n    testApplicationIdTokenClaims(id: $id, userId: $userId, grantType: $grantType)\n  }\n": types.ConsoleTestApplicationIdTokenClaimsDocument,
    "\n  query ConsoleApplicationLogoutChannels($id: ID!) {\n    application(id: $id) {\n      id\n      oidcClientMetadata {\n        backchannelLogoutUri\n        backchannelLogoutSessionRequired\n        frontchannelLogoutUri\n        frontchannelLogoutSessionRequired\n      }\n    }\n    applicationBackchannelLogoutLogs(id: $id, first: 10) {\n      totalCount\n      nodes {\n        id\n        attempt\n        result\n        statusCode\n        error\n        sid\n        createdAt\n      }\n    }\n  }\n": types.ConsoleApplicationLogoutChannelsDocument,
    "\n  mutation ConsoleUpdateApplicationLogoutChannels($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateApplicationLogoutChannelsDocument,
    "\n  query ConsoleApplicationPkceConsent($id: ID!) {\n    application(id: $id) {\n      id\n      isThirdParty\n      customClientMetadata {\n        requirePkce\n      }\n    }\n  }\n": types.ConsoleApplicationPkceConsentDocument,
    "\n  mutation ConsoleUpdateApplicationPkce($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        customClientMetadata {\n          requirePkce\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateApplicationPkceDocument,
    "\n  mutation ConsoleUpdateApplicationPushedAuthorization($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        oidcClientMetadata {\n          requirePushedAuthorizationRequests\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateApplicationPushedAuthorizationDocument,
    "\n  mutation ConsoleRemoveSelfRegisteredApplication($id: ID!) {\n    deleteApplication(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveSelfRegisteredApplicationDocument,
    "\n  query ConsoleTokenExchangeTargets {\n    resources(first: 100) {\n      nodes {\n        id\n        name\n        indicator\n        isManagement\n      }\n    }\n  }\n": types.ConsoleTokenExchangeTargetsDocument,
    "\n  mutation ConsoleUpdateApplicationTokenExchange($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        customClientMetadata {\n          allowTokenExchange\n          transactionTokens\n          allowedTokenExchangeResources\n          allowManagementApi\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateApplicationTokenExchangeDocument,
    "\n  query ConsoleConnectors {\n    connectors {\n      id\n      connectorId\n      name\n      target\n      logo\n      syncProfile\n      enabled\n      createdAt\n    }\n  }\n": types.ConsoleConnectorsDocument,
    "\n  query ConsoleSsoConnectors($first: Int, $offset: Int) {\n    ssoConnectors(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        connectorName\n        providerName\n        domains\n        syncProfile\n        enabled\n        createdAt\n      }\n    }\n  }\n": types.ConsoleSsoConnectorsDocument,
    "\n  query ConsoleConnectorFactories {\n    connectorFactories {\n      id\n      name\n      description\n      protocol\n      isStandard\n      target\n      configFields {\n        key\n        label\n        type\n        required\n        secret\n        options\n        defaultValue\n        description\n      }\n    }\n  }\n": types.ConsoleConnectorFactoriesDocument,
    "\n  query ConsoleMessageDelivery {\n    messageDelivery {\n      email {\n        source\n        updatedAt\n        smtp {\n          host\n          port\n          security\n          username\n          password\n          fromAddress\n          fromName\n        }\n      }\n      sms {\n        source\n        updatedAt\n        gateway {\n          type\n          url\n          accountSid\n          authToken\n          from\n        }\n      }\n    }\n  }\n": types.ConsoleMessageDeliveryDocument,
    "\n  mutation ConsoleSetEmailDelivery($input: SmtpDeliveryInput!) {\n    setEmailDelivery(input: $input) {\n      messageDelivery {\n        email {\n          source\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleSetEmailDeliveryDocument,
    "\n  mutation ConsoleClearEmailDelivery {\n    clearEmailDelivery {\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleClearEmailDeliveryDocument,
    "\n  mutation ConsoleSetSmsDelivery($input: SmsDeliveryInput!) {\n    setSmsDelivery(input: $input) {\n      messageDelivery {\n        sms {\n          source\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleSetSmsDeliveryDocument,
    "\n  mutation ConsoleClearSmsDelivery {\n    clearSmsDelivery {\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleClearSmsDeliveryDocument,
    "\n  mutation ConsoleSendTestMessage($channel: MessageChannel!, $to: String!) {\n    sendTestMessage(channel: $channel, to: $to) {\n      delivered\n      error\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleSendTestMessageDocument,
    "\n  query ConsoleSsoConnectorProviders {\n    ssoConnectorProviders {\n      providerName\n      providerType\n      name\n      description\n      logo\n      configFields {\n        key\n        label\n        type\n        required\n        secret\n        options\n        defaultValue\n        description\n      }\n    }\n  }\n": types.ConsoleSsoConnectorProvidersDocument,
    "\n  mutation ConsoleCreateConnector($input: CreateConnectorInput!) {\n    createConnector(input: $input) {\n      connector {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateConnectorDocument,
    "\n  query ConsoleConnector($id: ID!) {\n    connector(id: $id) {\n      id\n      connectorId\n      target\n      name\n      logo\n      syncProfile\n      enabled\n      config\n      callbackUri\n      createdAt\n      updatedAt\n    }\n  }\n": types.ConsoleConnectorDocument,
    "\n  mutation ConsoleUpdateConnector($id: ID!, $input: UpdateConnectorInput!) {\n    updateConnector(id: $id, input: $input) {\n      connector {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateConnectorDocument,
    "\n  mutation ConsoleStartConnectorTest($id: ID!) {\n    startConnectorTest(id: $id) {\n      url\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleStartConnectorTestDocument,
    "\n  mutation ConsoleDeleteConnector($id: ID!) {\n    deleteConnector(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteConnectorDocument,
    "\n  mutation ConsoleCreateSsoConnector($input: CreateSsoConnectorInput!) {\n    createSsoConnector(input: $input) {\n      ssoConnector {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateSsoConnectorDocument,
    "\n  mutation ConsoleStartSsoConnectorTest($id: ID!) {\n    startSsoConnectorTest(id: $id) {\n      url\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleStartSsoConnectorTestDocument,
    "\n  query ConsoleSsoConnector($id: ID!) {\n    ssoConnector(id: $id) {\n      id\n      providerName\n      connectorName\n      config\n      domains\n      branding\n      syncProfile\n      enabled\n      providerConfig\n      createdAt\n      updatedAt\n    }\n  }\n": types.ConsoleSsoConnectorDocument,
    "\n  mutation ConsoleUpdateSsoConnector($id: ID!, $input: UpdateSsoConnectorInput!) {\n    updateSsoConnector(id: $id, input: $input) {\n      ssoConnector {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateSsoConnectorDocument,
    "\n  mutation ConsoleDeleteSsoConnector($id: ID!) {\n    deleteSsoConnector(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteSsoConnectorDocument,
    "\n  query ConsoleEmailTemplates {\n    emailTemplates {\n      id\n      languageTag\n      templateType\n      details {\n        subject\n        content\n        contentType\n        smsContent\n      }\n    }\n  }\n": types.ConsoleEmailTemplatesDocument,
    "\n  mutation ConsoleReplaceEmailTemplates($templates: [EmailTemplateInput!]!) {\n    replaceEmailTemplates(templates: $templates) {\n      emailTemplates {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleReplaceEmailTemplatesDocument,
    "\n  mutation ConsoleDeleteEmailTemplate($id: ID!) {\n    deleteEmailTemplate(id: $id) {\n      rowCount\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteEmailTemplateDocument,
    "\n  query ConsoleDashboard($since: DateTime) {\n    consoleDashboard(since: $since) {\n      since\n      userCount\n      signIns\n      failedWebhookDeliveries\n      tokenExchanges\n      refusedTokenExchanges\n    }\n  }\n": types.ConsoleDashboardDocument,
    "\n  query ConsoleQuickstartApplications {\n    applications(first: 100) {\n      nodes {\n        id\n        name\n        type\n        isBuiltIn\n        oidcClientMetadata {\n          redirectUris\n          postLogoutRedirectUris\n        }\n      }\n    }\n  }\n": types.ConsoleQuickstartApplicationsDocument,
    "\n  query ConsoleLog($id: ID!) {\n    log(id: $id) {\n      id\n      key\n      result\n      userId\n      applicationId\n      ip\n      userAgent\n      error\n      errorDescription\n      payload\n      createdAt\n      user {\n        id\n        username\n        name\n        primaryEmail\n      }\n      application {\n        id\n        name\n      }\n    }\n  }\n": types.ConsoleLogDocument,
    "\n  query ConsoleLogs(\n    $first: Int\n    $offset: Int\n    $userId: String\n    $applicationId: String\n    $logKey: [String!]\n    $result: LogResult\n    $startTime: DateTime\n    $endTime: DateTime\n  ) {\n    logs(\n      first: $first\n      offset: $offset\n      userId: $userId\n      applicationId: $applicationId\n      logKey: $logKey\n      result: $result\n      startTime: $startTime\n      endTime: $endTime\n    ) {\n      totalCount\n      nodes {\n        id\n        key\n        result\n        userId\n        applicationId\n        ip\n        error\n        createdAt\n        user {\n          id\n          username\n          name\n          primaryEmail\n        }\n        application {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ConsoleLogsDocument,
    "\n  query ConsoleOrganizationApplications($id: ID!, $first: Int, $offset: Int) {\n    organizationApplications(id: $id, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        organizationRoles {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ConsoleOrganizationApplicationsDocument,
    "\n  mutation ConsoleAddOrganizationApplications($id: ID!, $applicationIds: [ID!]!) {\n    addOrganizationApplications(id: $id, applicationIds: $applicationIds) {\n      membershipChange {\n        addedApplicationIds\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleAddOrganizationApplicationsDocument,
    "\n  mutation ConsoleReplaceOrganizationApplicationRoles($id: ID!, $applicationId: ID!, $organizationRoleIds: [ID!]!) {\n    replaceOrganizationApplicationRoles(id: $id, applicationId: $applicationId, organizationRoleIds: $organizationRoleIds) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleReplaceOrganizationApplicationRolesDocument,
    "\n  mutation ConsoleRemoveOrganizationApplication($id: ID!, $applicationId: ID!) {\n    removeOrganizationApplication(id: $id, applicationId: $applicationId) {\n      membershipChange {\n        removedApplicationIds\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveOrganizationApplicationDocument,
    "\n  mutation ConsoleCreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      organization {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateOrganizationDocument,
    "\n  query ConsoleOrganization($id: ID!) {\n    organization(id: $id) {\n      id\n      name\n      description\n      customData\n      createdAt\n      updatedAt\n    }\n  }\n": types.ConsoleOrganizationDocument,
    "\n  mutation ConsoleUpdateOrganization($id: ID!, $input: UpdateOrganizationInput!) {\n    updateOrganization(id: $id, input: $input) {\n      organization {\n        id\n        name\n        description\n        customData\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateOrganizationDocument,
    "\n  mutation ConsoleDeleteOrganization($id: ID!) {\n    deleteOrganization(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteOrganizationDocument,
    "\n  query ConsoleOrganizationInvitations($organizationId: ID!, $first: Int, $offset: Int) {\n    organizationInvitations(organizationId: $organizationId, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        invitee\n        status\n        expiresAt\n        createdAt\n        organizationRoles {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ConsoleOrganizationInvitationsDocument,
    "\n  mutation ConsoleCreateOrganizationInvitation($input: CreateOrganizationInvitationInput!) {\n    createOrganizationInvitation(input: $input) {\n      organizationInvitation {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateOrganizationInvitationDocument,
    "\n  mutation ConsoleRevokeOrganizationInvitation($id: ID!) {\n    setOrganizationInvitationStatus(id: $id, input: { status: Revoked }) {\n      organizationInvitation {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRevokeOrganizationInvitationDocument,
    "\n  mutation ConsoleDeleteOrganizationInvitation($id: ID!) {\n    deleteOrganizationInvitation(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteOrganizationInvitationDocument,
    "\n  query ConsoleOrganizationJit($id: ID!) {\n    organizationJitEmailDomains(id: $id) {\n      emailDomain\n    }\n    organizationJitRoles(id: $id) {\n      id\n      name\n      description\n    }\n    organizationJitSsoConnectors(id: $id) {\n      id\n      connectorName\n      providerName\n      domains\n    }\n    ssoConnectors(first: 100) {\n      nodes {\n        id\n        connectorName\n        providerName\n      }\n    }\n  }\n": types.ConsoleOrganizationJitDocument,
    "\n  mutation ConsoleAddOrganizationJitEmailDomain($id: ID!, $emailDomain: String!) {\n    addOrganizationJitEmailDomain(id: $id, emailDomain: $emailDomain) {\n      emailDomains {\n        emailDomain\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleAddOrganizationJitEmailDomainDocument,
    "\n  mutation ConsoleRemoveOrganizationJitEmailDomain($id: ID!, $emailDomain: String!) {\n    removeOrganizationJitEmailDomain(id: $id, emailDomain: $emailDomain) {\n      emailDomains {\n        emailDomain\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveOrganizationJitEmailDomainDocument,
    "\n  mutation ConsoleAddOrganizationJitRoles($id: ID!, $organizationRoleIds: [ID!]!) {\n    addOrganizationJitRoles(id: $id, organizationRoleIds: $organizationRoleIds) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleAddOrganizationJitRolesDocument,
    "\n  mutation ConsoleRemoveOrganizationJitRole($id: ID!, $organizationRoleId: ID!) {\n    removeOrganizationJitRole(id: $id, organizationRoleId: $organizationRoleId) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveOrganizationJitRoleDocument,
    "\n  mutation ConsoleAddOrganizationJitSsoConnectors($id: ID!, $ssoConnectorIds: [ID!]!) {\n    addOrganizationJitSsoConnectors(id: $id, ssoConnectorIds: $ssoConnectorIds) {\n      ssoConnectors {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleAddOrganizationJitSsoConnectorsDocument,
    "\n  mutation ConsoleRemoveOrganizationJitSsoConnector($id: ID!, $ssoConnectorId: ID!) {\n    removeOrganizationJitSsoConnector(id: $id, ssoConnectorId: $ssoConnectorId) {\n      ssoConnectors {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveOrganizationJitSsoConnectorDocument,
    "\n  query ConsoleOrganizationUsers($id: ID!, $first: Int, $offset: Int, $search: String) {\n    organizationUsers(id: $id, first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        isSuspended\n        organizationRoles {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ConsoleOrganizationUsersDocument,
    "\n  mutation ConsoleAddOrganizationUsers($id: ID!, $userIds: [ID!]!) {\n    addOrganizationUsers(id: $id, userIds: $userIds) {\n      membershipChange {\n        addedUserIds\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleAddOrganizationUsersDocument,
    "\n  mutation ConsoleAddOrganizationUserRoles($id: ID!, $userId: ID!, $organizationRoleIds: [ID!]!) {\n    addOrganizationUserRoles(id: $id, userId: $userId, organizationRoleIds: $organizationRoleIds) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleAddOrganizationUserRolesDocument,
    "\n  mutation ConsoleReplaceOrganizationUserRoles($id: ID!, $userId: ID!, $organizationRoleIds: [ID!]!) {\n    replaceOrganizationUserRoles(id: $id, userId: $userId, organizationRoleIds: $organizationRoleIds) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleReplaceOrganizationUserRolesDocument,
    "\n  mutation ConsoleRemoveOrganizationUser($id: ID!, $userId: ID!) {\n    removeOrganizationUser(id: $id, userId: $userId) {\n      membershipChange {\n        removedUserIds\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveOrganizationUserDocument,
    "\n  query ConsoleOrganizations($first: Int, $offset: Int, $search: String) {\n    organizations(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        jitEmailDomains\n        createdAt\n      }\n    }\n  }\n": types.ConsoleOrganizationsDocument,
    "\n  query ConsoleOrganizationRole($id: ID!) {\n    organizationRole(id: $id) {\n      id\n      name\n      description\n      createdAt\n      updatedAt\n      scopes {\n        id\n        name\n        description\n      }\n      resourceScopes {\n        id\n        name\n        description\n        resourceIndicator\n      }\n    }\n  }\n": types.ConsoleOrganizationRoleDocument,
    "\n  mutation ConsoleUpdateOrganizationRole($id: ID!, $input: UpdateOrganizationRoleInput!) {\n    updateOrganizationRole(id: $id, input: $input) {\n      organizationRole {\n        id\n        name\n        description\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateOrganizationRoleDocument,
    "\n  mutation ConsoleAddOrganizationRoleScopes($id: ID!, $organizationScopeIds: [ID!]!) {\n    addOrganizationRoleScopes(id: $id, organizationScopeIds: $organizationScopeIds) {\n      organizationScopes {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleAddOrganizationRoleScopesDocument,
    "\n  mutation ConsoleRemoveOrganizationRoleScope($id: ID!, $organizationScopeId: ID!) {\n    removeOrganizationRoleScope(id: $id, organizationScopeId: $organizationScopeId) {\n      organizationScopes {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveOrganizationRoleScopeDocument,
    "\n  mutation ConsoleAddOrganizationRoleResourceScopes($id: ID!, $scopeIds: [ID!]!) {\n    addOrganizationRoleResourceScopes(id: $id, scopeIds: $scopeIds) {\n      resourceScopes {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleAddOrganizationRoleResourceScopesDocument,
    "\n  mutation ConsoleRemoveOrganizationRoleResourceScope($id: ID!, $scopeId: ID!) {\n    removeOrganizationRoleResourceScope(id: $id, scopeId: $scopeId) {\n      resourceScopes {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveOrganizationRoleResourceScopeDocument,
    "\n  query ConsoleOrganizationRoles($first: Int, $offset: Int, $search: String) {\n    organizationRoles(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        scopes {\n          id\n          name\n        }\n        resourceScopes {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ConsoleOrganizationRolesDocument,
    "\n  mutation ConsoleCreateOrganizationRole($input: CreateOrganizationRoleInput!) {\n    createOrganizationRole(input: $input) {\n      organizationRole {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateOrganizationRoleDocument,
    "\n  mutation ConsoleDeleteOrganizationRole($id: ID!) {\n    deleteOrganizationRole(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteOrganizationRoleDocument,
    "\n  query ConsoleOrganizationScopes($first: Int, $offset: Int, $search: String) {\n    organizationScopes(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n      }\n    }\n  }\n": types.ConsoleOrganizationScopesDocument,
    "\n  mutation ConsoleCreateOrganizationScope($input: CreateOrganizationScopeInput!) {\n    createOrganizationScope(input: $input) {\n      organizationScope {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateOrganizationScopeDocument,
    "\n  mutation ConsoleUpdateOrganizationScope($id: ID!, $input: UpdateOrganizationScopeInput!) {\n    updateOrganizationScope(id: $id, input: $input) {\n      organizationScope {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateOrganizationScopeDocument,
    "\n  mutation ConsoleDeleteOrganizationScope($id: ID!) {\n    deleteOrganizationScope(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteOrganizationScopeDocument,
    "\n  mutation ConsoleSetResourceClaimMappings($id: ID!, $mappings: [ClaimMappingInput!]!) {\n    setResourceClaimMappings(id: $id, mappings: $mappings) {\n      mappings {\n        claim\n        from\n        grantTypes\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleSetResourceClaimMappingsDocument,
    "\n  query ConsoleTestResourceClaims($id: ID!, $userId: ID!, $applicationId: ID, $grantType: String) {\n    testResourceClaims(id: $id, userId: $userId, applicationId: $applicationId, grantType: $grantType)\n  }\n": types.ConsoleTestResourceClaimsDocument,
    "\n  mutation ConsoleCreateResource($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      resource {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateResourceDocument,
    "\n  query ConsoleResource($id: ID!) {\n    resource(id: $id) {\n      id\n      name\n      indicator\n      accessTokenTtl\n      accessTokenSignedResponseAlg\n      dpopBoundAccessTokensRequired\n      accessTokenClaims {\n        claim\n        from\n        grantTypes\n      }\n      isManagement\n      createdAt\n      updatedAt\n      scopes {\n        id\n        name\n        description\n        createdAt\n      }\n    }\n  }\n": types.ConsoleResourceDocument,
    "\n  mutation ConsoleUpdateResource($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      resource {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateResourceDocument,
    "\n  mutation ConsoleDeleteResource($id: ID!) {\n    deleteResource(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteResourceDocument,
    "\n  mutation ConsoleCreateScope($resourceId: ID!, $input: CreateScopeInput!) {\n    createScope(resourceId: $resourceId, input: $input) {\n      scope {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateScopeDocument,
    "\n  mutation ConsoleUpdateScope($resourceId: ID!, $scopeId: ID!, $input: UpdateScopeInput!) {\n    updateScope(resourceId: $resourceId, scopeId: $scopeId, input: $input) {\n      scope {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateScopeDocument,
    "\n  mutation ConsoleDeleteScope($resourceId: ID!, $scopeId: ID!) {\n    deleteScope(resourceId: $resourceId, scopeId: $scopeId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteScopeDocument,
    "\n  query ConsoleResources($first: Int, $offset: Int, $search: String) {\n    resources(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        indicator\n        accessTokenTtl\n        isManagement\n        scopes {\n          id\n        }\n        createdAt\n      }\n    }\n  }\n": types.ConsoleResourcesDocument,
    "\n  mutation ConsoleCreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      role {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateRoleDocument,
    "\n  query ConsoleRole($id: ID!) {\n    role(id: $id) {\n      id\n      name\n      description\n      type\n      isDefault\n      createdAt\n      scopes {\n        id\n        name\n        description\n        resourceId\n      }\n    }\n  }\n": types.ConsoleRoleDocument,
    "\n  mutation ConsoleUpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      role {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateRoleDocument,
    "\n  mutation ConsoleDeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteRoleDocument,
    "\n  query ConsoleRoleUsers($id: ID!, $first: Int, $offset: Int) {\n    roleUsers(id: $id, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        createdAt\n      }\n    }\n  }\n": types.ConsoleRoleUsersDocument,
    "\n  mutation ConsoleAssignRoleUsers($id: ID!, $userIds: [ID!]!) {\n    assignRoleUsers(id: $id, userIds: $userIds) {\n      users {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleAssignRoleUsersDocument,
    "\n  mutation ConsoleRemoveRoleUser($id: ID!, $userId: ID!) {\n    removeRoleUser(id: $id, userId: $userId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveRoleUserDocument,
    "\n  query ConsoleRoleApplications($id: ID!, $first: Int, $offset: Int) {\n    roleApplications(id: $id, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        createdAt\n      }\n    }\n  }\n": types.ConsoleRoleApplicationsDocument,
    "\n  mutation ConsoleAssignRoleToApplication($applicationId: ID!, $roleIds: [ID!]!) {\n    assignApplicationRoles(applicationId: $applicationId, roleIds: $roleIds) {\n      roles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleAssignRoleToApplicationDocument,
    "\n  mutation ConsoleRemoveRoleFromApplication($applicationId: ID!, $roleId: ID!) {\n    removeApplicationRole(applicationId: $applicationId, roleId: $roleId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveRoleFromApplicationDocument,
    "\n  mutation ConsoleAddRoleScopes($id: ID!, $scopeIds: [ID!]!) {\n    addRoleScopes(id: $id, scopeIds: $scopeIds) {\n      scopes {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleAddRoleScopesDocument,
    "\n  mutation ConsoleRemoveRoleScope($id: ID!, $scopeId: ID!) {\n    removeRoleScope(id: $id, scopeId: $scopeId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveRoleScopeDocument,
    "\n  query ConsoleRoles($first: Int, $offset: Int, $type: RoleType, $search: String) {\n    roles(first: $first, offset: $offset, type: $type, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        type\n        isDefault\n        scopes {\n          id\n        }\n        createdAt\n      }\n    }\n  }\n": types.ConsoleRolesDocument,
    "\n  query ConsoleSamlApplication($id: ID!) {\n    samlApplication(id: $id) {\n      id\n      name\n      entityId\n      acsUrl {\n        url\n      }\n      nameIdFormat\n      attributeMapping\n      spCertificate\n      requireSignedRequests\n      idpInitiatedSignIn\n      sloUrl {\n        binding\n        url\n      }\n      idp {\n        entityId\n        ssoUrl\n        sloUrl\n        metadataUrl\n        loginUrl\n      }\n    }\n    samlApplicationSecrets(id: $id) {\n      id\n      active\n      expiresAt\n      createdAt\n      fingerprints\n    }\n  }\n": types.ConsoleSamlApplicationDocument,
    "\n  mutation ConsoleUpdateSamlApplication($id: ID!, $input: SamlApplicationInput!) {\n    updateSamlApplication(id: $id, input: $input) {\n      samlApplication {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateSamlApplicationDocument,
    "\n  mutation ConsoleDeleteSamlApplication($id: ID!) {\n    deleteSamlApplication(id: $id) {\n      deletedId\n      userErrors {\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteSamlApplicationDocument,
    "\n  mutation ConsoleCreateSamlApplicationSecret($id: ID!, $lifeSpanInYears: Int!) {\n    createSamlApplicationSecret(id: $id, lifeSpanInYears: $lifeSpanInYears) {\n      samlApplicationSecret {\n        id\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": types.ConsoleCreateSamlApplicationSecretDocument,
    "\n  mutation ConsoleActivateSamlApplicationSecret($id: ID!, $secretId: ID!) {\n    updateSamlApplicationSecret(id: $id, secretId: $secretId, active: true) {\n      samlApplicationSecret {\n        id\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": types.ConsoleActivateSamlApplicationSecretDocument,
    "\n  mutation ConsoleDeleteSamlApplicationSecret($id: ID!, $secretId: ID!) {\n    deleteSamlApplicationSecret(id: $id, secretId: $secretId) {\n      deletedId\n      userErrors {\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteSamlApplicationSecretDocument,
    "\n  query ConsoleSamlApplications($first: Int, $offset: Int) {\n    samlApplications(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        entityId\n        acsUrl {\n          url\n        }\n        createdAt\n      }\n    }\n  }\n": types.ConsoleSamlApplicationsDocument,
    "\n  mutation ConsoleCreateSamlApplication($input: SamlApplicationInput!) {\n    createSamlApplication(input: $input) {\n      samlApplication {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateSamlApplicationDocument,
    "\n  query ConsoleScimConnections {\n    scimConnections {\n      id\n      name\n      organization {\n        id\n        name\n      }\n      createdAt\n      revokedAt\n    }\n  }\n": types.ConsoleScimConnectionsDocument,
    "\n  query ConsoleScimPickOrganizations($search: String) {\n    organizations(first: 50, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.ConsoleScimPickOrganizationsDocument,
    "\n  mutation ConsoleCreateScimConnection($input: CreateScimConnectionInput!) {\n    createScimConnection(input: $input) {\n      scimConnection {\n        id\n        token\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateScimConnectionDocument,
    "\n  mutation ConsoleRevokeScimConnection($id: ID!) {\n    revokeScimConnection(id: $id) {\n      scimConnection {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRevokeScimConnectionDocument,
    "\n  query ConsoleActiveSessions($first: Int, $offset: Int) {\n    activeSessions(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        userId\n        createdAt\n        lastActiveAt\n        expiresAt\n        ip\n        userAgent\n        user {\n          id\n          username\n          name\n          primaryEmail\n        }\n        clients {\n          grantId\n          applicationId\n          applicationName\n          isRevoked\n        }\n      }\n    }\n  }\n": types.ConsoleActiveSessionsDocument,
    "\n  mutation ConsoleRevokeSession($userId: ID!, $sessionId: ID!) {\n    revokeUserSession(userId: $userId, sessionId: $sessionId) {\n      revokedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRevokeSessionDocument,
    "\n  query ConsoleBranding {\n    signInExperience {\n      productName\n      branding {\n        logoUrl\n        darkLogoUrl\n        favicon\n        darkFavicon\n      }\n      color {\n        primaryColor\n        isDarkModeEnabled\n        darkPrimaryColor\n      }\n      languageInfo {\n        autoDetect\n        fallbackLanguage\n      }\n      signIn {\n        methods {\n          identifier\n          password\n          verificationCode\n          isPasswordPrimary\n        }\n      }\n    }\n  }\n": types.ConsoleBrandingDocument,
    "\n  query ConsoleSignInPreview($input: UpdateSignInExperienceInput!, $language: String) {\n    signInExperiencePreview(input: $input, language: $language)\n  }\n": types.ConsoleSignInPreviewDocument,
    "\n  mutation ConsoleSaveBranding($input: UpdateSignInExperienceInput!) {\n    updateSignInExperience(input: $input) {\n      signInExperience {\n        productName\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleSaveBrandingDocument,
    "\n  query ConsoleCaptcha {\n    captchaProvider {\n      id\n      config {\n        type\n        siteKey\n        projectId\n        domain\n        mode\n      }\n    }\n  }\n": types.ConsoleCaptchaDocument,
    "\n  query ConsoleCaptchaPolicy {\n    signInExperience {\n      captchaPolicy {\n        enabled\n      }\n    }\n  }\n": types.ConsoleCaptchaPolicyDocument,
    "\n  mutation ConsoleUpdateCaptchaProvider($config: CaptchaConfigInput!) {\n    updateCaptchaProvider(config: $config) {\n      captchaProvider {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateCaptchaProviderDocument,
    "\n  mutation ConsoleDeleteCaptchaProvider {\n    deleteCaptchaProvider {\n      deleted\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleDeleteCaptchaProviderDocument,
    "\n  mutation ConsoleUpdateCaptchaPolicy($enabled: Boolean!) {\n    updateSignInExperience(input: { captchaPolicy: { enabled: $enabled } }) {\n      signInExperience {\n        captchaPolicy {\n          enabled\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateCaptchaPolicyDocument,
    "\n  query ConsoleSignInExperience {\n    signInExperience {\n      signUp {\n        identifiers\n        verifyEmail\n      }\n      lockout {\n        maxAttempts\n        windowSeconds\n        durationSeconds\n      }\n      codeSend {\n        limit\n        windowSeconds\n        ipLimit\n      }\n      socialSignInConnectorTargets\n      singleSignOnEnabled\n      passwordPolicy {\n        length {\n          min\n          max\n        }\n        characterTypes {\n          min\n        }\n        rejects {\n          pwned\n          repetitionAndSequence\n          userInfo\n          history\n        }\n      }\n      mfa {\n        factors\n        policy\n        organizationRequiredMfaPolicy\n        administratorsRequired\n      }\n    }\n    connectors {\n      id\n      target\n      name\n    }\n  }\n": types.ConsoleSignInExperienceDocument,
    "\n  mutation ConsoleUpdateSignInExperience($input: UpdateSignInExperienceInput!) {\n    updateSignInExperience(input: $input) {\n      signInExperience {\n        signUp {\n          identifiers\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateSignInExperienceDocument,
    "\n  query ConsoleSigningKeys {\n    signingKeys {\n      id\n      algorithm\n      status\n      createdAt\n    }\n  }\n": types.ConsoleSigningKeysDocument,
    "\n  mutation ConsoleRotateSigningKey($signingKeyAlgorithm: String) {\n    rotateSigningKey(signingKeyAlgorithm: $signingKeyAlgorithm) {\n      signingKeys {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRotateSigningKeyDocument,
    "\n  mutation ConsoleDeleteSigningKey($id: ID!) {\n    deleteSigningKey(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteSigningKeyDocument,
    "\n  query ConsoleTokenExchangeEvents(\n    $first: Int\n    $offset: Int\n    $applicationId: String\n    $userId: String\n    $result: TokenExchangeResult\n    $resource: String\n    $startTime: DateTime\n    $endTime: DateTime\n  ) {\n    tokenExchangeEvents(\n      first: $first\n      offset: $offset\n      applicationId: $applicationId\n      userId: $userId\n      result: $result\n      resource: $resource\n      startTime: $startTime\n      endTime: $endTime\n    ) {\n      totalCount\n      nodes {\n        id\n        applicationId\n        userId\n        resource\n        organizationId\n        requestedScopes\n        grantedScopes\n        actorSubject\n        result\n        error\n        errorDescription\n        issuedJti\n        ip\n        createdAt\n      }\n    }\n  }\n": types.ConsoleTokenExchangeEventsDocument,
    "\n  query ConsoleAdministrators($first: Int, $offset: Int) {\n    users(first: $first, offset: $offset, isConsoleAdministrator: true, orderBy: { field: Name, direction: Asc }) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        isSuspended\n        hasMfa\n        lastSignInAt\n      }\n    }\n  }\n": types.ConsoleAdministratorsDocument,
    "\n  mutation ConsoleCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateUserDocument,
    "\n  query ConsoleUser($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      primaryEmail\n      primaryPhone\n      emailVerified\n      phoneVerified\n      name\n      avatar\n      customData\n      profile\n      identities\n      ssoIdentities {\n        id\n        ssoConnectorId\n        issuer\n        identityId\n        detail\n        createdAt\n      }\n      hasPassword\n      hasMfa\n      isSuspended\n      lastSignInAt\n      createdAt\n      updatedAt\n    }\n    userOrganizations(userId: $id) {\n      id\n      name\n    }\n  }\n": types.ConsoleUserDocument,
    "\n  mutation ConsoleUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateUserDocument,
    "\n  mutation ConsoleUpdateUserCustomData($id: ID!, $customData: JSONObject!) {\n    updateUserCustomData(id: $id, customData: $customData) {\n      value\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateUserCustomDataDocument,
    "\n  mutation ConsoleUpdateUserPassword($id: ID!, $password: String!) {\n    updateUserPassword(id: $id, password: $password) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateUserPasswordDocument,
    "\n  mutation ConsoleSetUserIdentifierVerified($id: ID!, $identifierType: VerifiableIdentifierType!, $verified: Boolean!) {\n    setUserIdentifierVerified(id: $id, identifierType: $identifierType, verified: $verified) {\n      user {\n        id\n        emailVerified\n        phoneVerified\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleSetUserIdentifierVerifiedDocument,
    "\n  mutation ConsoleSetUserSuspended($id: ID!, $isSuspended: Boolean!) {\n    setUserSuspended(id: $id, isSuspended: $isSuspended) {\n      user {\n        id\n        isSuspended\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleSetUserSuspendedDocument,
    "\n  mutation ConsoleDeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteUserDocument,
    "\n  query ConsoleUserGrants($userId: ID!) {\n    userGrants(userId: $userId) {\n      grants {\n        id\n        createdAt\n        expiresAt\n        application {\n          id\n          name\n        }\n        scopes\n        resourceScopes {\n          resource\n          scopes\n        }\n      }\n    }\n    userAgentLimits(userId: $userId) {\n      applicationId\n      applicationName\n      resources\n      updatedAt\n    }\n  }\n": types.ConsoleUserGrantsDocument,
    "\n  mutation ConsoleRevokeUserGrant($userId: ID!, $grantId: ID!) {\n    revokeUserGrant(userId: $userId, grantId: $grantId) {\n      revokedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRevokeUserGrantDocument,
    "\n  mutation ConsoleRemoveUserAgentLimit($userId: ID!, $applicationId: ID!) {\n    removeUserAgentLimit(userId: $userId, applicationId: $applicationId) {\n      removedApplicationId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveUserAgentLimitDocument,
    "\n  mutation ConsoleSetUserAgentLimit($userId: ID!, $applicationId: ID!, $resources: [String!]!) {\n    setUserAgentLimit(userId: $userId, applicationId: $applicationId, resources: $resources) {\n      limit {\n        applicationId\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleSetUserAgentLimitDocument,
    "\n  query ConsoleAgentLimitResources {\n    resources(first: 100) {\n      nodes {\n        id\n        name\n        indicator\n        isManagement\n      }\n    }\n  }\n": types.ConsoleAgentLimitResourcesDocument,
    "\n  query ConsoleSsoConnectorName($id: ID!) {\n    ssoConnector(id: $id) {\n      id\n      connectorName\n    }\n  }\n": types.ConsoleSsoConnectorNameDocument,
    "\n  query ConsoleUserFilterChoices {\n    roles(first: 100, type: User) {\n      nodes {\n        id\n        name\n      }\n    }\n    organizations(first: 100) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.ConsoleUserFilterChoicesDocument,
    "\n  query ConsoleUserMfaVerifications($userId: ID!) {\n    userMfaVerifications(userId: $userId) {\n      id\n      type\n      createdAt\n      lastUsedAt\n      name\n    }\n  }\n": types.ConsoleUserMfaVerificationsDocument,
    "\n  mutation ConsoleDeleteUserMfaVerification($userId: ID!, $verificationId: ID!) {\n    deleteUserMfaVerification(userId: $userId, verificationId: $verificationId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteUserMfaVerificationDocument,
    "\n  query ConsoleUserRoles($userId: ID!) {\n    userRoles(userId: $userId, first: 100) {\n      nodes {\n        id\n        name\n        description\n      }\n    }\n    roles(first: 100, type: User) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.ConsoleUserRolesDocument,
    "\n  mutation ConsoleAssignUserRoles($userId: ID!, $roleIds: [ID!]!) {\n    assignUserRoles(userId: $userId, roleIds: $roleIds) {\n      roles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleAssignUserRolesDocument,
    "\n  mutation ConsoleRemoveUserRole($userId: ID!, $roleId: ID!) {\n    removeUserRole(userId: $userId, roleId: $roleId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRemoveUserRoleDocument,
    "\n  query ConsoleUserSessions($userId: ID!) {\n    userSessions(userId: $userId) {\n      sessions {\n        id\n        createdAt\n        expiresAt\n        ip\n        userAgent\n        clients {\n          grantId\n          applicationId\n          applicationName\n          isRevoked\n        }\n      }\n    }\n  }\n": types.ConsoleUserSessionsDocument,
    "\n  mutation ConsoleRevokeUserSession($userId: ID!, $sessionId: ID!) {\n    revokeUserSession(userId: $userId, sessionId: $sessionId) {\n      revokedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRevokeUserSessionDocument,
    "\n  query ConsoleUsers(\n    $first: Int\n    $offset: Int\n    $search: String\n    $isSuspended: Boolean\n    $hasMfa: Boolean\n    $roleId: ID\n    $organizationId: ID\n    $orderBy: UserOrder\n  ) {\n    users(\n      first: $first\n      offset: $offset\n      search: $search\n      isSuspended: $isSuspended\n      hasMfa: $hasMfa\n      roleId: $roleId\n      organizationId: $organizationId\n      orderBy: $orderBy\n    ) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        isSuspended\n        hasMfa\n        lastSignInAt\n        createdAt\n      }\n    }\n  }\n": types.ConsoleUsersDocument,
    "\n  query ConsoleHookEvents {\n    hookEvents\n  }\n": types.ConsoleHookEventsDocument,
    "\n  mutation ConsoleCreateHook($input: CreateHookInput!) {\n    createHook(input: $input) {\n      hook {\n        id\n      }\n      signingKey\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleCreateHookDocument,
    "\n  query ConsoleHook($id: ID!) {\n    hook(id: $id) {\n      id\n      name\n      events\n      enabled\n      config {\n        url\n        headers\n      }\n      executionStats {\n        successCount\n        failedCount\n        pendingCount\n        requestCount\n      }\n      createdAt\n      updatedAt\n    }\n  }\n": types.ConsoleHookDocument,
    "\n  mutation ConsoleUpdateHook($id: ID!, $input: UpdateHookInput!) {\n    updateHook(id: $id, input: $input) {\n      hook {\n        id\n        enabled\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleUpdateHookDocument,
    "\n  mutation ConsoleDeleteHook($id: ID!) {\n    deleteHook(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleDeleteHookDocument,
    "\n  mutation ConsoleRotateHookSigningKey($id: ID!) {\n    rotateHookSigningKey(id: $id) {\n      signingKey\n      previousKeyExpiresAt\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRotateHookSigningKeyDocument,
    "\n  mutation ConsoleTestHook($id: ID!, $input: TestHookInput!) {\n    testHook(id: $id, input: $input) {\n      results {\n        event\n        success\n        statusCode\n        durationMs\n        responseExcerpt\n        error\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.ConsoleTestHookDocument,
    "\n  query ConsoleHookLogs($id: ID!, $first: Int, $offset: Int, $event: String, $result: HookLogResult, $startTime: DateTime, $endTime: DateTime) {\n    hookRecentLogs(id: $id, first: $first, offset: $offset, event: $event, result: $result, startTime: $startTime, endTime: $endTime) {\n      totalCount\n      nodes {\n        id\n        deliveryId\n        webhookId\n        event\n        attempt\n        result\n        statusCode\n        durationMs\n        responseExcerpt\n        error\n        payload\n        createdAt\n      }\n    }\n  }\n": types.ConsoleHookLogsDocument,
    "\n  mutation ConsoleRedeliverHookDelivery($id: ID!, $deliveryId: ID!) {\n    redeliverHookDelivery(id: $id, deliveryId: $deliveryId) {\n      delivery {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRedeliverHookDeliveryDocument,
    "\n  query ConsoleHooks($first: Int, $offset: Int, $search: String) {\n    hooks(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        events\n        enabled\n        config {\n          url\n        }\n        executionStats {\n          successCount\n          failedCount\n          pendingCount\n          requestCount\n        }\n        createdAt\n      }\n    }\n  }\n": types.ConsoleHooksDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleApplicationAccess($applicationId: ID!) {\n    applicationAccessControl(applicationId: $applicationId) {\n      enabled\n      userIds\n      userRoleIds\n      organizationIds\n      organizationRoleRules {\n        organizationId\n        organizationRoleIds\n      }\n      labels {\n        id\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleApplicationAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleReplaceApplicationAccess($applicationId: ID!, $input: ApplicationAccessControlInput!) {\n    replaceApplicationAccessControl(applicationId: $applicationId, input: $input) {\n      accessControl {\n        enabled\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleReplaceApplicationAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserName($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      name\n      primaryEmail\n    }\n  }\n"): typeof import('./graphql').ConsoleUserNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleApplicationName($id: ID!) {\n    application(id: $id) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ConsoleApplicationNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePickUsers($search: String) {\n    users(first: 20, search: $search) {\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ConsolePickUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePickApplications($search: String, $type: ApplicationType) {\n    applications(first: 20, type: $type, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ConsolePickApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePickUserRoles($search: String) {\n    roles(first: 50, type: User, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ConsolePickUserRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePickOrganizations($search: String) {\n    organizations(first: 50, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ConsolePickOrganizationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePickOrganizationRoles($search: String) {\n    organizationRoles(first: 50, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ConsolePickOrganizationRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePickOrganizationScopes($search: String) {\n    organizationScopes(first: 50, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ConsolePickOrganizationScopesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleScopeChoices {\n    resources(first: 100) {\n      nodes {\n        id\n        name\n        indicator\n        scopes {\n          id\n          name\n          description\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleScopeChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSignedInUser($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      name\n      primaryEmail\n    }\n  }\n"): typeof import('./graphql').ConsoleSignedInUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateApplication($input: CreateApplicationInput!) {\n    createApplication(input: $input) {\n      application {\n        id\n        name\n      }\n      secret\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleApplication($id: ID!) {\n    application(id: $id) {\n      id\n      name\n      description\n      type\n      isAdmin\n      isBuiltIn\n      createdAt\n      updatedAt\n      oidcClientMetadata {\n        redirectUris\n        postLogoutRedirectUris\n        requirePushedAuthorizationRequests\n        requireDpop\n      }\n      customClientMetadata {\n        allowTokenExchange\n        transactionTokens\n        allowedTokenExchangeResources\n        allowManagementApi\n        idTokenSignedResponseAlg\n        isDeviceFlow\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateApplication($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRotateApplicationSecret($id: ID!) {\n    rotateApplicationSecret(id: $id) {\n      secret\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRotateApplicationSecretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteApplication($id: ID!) {\n    deleteApplication(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleApplicationRoles($applicationId: ID!) {\n    applicationRoles(applicationId: $applicationId, first: 100) {\n      nodes {\n        id\n        name\n        description\n        scopes {\n          id\n          name\n        }\n      }\n    }\n    roles(first: 100, type: MachineToMachine) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleApplicationRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAssignApplicationRoles($applicationId: ID!, $roleIds: [ID!]!) {\n    assignApplicationRoles(applicationId: $applicationId, roleIds: $roleIds) {\n      roles {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAssignApplicationRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveApplicationRole($applicationId: ID!, $roleId: ID!) {\n    removeApplicationRole(applicationId: $applicationId, roleId: $roleId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveApplicationRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleApplications($first: Int, $offset: Int, $type: ApplicationType, $search: String) {\n    applications(first: $first, offset: $offset, type: $type, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        type\n        isBuiltIn\n        registrationKind\n        customClientMetadata {\n          allowTokenExchange\n        }\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleApplicationClientAuth($id: ID!) {\n    application(id: $id) {\n      id\n      oidcClientMetadata {\n        tokenEndpointAuthMethod\n        jwks\n        jwksUri\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleApplicationClientAuthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateApplicationClientAuth($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateApplicationClientAuthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateApplicationDeviceFlow($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        customClientMetadata {\n          isDeviceFlow\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateApplicationDeviceFlowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateApplicationRequireDpop($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        oidcClientMetadata {\n          requireDpop\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateApplicationRequireDpopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateApplicationIdTokenAlgorithm($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        customClientMetadata {\n          idTokenSignedResponseAlg\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateApplicationIdTokenAlgorithmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleApplicationIdTokenClaims($id: ID!) {\n    application(id: $id) {\n      id\n      idTokenClaims {\n        claim\n        from\n        grantTypes\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleApplicationIdTokenClaimsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetApplicationIdTokenClaims($id: ID!, $mappings: [ClaimMappingInput!]!) {\n    setApplicationIdTokenClaims(id: $id, mappings: $mappings) {\n      mappings {\n        claim\n        from\n        grantTypes\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleSetApplicationIdTokenClaimsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleTestApplicationIdTokenClaims($id: ID!, $userId: ID!, $grantType: String) {\n    testApplicationIdTokenClaims(id: $id, userId: $userId, grantType: $grantType)\n  }\n"): typeof import('./graphql').ConsoleTestApplicationIdTokenClaimsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleApplicationLogoutChannels($id: ID!) {\n    application(id: $id) {\n      id\n      oidcClientMetadata {\n        backchannelLogoutUri\n        backchannelLogoutSessionRequired\n        frontchannelLogoutUri\n        frontchannelLogoutSessionRequired\n      }\n    }\n    applicationBackchannelLogoutLogs(id: $id, first: 10) {\n      totalCount\n      nodes {\n        id\n        attempt\n        result\n        statusCode\n        error\n        sid\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleApplicationLogoutChannelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateApplicationLogoutChannels($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateApplicationLogoutChannelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleApplicationPkceConsent($id: ID!) {\n    application(id: $id) {\n      id\n      isThirdParty\n      customClientMetadata {\n        requirePkce\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleApplicationPkceConsentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateApplicationPkce($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        customClientMetadata {\n          requirePkce\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateApplicationPkceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateApplicationPushedAuthorization($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        oidcClientMetadata {\n          requirePushedAuthorizationRequests\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateApplicationPushedAuthorizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveSelfRegisteredApplication($id: ID!) {\n    deleteApplication(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveSelfRegisteredApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleTokenExchangeTargets {\n    resources(first: 100) {\n      nodes {\n        id\n        name\n        indicator\n        isManagement\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleTokenExchangeTargetsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateApplicationTokenExchange($id: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(id: $id, input: $input) {\n      application {\n        id\n        customClientMetadata {\n          allowTokenExchange\n          transactionTokens\n          allowedTokenExchangeResources\n          allowManagementApi\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateApplicationTokenExchangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleConnectors {\n    connectors {\n      id\n      connectorId\n      name\n      target\n      logo\n      syncProfile\n      enabled\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ConsoleConnectorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSsoConnectors($first: Int, $offset: Int) {\n    ssoConnectors(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        connectorName\n        providerName\n        domains\n        syncProfile\n        enabled\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleSsoConnectorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleConnectorFactories {\n    connectorFactories {\n      id\n      name\n      description\n      protocol\n      isStandard\n      target\n      configFields {\n        key\n        label\n        type\n        required\n        secret\n        options\n        defaultValue\n        description\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleConnectorFactoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleMessageDelivery {\n    messageDelivery {\n      email {\n        source\n        updatedAt\n        smtp {\n          host\n          port\n          security\n          username\n          password\n          fromAddress\n          fromName\n        }\n      }\n      sms {\n        source\n        updatedAt\n        gateway {\n          type\n          url\n          accountSid\n          authToken\n          from\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleMessageDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetEmailDelivery($input: SmtpDeliveryInput!) {\n    setEmailDelivery(input: $input) {\n      messageDelivery {\n        email {\n          source\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleSetEmailDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleClearEmailDelivery {\n    clearEmailDelivery {\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleClearEmailDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetSmsDelivery($input: SmsDeliveryInput!) {\n    setSmsDelivery(input: $input) {\n      messageDelivery {\n        sms {\n          source\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleSetSmsDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleClearSmsDelivery {\n    clearSmsDelivery {\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleClearSmsDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSendTestMessage($channel: MessageChannel!, $to: String!) {\n    sendTestMessage(channel: $channel, to: $to) {\n      delivered\n      error\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleSendTestMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSsoConnectorProviders {\n    ssoConnectorProviders {\n      providerName\n      providerType\n      name\n      description\n      logo\n      configFields {\n        key\n        label\n        type\n        required\n        secret\n        options\n        defaultValue\n        description\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleSsoConnectorProvidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateConnector($input: CreateConnectorInput!) {\n    createConnector(input: $input) {\n      connector {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateConnectorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleConnector($id: ID!) {\n    connector(id: $id) {\n      id\n      connectorId\n      target\n      name\n      logo\n      syncProfile\n      enabled\n      config\n      callbackUri\n      createdAt\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').ConsoleConnectorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateConnector($id: ID!, $input: UpdateConnectorInput!) {\n    updateConnector(id: $id, input: $input) {\n      connector {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateConnectorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleStartConnectorTest($id: ID!) {\n    startConnectorTest(id: $id) {\n      url\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleStartConnectorTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteConnector($id: ID!) {\n    deleteConnector(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteConnectorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateSsoConnector($input: CreateSsoConnectorInput!) {\n    createSsoConnector(input: $input) {\n      ssoConnector {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateSsoConnectorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleStartSsoConnectorTest($id: ID!) {\n    startSsoConnectorTest(id: $id) {\n      url\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleStartSsoConnectorTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSsoConnector($id: ID!) {\n    ssoConnector(id: $id) {\n      id\n      providerName\n      connectorName\n      config\n      domains\n      branding\n      syncProfile\n      enabled\n      providerConfig\n      createdAt\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').ConsoleSsoConnectorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateSsoConnector($id: ID!, $input: UpdateSsoConnectorInput!) {\n    updateSsoConnector(id: $id, input: $input) {\n      ssoConnector {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateSsoConnectorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteSsoConnector($id: ID!) {\n    deleteSsoConnector(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteSsoConnectorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleEmailTemplates {\n    emailTemplates {\n      id\n      languageTag\n      templateType\n      details {\n        subject\n        content\n        contentType\n        smsContent\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleEmailTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleReplaceEmailTemplates($templates: [EmailTemplateInput!]!) {\n    replaceEmailTemplates(templates: $templates) {\n      emailTemplates {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleReplaceEmailTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteEmailTemplate($id: ID!) {\n    deleteEmailTemplate(id: $id) {\n      rowCount\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteEmailTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleDashboard($since: DateTime) {\n    consoleDashboard(since: $since) {\n      since\n      userCount\n      signIns\n      failedWebhookDeliveries\n      tokenExchanges\n      refusedTokenExchanges\n    }\n  }\n"): typeof import('./graphql').ConsoleDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleQuickstartApplications {\n    applications(first: 100) {\n      nodes {\n        id\n        name\n        type\n        isBuiltIn\n        oidcClientMetadata {\n          redirectUris\n          postLogoutRedirectUris\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleQuickstartApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleLog($id: ID!) {\n    log(id: $id) {\n      id\n      key\n      result\n      userId\n      applicationId\n      ip\n      userAgent\n      error\n      errorDescription\n      payload\n      createdAt\n      user {\n        id\n        username\n        name\n        primaryEmail\n      }\n      application {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleLogs(\n    $first: Int\n    $offset: Int\n    $userId: String\n    $applicationId: String\n    $logKey: [String!]\n    $result: LogResult\n    $startTime: DateTime\n    $endTime: DateTime\n  ) {\n    logs(\n      first: $first\n      offset: $offset\n      userId: $userId\n      applicationId: $applicationId\n      logKey: $logKey\n      result: $result\n      startTime: $startTime\n      endTime: $endTime\n    ) {\n      totalCount\n      nodes {\n        id\n        key\n        result\n        userId\n        applicationId\n        ip\n        error\n        createdAt\n        user {\n          id\n          username\n          name\n          primaryEmail\n        }\n        application {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleLogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOrganizationApplications($id: ID!, $first: Int, $offset: Int) {\n    organizationApplications(id: $id, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        organizationRoles {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleOrganizationApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAddOrganizationApplications($id: ID!, $applicationIds: [ID!]!) {\n    addOrganizationApplications(id: $id, applicationIds: $applicationIds) {\n      membershipChange {\n        addedApplicationIds\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAddOrganizationApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleReplaceOrganizationApplicationRoles($id: ID!, $applicationId: ID!, $organizationRoleIds: [ID!]!) {\n    replaceOrganizationApplicationRoles(id: $id, applicationId: $applicationId, organizationRoleIds: $organizationRoleIds) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleReplaceOrganizationApplicationRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveOrganizationApplication($id: ID!, $applicationId: ID!) {\n    removeOrganizationApplication(id: $id, applicationId: $applicationId) {\n      membershipChange {\n        removedApplicationIds\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveOrganizationApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      organization {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateOrganizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOrganization($id: ID!) {\n    organization(id: $id) {\n      id\n      name\n      description\n      customData\n      createdAt\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').ConsoleOrganizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateOrganization($id: ID!, $input: UpdateOrganizationInput!) {\n    updateOrganization(id: $id, input: $input) {\n      organization {\n        id\n        name\n        description\n        customData\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateOrganizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteOrganization($id: ID!) {\n    deleteOrganization(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteOrganizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOrganizationInvitations($organizationId: ID!, $first: Int, $offset: Int) {\n    organizationInvitations(organizationId: $organizationId, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        invitee\n        status\n        expiresAt\n        createdAt\n        organizationRoles {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleOrganizationInvitationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateOrganizationInvitation($input: CreateOrganizationInvitationInput!) {\n    createOrganizationInvitation(input: $input) {\n      organizationInvitation {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateOrganizationInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRevokeOrganizationInvitation($id: ID!) {\n    setOrganizationInvitationStatus(id: $id, input: { status: Revoked }) {\n      organizationInvitation {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRevokeOrganizationInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteOrganizationInvitation($id: ID!) {\n    deleteOrganizationInvitation(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteOrganizationInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOrganizationJit($id: ID!) {\n    organizationJitEmailDomains(id: $id) {\n      emailDomain\n    }\n    organizationJitRoles(id: $id) {\n      id\n      name\n      description\n    }\n    organizationJitSsoConnectors(id: $id) {\n      id\n      connectorName\n      providerName\n      domains\n    }\n    ssoConnectors(first: 100) {\n      nodes {\n        id\n        connectorName\n        providerName\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleOrganizationJitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAddOrganizationJitEmailDomain($id: ID!, $emailDomain: String!) {\n    addOrganizationJitEmailDomain(id: $id, emailDomain: $emailDomain) {\n      emailDomains {\n        emailDomain\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAddOrganizationJitEmailDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveOrganizationJitEmailDomain($id: ID!, $emailDomain: String!) {\n    removeOrganizationJitEmailDomain(id: $id, emailDomain: $emailDomain) {\n      emailDomains {\n        emailDomain\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveOrganizationJitEmailDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAddOrganizationJitRoles($id: ID!, $organizationRoleIds: [ID!]!) {\n    addOrganizationJitRoles(id: $id, organizationRoleIds: $organizationRoleIds) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAddOrganizationJitRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveOrganizationJitRole($id: ID!, $organizationRoleId: ID!) {\n    removeOrganizationJitRole(id: $id, organizationRoleId: $organizationRoleId) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveOrganizationJitRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAddOrganizationJitSsoConnectors($id: ID!, $ssoConnectorIds: [ID!]!) {\n    addOrganizationJitSsoConnectors(id: $id, ssoConnectorIds: $ssoConnectorIds) {\n      ssoConnectors {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAddOrganizationJitSsoConnectorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveOrganizationJitSsoConnector($id: ID!, $ssoConnectorId: ID!) {\n    removeOrganizationJitSsoConnector(id: $id, ssoConnectorId: $ssoConnectorId) {\n      ssoConnectors {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveOrganizationJitSsoConnectorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOrganizationUsers($id: ID!, $first: Int, $offset: Int, $search: String) {\n    organizationUsers(id: $id, first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        isSuspended\n        organizationRoles {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleOrganizationUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAddOrganizationUsers($id: ID!, $userIds: [ID!]!) {\n    addOrganizationUsers(id: $id, userIds: $userIds) {\n      membershipChange {\n        addedUserIds\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAddOrganizationUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAddOrganizationUserRoles($id: ID!, $userId: ID!, $organizationRoleIds: [ID!]!) {\n    addOrganizationUserRoles(id: $id, userId: $userId, organizationRoleIds: $organizationRoleIds) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAddOrganizationUserRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleReplaceOrganizationUserRoles($id: ID!, $userId: ID!, $organizationRoleIds: [ID!]!) {\n    replaceOrganizationUserRoles(id: $id, userId: $userId, organizationRoleIds: $organizationRoleIds) {\n      organizationRoles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleReplaceOrganizationUserRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveOrganizationUser($id: ID!, $userId: ID!) {\n    removeOrganizationUser(id: $id, userId: $userId) {\n      membershipChange {\n        removedUserIds\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveOrganizationUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOrganizations($first: Int, $offset: Int, $search: String) {\n    organizations(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        jitEmailDomains\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleOrganizationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOrganizationRole($id: ID!) {\n    organizationRole(id: $id) {\n      id\n      name\n      description\n      createdAt\n      updatedAt\n      scopes {\n        id\n        name\n        description\n      }\n      resourceScopes {\n        id\n        name\n        description\n        resourceIndicator\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleOrganizationRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateOrganizationRole($id: ID!, $input: UpdateOrganizationRoleInput!) {\n    updateOrganizationRole(id: $id, input: $input) {\n      organizationRole {\n        id\n        name\n        description\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateOrganizationRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAddOrganizationRoleScopes($id: ID!, $organizationScopeIds: [ID!]!) {\n    addOrganizationRoleScopes(id: $id, organizationScopeIds: $organizationScopeIds) {\n      organizationScopes {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAddOrganizationRoleScopesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveOrganizationRoleScope($id: ID!, $organizationScopeId: ID!) {\n    removeOrganizationRoleScope(id: $id, organizationScopeId: $organizationScopeId) {\n      organizationScopes {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveOrganizationRoleScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAddOrganizationRoleResourceScopes($id: ID!, $scopeIds: [ID!]!) {\n    addOrganizationRoleResourceScopes(id: $id, scopeIds: $scopeIds) {\n      resourceScopes {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAddOrganizationRoleResourceScopesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveOrganizationRoleResourceScope($id: ID!, $scopeId: ID!) {\n    removeOrganizationRoleResourceScope(id: $id, scopeId: $scopeId) {\n      resourceScopes {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveOrganizationRoleResourceScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOrganizationRoles($first: Int, $offset: Int, $search: String) {\n    organizationRoles(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        scopes {\n          id\n          name\n        }\n        resourceScopes {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleOrganizationRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateOrganizationRole($input: CreateOrganizationRoleInput!) {\n    createOrganizationRole(input: $input) {\n      organizationRole {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateOrganizationRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteOrganizationRole($id: ID!) {\n    deleteOrganizationRole(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteOrganizationRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOrganizationScopes($first: Int, $offset: Int, $search: String) {\n    organizationScopes(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleOrganizationScopesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateOrganizationScope($input: CreateOrganizationScopeInput!) {\n    createOrganizationScope(input: $input) {\n      organizationScope {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateOrganizationScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateOrganizationScope($id: ID!, $input: UpdateOrganizationScopeInput!) {\n    updateOrganizationScope(id: $id, input: $input) {\n      organizationScope {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateOrganizationScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteOrganizationScope($id: ID!) {\n    deleteOrganizationScope(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteOrganizationScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetResourceClaimMappings($id: ID!, $mappings: [ClaimMappingInput!]!) {\n    setResourceClaimMappings(id: $id, mappings: $mappings) {\n      mappings {\n        claim\n        from\n        grantTypes\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleSetResourceClaimMappingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleTestResourceClaims($id: ID!, $userId: ID!, $applicationId: ID, $grantType: String) {\n    testResourceClaims(id: $id, userId: $userId, applicationId: $applicationId, grantType: $grantType)\n  }\n"): typeof import('./graphql').ConsoleTestResourceClaimsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateResource($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      resource {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateResourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleResource($id: ID!) {\n    resource(id: $id) {\n      id\n      name\n      indicator\n      accessTokenTtl\n      accessTokenSignedResponseAlg\n      dpopBoundAccessTokensRequired\n      accessTokenClaims {\n        claim\n        from\n        grantTypes\n      }\n      isManagement\n      createdAt\n      updatedAt\n      scopes {\n        id\n        name\n        description\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleResourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateResource($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      resource {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateResourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteResource($id: ID!) {\n    deleteResource(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteResourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateScope($resourceId: ID!, $input: CreateScopeInput!) {\n    createScope(resourceId: $resourceId, input: $input) {\n      scope {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateScope($resourceId: ID!, $scopeId: ID!, $input: UpdateScopeInput!) {\n    updateScope(resourceId: $resourceId, scopeId: $scopeId, input: $input) {\n      scope {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteScope($resourceId: ID!, $scopeId: ID!) {\n    deleteScope(resourceId: $resourceId, scopeId: $scopeId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleResources($first: Int, $offset: Int, $search: String) {\n    resources(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        indicator\n        accessTokenTtl\n        isManagement\n        scopes {\n          id\n        }\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleResourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      role {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleRole($id: ID!) {\n    role(id: $id) {\n      id\n      name\n      description\n      type\n      isDefault\n      createdAt\n      scopes {\n        id\n        name\n        description\n        resourceId\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateRole($id: ID!, $input: UpdateRoleInput!) {\n    updateRole(id: $id, input: $input) {\n      role {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteRole($id: ID!) {\n    deleteRole(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleRoleUsers($id: ID!, $first: Int, $offset: Int) {\n    roleUsers(id: $id, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRoleUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAssignRoleUsers($id: ID!, $userIds: [ID!]!) {\n    assignRoleUsers(id: $id, userIds: $userIds) {\n      users {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAssignRoleUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveRoleUser($id: ID!, $userId: ID!) {\n    removeRoleUser(id: $id, userId: $userId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveRoleUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleRoleApplications($id: ID!, $first: Int, $offset: Int) {\n    roleApplications(id: $id, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRoleApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAssignRoleToApplication($applicationId: ID!, $roleIds: [ID!]!) {\n    assignApplicationRoles(applicationId: $applicationId, roleIds: $roleIds) {\n      roles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAssignRoleToApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveRoleFromApplication($applicationId: ID!, $roleId: ID!) {\n    removeApplicationRole(applicationId: $applicationId, roleId: $roleId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveRoleFromApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAddRoleScopes($id: ID!, $scopeIds: [ID!]!) {\n    addRoleScopes(id: $id, scopeIds: $scopeIds) {\n      scopes {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAddRoleScopesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveRoleScope($id: ID!, $scopeId: ID!) {\n    removeRoleScope(id: $id, scopeId: $scopeId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveRoleScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleRoles($first: Int, $offset: Int, $type: RoleType, $search: String) {\n    roles(first: $first, offset: $offset, type: $type, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        description\n        type\n        isDefault\n        scopes {\n          id\n        }\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSamlApplication($id: ID!) {\n    samlApplication(id: $id) {\n      id\n      name\n      entityId\n      acsUrl {\n        url\n      }\n      nameIdFormat\n      attributeMapping\n      spCertificate\n      requireSignedRequests\n      idpInitiatedSignIn\n      sloUrl {\n        binding\n        url\n      }\n      idp {\n        entityId\n        ssoUrl\n        sloUrl\n        metadataUrl\n        loginUrl\n      }\n    }\n    samlApplicationSecrets(id: $id) {\n      id\n      active\n      expiresAt\n      createdAt\n      fingerprints\n    }\n  }\n"): typeof import('./graphql').ConsoleSamlApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateSamlApplication($id: ID!, $input: SamlApplicationInput!) {\n    updateSamlApplication(id: $id, input: $input) {\n      samlApplication {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateSamlApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteSamlApplication($id: ID!) {\n    deleteSamlApplication(id: $id) {\n      deletedId\n      userErrors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteSamlApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateSamlApplicationSecret($id: ID!, $lifeSpanInYears: Int!) {\n    createSamlApplicationSecret(id: $id, lifeSpanInYears: $lifeSpanInYears) {\n      samlApplicationSecret {\n        id\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateSamlApplicationSecretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleActivateSamlApplicationSecret($id: ID!, $secretId: ID!) {\n    updateSamlApplicationSecret(id: $id, secretId: $secretId, active: true) {\n      samlApplicationSecret {\n        id\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleActivateSamlApplicationSecretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteSamlApplicationSecret($id: ID!, $secretId: ID!) {\n    deleteSamlApplicationSecret(id: $id, secretId: $secretId) {\n      deletedId\n      userErrors {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteSamlApplicationSecretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSamlApplications($first: Int, $offset: Int) {\n    samlApplications(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        entityId\n        acsUrl {\n          url\n        }\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleSamlApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateSamlApplication($input: SamlApplicationInput!) {\n    createSamlApplication(input: $input) {\n      samlApplication {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateSamlApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleScimConnections {\n    scimConnections {\n      id\n      name\n      organization {\n        id\n        name\n      }\n      createdAt\n      revokedAt\n    }\n  }\n"): typeof import('./graphql').ConsoleScimConnectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleScimPickOrganizations($search: String) {\n    organizations(first: 50, search: $search) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleScimPickOrganizationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateScimConnection($input: CreateScimConnectionInput!) {\n    createScimConnection(input: $input) {\n      scimConnection {\n        id\n        token\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateScimConnectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRevokeScimConnection($id: ID!) {\n    revokeScimConnection(id: $id) {\n      scimConnection {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRevokeScimConnectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleActiveSessions($first: Int, $offset: Int) {\n    activeSessions(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        userId\n        createdAt\n        lastActiveAt\n        expiresAt\n        ip\n        userAgent\n        user {\n          id\n          username\n          name\n          primaryEmail\n        }\n        clients {\n          grantId\n          applicationId\n          applicationName\n          isRevoked\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleActiveSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRevokeSession($userId: ID!, $sessionId: ID!) {\n    revokeUserSession(userId: $userId, sessionId: $sessionId) {\n      revokedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRevokeSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleBranding {\n    signInExperience {\n      productName\n      branding {\n        logoUrl\n        darkLogoUrl\n        favicon\n        darkFavicon\n      }\n      color {\n        primaryColor\n        isDarkModeEnabled\n        darkPrimaryColor\n      }\n      languageInfo {\n        autoDetect\n        fallbackLanguage\n      }\n      signIn {\n        methods {\n          identifier\n          password\n          verificationCode\n          isPasswordPrimary\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleBrandingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSignInPreview($input: UpdateSignInExperienceInput!, $language: String) {\n    signInExperiencePreview(input: $input, language: $language)\n  }\n"): typeof import('./graphql').ConsoleSignInPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSaveBranding($input: UpdateSignInExperienceInput!) {\n    updateSignInExperience(input: $input) {\n      signInExperience {\n        productName\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleSaveBrandingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCaptcha {\n    captchaProvider {\n      id\n      config {\n        type\n        siteKey\n        projectId\n        domain\n        mode\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCaptchaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCaptchaPolicy {\n    signInExperience {\n      captchaPolicy {\n        enabled\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCaptchaPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateCaptchaProvider($config: CaptchaConfigInput!) {\n    updateCaptchaProvider(config: $config) {\n      captchaProvider {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateCaptchaProviderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteCaptchaProvider {\n    deleteCaptchaProvider {\n      deleted\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteCaptchaProviderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateCaptchaPolicy($enabled: Boolean!) {\n    updateSignInExperience(input: { captchaPolicy: { enabled: $enabled } }) {\n      signInExperience {\n        captchaPolicy {\n          enabled\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateCaptchaPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSignInExperience {\n    signInExperience {\n      signUp {\n        identifiers\n        verifyEmail\n      }\n      lockout {\n        maxAttempts\n        windowSeconds\n        durationSeconds\n      }\n      codeSend {\n        limit\n        windowSeconds\n        ipLimit\n      }\n      socialSignInConnectorTargets\n      singleSignOnEnabled\n      passwordPolicy {\n        length {\n          min\n          max\n        }\n        characterTypes {\n          min\n        }\n        rejects {\n          pwned\n          repetitionAndSequence\n          userInfo\n          history\n        }\n      }\n      mfa {\n        factors\n        policy\n        organizationRequiredMfaPolicy\n        administratorsRequired\n      }\n    }\n    connectors {\n      id\n      target\n      name\n    }\n  }\n"): typeof import('./graphql').ConsoleSignInExperienceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateSignInExperience($input: UpdateSignInExperienceInput!) {\n    updateSignInExperience(input: $input) {\n      signInExperience {\n        signUp {\n          identifiers\n        }\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateSignInExperienceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSigningKeys {\n    signingKeys {\n      id\n      algorithm\n      status\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ConsoleSigningKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRotateSigningKey($signingKeyAlgorithm: String) {\n    rotateSigningKey(signingKeyAlgorithm: $signingKeyAlgorithm) {\n      signingKeys {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRotateSigningKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteSigningKey($id: ID!) {\n    deleteSigningKey(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteSigningKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleTokenExchangeEvents(\n    $first: Int\n    $offset: Int\n    $applicationId: String\n    $userId: String\n    $result: TokenExchangeResult\n    $resource: String\n    $startTime: DateTime\n    $endTime: DateTime\n  ) {\n    tokenExchangeEvents(\n      first: $first\n      offset: $offset\n      applicationId: $applicationId\n      userId: $userId\n      result: $result\n      resource: $resource\n      startTime: $startTime\n      endTime: $endTime\n    ) {\n      totalCount\n      nodes {\n        id\n        applicationId\n        userId\n        resource\n        organizationId\n        requestedScopes\n        grantedScopes\n        actorSubject\n        result\n        error\n        errorDescription\n        issuedJti\n        ip\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleTokenExchangeEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAdministrators($first: Int, $offset: Int) {\n    users(first: $first, offset: $offset, isConsoleAdministrator: true, orderBy: { field: Name, direction: Asc }) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        isSuspended\n        hasMfa\n        lastSignInAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAdministratorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUser($id: ID!) {\n    user(id: $id) {\n      id\n      username\n      primaryEmail\n      primaryPhone\n      emailVerified\n      phoneVerified\n      name\n      avatar\n      customData\n      profile\n      identities\n      ssoIdentities {\n        id\n        ssoConnectorId\n        issuer\n        identityId\n        detail\n        createdAt\n      }\n      hasPassword\n      hasMfa\n      isSuspended\n      lastSignInAt\n      createdAt\n      updatedAt\n    }\n    userOrganizations(userId: $id) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ConsoleUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateUserCustomData($id: ID!, $customData: JSONObject!) {\n    updateUserCustomData(id: $id, customData: $customData) {\n      value\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateUserCustomDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateUserPassword($id: ID!, $password: String!) {\n    updateUserPassword(id: $id, password: $password) {\n      user {\n        id\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateUserPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetUserIdentifierVerified($id: ID!, $identifierType: VerifiableIdentifierType!, $verified: Boolean!) {\n    setUserIdentifierVerified(id: $id, identifierType: $identifierType, verified: $verified) {\n      user {\n        id\n        emailVerified\n        phoneVerified\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleSetUserIdentifierVerifiedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetUserSuspended($id: ID!, $isSuspended: Boolean!) {\n    setUserSuspended(id: $id, isSuspended: $isSuspended) {\n      user {\n        id\n        isSuspended\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleSetUserSuspendedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserGrants($userId: ID!) {\n    userGrants(userId: $userId) {\n      grants {\n        id\n        createdAt\n        expiresAt\n        application {\n          id\n          name\n        }\n        scopes\n        resourceScopes {\n          resource\n          scopes\n        }\n      }\n    }\n    userAgentLimits(userId: $userId) {\n      applicationId\n      applicationName\n      resources\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').ConsoleUserGrantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRevokeUserGrant($userId: ID!, $grantId: ID!) {\n    revokeUserGrant(userId: $userId, grantId: $grantId) {\n      revokedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRevokeUserGrantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveUserAgentLimit($userId: ID!, $applicationId: ID!) {\n    removeUserAgentLimit(userId: $userId, applicationId: $applicationId) {\n      removedApplicationId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveUserAgentLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetUserAgentLimit($userId: ID!, $applicationId: ID!, $resources: [String!]!) {\n    setUserAgentLimit(userId: $userId, applicationId: $applicationId, resources: $resources) {\n      limit {\n        applicationId\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleSetUserAgentLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAgentLimitResources {\n    resources(first: 100) {\n      nodes {\n        id\n        name\n        indicator\n        isManagement\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAgentLimitResourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSsoConnectorName($id: ID!) {\n    ssoConnector(id: $id) {\n      id\n      connectorName\n    }\n  }\n"): typeof import('./graphql').ConsoleSsoConnectorNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserFilterChoices {\n    roles(first: 100, type: User) {\n      nodes {\n        id\n        name\n      }\n    }\n    organizations(first: 100) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUserFilterChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserMfaVerifications($userId: ID!) {\n    userMfaVerifications(userId: $userId) {\n      id\n      type\n      createdAt\n      lastUsedAt\n      name\n    }\n  }\n"): typeof import('./graphql').ConsoleUserMfaVerificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteUserMfaVerification($userId: ID!, $verificationId: ID!) {\n    deleteUserMfaVerification(userId: $userId, verificationId: $verificationId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteUserMfaVerificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserRoles($userId: ID!) {\n    userRoles(userId: $userId, first: 100) {\n      nodes {\n        id\n        name\n        description\n      }\n    }\n    roles(first: 100, type: User) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUserRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAssignUserRoles($userId: ID!, $roleIds: [ID!]!) {\n    assignUserRoles(userId: $userId, roleIds: $roleIds) {\n      roles {\n        id\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAssignUserRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveUserRole($userId: ID!, $roleId: ID!) {\n    removeUserRole(userId: $userId, roleId: $roleId) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveUserRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserSessions($userId: ID!) {\n    userSessions(userId: $userId) {\n      sessions {\n        id\n        createdAt\n        expiresAt\n        ip\n        userAgent\n        clients {\n          grantId\n          applicationId\n          applicationName\n          isRevoked\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUserSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRevokeUserSession($userId: ID!, $sessionId: ID!) {\n    revokeUserSession(userId: $userId, sessionId: $sessionId) {\n      revokedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRevokeUserSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUsers(\n    $first: Int\n    $offset: Int\n    $search: String\n    $isSuspended: Boolean\n    $hasMfa: Boolean\n    $roleId: ID\n    $organizationId: ID\n    $orderBy: UserOrder\n  ) {\n    users(\n      first: $first\n      offset: $offset\n      search: $search\n      isSuspended: $isSuspended\n      hasMfa: $hasMfa\n      roleId: $roleId\n      organizationId: $organizationId\n      orderBy: $orderBy\n    ) {\n      totalCount\n      nodes {\n        id\n        username\n        primaryEmail\n        name\n        isSuspended\n        hasMfa\n        lastSignInAt\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleHookEvents {\n    hookEvents\n  }\n"): typeof import('./graphql').ConsoleHookEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateHook($input: CreateHookInput!) {\n    createHook(input: $input) {\n      hook {\n        id\n      }\n      signingKey\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateHookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleHook($id: ID!) {\n    hook(id: $id) {\n      id\n      name\n      events\n      enabled\n      config {\n        url\n        headers\n      }\n      executionStats {\n        successCount\n        failedCount\n        pendingCount\n        requestCount\n      }\n      createdAt\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').ConsoleHookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateHook($id: ID!, $input: UpdateHookInput!) {\n    updateHook(id: $id, input: $input) {\n      hook {\n        id\n        enabled\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateHookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteHook($id: ID!) {\n    deleteHook(id: $id) {\n      deletedId\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDeleteHookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRotateHookSigningKey($id: ID!) {\n    rotateHookSigningKey(id: $id) {\n      signingKey\n      previousKeyExpiresAt\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRotateHookSigningKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleTestHook($id: ID!, $input: TestHookInput!) {\n    testHook(id: $id, input: $input) {\n      results {\n        event\n        success\n        statusCode\n        durationMs\n        responseExcerpt\n        error\n      }\n      userErrors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleTestHookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleHookLogs($id: ID!, $first: Int, $offset: Int, $event: String, $result: HookLogResult, $startTime: DateTime, $endTime: DateTime) {\n    hookRecentLogs(id: $id, first: $first, offset: $offset, event: $event, result: $result, startTime: $startTime, endTime: $endTime) {\n      totalCount\n      nodes {\n        id\n        deliveryId\n        webhookId\n        event\n        attempt\n        result\n        statusCode\n        durationMs\n        responseExcerpt\n        error\n        payload\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleHookLogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRedeliverHookDelivery($id: ID!, $deliveryId: ID!) {\n    redeliverHookDelivery(id: $id, deliveryId: $deliveryId) {\n      delivery {\n        id\n        status\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRedeliverHookDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleHooks($first: Int, $offset: Int, $search: String) {\n    hooks(first: $first, offset: $offset, search: $search) {\n      totalCount\n      nodes {\n        id\n        name\n        events\n        enabled\n        config {\n          url\n        }\n        executionStats {\n          successCount\n          failedCount\n          pendingCount\n          requestCount\n        }\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleHooksDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
