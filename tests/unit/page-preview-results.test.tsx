// @vitest-environment jsdom
/**
 * The results page's preview in the page editor (src/web/features/pages-editor/PagePreview.tsx): the draft drawn
 * by the public page's own component for an event whose awards are not published yet, so that the notice shows
 * beside the eyebrow and the heading, `{event}` filled in with the featured event's name (a generic one here).
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageMessages as pm } from '~/shared/page-messages';
import type { EditablePage, ResultsDocument } from '~/shared/schemas/pages';
import { DraftPreview } from '~/web/features/pages-editor/PagePreview';
import seed from '../fixtures/site-pages-seed.json';
import { renderInApp } from '../support/render';

afterEach(cleanup);

const published: ResultsDocument = seed.results;
const draft: ResultsDocument = {
  ...published,
  title: 'Winners of {event}',
  eyebrow: 'Honours',
  notYet: 'No winners yet: the secretariat is still counting.',
};
const page: EditablePage = {
  key: 'results',
  published,
  draft,
  version: 2,
  revision: 1,
  updatedAt: '2026-11-29T10:00:00.000Z',
};

describe('the preview of the results page', () => {
  it("shows the draft's words for an event whose awards are not published, {event} filled in", () => {
    renderInApp(<DraftPreview page={page} />, { path: '/editor/pages/results/preview' });
    expect(screen.getByRole('heading', { level: 1, name: `Winners of ${pm.previewEventName}` })).toBeTruthy();
    expect(screen.getByText('Honours')).toBeTruthy();
    expect(screen.getByText(draft.notYet)).toBeTruthy();
    expect(screen.queryByText(published.notYet)).toBeNull();
    expect(screen.queryByText(/\{event\}/)).toBeNull();
  });

  it('shows the published words when there is no draft', () => {
    renderInApp(<DraftPreview page={{ ...page, draft: null }} />, { path: '/editor/pages/results/preview' });
    expect(screen.getByText(published.notYet)).toBeTruthy();
    expect(screen.getByText(published.eyebrow)).toBeTruthy();
  });
});
