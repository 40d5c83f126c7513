import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { committees } from '../../content/committees';
import { registrationCommittees } from '../../content/portfolios';
import { annualConference2024Seed, eventSeedSql, seedMigrationPath } from '../../scripts/generate-event-seed';

describe('the event seed', () => {
  it('is the committed migration, regenerated from content (run scripts/generate-event-seed.ts after editing)', async () => {
    expect(await readFile(seedMigrationPath, 'utf8')).toBe(eventSeedSql(annualConference2024Seed));
  });

  it('seeds the Annual Conference 2024 closed', () => {
    expect(annualConference2024Seed).toMatchObject({
      name: 'Annual Conference 2024',
      registrationOpen: false,
    });
  });

  it('lists the same committees, names and portfolios as the conference page', () => {
    expect(registrationCommittees.map((c) => c.code)).toEqual(['UNHRC', 'IB', 'Mahabharat', 'IPC']);
    for (const seeded of registrationCommittees) {
      const shown = committees.find((c) => c.code === seeded.code)!;
      expect(seeded.displayName).toBe(shown.displayName);
      expect(seeded.portfolios).toBe(shown.portfolios);
    }
  });

  it('quotes names safely', () => {
    const sql = eventSeedSql({
      name: "O'Brien's Conference",
      registrationOpen: true,
      committees: [{ code: 'IB', displayName: "Min's", portfolios: ["D'Souza"] }],
    });
    expect(sql).toContain("'O''Brien''s Conference'");
    expect(sql).toContain("('IB', 'D''Souza', 1)");
    expect(sql).toContain("VALUES ('O''Brien''s Conference', true)");
  });
});
