// @vitest-environment jsdom
/**
 * The Mock MUN page's preview in the page editor (src/web/features/pages-editor/PagePreview.tsx): its draft is
 * drawn by the public page's own component around the real event (the preview route's loader), its steps
 * worded with the event's facts; with no event on the page, the draft's hero alone; when the event could not
 * be read, the editor's error line rather than a page without its event.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageMessages as pm } from '~/shared/page-messages';
import type { EditablePage } from '~/shared/schemas/pages';
import { DraftPreview, type MockMunPreviewEvent } from '~/web/features/pages-editor/PagePreview';
import type { MockMunEdition } from '~/web/features/pages/mockmun-edition';
import { registrationFor } from '~/shared/paths';
import seed from '../fixtures/site-pages-seed.json';
import { renderInApp } from '../support/render';

afterEach(cleanup);

const draft = {
  ...seed.mockmun,
  noneLead: 'The next Mock MUN is being planned.',
  steps: { ...seed.mockmun.steps, arriveOn: 'Meet us at {venue} on {day}, an hour before the briefing.' },
};
const page: EditablePage = {
  key: 'mockmun',
  published: seed.mockmun,
  draft,
  version: 3,
  revision: 1,
  updatedAt: '2026-11-29T10:00:00.000Z',
};
const edition: MockMunEdition = {
  event: {
    name: 'Mock Session 2031',
    theme: 'A first committee',
    about: [],
    venue: 'Main hall',
    instituteOnly: false,
    takesRegistration: true,
    committees: [],
  },
  dates: '10–11 January 2031',
  firstDay: '10 January 2031',
  fee: null,
  registration: { state: 'closed', when: null },
  closes: null,
  registerTo: registrationFor('Mock Session 2031'),
};

const preview = (mockMun: MockMunPreviewEvent) =>
  renderInApp(<DraftPreview page={page} mockMun={mockMun} />, {
    path: '/editor/pages/mockmun/preview',
    session: true,
  });

describe("the Mock MUN page's preview", () => {
  it("shows the draft's words around the Mock MUN event, its steps worded with the event's facts", () => {
    preview(edition);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mock Session 2031');
    const steps = [...document.querySelectorAll('.mock-steps li')].map((li) => li.textContent);
    expect(steps.at(-1)).toBe('Meet us at Main hall on 10 January 2031, an hour before the briefing.');
    expect(steps).toContain(draft.steps.register);
    expect(document.body.textContent).not.toContain(pm.previewUnavailable);
  });

  it("shows the draft's hero alone while no event is on the page", () => {
    preview(null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(draft.title);
    expect(document.body.textContent).toContain(draft.noneLead);
  });

  it('says the page could not be loaded when the event could not be read', () => {
    preview('unavailable');
    expect(document.body.textContent).toContain(pm.loadError);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
