// @vitest-environment jsdom
/**
 * The page editor's preview of the `team` page document (src/web/features/pages-editor/PagePreview.tsx): the
 * draft's words around the current published team, `{tenure}` and `{name}` filled in as the public page does.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageMessages } from '~/shared/page-messages';
import type { EditablePage, TeamDocument } from '~/shared/schemas/pages';
import type { TeamTenure } from '~/shared/schemas/team';
import { pageKey } from '~/web/features/pages-editor/api';
import { PagePreview } from '~/web/features/pages-editor/PagePreview';
import { currentTeamKey } from '~/web/features/team/queries';
import pages from '../fixtures/site-pages-seed.json';
import { renderInApp } from '../support/render';
import { answer, json } from '../support/requests';

afterEach(cleanup);

const published = pages.team as TeamDocument;
const draft: TeamDocument = {
  ...published,
  heading: 'THE PEOPLE OF THE CLUB',
  secretariatHeading: 'THE {tenure} SECRETARIAT',
  labels: { ...published.labels, showDetails: 'More about {name}' },
};
const page: EditablePage = {
  key: 'team',
  published,
  draft,
  version: 2,
  revision: 1,
  updatedAt: '2026-11-29T00:00:00.000Z',
};
const team: TeamTenure = {
  label: '2025-26',
  current: true,
  intro: 'The secretariat of the year.',
  tenures: [],
  letters: [],
  groups: [
    {
      _id: 'g1',
      name: 'TECHNICAL TEAM',
      members: [
        {
          _id: 'p1',
          name: 'Ankit Sharma',
          role: 'Web Developer',
          photo: null,
          links: { facebook: null, github: null, mail: 'ankit@nits.ac.in', linkedin: null },
        },
      ],
    },
  ],
};

describe('the preview of the team page', () => {
  it("shows the draft's words around the current team, placeholders filled", async () => {
    // The preview reads the page again as it opens: the same draft.
    answer('GET /v1/api/editor/pages/team', json({ message: pageMessages.pageFetched, page }));
    renderInApp(<PagePreview pageKey="team" />, {
      path: '/editor/pages/team/preview',
      cached: [
        [pageKey('team'), page],
        [currentTeamKey, team],
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'THE PEOPLE OF THE CLUB' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'THE 2025-26 SECRETARIAT' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More about Ankit Sharma' })).toBeTruthy();
    expect(screen.queryByText(published.heading)).toBeNull();
  });
});
