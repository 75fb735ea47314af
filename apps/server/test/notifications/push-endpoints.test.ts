import { describe, expect, it } from 'vitest';
import { checkPushEndpoint } from '../../src/modules/notifications/push/push-endpoints';

const configured = new Set(['https://127.0.0.1:8443']);

describe('the push endpoints the server posts to', () => {
  it.each([
    ['Chrome and Edge (FCM)', 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b'],
    ['older Chrome (GCM)', 'https://android.googleapis.com/gcm/send/abc'],
    ['Firefox (autopush)', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA'],
    ['Windows (WNS)', 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA'],
    ['Safari (Apple)', 'https://web.push.apple.com/QGuQyavXuttx'],
    ['a configured origin', 'https://127.0.0.1:8443/push/abc'],
  ])('takes %s', (_name, endpoint) => {
    expect(checkPushEndpoint(endpoint, configured)).toMatchObject({ ok: true });
  });

  it.each([
    ['loopback', 'https://127.0.0.1/push'],
    ['loopback by name', 'https://localhost/push'],
    ['IPv6 loopback', 'https://[::1]/push'],
    ['an IPv4-mapped IPv6 address', 'https://[::ffff:127.0.0.1]/push'],
    ['a private address', 'https://10.0.0.1/push'],
    ['a link-local address (cloud metadata)', 'https://169.254.169.254/latest'],
    ['the metadata name', 'https://metadata.google.internal/computeMetadata'],
    ['a decimal IPv4', 'https://2130706433/push'],
    ['a shortened IPv4', 'https://127.1/push'],
    ['an octal IPv4', 'https://0177.0.0.1/push'],
    ['the unspecified address', 'https://0.0.0.0/push'],
    ['a user and password', 'https://user:pw@fcm.googleapis.com/fcm/send/x'],
    ['a user alone', 'https://user@fcm.googleapis.com/fcm/send/x'],
    ['a push service on another port', 'https://fcm.googleapis.com:444/fcm/send/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/x'],
    ['a suffix without its dot', 'https://evilnotify.windows.com/x'],
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['the configured host on another port', 'https://127.0.0.1:8444/push'],
    ['not a URL', 'fcm.googleapis.com/fcm/send/x'],
  ])('refuses %s', (_name, endpoint) => {
    expect(checkPushEndpoint(endpoint, configured)).toMatchObject({ ok: false });
  });

  it('says why, without quoting the endpoint', () => {
    expect(checkPushEndpoint('https://10.0.0.1/secret-token', configured)).toEqual({
      ok: false,
      why: 'it is an IP address',
    });
  });
});
