/**
 * Date formatters are made on first use (src/shared/date-format.ts): making one loads locale and time-zone
 * data, which a page's modules should not pay while they load.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const { DateTimeFormat } = Intl;
let made = 0;
/** Intl.DateTimeFormat, counting the formatters made. */
class CountedDateTimeFormat extends DateTimeFormat {
  constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
    super(...args);
    made += 1;
  }
}

afterEach(() => {
  Intl.DateTimeFormat = DateTimeFormat;
  vi.resetModules();
});

describe('lazyDateTimeFormat', () => {
  it('makes no formatter when the modules that format load, then one per format, once', async () => {
    Intl.DateTimeFormat = CountedDateTimeFormat as typeof Intl.DateTimeFormat;
    made = 0;
    // A worker keeps modules from the files it ran before (isolate: false): load these afresh, so that their
    // formatters are made here, if at all.
    vi.resetModules();
    const format = await import('~/web/components/app/format');
    const when = await import('~/web/features/registration/when');
    const day = await import('~/shared/conference-day');
    expect(made).toBe(0);

    expect(format.formatDateTime('2024-11-03T10:35:00Z')).toBe(
      new DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2024-11-03T10:35:00Z'),
      ),
    );
    format.formatDateTime('2024-11-04T10:35:00Z');
    expect(made).toBe(1);

    expect(when.formatEventDates('2024-10-04', '2024-10-06')).toBe('4–6 October 2024');
    expect(when.formatMoment('2026-12-01T04:30:00Z')).toBe('1 December 2026 at 10:00 am IST');
    expect(day.dateInIndia(new Date('2024-10-04T20:00:00Z'))).toBe('2024-10-05');
    expect(day.timeInIndia(new Date('2024-10-04T20:00:00Z'))).toBe('01:30');
    expect(made).toBe(5);
  });
});

describe('formatSessionTime', () => {
  it("writes a session's day short, with its start time", async () => {
    const { formatSessionTime } = await import('~/web/components/app/format');
    expect(formatSessionTime('2026-11-29', '09:30')).toBe('29 Nov, 09:30');
    expect(formatSessionTime('2027-01-01', '14:00')).toBe('1 Jan, 14:00');
  });
});
