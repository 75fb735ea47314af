/**
 * Leaves the app for another site (Stripe's Checkout page or its customer portal). Its own module so
 * tests can stand in for a navigation jsdom cannot perform.
 */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
