import { type ReactNode, Suspense, useEffect } from 'react';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner.tsx';
import { type LazyComponent, lazyNamed } from '../lib/lazy-named.ts';
import { Navigate, Route, Switch, useLocation } from '../lib/router.tsx';
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
const AdminApprovalsPage = lazyNamed(loadAdmin, 'AdminApprovalsPage');
const AdminSettingsPage = lazyNamed(loadAdmin, 'AdminSettingsPage');
const AdminLoanPage = lazyNamed(loadAdmin, 'AdminLoanPage');
const AdminAccountingPage = lazyNamed(loadAdmin, 'AdminAccountingPage');

/**
 * One area's pages: its path under the area (`''` for its home, `:name` for a segment the page reads
 * with `useParams`) and the page's component.
 */
type AreaPages = readonly (readonly [string, LazyComponent<object>])[];

const VENDOR_PAGES: AreaPages = [
  ['', VendorDashboardPage],
  ['customers', VendorCustomersPage],
  ['applications', VendorApplicationsPage],
  ['onboarding', VendorOnboardingPage],
  ['catalog', VendorCatalogPage],
  ['profile', VendorProfilePage],
];
const CUSTOMER_PAGES: AreaPages = [
  ['', CustomerPaymentsPage],
  ['account', CustomerAccountRoute],
];
const ADMIN_PAGES: AreaPages = [
  ['', AdminDashboardPage],
  ['applications', AdminApplicationsPage],
  ['users', AdminUsersPage],
  ['motorcycles', AdminMotorcyclesPage],
  ['payments', AdminPaymentsPage],
  ['approvals', AdminApprovalsPage],
  ['reports', AdminReportsPage],
  ['accounting', AdminAccountingPage],
  ['activity', AdminActivityPage],
  ['settings', AdminSettingsPage],
  ['loans/:id', AdminLoanPage],
];

/** A page's path as a regular expression's source: each `:name` segment stands for any one segment. */
const pathSource = (path: string) => path.replace(/:[^/]+/g, '[^/]+');

/** The area's known pages only: any other path under it is the not-found page, outside the guard. */
const areaPattern = (area: string, pages: AreaPages) =>
  new RegExp(
    `^/${area}(?:/(?:${pages
      .map(([path]) => pathSource(path))
      .filter(Boolean)
      .join('|')}))?/?$`,
    'i',
  );

const pagePath = (area: string, path: string) => (path ? `/${area}/${path}` : `/${area}`);

/**
 * A signed-in area: the role guard, then the layout (it stays between pages), then the page. The
 * layout's and the page's code are fetched while the guard checks the session, so the page shows as
 * soon as the answer comes (the server has already named these chunks for the browser to download).
 */
function Area({
  area,
  allowedRole,
  Layout,
  pages,
}: {
  area: string;
  allowedRole: string;
  Layout: LazyComponent<{ children: ReactNode }>;
  pages: AreaPages;
}) {
  const { pathname } = useLocation();
  useEffect(() => {
    const shown = pathname.replace(/(.)\/$/, '$1');
    const page = pages.find(([path]) =>
      new RegExp(`^${pathSource(pagePath(area, path))}$`, 'i').test(shown),
    )?.[1];
    // A failed fetch is left to the render, which shows the error boundary.
    Promise.all([Layout.preload(), page?.preload()]).catch(() => {});
  }, [area, Layout, pages, pathname]);
  return (
    <RequireRole allowedRoles={[allowedRole]}>
      <Layout>
        <Switch>
          {pages.map(([path, Page]) => (
            <Route key={path} path={pagePath(area, path)} component={Page} />
          ))}
        </Switch>
      </Layout>
    </RequireRole>
  );
}

/** The route table, inside the error boundary; the spinner shows while the first page's code loads. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <ScrollToTop />
      <Suspense fallback={<FullScreenSpinner label="Cargando..." />}>
        <Switch>
          <Route path="/">
            <Navigate to="/login" replace />
          </Route>
          <Route path="/login" component={LoginPage} />
          <Route path="/onboarding" component={OnboardingPage} />
          <Route path="/debug" component={DebugPage} />
          <Route path={areaPattern('vendor', VENDOR_PAGES)}>
            <Area area="vendor" allowedRole="vendor" Layout={VendorLayout} pages={VENDOR_PAGES} />
          </Route>
          <Route path={areaPattern('customer', CUSTOMER_PAGES)}>
            <Area area="customer" allowedRole="customer" Layout={CustomerLayout} pages={CUSTOMER_PAGES} />
          </Route>
          <Route path={areaPattern('admin', ADMIN_PAGES)}>
            <Area area="admin" allowedRole="admin" Layout={AdminLayout} pages={ADMIN_PAGES} />
          </Route>
          <Route path="/unauthorized" component={UnauthorizedPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
