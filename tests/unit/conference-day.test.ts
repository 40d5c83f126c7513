/**
 * The conference day of a check-in (src/shared/conference-day.ts): India's calendar date, not the server's
 * or UTC's, within the event's dates (both ends included); no day without dates; a start without an end is a
 * one-day event. And the HH:MM shown in "already checked in at ...".
 */
import { describe, expect, it } from 'vitest';
import { conferenceDay, dateInIndia, timeInIndia } from '~/shared/conference-day';

describe('the conference day', () => {
  it("reads India's date: 19:00 UTC is already the next day in Kolkata (UTC+5:30)", () => {
    expect(dateInIndia(new Date('2026-02-06T18:29:59Z'))).toBe('2026-02-06');
    expect(dateInIndia(new Date('2026-02-06T18:30:00Z'))).toBe('2026-02-07');
  });

  it('is a day of the event from its first to its last day, both included', () => {
    const [starts, ends] = ['2026-02-07', '2026-02-09'];
    expect(conferenceDay(new Date('2026-02-06T18:29:59Z'), starts, ends)).toBeNull();
    expect(conferenceDay(new Date('2026-02-06T18:30:00Z'), starts, ends)).toBe('2026-02-07');
    expect(conferenceDay(new Date('2026-02-08T06:00:00Z'), starts, ends)).toBe('2026-02-08');
    expect(conferenceDay(new Date('2026-02-09T18:29:59Z'), starts, ends)).toBe('2026-02-09');
    expect(conferenceDay(new Date('2026-02-09T18:30:00Z'), starts, ends)).toBeNull();
  });

  it('is no day for an event without dates, and one day for an event without an end', () => {
    expect(conferenceDay(new Date('2026-02-08T06:00:00Z'), null, null)).toBeNull();
    expect(conferenceDay(new Date('2026-02-08T06:00:00Z'), null, '2026-02-09')).toBeNull();
    expect(conferenceDay(new Date('2026-02-08T06:00:00Z'), '2026-02-08', null)).toBe('2026-02-08');
    expect(conferenceDay(new Date('2026-02-09T06:00:00Z'), '2026-02-08', null)).toBeNull();
  });

  it('shows times on the 24-hour clock of India', () => {
    expect(timeInIndia(new Date('2026-02-08T03:44:00Z'))).toBe('09:14');
    expect(timeInIndia(new Date('2026-02-08T18:35:00Z'))).toBe('00:05');
  });
});
