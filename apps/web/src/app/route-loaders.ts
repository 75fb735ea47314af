import type { ComponentType } from 'react';
import type { FirstQuery } from '@/lib/first-reads';
import { type Namespace, SHELL_NAMESPACES } from '@/lib/locale-bundles';

/** A page whose code loads when it is first shown (React.lazy), with the texts it needs. */
export type RouteLoader = {
  /** The path under the layout route, as the router declares it. */
  path: string;
  load: () => Promise<ComponentType>;
  /** Loaded beside the code so the page never shows a key; one it forgets still loads, a moment later. */
  namespaces: readonly Namespace[];
  /**
   * A page the server renders for a signed-in visitor: the queries of its first screen, whose reads the
   * server renders it from and sends with it (apps/server/src/plugins/pages-with-reads.ts).
   */
  firstQueries?: () => Promise<FirstQuery[]>;
};

/** The landing page ships in the entry chunk; only its texts load apart. */
export const LANDING_NAMESPACES = ['landing'] as const satisfies readonly Namespace[];

// No import of a page here, only `import()`: this table is shared with src/preload.ts, which must stay tiny.
export const ROUTE_LOADERS = {
  login: {
    path: 'login',
    load: () => import('./routes/login').then((module) => module.LoginRoute),
    namespaces: ['auth', 'errors'],
  },
  forgotPassword: {
    path: 'forgot-password',
    load: () => import('./routes/forgot-password').then((module) => module.ForgotPasswordRoute),
    namespaces: ['auth', 'errors'],
  },
  resetPassword: {
    path: 'reset-password',
    load: () => import('./routes/reset-password').then((module) => module.ResetPasswordRoute),
    namespaces: ['auth', 'errors'],
  },
  record: {
    path: 'record',
    load: () => import('./routes/record').then((module) => module.RecordRoute),
    namespaces: ['record', 'picks'],
  },
  dashboard: {
    path: 'dashboard',
    load: () => import('./routes/dashboard').then((module) => module.DashboardRoute),
    firstQueries: () => import('./routes/dashboard').then((module) => module.firstQueries()),
    // The email verification forms bring the auth texts when an account shows them; the API's refusals
    // bring theirs (errors) with the first one.
    namespaces: ['dashboard', 'notifications', 'picks', 'bets'],
  },
  myBets: {
    path: 'my-bets',
    load: () => import('./routes/my-bets').then((module) => module.MyBetsRoute),
    // A failed load's retry is the picks' text; the API's refusals are translated (errors).
    namespaces: ['bets', 'picks', 'errors'],
  },
  account: {
    path: 'account',
    load: () => import('./routes/account').then((module) => module.AccountRoute),
    // The sessions card is the dashboard's; the API's refusals are translated (errors).
    namespaces: ['account', 'dashboard', 'errors'],
  },
  analyzePick: {
    path: 'analyze-pick',
    load: () => import('./routes/analyze-pick').then((module) => module.AnalyzePickRoute),
    // The strategies' names, reasons and key factors are the analysis log's texts (admin namespace);
    // a withheld analysis shows the dashboard's locked pick and its free-pick claim (auth's code form).
    namespaces: ['analyze', 'admin', 'picks', 'dashboard', 'auth', 'errors'],
  },
  admin: {
    path: 'admin',
    load: () => import('./routes/admin').then((module) => module.AdminRoute),
    namespaces: [
      'admin',
      'picks',
      'stats',
      'backup',
      'users',
      'labConfig',
      'massey',
      'danyscore',
      'genius',
      'errors',
    ],
  },
  laboratory: {
    path: 'laboratory',
    load: () => import('./routes/laboratory').then((module) => module.LaboratoryRoute),
    namespaces: ['lab', 'labConfig', 'labFormulas', 'labBacktests', 'labExport', 'errors'],
  },
  notFound: {
    path: '*',
    load: () => import('./routes/not-found').then((module) => module.NotFoundRoute),
    namespaces: ['notFound'],
  },
} as const satisfies Record<string, RouteLoader>;

/** The lazy page a URL path shows, if it is one of the named routes. */
export function routeLoaderFor(pathname: string): RouteLoader | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return Object.values(ROUTE_LOADERS).find((route) => route.path === path);
}

/** The texts the first page needs before it renders: every page's shell, and its own. */
export function firstPageNamespaces(pathname: string): Namespace[] {
  const own = pathname === '/' ? LANDING_NAMESPACES : (routeLoaderFor(pathname)?.namespaces ?? []);
  return [...new Set<Namespace>([...SHELL_NAMESPACES, ...own])];
}
