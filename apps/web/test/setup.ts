import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { earlyPathsFor, takeEarlyRequest } from '@/lib/early-requests';
import { detectLanguage, startI18n } from '@/lib/i18n';
import { resources } from './i18n-resources';
import { SERVER_RENDERER_NOTE } from './console-errors';

// Two cores shared by every test run on the machine: a whole page (session check, lists, lazy routes)
// can take longer than Testing Library's default second to appear — a lazy route's first import,
// transformed cold while the server tests hold both cores, was seen to take over 4 s — and a journey
// longer than 5 s.
configure({ asyncUtilTimeout: 10_000 });
// Tests that hydrate or render with React's own act (not through Testing Library's render) need it too.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

// Tests that render a page as the server does and then in the browser run both renderers in one realm:
// the note React's development build prints about it is not the page's (see console-errors.ts).
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (!String(args[0]).startsWith(SERVER_RENDERER_NOTE)) consoleError(...args);
};

// A copy: i18next keeps and changes the object it is given.
await startI18n(detectLanguage(), structuredClone(resources));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // A page's early reads it did not take before its test ended (a panel that loads after the first
  // screen) are not the next test's.
  for (const path of [...earlyPathsFor('/'), ...earlyPathsFor('/dashboard')]) void takeEarlyRequest(path);
});
