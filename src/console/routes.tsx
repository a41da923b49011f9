// One route per page; each section's pages load when first visited, so the first load stays small.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './pages/not-found';

const UsersList = lazy(() => import('./pages/users/users-list'));
const UserDetail = lazy(() => import('./pages/users/user-detail'));
const UserCreate = lazy(() => import('./pages/users/user-create'));
const ResourcesList = lazy(() => import('./pages/resources/resources-list'));
const ResourceCreate = lazy(() => import('./pages/resources/resource-create'));
const ResourceDetail = lazy(() => import('./pages/resources/resource-detail'));
const RolesList = lazy(() => import('./pages/roles/roles-list'));
const RoleCreate = lazy(() => import('./pages/roles/role-create'));
const RoleDetail = lazy(() => import('./pages/roles/role-detail'));
const ApplicationsList = lazy(() => import('./pages/applications/applications-list'));
const ApplicationCreate = lazy(() => import('./pages/applications/application-create'));
const ApplicationDetail = lazy(() => import('./pages/applications/application-detail'));
const SamlApplicationsList = lazy(() => import('./pages/saml-applications/saml-applications-list'));
const SamlApplicationDetail = lazy(() => import('./pages/saml-applications/saml-application-detail'));
const WebhooksList = lazy(() => import('./pages/webhooks/webhooks-list'));
const WebhookCreate = lazy(() => import('./pages/webhooks/webhook-create'));
const WebhookDetail = lazy(() => import('./pages/webhooks/webhook-detail'));
const TokenExchangeAudit = lazy(() => import('./pages/token-exchange/token-exchange-audit'));
const SigningKeys = lazy(() => import('./pages/signing-keys/signing-keys'));
const SignInExperience = lazy(() => import('./pages/sign-in-experience/sign-in-experience'));
const Connectors = lazy(() => import('./pages/connectors/connectors'));
const SocialConnectorCreate = lazy(() => import('./pages/connectors/social-connector-create'));
const SocialConnectorDetail = lazy(() => import('./pages/connectors/social-connector-detail'));
const SsoConnectorCreate = lazy(() => import('./pages/connectors/sso-connector-create'));
const SsoConnectorDetail = lazy(() => import('./pages/connectors/sso-connector-detail'));
const OrganizationsList = lazy(() => import('./pages/organizations/organizations-list'));
const OrganizationCreate = lazy(() => import('./pages/organizations/organization-create'));
const OrganizationDetail = lazy(() => import('./pages/organizations/organization-detail'));
const OrganizationTemplate = lazy(() => import('./pages/organizations/template/organization-template'));
const OrganizationRoleDetail = lazy(() => import('./pages/organizations/template/organization-role-detail'));
const Logs = lazy(() => import('./pages/logs/logs'));
const LogDetail = lazy(() => import('./pages/logs/log-detail'));
const GetStarted = lazy(() => import('./pages/get-started/get-started'));
const SessionsList = lazy(() => import('./pages/sessions/sessions-list'));
const ConsoleAdministrators = lazy(() => import('./pages/users/console-administrators'));
const EmailTemplates = lazy(() => import('./pages/email-templates/email-templates'));
const ScimConnections = lazy(() => import('./pages/scim/scim-connections'));

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to="/get-started" replace />} />
        <Route path="get-started" element={<GetStarted />} />
        <Route path="sessions" element={<SessionsList />} />
        <Route path="administrators" element={<ConsoleAdministrators />} />
        <Route path="users" element={<UsersList />} />
        <Route path="users/new" element={<UserCreate />} />
        <Route path="users/:id" element={<UserDetail />} />
        <Route path="resources" element={<ResourcesList />} />
        <Route path="resources/new" element={<ResourceCreate />} />
        <Route path="resources/:id" element={<ResourceDetail />} />
        <Route path="roles" element={<RolesList />} />
        <Route path="roles/new" element={<RoleCreate />} />
        <Route path="roles/:id" element={<RoleDetail />} />
        <Route path="applications" element={<ApplicationsList />} />
        <Route path="applications/new" element={<ApplicationCreate />} />
        <Route path="applications/:id" element={<ApplicationDetail />} />
        <Route path="saml-applications" element={<SamlApplicationsList />} />
        <Route path="saml-applications/:id" element={<SamlApplicationDetail />} />
        <Route path="webhooks" element={<WebhooksList />} />
        <Route path="webhooks/new" element={<WebhookCreate />} />
        <Route path="webhooks/:id" element={<WebhookDetail />} />
        <Route path="token-exchange" element={<TokenExchangeAudit />} />
        <Route path="signing-keys" element={<SigningKeys />} />
        <Route path="sign-in-experience" element={<SignInExperience />} />
        <Route path="email-templates" element={<EmailTemplates />} />
        <Route path="connectors" element={<Connectors />} />
        <Route path="connectors/social/new" element={<SocialConnectorCreate />} />
        <Route path="connectors/social/:id" element={<SocialConnectorDetail />} />
        <Route path="connectors/sso/new" element={<SsoConnectorCreate />} />
        <Route path="connectors/sso/:id" element={<SsoConnectorDetail />} />
        <Route path="organizations" element={<OrganizationsList />} />
        <Route path="organizations/new" element={<OrganizationCreate />} />
        <Route path="organizations/template" element={<OrganizationTemplate />} />
        <Route path="organizations/template/roles/:id" element={<OrganizationRoleDetail />} />
        <Route path="organizations/:id" element={<OrganizationDetail />} />
        <Route path="logs" element={<Logs />} />
        <Route path="logs/:id" element={<LogDetail />} />
        <Route path="scim" element={<ScimConnections />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
