// @vitest-environment jsdom
/**
 * The tenure list of the team editor (src/web/features/superadmin/team/TeamTenuresPage.tsx): each tenure says
 * whether the public pages show it (docs/decisions/0070-team-restore-stays-in-its-tenure.md): 'Not published'
 * for a tenure without a version, 'Changes not published' for one whose draft differs from its newest version,
 * nothing for a published tenure whose draft is that version.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { teamDraftMessages as d } from '~/shared/desk-messages';
import { messages } from '~/shared/messages';
import type { TenureListItem } from '~/shared/schemas/team';
import { TeamTenuresPage } from '~/web/features/superadmin/team/TeamTenuresPage';
import { tenuresQuery } from '~/web/features/superadmin/team/api';
import { renderInApp } from '../support/render';
import { answer, json } from '../support/requests';

afterEach(cleanup);

const tenures: TenureListItem[] = [
  { label: '2026-27', current: false, groups: 0, people: 0, published: false, changed: true },
  { label: '2025-26', current: true, groups: 6, people: 51, published: true, changed: true },
  { label: '2024-25', current: false, groups: 6, people: 48, published: true, changed: false },
];

/** The list item of a tenure, found by the link to its editor. */
function itemOf(label: string): HTMLElement {
  const list = screen.getByRole('region', { name: 'Tenures' });
  return within(list).getByRole('link', { name: label }).closest('li')!;
}

describe('the tenure list', () => {
  it('says which tenures are not published, or have changes not published, and nothing of the others', () => {
    // The page reads the list again as it opens: the same tenures.
    answer('GET /v1/api/superadmin/team/tenures', json({ message: messages.team.tenuresFetched, tenures }));
    renderInApp(<TeamTenuresPage />, {
      path: '/superadmin/team',
      cached: [[tenuresQuery.queryKey, tenures]],
    });

    const never = itemOf('2026-27');
    expect(within(never).queryByText(d.listNotPublished)).not.toBeNull();
    expect(within(never).queryByText(d.listChanged)).toBeNull();

    const changed = itemOf('2025-26');
    expect(within(changed).queryByText(d.listChanged)).not.toBeNull();
    expect(within(changed).queryByText(d.listNotPublished)).toBeNull();

    const upToDate = itemOf('2024-25');
    expect(within(upToDate).queryByText(d.listNotPublished)).toBeNull();
    expect(within(upToDate).queryByText(d.listChanged)).toBeNull();
    expect(within(upToDate).getByText('48 people')).toBeTruthy();
  });
});
