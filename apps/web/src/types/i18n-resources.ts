// The shape of every namespace, for typed keys; the texts themselves load per page (lib/locale-bundles).
import type adminRecords from '@/locales/es/admin-records.json';
import type admin from '@/locales/es/admin.json';
import type analyze from '@/locales/es/analyze.json';
import type auth from '@/locales/es/auth.json';
import type common from '@/locales/es/common.json';
import type dashboard from '@/locales/es/dashboard.json';
import type errors from '@/locales/es/errors.json';
import type footer from '@/locales/es/footer.json';
import type labBacktests from '@/locales/es/lab-backtests.json';
import type labConfig from '@/locales/es/lab-config.json';
import type labExport from '@/locales/es/lab-export.json';
import type labFormulas from '@/locales/es/lab-formulas.json';
import type lab from '@/locales/es/lab.json';
import type landing from '@/locales/es/landing.json';
import type notFound from '@/locales/es/not-found.json';
import type record from '@/locales/es/record.json';
import type users from '@/locales/es/users.json';

export type I18nResources = {
  common: typeof common;
  landing: typeof landing;
  auth: typeof auth;
  dashboard: typeof dashboard;
  admin: typeof admin;
  adminRecords: typeof adminRecords;
  lab: typeof lab;
  labConfig: typeof labConfig;
  labFormulas: typeof labFormulas;
  labBacktests: typeof labBacktests;
  labExport: typeof labExport;
  analyze: typeof analyze;
  errors: typeof errors;
  notFound: typeof notFound;
  footer: typeof footer;
  users: typeof users;
  record: typeof record;
};
