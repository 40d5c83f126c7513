import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configVariables } from '../../src/server/config';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it.each(configVariables.map((v) => [v.name, v]))('documents %s with its default', (name, v) => {
    const row = readme.split('\n').find((line) => new RegExp(`^\\| \`${name}\` +\\|`).test(line));
    expect(row, `README table row for ${name}`).toBeDefined();
    if (v.default !== undefined) expect(row).toContain(`\`${String(v.default)}\``);
  });

  it('states the two commands of a fresh machine', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });
});
