import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { passwordHasher } from '../../src/server/modules/accounts/passwords';
import { ensureSuperadmin } from '../../src/server/modules/accounts/superadmin';
import { createUser } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { repoRoot } from '../support/paths';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ site: false });
});
afterAll(() => t?.close());

const hash = passwordHasher('test');

describe('ensureSuperadmin', () => {
  it('promotes an existing account, verifying it and cancelling a scheduled deletion', async () => {
    const user = await createUser(t.db, { verified: false });
    await t.db
      .update(users)
      .set({ deletionScheduledAt: new Date(), deleteAfter: new Date() })
      .where(eq(users.id, user.id));
    expect(await ensureSuperadmin(t.db, hash, ` ${user.email.toUpperCase()} `)).toEqual({
      action: 'promoted',
      id: user.id,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      role: 'superadmin',
      isVerified: true,
      deletionScheduledAt: null,
      deleteAfter: null,
    });
  });

  it('creates the account with a random password that logs in', async () => {
    const result = await ensureSuperadmin(t.db, hash, 'boss@example.org');
    expect(result).toMatchObject({ action: 'created', generated: true });
    const password = (result as { password: string }).password;
    expect(password.length).toBeGreaterThanOrEqual(20);
    const login = await request(t.app, {
      method: 'POST',
      url: '/v1/api/login',
      json: { email: 'boss@example.org', password },
    });
    expect(login.statusCode).toBe(200);
    const me = await request(t.app, {
      method: 'GET',
      url: '/v1/api/dashboard',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(me.json()).toMatchObject({ role: 'superadmin', isVerified: true });
  });

  it('uses a given password and refuses a short one or a bad email', async () => {
    expect(await ensureSuperadmin(t.db, hash, 'chief@example.org', 'chosen password')).toMatchObject({
      action: 'created',
      password: 'chosen password',
      generated: false,
    });
    await expect(ensureSuperadmin(t.db, hash, 'short@example.org', 'short')).rejects.toThrow(/at least 8/);
    await expect(ensureSuperadmin(t.db, hash, 'not-an-email')).rejects.toThrow(/not an email/);
  });
});

describe('npm run superadmin', () => {
  // One real run (PGlite on disk under DATA_DIR); promotion is covered through ensureSuperadmin above.
  it('creates a superadmin in the database of DATA_DIR and prints the password once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'nitsmun-superadmin-'));
    try {
      const run = (...args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'scripts/superadmin.ts', ...args], {
          cwd: repoRoot,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'silent' },
          encoding: 'utf8',
          timeout: 60_000,
        });
      const created = run('root@example.org');
      expect(created.status, created.stderr).toBe(0);
      expect(created.stdout).toMatch(/Created the superadmin root@example\.org/);
      expect(created.stdout).toMatch(/^ {2}[A-Za-z0-9_-]{24}$/m);
      const usage = run();
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run superadmin -- you@example.org');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
