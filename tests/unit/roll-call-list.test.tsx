// @vitest-environment jsdom
/**
 * The chair's roll-call list (src/web/features/chairs/RollCallList.tsx): each delegate by portfolio with the
 * state as text and the door's check-in; tapping a delegate moves to the next state (not marked -> present ->
 * present and voting -> absent -> present); the three buttons set a state directly and say which is chosen
 * (aria-pressed); names a screen reader reads; the counts; the empty list; a row being saved is disabled; a
 * committee of 60 listed in full, the photos below the first screen loaded lazily.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { chairMessages } from '~/shared/desk-messages';
import type { RollCallEntry, RollCallState, SeatedDelegate } from '~/shared/schemas/chairs';
import { RollCallList } from '~/web/features/chairs/RollCallList';

afterEach(cleanup);
const m = chairMessages;

const delegates: SeatedDelegate[] = [
  { registrationId: 'r1', name: 'Asha Das', photo: null, portfolio: 'Alpha', institution: 'Assam College' },
  { registrationId: 'r2', name: 'Bikram Roy', photo: '/photo.webp', portfolio: 'Beta', institution: null },
];

/** The list with its own state, as the page keeps it; `marks` records every call of onMark. */
function Harness({
  marks,
  saving = new Set<string>(),
}: {
  marks: [string, RollCallState][];
  saving?: Set<string>;
}) {
  const [entries, setEntries] = useState(
    new Map<string, RollCallEntry>([
      ['r1', { registrationId: 'r1', state: null, checkedIn: true }],
      ['r2', { registrationId: 'r2', state: 'absent', checkedIn: false }],
    ]),
  );
  return (
    <RollCallList
      delegates={delegates}
      entries={entries}
      saving={saving}
      onMark={(id, state) => {
        marks.push([id, state]);
        setEntries((e) => new Map(e).set(id, { ...e.get(id)!, state }));
      }}
    />
  );
}

/** A delegate's row button: its visible text, then what a tap does. */
const tap = (name: string, next: string) => new RegExp(`${name}.*, ${m.tapFor(next)}$`);
const row = (name: string) => screen.getByRole('group', { name: new RegExp(name) }).closest('li')!;

describe('the roll-call list', () => {
  it('shows each delegate with the state as text and the check-in at the door', () => {
    render(<Harness marks={[]} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByText(/Alpha|Beta/)[0]!.textContent)).toEqual([
      'Alpha',
      'Beta',
    ]);
    expect(within(row('Asha Das')).getByText(m.notMarked)).toBeTruthy();
    expect(within(row('Asha Das')).getByText(m.checkedInAtDoor)).toBeTruthy();
    expect(within(row('Bikram Roy')).getByText(m.notCheckedIn)).toBeTruthy();
    expect(within(row('Bikram Roy')).getAllByText('Absent')).toHaveLength(2);
    expect(screen.getByText(m.counts(0, 0, 1, 1))).toBeTruthy();
  });

  it('cycles the state when the delegate is tapped, its name ending with what a tap does', () => {
    const marks: [string, RollCallState][] = [];
    render(<Harness marks={marks} />);
    fireEvent.click(screen.getByRole('button', { name: tap('Asha Das', 'Present') }));
    fireEvent.click(screen.getByRole('button', { name: tap('Asha Das', 'Present and voting') }));
    fireEvent.click(screen.getByRole('button', { name: tap('Asha Das', 'Absent') }));
    fireEvent.click(screen.getByRole('button', { name: tap('Asha Das', 'Present') }));
    expect(marks).toEqual([
      ['r1', 'present'],
      ['r1', 'presentAndVoting'],
      ['r1', 'absent'],
      ['r1', 'present'],
    ]);
    expect(within(row('Asha Das')).getAllByText('Present')).toHaveLength(2);
  });

  it('sets a state with its button, which says it is chosen', () => {
    const marks: [string, RollCallState][] = [];
    render(<Harness marks={marks} />);
    const group = screen.getByRole('group', { name: 'Beta: Bikram Roy' });
    const voting = within(group).getByRole('button', { name: 'Present and voting' });
    expect(voting.getAttribute('aria-pressed')).toBe('false');
    expect(within(group).getByRole('button', { name: 'Absent' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(voting);
    expect(marks).toEqual([['r2', 'presentAndVoting']]);
    expect(voting.getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'Absent' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(m.counts(0, 1, 0, 1))).toBeTruthy();
  });

  it('disables a delegate while their mark is saved', () => {
    render(<Harness marks={[]} saving={new Set(['r1'])} />);
    for (const button of within(row('Asha Das')).getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    for (const button of within(row('Bikram Roy')).getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists every delegate of a committee of 60, the photos after the first screen loaded when near', async () => {
    const many: SeatedDelegate[] = Array.from({ length: 60 }, (_, i) => ({
      registrationId: `m${i + 1}`,
      name: `Delegate ${i + 1}`,
      photo: `/photos/${i + 1}.webp`,
      portfolio: `Portfolio ${String(i + 1).padStart(2, '0')}`,
      institution: null,
    }));
    render(<RollCallList delegates={many} entries={new Map()} saving={new Set()} onMark={() => {}} />);
    expect(screen.getByText(m.counts(0, 0, 0, 60))).toBeTruthy();
    const list = screen.getByRole('list', { name: m.delegatesList });
    expect(await within(list).findByText('Portfolio 60')).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(60);
    const loading = items.map((li) => li.querySelector('img')!.getAttribute('loading'));
    expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(loading.slice(-4)).toEqual(['lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('says when no delegate is seated', () => {
    render(<RollCallList delegates={[]} entries={new Map()} saving={new Set()} onMark={() => undefined} />);
    expect(screen.getByText(m.noDelegates)).toBeTruthy();
  });
});
