// @vitest-environment jsdom
/**
 * The choice screen of a free event (every fee 0, src/shared/fees.ts isFreeEvent) names no amount of Rs 0
 * and says nobody pays; a paid event keeps its amounts.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventFees } from '~/shared/schemas/events';
import { ChoiceScreen, GroupInstructions } from '~/web/features/registration/components/ChoiceScreen';

afterEach(cleanup);

const free: EventFees = { individual: 0, groupPerMember: 0, hospitality: 0, groupMinPeople: 3 };
const paid: EventFees = { individual: 100, groupPerMember: 90, hospitality: 500, groupMinPeople: 3 };

function renderChoice(fees: EventFees): string {
  const { container } = render(
    <>
      <ChoiceScreen fees={fees} onChoose={() => {}} />
      <GroupInstructions fees={fees} />
    </>,
  );
  return container.textContent ?? '';
}

describe('the choice screen', () => {
  it('of a free event says free of charge and names no amount', () => {
    const text = renderChoice(free);
    expect(screen.getByRole('radio', { name: /Individual/ }).getAttribute('aria-describedby')).toBe(
      'reg-choice-individual-detail',
    );
    expect(text).toContain('Register on your own, free of charge.');
    expect(text).toContain('Register a group of 3 or more, free of charge.');
    expect(text).not.toMatch(/Rs/);
    expect(text).not.toMatch(/pays?\b/);
  });

  it('of a paid event names its amounts', () => {
    const text = renderChoice(paid);
    expect(text).toContain('Register on your own: Rs\u00a0100.');
    expect(text).toContain('pays Rs\u00a090 for every registered member');
  });
});
