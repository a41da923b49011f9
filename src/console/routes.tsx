// One route per page; each section's pages load when first visited, so the first load stays small.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './pages/not-found';

const UsersList = lazy(() => import('./pages/users/users-list'));
const UserDetail = lazy(() => import('./pages/users/user-detail'));
const UserCreate = lazy(() => import('./pages/users/user-create'));

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to="/users" replace />} />
        <Route path="users" element={<UsersList />} />
        <Route path="users/new" element={<UserCreate />} />
        <Route path="users/:id" element={<UserDetail />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
