import { describe, expect, it } from 'vitest';
import { committeeByCode, committeeCodes, committees } from '../../content/committees';

const expectedCounts = { IB: 25, UNHRC: 51, IPC: 12, Mahabharat: 54 } as const;

describe('committees', () => {
  it('has exactly the four committee codes, each once', () => {
    expect([...committeeCodes]).toEqual(['UNHRC', 'IB', 'Mahabharat', 'IPC']);
    expect(committees.map((c) => c.code).sort()).toEqual([...committeeCodes].sort());
  });

  it.each(Object.entries(expectedCounts))('%s has %i unique portfolios', (code, count) => {
    const { portfolios } = committeeByCode(code as keyof typeof expectedCounts);
    expect(portfolios).toHaveLength(count);
    expect(new Set(portfolios).size).toBe(count);
    for (const p of portfolios) expect(p.trim()).toBe(p);
  });

  it('shows the Mahabharat committee as the Hastinapur Special Council', () => {
    expect(committeeByCode('Mahabharat').displayName).toBe('Hastinapur Special Council');
  });

  it('offers a background guide for every committee except IPC', () => {
    expect(committeeByCode('IPC').backgroundGuideUrl).toBeUndefined();
    for (const code of ['UNHRC', 'IB', 'Mahabharat'] as const) {
      expect(committeeByCode(code).backgroundGuideUrl).toMatch(/^https:\/\//);
    }
  });
});
