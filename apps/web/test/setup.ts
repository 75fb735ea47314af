import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Two cores shared by every test run on the machine: a whole page (session check, lists, lazy routes)
// can take longer than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
