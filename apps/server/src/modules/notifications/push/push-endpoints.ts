import { Agent, globalAgent } from 'node:https';
import { literalAddress, lookupThrough, publicHostResolver } from '../../../lib/public-address';

/** The browsers' push services: Chrome and Edge (FCM), Firefox (autopush), Windows (WNS), Safari (Apple). */
const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
];
const PUSH_SERVICE_SUFFIXES: readonly string[] = [
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
];

export type PushEndpointCheck = { ok: true; configured: boolean } | { ok: false; why: string };

/**
 * Whether a push endpoint is one the server may post to: https at a browser's push service on its
 * standard port, by name (an IP address in any form — 127.0.0.1, [::1], 2130706433, 0x7f.1 — is not a
 * push service), without a user name or password; or at an origin of `configured` (PUSH_SERVICE_ORIGINS).
 */
export function checkPushEndpoint(endpoint: string, configured: ReadonlySet<string>): PushEndpointCheck {
  if (!URL.canParse(endpoint)) return { ok: false, why: 'not a URL' };
  const url = new URL(endpoint);
  if (url.username || url.password) return { ok: false, why: 'it carries a user name or password' };
  if (url.protocol !== 'https:') return { ok: false, why: 'it is not https' };
  if (configured.has(url.origin)) return { ok: true, configured: true };
  if (literalAddress(url.hostname) !== undefined) return { ok: false, why: 'it is an IP address' };
  if (url.port !== '') return { ok: false, why: 'it names a port' };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const known = PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((end) => host.endsWith(end));
  return known ? { ok: true, configured: false } : { ok: false, why: 'it is not a browser push service' };
}

let publicAgent: Agent | undefined;

/**
 * The https agent a push to a browser's push service goes through: the default one's options, and a
 * lookup that resolves the service's name to public addresses only, at connect time (a name that
 * resolves inside the network, at once or later by DNS rebinding, is refused).
 */
export function publicPushAgent(): Agent {
  publicAgent ??= new Agent({ ...globalAgent.options, lookup: lookupThrough(publicHostResolver()) });
  return publicAgent;
}
