import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ApiSession } from '../support/api';
import type { BrowserSession } from '../support/browser';
import { squash, text } from '../support/texts';
import { openAdminTab, openBrowserAs } from '../support/ui';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let api: ApiSession;
let browser: BrowserSession;
let page: Page;

interface ConfigView {
  kellyFraction: number;
  pickFormula: string | null;
}

const es = (key: string, values?: Record<string, string | number>) => text('es', key, values);
const clearHistory = () => api.call('DELETE', '/api/admin/genius-chat/history');

beforeAll(async () => {
  api = await ApiSession.logIn(baseUrl, admin.email, admin.password);
  await clearHistory();
});
beforeEach(async () => {
  browser = await openBrowserAs(api, { language: 'es', width: 1440, height: 900 });
  page = browser.page;
});
afterEach(async () => browser?.close());
afterAll(async () => {
  await clearHistory().catch(() => undefined);
});

describe('Genius Chat in the browser', () => {
  it(
    'an admin chats once: Shift+Enter breaks the line, Enter sends, Pensando... shows, the answer streams in with the context and stays after a reload',
    { timeout: 60_000 },
    async () => {
      const config = await api.call<ConfigView>('GET', '/api/admin/config');
      await openAdminTab(page, baseUrl, 'geniusChat');
      await page.getByTestId('genius-context').waitFor();
      expect(await page.getByTestId('genius-not-configured').count()).toBe(0);

      const input = page.getByTestId('genius-input');
      await input.click();
      await input.pressSequentially('¿Cómo van mis stakes?');
      await input.press('Shift+Enter');
      await input.pressSequentially('Sé breve.');
      expect(await input.inputValue()).toBe('¿Cómo van mis stakes?\nSé breve.');
      await input.press('Enter');

      // The journeys' fake provider streams three sentences 150 ms apart (support/fake-ai.ts).
      await page.getByTestId('genius-thinking').waitFor();
      expect(squash(await page.getByTestId('genius-thinking').textContent())).toBe(
        es('genius:chat.thinking'),
      );
      const answer = page.getByTestId('genius-message-assistant');
      await expect
        .poll(async () => squash(await answer.textContent()), { timeout: 20_000 })
        .toContain('Recuerda que la varianza manda en muestras cortas.');
      const answerText = (await answer.textContent()) ?? '';
      expect(answerText).toContain(`Con una fracción de Kelly de ${config.kellyFraction}`);
      expect(answerText).toContain(`La fórmula activa es: ${config.pickFormula ?? '('}`);
      expect(await input.inputValue()).toBe('');

      // Stored on the server: the conversation comes back with the tab.
      await page.reload();
      await page.getByTestId('genius-message-assistant').waitFor();
      expect(await page.getByTestId('genius-message-user').textContent()).toContain(
        '¿Cómo van mis stakes?\nSé breve.',
      );
      expect(await page.getByTestId('genius-message-assistant').count()).toBe(1);

      // Clear, after the confirmation.
      await page.getByTestId('genius-clear').click();
      await page.getByTestId('confirm-dialog-confirm').click();
      await page.getByTestId('genius-message-user').waitFor({ state: 'detached' });
    },
  );
});
