import { Route, Routes } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { RouteGuard } from './route-guard';
import { AdminRoute } from './routes/admin';
import { AnalyzePickRoute } from './routes/analyze-pick';
import { DashboardRoute } from './routes/dashboard';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { LaboratoryRoute } from './routes/laboratory';
import { LandingRoute } from './routes/landing';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { RecordRoute } from './routes/record';
import { ResetPasswordRoute } from './routes/reset-password';

/** Every route of product.md §2. Rendered inside a BrowserRouter (app) or a MemoryRouter (tests). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingRoute />} />
        <Route path="login" element={<LoginRoute />} />
        <Route path="forgot-password" element={<ForgotPasswordRoute />} />
        <Route path="reset-password" element={<ResetPasswordRoute />} />
        <Route path="record" element={<RecordRoute />} />
        <Route element={<RouteGuard />}>
          <Route path="dashboard" element={<DashboardRoute />} />
          <Route path="analyze-pick" element={<AnalyzePickRoute />} />
        </Route>
        <Route element={<RouteGuard requireAdmin />}>
          <Route path="admin" element={<AdminRoute />} />
          <Route path="laboratory" element={<LaboratoryRoute />} />
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
