import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { earlyPathsFor, takeEarlyRequest } from '@/lib/early-requests';
import { detectLanguage, startI18n } from '@/lib/i18n';
import { resources } from './i18n-resources';

// Two cores shared by every test run on the machine: a whole page (session check, lists, lazy routes)
// can take longer than Testing Library's default second to appear — a lazy route's first import,
// transformed cold while the server tests hold both cores, was seen to take over 4 s — and a journey
// longer than 5 s.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

// A copy: i18next keeps and changes the object it is given.
await startI18n(detectLanguage(), structuredClone(resources));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // A page's early reads it did not take before its test ended (a panel that loads after the first
  // screen) are not the next test's.
  for (const path of [...earlyPathsFor('/'), ...earlyPathsFor('/dashboard')]) void takeEarlyRequest(path);
});

// Preact runs a render's effects after the next frame, or 35 ms later at the latest, from a timer that
// calls cancelAnimationFrame: a file's last renders must have run theirs before its environment (and
// that function with it) is torn down, or the timer throws "cancelAnimationFrame is not defined".
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
});
