/**
 * The Apply page's texts are page documents with placeholders (docs/decisions/0069-apply-conference-gallery-copy-as-data.md):
 * the page fills in the featured event's name and fees, and words its steps without fees while no event is
 * featured.
 */
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '~/shared/fill-template';
import type { ApplyDocument } from '~/shared/schemas/pages';
import { applyDocumentSchema } from '~/shared/schemas/pages';
import { applyDescription, applySteps, applyTitle, feeLines } from '~/web/features/conference/apply-text';
import pages from '../fixtures/site-pages-seed.json';

const page: ApplyDocument = applyDocumentSchema.parse(pages.apply);
const fees = { individual: 1800, groupPerMember: 1500, groupMinPeople: 5, hospitality: 1200 };

describe('fillTemplate', () => {
  it('puts each named value in its placeholder and leaves an unknown one as written', () => {
    expect(fillTemplate('{a} and {b}, {a} again; {c}', { a: 'one', b: 2 })).toBe('one and 2, one again; {c}');
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});

describe('the Apply page worded with the featured event', () => {
  it('names the fees in the steps and the fee card, in rupees as the form writes them', () => {
    const bodies = applySteps(page, fees).map((s) => s.body);
    expect(bodies.join(' ')).toContain('Rs 1,800');
    expect(bodies.join(' ')).toContain('Rs 1,500');
    expect(bodies.join(' ')).toContain('Rs 1,200');
    expect(bodies.join(' ')).not.toMatch(/\{\w+\}/);
    expect(feeLines(page, fees).map((l) => [l.amount, l.note])).toEqual([
      ['Rs 1,800', page.fees.individual.note],
      ['Rs 1,500', page.fees.group.note.replace('{groupMinPeople}', '5')],
      ['Rs 1,200', page.fees.hospitality.note],
    ]);
  });

  it('without an event: no fee, the page’s own heading and description', () => {
    const bodies = applySteps(page, null).map((s) => s.body);
    expect(bodies).toEqual(page.steps.map((s) => s.bodyWithoutFees));
    expect(bodies.join(' ')).not.toMatch(/Rs |\{\w+\}/);
    expect(applyTitle(page, null)).toBe(page.noneTitle);
    expect(applyTitle(page, 'Winter Summit')).toContain('Winter Summit');
    expect(applyDescription(page, 'Winter Summit')).toContain('Winter Summit');
    expect(applyDescription(page, null)).toBe(page.noneDescription);
  });
});
