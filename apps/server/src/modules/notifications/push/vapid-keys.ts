import webpush from 'web-push';
import { loadStoredSecret } from '../../../db/app-secret';
import type { Database } from '../../../db/client';

export interface VapidKeys {
  /** The uncompressed P-256 point, base64url: what the browser subscribes with. */
  publicKey: string;
  privateKey: string;
}

/** The server_secrets row that keeps a generated pair. */
const VAPID_SECRET_NAME = 'vapid';

function parseStored(value: string): VapidKeys {
  const parsed = JSON.parse(value) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string')
    throw new Error('server_secrets holds a malformed VAPID key pair');
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/**
 * The server's VAPID keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, otherwise a pair made at
 * the first start and kept in server_secrets, so every instance and every restart signs with the
 * key the browsers subscribed with (a new key would orphan every subscription). Two instances
 * starting together both insert; the first row wins and both read it.
 */
export async function loadVapidKeys(db: Database, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  return parseStored(
    await loadStoredSecret(db, VAPID_SECRET_NAME, () => JSON.stringify(webpush.generateVAPIDKeys())),
  );
}
