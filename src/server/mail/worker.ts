/**
 * The mail worker sends what the outbox holds. Each round claims a batch of due messages with
 * `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), so several workers (instances) never claim the
 * same message; a sent message gets `sent_at` and is never picked again; a failure is retried with
 * exponential backoff (30 s doubling, at most 1 h apart, MAX_ATTEMPTS in all). Due messages are claimed in
 * order of priority (outbox.ts `mailPriority`), so a link someone waits for never queues behind bulk mail.
 *
 * A round cut short by the database (its claim committed but the answer lost, or a result not recorded)
 * leaves messages claimed by this worker: the next round records those SMTP accepted as sent (they are
 * remembered in memory) and takes back the others at once rather than after the lease. Only a crashed
 * process's claims wait for their lease to run out (and may then be sent a second time).
 *
 * main.ts starts it (polling, and woken right after a request enqueued mail); tests call `drain()`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { createPoller } from '../jobs/poller';
import type { MailTransport, OutgoingMail } from './transport';
import type { MailAttachment } from './table';

export const MAX_ATTEMPTS = 12;
const BATCH_SIZE = 10;
/** Longer than a batch can take (SMTP timeouts are 10 s + 30 s and a batch is sent in parallel). */
const LEASE_MS = 5 * 60_000;
const DEFAULT_POLL_MS = 5000;

export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export interface MailWorker {
  /** Claims and sends one batch of due messages; `now` decides what is due (tests pass a later time). */
  runOnce(now?: Date): Promise<{ sent: number; failed: number }>;
  /** Runs rounds until nothing is due; returns how many messages were sent. */
  drain(now?: Date): Promise<number>;
  /** Polls every `pollMs` until stop(). */
  start(pollMs?: number): void;
  /** Asks a started worker to run now (after a request enqueued mail). */
  wake(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
}

interface ClaimedRow extends OutgoingMail {
  attempts: number;
}

export function createMailWorker({
  db,
  transport,
  log,
}: {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
}): MailWorker {
  const workerId = randomUUID();
  /** Claimed messages whose delivery is under way (runOnce may be called while a round runs). */
  const inFlight = new Set<string>();
  /** Messages SMTP accepted whose `sent_at` the database did not take: recorded first thing next round. */
  const sentUnrecorded = new Set<string>();
  /** A round failed on the database: it may have left messages claimed (its claim's answer lost, say). */
  let leftovers = false;

  const idList = (ids: Iterable<string>) =>
    sql.join(
      [...ids].map((id) => sql`${id}`),
      sql`, `,
    );

  /** Finishes what a failed round of this worker left: records what was sent, takes back the rest. */
  async function settleLeftovers() {
    if (sentUnrecorded.size > 0) {
      const ids = [...sentUnrecorded];
      await db.execute(sql`
        update outbox set sent_at = now(), locked_until = null, locked_by = null, last_error = null
        where id in (${idList(ids)})`);
      for (const id of ids) sentUnrecorded.delete(id);
    }
    await db.execute(sql`
      update outbox set locked_until = null, locked_by = null
      where locked_by = ${workerId} and sent_at is null
        ${inFlight.size > 0 ? sql`and id not in (${idList(inFlight)})` : sql``}`);
  }

  async function claim(now: Date): Promise<ClaimedRow[]> {
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const rows = await queryRows<{
      id: string;
      to: string;
      subject: string;
      text: string;
      html: string;
      attempts: number;
      attachments: MailAttachment[] | null;
    }>(
      db,
      sql`
      update outbox set locked_until = ${leaseUntil}, locked_by = ${workerId}, attempts = attempts + 1
      where id in (
        select id from outbox
        where sent_at is null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= ${now}
          and (locked_until is null or locked_until <= ${now})
        order by priority, next_attempt_at
        limit ${BATCH_SIZE}
        for update skip locked
      )
      returning id, "to", subject, text, html, attempts, attachments`,
    );
    return rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
  }

  async function deliver(row: ClaimedRow, now: Date): Promise<boolean> {
    try {
      await transport.send(row);
    } catch (error) {
      const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts));
      const message = error instanceof Error ? error.message : String(error);
      log.warn(
        { err: error, mailId: row.id, attempts: row.attempts, retryAt },
        row.attempts >= MAX_ATTEMPTS ? 'mail: sending failed; giving up' : 'mail: sending failed; will retry',
      );
      await db.execute(sql`
        update outbox set last_error = ${message.slice(0, 1000)}, locked_until = null, locked_by = null,
          next_attempt_at = ${retryAt}
        where id = ${row.id}`);
      return false;
    }
    try {
      await db.execute(sql`
        update outbox set sent_at = now(), locked_until = null, locked_by = null, last_error = null
        where id = ${row.id}`);
    } catch (error) {
      sentUnrecorded.add(row.id);
      throw error;
    }
    log.info({ mailId: row.id }, 'mail: sent');
    return true;
  }

  async function runOnce(now = new Date()) {
    try {
      if (leftovers) {
        await settleLeftovers();
        leftovers = false;
      }
      const rows = await claim(now);
      for (const row of rows) inFlight.add(row.id);
      const results = await Promise.all(
        rows.map((row) => deliver(row, now).finally(() => inFlight.delete(row.id))),
      );
      const sent = results.filter(Boolean).length;
      return { sent, failed: results.length - sent };
    } catch (error) {
      leftovers = true;
      throw error;
    }
  }
  async function drain(now?: Date) {
    let total = 0;
    for (;;) {
      const { sent, failed } = await runOnce(now);
      total += sent;
      if (sent + failed === 0 || (failed > 0 && sent === 0)) return total;
    }
  }

  const poller = createPoller(drain, (error) => log.error({ err: error }, 'mail: worker round failed'));

  return {
    runOnce,
    drain,
    start: (pollMs = DEFAULT_POLL_MS) => poller.start(pollMs),
    wake: () => poller.wake(),
    async stop() {
      await poller.stop();
      transport.close();
    },
  };
}
