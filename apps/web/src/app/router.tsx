import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireRole } from './require-role.tsx';
import { RootHydrateFallback, RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { UnauthorizedPage } from './routes/unauthorized.tsx';

/*
 * Each area is one lazy route module holding its layout; the layout and the pages pick their
 * component from it, and each page loads its own chunk inside the layout (so an area costs its
 * layout and the page shown, not every page). The role guard is in the entry chunk (it is tiny).
 */
const loadVendor = () => import('./routes/vendor.tsx');
const loadCustomer = () => import('./routes/customer.tsx');
const loadAdmin = () => import('./routes/admin.tsx');

type ComponentKeys<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M];

/** `lazy` for a route whose component is the named export `name` of the module `load` imports. */
function lazyComponent<M>(load: () => Promise<M>, name: ComponentKeys<M>) {
  return { Component: async () => (await load())[name] as ComponentType };
}

/**
 * The route table, built afresh for each router: React Router marks the `lazy` object of a route as
 * loaded by mutating it, so two routers (tests) must not share the objects.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        { index: true, element: <Navigate to="/login" replace /> },
        { path: 'login', lazy: () => import('./routes/login.tsx') },
        { path: 'onboarding', lazy: () => import('./routes/onboarding.tsx') },
        { path: 'debug', lazy: () => import('./routes/debug.tsx') },
        {
          path: 'vendor',
          element: <RequireRole allowedRoles={['vendor']} />,
          children: [
            {
              lazy: lazyComponent(loadVendor, 'VendorLayout'),
              children: [
                { index: true, lazy: lazyComponent(loadVendor, 'VendorDashboardPage') },
                { path: 'customers', lazy: lazyComponent(loadVendor, 'VendorCustomersPage') },
                { path: 'applications', lazy: lazyComponent(loadVendor, 'VendorApplicationsPage') },
                // The registration wizard is its own chunk (it carries the financing domain and the uploads).
                { path: 'onboarding', lazy: () => import('./routes/vendor-onboarding.tsx') },
                { path: 'catalog', lazy: lazyComponent(loadVendor, 'VendorCatalogPage') },
                { path: 'profile', lazy: lazyComponent(loadVendor, 'VendorProfilePage') },
              ],
            },
          ],
        },
        {
          path: 'customer',
          element: <RequireRole allowedRoles={['customer']} />,
          children: [
            {
              lazy: lazyComponent(loadCustomer, 'CustomerLayout'),
              children: [
                { index: true, lazy: lazyComponent(loadCustomer, 'CustomerPaymentsPage') },
                { path: 'account', lazy: lazyComponent(loadCustomer, 'CustomerAccountRoute') },
              ],
            },
          ],
        },
        {
          path: 'admin',
          element: <RequireRole allowedRoles={['admin']} />,
          children: [
            {
              lazy: lazyComponent(loadAdmin, 'AdminLayout'),
              children: [
                { index: true, lazy: lazyComponent(loadAdmin, 'AdminDashboardPage') },
                { path: 'applications', lazy: lazyComponent(loadAdmin, 'AdminApplicationsPage') },
                { path: 'users', lazy: lazyComponent(loadAdmin, 'AdminUsersPage') },
                { path: 'motorcycles', lazy: lazyComponent(loadAdmin, 'AdminMotorcyclesPage') },
                { path: 'payments', lazy: lazyComponent(loadAdmin, 'AdminPaymentsPage') },
                { path: 'reports', lazy: lazyComponent(loadAdmin, 'AdminReportsPage') },
                { path: 'activity', lazy: lazyComponent(loadAdmin, 'AdminActivityPage') },
                { path: 'settings', lazy: lazyComponent(loadAdmin, 'AdminSettingsPage') },
              ],
            },
          ],
        },
        { path: 'unauthorized', Component: UnauthorizedPage },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
