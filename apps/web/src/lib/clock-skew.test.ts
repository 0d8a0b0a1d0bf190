import { clockNow, seoulDate } from '@portal/contract/dates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { clockSkewScript, markAwayZone, noteServerDate } from './clock-skew';

const skew = () => (window as { __portalSkewMs?: number }).__portalSkewMs;
afterEach(() => {
  delete (window as { __portalSkewMs?: number }).__portalSkewMs;
});

describe('the phone’s clock against the server’s', () => {
  it('is measured when the page is drawn, a minute or less counting as none', () => {
    new Function(clockSkewScript(Date.now() + 30_000))();
    expect(skew()).toBe(0);
    new Function(clockSkewScript(Date.now() + 86_400_000))();
    expect(skew()).toBeGreaterThan(86_399_000);
  });

  it('is measured again from an answer’s Date: a clock set right afterwards is followed, not kept a day off', () => {
    const now = Date.parse('2026-12-02T14:30:00Z');
    // Drawn with the phone a day behind: corrected to the server's day.
    (window as { __portalSkewMs?: number }).__portalSkewMs = 86_400_000;
    // The phone's clock is then set right: the next answer says so.
    noteServerDate(new Date(now).toUTCString(), now);
    expect(skew()).toBe(0);
    expect(seoulDate(clockNow())).toBe(seoulDate(new Date()));
    // A second off (the header's resolution and the network) changes nothing.
    noteServerDate(new Date(now + 1_500).toUTCString(), now);
    expect(skew()).toBe(0);
    // Wrong again by an hour: corrected.
    noteServerDate(new Date(now + 3_600_000).toUTCString(), now);
    expect(skew()).toBe(3_600_000);
    // No header, or one that cannot be read: as it was.
    noteServerDate(null, now);
    noteServerDate('yesterday', now);
    expect(skew()).toBe(3_600_000);
  });

  it('does not flip on a phone about a minute off, between a second late and a second early', () => {
    const now = Date.parse('2026-12-02T14:30:00Z');
    // Found a minute and a half-second ahead when the page was drawn.
    new Function(clockSkewScript(Date.now() - 60_500))();
    expect(skew()).toBeLessThan(-60_000);
    const first = skew();
    // The next answers read 59.5 s and 60.5 s: the correction holds, unchanged.
    noteServerDate(new Date(now - 59_000).toUTCString(), now + 500);
    expect(skew()).toBe(first);
    noteServerDate(new Date(now - 60_000).toUTCString(), now + 500);
    expect(skew()).toBe(first);
    // Set right: followed at once.
    noteServerDate(new Date(now).toUTCString(), now + 300);
    expect(skew()).toBe(0);
    // A correct phone is not corrected for 40 s (a late answer): only past the minute.
    noteServerDate(new Date(now - 40_000).toUTCString(), now);
    expect(skew()).toBe(0);
  });

  it('is read from every answer of the API client', async () => {
    (window as { __portalSkewMs?: number }).__portalSkewMs = 86_400_000;
    const client = createApiClient({
      baseUrl: () => '',
      currentTokens: () => null,
      readSharedTokens: async () => null,
      saveTokens: async () => undefined,
      onSignedOut: vi.fn(),
      fetch: (async () =>
        new Response('{}', {
          status: 200,
          headers: { 'content-type': 'application/json', date: new Date().toUTCString() },
        })) as typeof fetch,
    });
    await client.request('/site/');
    expect(skew()).toBe(0);
  });
});

describe('a phone in another time zone', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.removeAttribute('data-away-zone');
  });

  it('marks the page for the note that times are Seoul’s, and not in Seoul’s zone or Tokyo’s (the same hour)', () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-540);
    markAwayZone(window);
    expect(document.documentElement.hasAttribute('data-away-zone')).toBe(false);
    // Los Angeles in winter.
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(480);
    markAwayZone(window);
    expect(document.documentElement.hasAttribute('data-away-zone')).toBe(true);
  });
});
