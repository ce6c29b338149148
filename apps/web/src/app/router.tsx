import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner.tsx';
import { lazyNamed } from '../lib/lazy-named.ts';
import { RequireRole } from './require-role.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { UnauthorizedPage } from './routes/unauthorized.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/*
 * Each area is one lazy module in routes/ holding its layout; the layout and the pages pick their
 * component from it, and each page loads its own chunk inside the layout (so an area costs its
 * layout and the page shown, not every page). The server preloads these modules by path
 * (apps/api route-preloads.ts). The role guard is in the entry chunk (it is tiny).
 */
const loadVendor = () => import('./routes/vendor.tsx');
const loadCustomer = () => import('./routes/customer.tsx');
const loadAdmin = () => import('./routes/admin.tsx');

const LoginPage = lazyNamed(() => import('./routes/login.tsx'), 'LoginPage');
const OnboardingPage = lazyNamed(() => import('./routes/onboarding.tsx'), 'OnboardingPage');
const DebugPage = lazyNamed(() => import('./routes/debug.tsx'), 'DebugPage');

const VendorLayout = lazyNamed(loadVendor, 'VendorLayout');
const VendorDashboardPage = lazyNamed(loadVendor, 'VendorDashboardPage');
const VendorCustomersPage = lazyNamed(loadVendor, 'VendorCustomersPage');
const VendorApplicationsPage = lazyNamed(loadVendor, 'VendorApplicationsPage');
// The registration wizard is its own chunk (it carries the financing domain and the uploads).
const VendorOnboardingPage = lazyNamed(
  () => import('./routes/vendor-onboarding.tsx'),
  'VendorOnboardingPage',
);
const VendorCatalogPage = lazyNamed(loadVendor, 'VendorCatalogPage');
const VendorProfilePage = lazyNamed(loadVendor, 'VendorProfilePage');

const CustomerLayout = lazyNamed(loadCustomer, 'CustomerLayout');
const CustomerPaymentsPage = lazyNamed(loadCustomer, 'CustomerPaymentsPage');
const CustomerAccountRoute = lazyNamed(loadCustomer, 'CustomerAccountRoute');

const AdminLayout = lazyNamed(loadAdmin, 'AdminLayout');
const AdminDashboardPage = lazyNamed(loadAdmin, 'AdminDashboardPage');
const AdminApplicationsPage = lazyNamed(loadAdmin, 'AdminApplicationsPage');
const AdminUsersPage = lazyNamed(loadAdmin, 'AdminUsersPage');
const AdminMotorcyclesPage = lazyNamed(loadAdmin, 'AdminMotorcyclesPage');
const AdminPaymentsPage = lazyNamed(loadAdmin, 'AdminPaymentsPage');
const AdminReportsPage = lazyNamed(loadAdmin, 'AdminReportsPage');
const AdminActivityPage = lazyNamed(loadAdmin, 'AdminActivityPage');
const AdminSettingsPage = lazyNamed(loadAdmin, 'AdminSettingsPage');

/** The route table, inside the error boundary; the spinner shows while the first page's code loads. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <ScrollToTop />
      <Suspense fallback={<FullScreenSpinner label="Cargando..." />}>
        <Routes>
          <Route path="/" element={<Navigate to="/login" replace />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="onboarding" element={<OnboardingPage />} />
          <Route path="debug" element={<DebugPage />} />
          <Route path="vendor" element={<RequireRole allowedRoles={['vendor']} />}>
            <Route element={<VendorLayout />}>
              <Route index element={<VendorDashboardPage />} />
              <Route path="customers" element={<VendorCustomersPage />} />
              <Route path="applications" element={<VendorApplicationsPage />} />
              <Route path="onboarding" element={<VendorOnboardingPage />} />
              <Route path="catalog" element={<VendorCatalogPage />} />
              <Route path="profile" element={<VendorProfilePage />} />
            </Route>
          </Route>
          <Route path="customer" element={<RequireRole allowedRoles={['customer']} />}>
            <Route element={<CustomerLayout />}>
              <Route index element={<CustomerPaymentsPage />} />
              <Route path="account" element={<CustomerAccountRoute />} />
            </Route>
          </Route>
          <Route path="admin" element={<RequireRole allowedRoles={['admin']} />}>
            <Route element={<AdminLayout />}>
              <Route index element={<AdminDashboardPage />} />
              <Route path="applications" element={<AdminApplicationsPage />} />
              <Route path="users" element={<AdminUsersPage />} />
              <Route path="motorcycles" element={<AdminMotorcyclesPage />} />
              <Route path="payments" element={<AdminPaymentsPage />} />
              <Route path="reports" element={<AdminReportsPage />} />
              <Route path="activity" element={<AdminActivityPage />} />
              <Route path="settings" element={<AdminSettingsPage />} />
            </Route>
          </Route>
          <Route path="unauthorized" element={<UnauthorizedPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
