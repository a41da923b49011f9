// One route per page; each section's pages load when first visited, so the first load stays small.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './pages/not-found';

const UsersList = lazy(() => import('./pages/users/users-list'));
const UserDetail = lazy(() => import('./pages/users/user-detail'));
const UserCreate = lazy(() => import('./pages/users/user-create'));
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
