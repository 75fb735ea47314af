// What React prints to the console in tests that render a page as the server does, then in the browser.
/**
 * React's server renderer, in development, marks every context it provides as its own and never unmarks
 * it; the browser's renderer then notes, once per provider, that two renderers share it. In a browser only
 * one runs; these tests run both in one realm, so that note says nothing about the page.
 */
export const SERVER_RENDERER_NOTE = 'Detected multiple renderers concurrently rendering the same context';

/** What a `console.error` spy caught besides the server renderer's note. */
export function consoleErrors(spy: { mock: { calls: unknown[][] } }): unknown[][] {
  return spy.mock.calls.filter((call) => !String(call[0]).startsWith(SERVER_RENDERER_NOTE));
}
