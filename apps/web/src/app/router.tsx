import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { loadNamespaces } from '@/lib/i18n';
import { RouteGuard } from './route-guard';
import { trackRouteLoad } from '@/lib/route-loading';
import { ROUTE_LOADERS, type RouteLoader } from './route-loaders';
import { LandingRoute } from './routes/landing';

// The pages whose code and texts are in, by path: rendered at once, without suspending.
const loadedPages = new Map<string, ComponentType>();

/**
 * Loads a page's code and texts before React hydrates the page the server sent, so hydration takes the
 * whole page over in one pass: a part still waiting for its code keeps its sent markup only until an
 * update reaches it, when React drops that markup for the layout's loading state.
 */
export async function loadRoute({ path, load, namespaces }: RouteLoader): Promise<void> {
  const [Page] = await Promise.all([load(), loadNamespaces(namespaces)]);
  loadedPages.set(path, Page);
}

/**
 * The page's code and its texts load together while the progress bar runs (a navigation is a transition:
 * the page on screen stays until this one is ready); a page `loadRoute` loaded renders at once.
 */
function lazyRoute(route: RouteLoader) {
  const { path, load, namespaces } = route;
  const Lazy = lazy(() =>
    trackRouteLoad(Promise.all([load(), loadNamespaces(namespaces)])).then(([Page]) => ({ default: Page })),
  );
  return function RoutePage() {
    const Page = loadedPages.get(path) ?? Lazy;
    return <Page />;
  };
}

const LoginRoute = lazyRoute(ROUTE_LOADERS.login);
const ForgotPasswordRoute = lazyRoute(ROUTE_LOADERS.forgotPassword);
const ResetPasswordRoute = lazyRoute(ROUTE_LOADERS.resetPassword);
const RecordRoute = lazyRoute(ROUTE_LOADERS.record);
const DashboardRoute = lazyRoute(ROUTE_LOADERS.dashboard);
const AnalyzePickRoute = lazyRoute(ROUTE_LOADERS.analyzePick);
const AccountRoute = lazyRoute(ROUTE_LOADERS.account);
const MyBetsRoute = lazyRoute(ROUTE_LOADERS.myBets);
const AdminRoute = lazyRoute(ROUTE_LOADERS.admin);
const LaboratoryRoute = lazyRoute(ROUTE_LOADERS.laboratory);
const NotFoundRoute = lazyRoute(ROUTE_LOADERS.notFound);

/**
 * Every route of the app. Rendered inside a BrowserRouter (app) or a MemoryRouter (tests).
 * Only the landing page is in the entry chunk; every other page loads when first shown.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingRoute />} />
        <Route path={ROUTE_LOADERS.login.path} element={<LoginRoute />} />
        <Route path={ROUTE_LOADERS.forgotPassword.path} element={<ForgotPasswordRoute />} />
        <Route path={ROUTE_LOADERS.resetPassword.path} element={<ResetPasswordRoute />} />
        <Route path={ROUTE_LOADERS.record.path} element={<RecordRoute />} />
        <Route element={<RouteGuard />}>
          <Route path={ROUTE_LOADERS.dashboard.path} element={<DashboardRoute />} />
          <Route path={ROUTE_LOADERS.analyzePick.path} element={<AnalyzePickRoute />} />
          <Route path={ROUTE_LOADERS.account.path} element={<AccountRoute />} />
          <Route path={ROUTE_LOADERS.myBets.path} element={<MyBetsRoute />} />
        </Route>
        <Route element={<RouteGuard requireAdmin />}>
          <Route path={ROUTE_LOADERS.admin.path} element={<AdminRoute />} />
          <Route path={ROUTE_LOADERS.laboratory.path} element={<LaboratoryRoute />} />
        </Route>
        <Route path={ROUTE_LOADERS.notFound.path} element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
