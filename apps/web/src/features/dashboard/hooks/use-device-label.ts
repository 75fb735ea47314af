import type { SessionDevice } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A session's device in words: "Chrome en Windows" / "Chrome on Windows". The browser and system
 * keep the names the server read from the User-Agent; the sentence around them is translated.
 */
export function useDeviceLabel() {
  const { t } = useTranslation('dashboard');
  return ({ browser, os }: SessionDevice): string => {
    if (browser && os) return t('sessions.device.browserOnOs', { browser, os });
    if (browser) return browser;
    if (os) return t('sessions.device.onOs', { os });
    return t('sessions.device.unknown');
  };
}
