// One route per page; each section's pages load when first visited, so the first load stays small.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './pages/not-found';

const UsersList = lazy(() => import('./pages/users/users-list'));
const UserDetail = lazy(() => import('./pages/users/user-detail'));
const UserCreate = lazy(() => import('./pages/users/user-create'));
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

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to="/users" replace />} />
        <Route path="users" element={<UsersList />} />
        <Route path="users/new" element={<UserCreate />} />
        <Route path="users/:id" element={<UserDetail />} />
        <Route path="webhooks" element={<WebhooksList />} />
        <Route path="webhooks/new" element={<WebhookCreate />} />
        <Route path="webhooks/:id" element={<WebhookDetail />} />
        <Route path="token-exchange" element={<TokenExchangeAudit />} />
        <Route path="signing-keys" element={<SigningKeys />} />
        <Route path="sign-in-experience" element={<SignInExperience />} />
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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
