import 'i18next';
import type { I18nResources } from './i18n-resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: I18nResources;
    returnNull: false;
  }
}
