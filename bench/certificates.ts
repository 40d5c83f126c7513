/**
 * Certificates for 500 delegates: seeds a fresh in-memory PGlite database with 500 confirmed,
 * seated delegates of the seeded event who attended a day, then times the real service code: issuing (one
 * transaction), one certificate's PDF, and the ZIP of all 500 PDFs as the admin's download streams it
 * (rendered one after the other, stored in the ZIP). Prints the times, the sizes and a bar: the ZIP of 500
 * in under 60 s on the project's 2-core machine.
 * Run alone with `npx tsx bench/certificates.ts [count]`; `npm run bench` calls `benchCertificates()` and
 * `printCertificatesBench()` (skip with --skip-certificates).
 */
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { createPgliteDatabase } from '../src/server/db/client';
import { users } from '../src/server/modules/accounts/table';
import { renderCertificatePdf } from '../src/server/modules/certificates/pdf';
import { issueCertificates } from '../src/server/modules/certificates/service';
import { liveCertificatesOf } from '../src/server/modules/certificates/documents';
import { certificatesZip } from '../src/server/modules/certificates/zip';
import { eventIdOf } from '../tests/support/seed';
import { SEEDED_EVENT as EVENT_NAME } from '../tests/support/seeded-event';

export interface CertificatesBenchResult {
  certificates: number;
  seedMs: number;
  issueMs: number;
  /** One PDF, after the first (fonts and logo loaded). */
  pdfMs: number;
  pdfBytes: number;
  zipMs: number;
  zipBytes: number;
  firstByteMs: number;
  barMs: number;
}

const publicUrl = 'https://nitsmun.example.org';

export async function benchCertificates({ count = 500 } = {}): Promise<CertificatesBenchResult> {
  const database = createPgliteDatabase(await PGlite.create());
  await database.migrate();
  const db = database.db;
  try {
    const started = performance.now();
    const eventId = await eventIdOf(db, EVENT_NAME);
    await db.execute(sql`
      update events set starts_on = '2024-10-12', ends_on = '2024-10-14', venue = 'NIT Silchar',
        certificate_signatories = '[{"name":"Rahul Deb","title":"Secretary-General"},{"name":"Priya Nath","title":"Director-General"},{"name":"Dr. A. K. Singh","title":"Faculty Advisor"}]'::jsonb
      where id = ${eventId}`);
    await db.execute(sql`
      insert into users (name, email, phone, password_hash, is_verified)
      select 'Bench Delegate ' || n, 'cert.' || n || '@example.com', '9876543210', 'not-a-hash', true
      from generate_series(1, ${count}) as n`);
    await db.execute(sql`
      insert into registrations (user_id, event_id, kind, committee_preference, portfolio_preference,
        previous_mun_experience, amount_due, status, confirmed_at, assigned_committee, assigned_portfolio)
      select u.id, ${eventId}, 'individual', array['IB'], array['Bench Seat ' || n], 'None', 399,
        'confirmed', now(), 'IB', 'Bench Seat ' || n
      from generate_series(1, ${count}) as n
      join users u on u.email = 'cert.' || n || '@example.com'`);
    await db.execute(sql`
      insert into attendance (registration_id, event_id, day, checked_in_by_email)
      select id, event_id, '2024-10-12', 'door@example.com' from registrations where event_id = ${eventId}`);
    const [admin] = await db
      .insert(users)
      .values({
        name: 'Bench Admin',
        email: 'cert.admin@example.com',
        phone: '9876543210',
        passwordHash: 'not-a-hash',
        role: 'admin',
        isVerified: true,
      })
      .returning({ id: users.id, email: users.email });
    const seedMs = performance.now() - started;

    const t0 = performance.now();
    const issued = await issueCertificates(db, admin!, EVENT_NAME);
    const issueMs = performance.now() - t0;
    if (issued.issued !== count) throw new Error(`issued ${issued.issued} of ${count}`);

    const { certificates } = await liveCertificatesOf(db, publicUrl, EVENT_NAME);
    await renderCertificatePdf(certificates[0]!); // loads the fonts and the logo
    const t1 = performance.now();
    const pdf = await renderCertificatePdf(certificates[1]!);
    const pdfMs = performance.now() - t1;

    const t2 = performance.now();
    let zipBytes = 0;
    let firstByteMs = 0;
    for await (const chunk of certificatesZip(certificates)) {
      if (zipBytes === 0) firstByteMs = performance.now() - t2;
      zipBytes += (chunk as Buffer).byteLength;
    }
    const zipMs = performance.now() - t2;
    return {
      certificates: certificates.length,
      seedMs,
      issueMs,
      pdfMs,
      pdfBytes: pdf.byteLength,
      zipMs,
      zipBytes,
      firstByteMs,
      barMs: 60_000,
    };
  } finally {
    await database.close();
  }
}

/** Prints the figures; answers the missed bars. */
export function printCertificatesBench(r: CertificatesBenchResult): string[] {
  console.log(
    `\nCertificates: ${r.certificates} PDFs and their ZIP (PGlite in memory, the service's own code)`,
  );
  console.table([
    {
      'seed ms': Math.round(r.seedMs),
      'issue ms': Math.round(r.issueMs),
      'one PDF ms': Math.round(r.pdfMs),
      'PDF KB': Math.round(r.pdfBytes / 1024),
      'ZIP s': +(r.zipMs / 1000).toFixed(1),
      'ZIP first byte ms': Math.round(r.firstByteMs),
      'ZIP MB': +(r.zipBytes / 1024 / 1024).toFixed(1),
      'ms per certificate': Math.round(r.zipMs / r.certificates),
    },
  ]);
  const pass = r.zipMs <= r.barMs;
  console.log(
    `${pass ? 'PASS' : 'FAIL'} ZIP of ${r.certificates} certificates in ${(r.zipMs / 1000).toFixed(1)} s (bar ${r.barMs / 1000} s)`,
  );
  return pass
    ? []
    : [`certificates ZIP of ${r.certificates} took ${(r.zipMs / 1000).toFixed(1)} s > ${r.barMs / 1000} s`];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 500);
  printCertificatesBench(await benchCertificates({ count }));
}
