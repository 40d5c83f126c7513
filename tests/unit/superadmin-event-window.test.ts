/** What the superadmin's event pages say about a registration window, and the datetime-local conversions. */
import { describe, expect, it } from 'vitest';
import { describeWindow } from '~/web/features/superadmin/events/window';
import { fromLocalInput, toLocalInput } from '~/web/lib/local-time';

const now = Date.parse('2026-01-10T12:00:00Z');
const iso = (offsetHours: number) => new Date(now + offsetHours * 3600_000).toISOString();

describe('describeWindow', () => {
  it('is open with the switch on inside the window, saying when it closes', () => {
    expect(describeWindow({ switchOpen: true, opensAt: iso(-1), closesAt: iso(48) }, now)).toMatchObject({
      kind: 'open',
      text: expect.stringMatching(/^Open, closes .+/),
    });
    expect(describeWindow({ switchOpen: true, opensAt: null, closesAt: null }, now)).toEqual({
      kind: 'open',
      text: 'Open, no closing time',
    });
  });

  it('is scheduled with the switch on before the opening time', () => {
    const state = describeWindow({ switchOpen: true, opensAt: iso(24), closesAt: iso(48) }, now);
    expect(state.kind).toBe('scheduled');
    expect(state.text).toMatch(/^Opens .+, closes .+/);
  });

  it('is closed after the closing time, or with the switch off', () => {
    expect(describeWindow({ switchOpen: true, opensAt: null, closesAt: iso(-1) }, now)).toMatchObject({
      kind: 'closed',
      text: expect.stringMatching(/^Closed on .+/),
    });
    expect(describeWindow({ switchOpen: false, opensAt: null, closesAt: null }, now)).toEqual({
      kind: 'closed',
      text: '',
    });
    expect(describeWindow({ switchOpen: false, opensAt: iso(-1), closesAt: iso(5) }, now)).toMatchObject({
      kind: 'closed',
      text: expect.stringMatching(/^Switched off; the window opens .+, closes .+/),
    });
  });
});

describe('datetime-local values', () => {
  it('round-trips a time to the minute in the local time zone', () => {
    const value = toLocalInput('2026-03-05T09:41:00.000Z');
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(value)).toBe('2026-03-05T09:41:00.000Z');
  });

  it('maps empty to null and passes an unreadable value on for the schema to refuse', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('  ')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBe('tomorrow');
  });
});
