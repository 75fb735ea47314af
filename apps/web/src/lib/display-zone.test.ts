import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  renderZone,
  rememberTimeZone,
  sentPageZone,
  setRenderZone,
  TIME_ZONE_COOKIE,
} from '@/lib/display-zone';
import { formatShortDate } from '@/lib/format';

afterEach(() => {
  document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0`;
  setRenderZone(undefined);
  delete document.documentElement.dataset.zone;
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
    expect(renderZone()).toEqual({});
    const local = formatShortDate('2030-06-01T18:30:00.000Z', 'en');
    setRenderZone({ timeZone: 'Asia/Tokyo' });
    expect(formatShortDate('2030-06-01T18:30:00.000Z', 'en')).toBe('02 Jun 03:30');
    setRenderZone(undefined);
    expect(formatShortDate('2030-06-01T18:30:00.000Z', 'en')).toBe(local);
  });
});

describe('the zone a page the server rendered is hydrated in', () => {
  it("is the browser's own when the page was sent in it, or sent without dates", () => {
    zoneIs('Europe/Madrid');
    expect(sentPageZone()).toBeUndefined();
    document.documentElement.dataset.zone = 'Europe/Madrid';
    expect(sentPageZone()).toBeUndefined();
  });

  it('is the zone the page was sent in when the cookie held another (a trip)', () => {
    zoneIs('Asia/Tokyo');
    document.documentElement.dataset.zone = 'Europe/Madrid';
    const zone = sentPageZone();
    expect(zone?.clockUnknown).toBeFalsy();
    expect(formatShortDate('2030-06-01T18:30:00.000Z', 'es', zone)).toBe('01 jun 20:30');
  });

  it('is UTC without times of day for a visitor whose zone the server did not know', () => {
    zoneIs('America/New_York');
    document.documentElement.dataset.zone = '';
    const zone = sentPageZone();
    expect(formatShortDate('2030-06-01T23:30:00.000Z', 'en', zone)).toBe('01 Jun --:--');
    expect(formatShortDate('2030-06-01T23:30:00.000Z', 'en', {})).not.toContain('--:--');
  });
});
