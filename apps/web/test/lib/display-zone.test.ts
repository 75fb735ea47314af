import { afterEach, describe, expect, it, vi } from 'vitest';
import { inDisplayZone, rememberTimeZone, setDisplayZone, TIME_ZONE_COOKIE } from '@/lib/display-zone';
import { formatShortDate } from '@/lib/format';

afterEach(() => {
  document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0`;
  setDisplayZone(undefined);
  vi.restoreAllMocks();
});

const zoneIs = (zone: string) =>
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...new Intl.DateTimeFormat().resolvedOptions(),
    timeZone: zone,
  });

describe("the browser's time zone, for the pages the server renders", () => {
  it('is kept in a cookie the server reads, encoded', () => {
    zoneIs('America/Argentina/Buenos_Aires');
    rememberTimeZone();
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=America%2FArgentina%2FBuenos_Aires`);
  });

  it('follows the browser when its zone changes (a trip)', () => {
    zoneIs('Europe/Madrid');
    rememberTimeZone();
    zoneIs('Asia/Tokyo');
    rememberTimeZone();
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=Asia%2FTokyo`);
    expect(document.cookie).not.toContain('Madrid');
  });

  it('leaves dates in the runtime zone unless a render sets one', () => {
    expect(inDisplayZone()).toEqual({});
    const local = formatShortDate('2030-06-01T18:30:00.000Z', 'en');
    setDisplayZone(() => new Date(0));
    expect(inDisplayZone().in).toBeTypeOf('function');
    setDisplayZone(undefined);
    expect(formatShortDate('2030-06-01T18:30:00.000Z', 'en')).toBe(local);
  });
});
