/**
 * The authorization matrix, generated from the route table: every /v1/api route of `app.routeAuth` x
 * {anonymous, malformed token (several shapes), expired token, revoked token (logout, password change,
 * password reset), unverified client, client, admin, superadmin}, each cell against the one table in
 * tests/support/authorization-matrix.ts. A denied cell gets the guard's exact `{ error }` and leaves every
 * table of the database as it was; an allowed cell gets the handler's real answer to a valid request.
 * A route without a row, or a row without a route, fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/app';
import type { AuthLevel } from '../../src/server/plugins/auth';
import {
  type Caller,
  type MatrixContext,
  U,
  accountCallers,
  badTokenCallers,
  columns,
  deniedBody,
  isDenied,
  matrix,
  routeKey,
  runRow,
} from '../support/authorization-matrix';
import { setRegistrationOpen } from '../support/registration';

let t: TestApp;
let ctx: MatrixContext;
beforeAll(async () => {
  t = await createTestApp({ site: false });
  ctx = { app: t.app, db: t.db };
  await setRegistrationOpen(t.db, true);
});
afterAll(() => t?.close());

describe('the route table and the matrix', () => {
  it('has a row for every /v1/api route', () => {
    const missing = t.app.routeAuth.map(routeKey).filter((key) => !(key in matrix));
    expect(missing, 'routes without a row in tests/support/authorization-matrix.ts').toEqual([]);
  });

  it('has no row for a route that no longer exists', () => {
    const routes = new Set(t.app.routeAuth.map(routeKey));
    const stale = Object.keys(matrix).filter((key) => !routes.has(key));
    expect(stale, 'rows of tests/support/authorization-matrix.ts without a route').toEqual([]);
  });

  it('covers the 37 routes of today, public and guarded', () => {
    expect(t.app.routeAuth.length).toBeGreaterThanOrEqual(37);
    expect(new Set(t.app.routeAuth.map((r) => r.auth))).toEqual(
      new Set(['public', 'anyUser', 'client', 'verifiedClient', 'admin', 'staff', 'superadmin']),
    );
  });
});

const badTokens = new Map<AuthLevel, Promise<Caller[]>>();

describe('every route x every kind of caller', () => {
  it.each(Object.keys(matrix))('%s', async (key) => {
    const route = t.app.routeAuth.find((r) => routeKey(r) === key);
    expect(route, `${key} is in the route table`).toBeDefined();
    const row = matrix[key]!;
    if (!badTokens.has(route!.auth)) badTokens.set(route!.auth, badTokenCallers(ctx, route!.auth));
    const callers = [...(await accountCallers(t.db)), ...(await badTokens.get(route!.auth)!)];
    expect(new Set(callers.map((c) => c.column))).toEqual(new Set(columns));

    const { results, deniedWrites } = await runRow(ctx, key, callers);
    expect(results).toHaveLength(callers.length);
    for (const { caller, cell, res } of results) {
      const what = `${key} as ${caller.column} (${caller.shape})`;
      if (isDenied(cell)) {
        expect.soft({ what, status: res.statusCode, body: res.json() }).toEqual({
          what,
          status: cell === U ? 401 : 403,
          body: deniedBody(cell, row),
        });
      } else {
        expect.soft({ what, status: res.statusCode }).toEqual({ what, status: cell });
      }
    }
    expect(deniedWrites, `${key}: tables written by denied calls`).toEqual([]);
  });
});
