/**
 * The position papers ZIP: a committee of 60 seated delegates, each with a 1 MB paper, on the real app
 * (buildApp, listening on a local port, on a fresh embedded database); a chair downloads
 * GET /chair/events/:eventName/committees/:committee/papers.zip over HTTP. Prints the time to the response's
 * first body byte (bar: 1 s), the whole download's time and size, and checks the ZIP holds every paper.
 * Run alone with `npx tsx bench/papers.ts [count] [megabytes]`; `npm run bench` calls `benchPapers()` and
 * `printPapersBench()` (skip with --skip-papers).
 */
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { positionPapers } from '../src/server/modules/papers/table';
import { registrations } from '../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../tests/support/accounts';
import { createRegistration } from '../tests/support/admin';
import { createTestApp } from '../tests/support/app';
import { chairFixture } from '../tests/support/chairs';
import { makePdf, paperPaths } from '../tests/support/papers';

export interface PapersBenchResult {
  papers: number;
  paperBytes: number;
  seedMs: number;
  firstByteMs: number;
  totalMs: number;
  zipBytes: number;
  barMs: number;
}

export async function benchPapers({ count = 60, megabytes = 1 } = {}): Promise<PapersBenchResult> {
  const t = await createTestApp({ site: false });
  try {
    const started = performance.now();
    const fx = await chairFixture(t.db);
    const pdf = await makePdf({ bytes: megabytes * 1024 * 1024 });
    // The fixture seats one delegate at Alpha; the others get a seat each.
    const ids = [fx.registrationId];
    for (let i = 1; i < count; i += 1) {
      const reg = await createRegistration(t.db, { eventName: fx.eventName, status: 'confirmed' });
      await t.db
        .update(registrations)
        .set({ assignedCommittee: fx.committee, assignedPortfolio: `Seat ${String(i).padStart(3, '0')}` })
        .where(eq(registrations.id, reg.id));
      ids.push(reg.id);
    }
    for (const registrationId of ids) {
      await t.db.insert(positionPapers).values({
        registrationId,
        committeeId: fx.committeeId,
        version: 1,
        fileName: 'paper.pdf',
        sizeBytes: pdf.length,
        bytes: pdf,
      });
    }
    const seedMs = performance.now() - started;
    // Warm the route (the first request compiles its schemas), with a committee of one.
    const admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const warm = await chairFixture(t.db);
    await (await fetch(`${address}${paperPaths(warm).zip}`, { headers: admin })).arrayBuffer();

    const t0 = performance.now();
    const response = await fetch(`${address}${paperPaths(fx).zip}`, { headers: fx.chair });
    if (!response.ok || !response.body) throw new Error(`ZIP answered ${response.status}`);
    const chunks: Uint8Array[] = [];
    let firstByteMs = 0;
    let zipBytes = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (zipBytes === 0) firstByteMs = performance.now() - t0;
      zipBytes += value.byteLength;
      chunks.push(value);
    }
    const totalMs = performance.now() - t0;
    const zip = new Uint8Array(zipBytes);
    let offset = 0;
    for (const chunk of chunks) {
      zip.set(chunk, offset);
      offset += chunk.byteLength;
    }
    const files = Object.keys(unzipSync(zip));
    if (files.length !== count) throw new Error(`the ZIP holds ${files.length} papers, not ${count}`);
    return { papers: count, paperBytes: pdf.length, seedMs, firstByteMs, totalMs, zipBytes, barMs: 1000 };
  } finally {
    await t.close();
  }
}

/** Prints the figures; answers the missed bars. */
export function printPapersBench(r: PapersBenchResult): string[] {
  console.log(
    `\nPosition papers: the ZIP of ${r.papers} papers of ${(r.paperBytes / 1024 / 1024).toFixed(1)} MB, over HTTP`,
  );
  console.table([
    {
      'seed ms': Math.round(r.seedMs),
      'first byte ms': Math.round(r.firstByteMs),
      'whole ZIP ms': Math.round(r.totalMs),
      'ZIP MB': +(r.zipBytes / 1024 / 1024).toFixed(1),
    },
  ]);
  const pass = r.firstByteMs <= r.barMs;
  console.log(
    `${pass ? 'PASS' : 'FAIL'} papers ZIP first byte in ${Math.round(r.firstByteMs)} ms (bar ${r.barMs} ms)`,
  );
  return pass ? [] : [`papers ZIP first byte ${Math.round(r.firstByteMs)} ms > ${r.barMs} ms`];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 60);
  const megabytes = Number(process.argv[3] ?? 1);
  printPapersBench(await benchPapers({ count, megabytes }));
}
