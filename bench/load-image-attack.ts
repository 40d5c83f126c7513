/**
 * The load bench's "image attack": six connections upload decode-heavy profile photos (16-bit
 * PNGs just under the decode budget: ~70 KB on disk, ~64 MB decoded) for 30 s while two connections upload
 * ordinary photos (a ~250 KB JPEG). The ordinary uploads are first measured alone (quiet), then beside the
 * attack; the bars: their p50 under attack at most 3x the quiet p50, and the server's peak RSS under 600 MB.
 * A 503 to an attacker is the decode gate doing its job (counted apart, like a 429).
 */
import sharp from 'sharp';
import { MAX_DECODED_BYTES } from '../src/server/images';
import { uniformPng16 } from '../tests/support/images';
import { type Traffic, runScenario } from './load-traffic';
import { quantile } from './stats';

export const IMAGE_ATTACK_P50_FACTOR = 3;
export const IMAGE_ATTACK_MAX_PEAK_RSS_MB = 600;
const ATTACK_CONNECTIONS = 6;
const NORMAL_CONNECTIONS = 2;

export interface ImageAttackReport {
  attackSec: number;
  quietSec: number;
  normalBytes: number;
  attackBytes: number;
  quiet: { requests: number; ok: number; p50Ms: number; p99Ms: number; statuses: Record<string, number> };
  normal: { requests: number; ok: number; p50Ms: number; p99Ms: number; statuses: Record<string, number> };
  attack: { requests: number; ok: number; busy: number; p50Ms: number; statuses: Record<string, number> };
  socketErrors: number;
  peakRssMb: number;
  p50Pass: boolean;
  rssPass: boolean;
}

/** An ordinary phone-like photo: a JPEG of 1200 x 1600 with texture, as large as fits under ~260 KB. */
async function normalPhoto(): Promise<Buffer> {
  const base = sharp({
    create: {
      width: 1200,
      height: 1600,
      channels: 3,
      background: '#6a8caf',
      noise: { type: 'gaussian', mean: 120, sigma: 22 },
    },
  });
  const raw = await base.png().toBuffer();
  for (const quality of [80, 70, 60, 50, 40, 30]) {
    const jpeg = await sharp(raw).blur(1.2).jpeg({ quality }).toBuffer();
    if (jpeg.length <= 260 * 1024) return jpeg;
  }
  throw new Error('could not make a normal photo under 260 KB');
}

/** A 16-bit RGBA PNG whose decoded size is just under the budget. */
async function heavyPhoto(): Promise<Buffer> {
  const width = 3200;
  const height = Math.floor(MAX_DECODED_BYTES / (width * 4 * 2));
  return uniformPng16(width, height, 4);
}

const body = (bytes: Buffer, mime: string) =>
  Buffer.from(JSON.stringify({ photo: `data:${mime};base64,${bytes.toString('base64')}` }));

export async function imageAttackBodies() {
  const [normal, heavy] = await Promise.all([normalPhoto(), heavyPhoto()]);
  return {
    normal: body(normal, 'image/jpeg'),
    heavy: body(heavy, 'image/png'),
    normalBytes: normal.length,
    attackBytes: heavy.length,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

function summary(run: Awaited<ReturnType<typeof runScenario>>, kind: 'photo' | 'heavy-photo') {
  const figures = run.byKind[kind];
  const statuses = figures?.statuses ?? {};
  return {
    requests: figures?.requests ?? 0,
    ok: figures?.ok ?? 0,
    busy: statuses['503'] ?? 0,
    p50Ms: round(quantile(figures?.latencies ?? [], 0.5)),
    p99Ms: round(quantile(figures?.latencies ?? [], 0.99)),
    statuses,
  };
}

export async function runImageAttack(
  traffic: Traffic,
  url: string,
  options: {
    attackSec: number;
    quietSec: number;
    sizes: { normalBytes: number; attackBytes: number };
    watch: () => Promise<{ stop(): Promise<{ peakKb: number }> }>;
    log: (line: string) => void;
  },
): Promise<ImageAttackReport> {
  const { attackSec, quietSec, log } = options;
  log(
    `load: image attack: ordinary photo uploads alone for ${quietSec} s (${NORMAL_CONNECTIONS} connections)`,
  );
  const quiet = await runScenario(traffic, {
    url,
    mix: { photo: 1 },
    connections: NORMAL_CONNECTIONS,
    durationSec: quietSec,
  });
  log(
    `load: image attack: ${ATTACK_CONNECTIONS} decode-heavy uploaders beside the ordinary uploads for ${attackSec} s`,
  );
  const memory = await options.watch();
  const [normal, attack] = await Promise.all([
    runScenario(traffic, { url, mix: { photo: 1 }, connections: NORMAL_CONNECTIONS, durationSec: attackSec }),
    runScenario(traffic, {
      url,
      mix: { 'heavy-photo': 1 },
      connections: ATTACK_CONNECTIONS,
      durationSec: attackSec,
    }),
  ]);
  const { peakKb } = await memory.stop();
  const q = summary(quiet, 'photo');
  const n = summary(normal, 'photo');
  const a = summary(attack, 'heavy-photo');
  const peakRssMb = round(peakKb / 1024);
  return {
    attackSec,
    quietSec,
    ...options.sizes,
    quiet: { requests: q.requests, ok: q.ok, p50Ms: q.p50Ms, p99Ms: q.p99Ms, statuses: q.statuses },
    normal: { requests: n.requests, ok: n.ok, p50Ms: n.p50Ms, p99Ms: n.p99Ms, statuses: n.statuses },
    attack: { requests: a.requests, ok: a.ok, busy: a.busy, p50Ms: a.p50Ms, statuses: a.statuses },
    socketErrors:
      quiet.result.errors +
      normal.result.errors +
      attack.result.errors +
      normal.result.timeouts +
      attack.result.timeouts,
    peakRssMb,
    p50Pass: n.requests > 0 && n.p50Ms <= IMAGE_ATTACK_P50_FACTOR * q.p50Ms,
    rssPass: peakRssMb < IMAGE_ATTACK_MAX_PEAK_RSS_MB,
  };
}

/** Prints the scenario and its bars; returns the bars missed. */
export function printImageAttack(r: ImageAttackReport, line: (pass: boolean, text: string) => void) {
  console.log(
    `\nImage attack: ${r.attackSec} s; ordinary photo ${Math.round(r.normalBytes / 1024)} KB JPEG (${NORMAL_CONNECTIONS} connections), ` +
      `attack ${Math.round(r.attackBytes / 1024)} KB 16-bit PNG decoding to ~${Math.round(MAX_DECODED_BYTES / 2 ** 20)} MB (${ATTACK_CONNECTIONS} connections)`,
  );
  console.table([
    {
      uploads: `ordinary, alone (${r.quietSec} s)`,
      requests: r.quiet.requests,
      '2xx': r.quiet.ok,
      'p50 ms': r.quiet.p50Ms,
      'p99 ms': r.quiet.p99Ms,
      statuses: JSON.stringify(r.quiet.statuses),
    },
    {
      uploads: 'ordinary, under attack',
      requests: r.normal.requests,
      '2xx': r.normal.ok,
      'p50 ms': r.normal.p50Ms,
      'p99 ms': r.normal.p99Ms,
      statuses: JSON.stringify(r.normal.statuses),
    },
    {
      uploads: 'attack (decode-heavy)',
      requests: r.attack.requests,
      '2xx': r.attack.ok,
      'p50 ms': r.attack.p50Ms,
      'p99 ms': '',
      statuses: JSON.stringify(r.attack.statuses),
    },
  ]);
  console.log(`Image attack: server peak RSS ${r.peakRssMb} MB; socket errors/timeouts ${r.socketErrors}`);
  line(
    r.p50Pass,
    `image attack: ordinary uploads p50 ${r.normal.p50Ms} ms under attack vs ${r.quiet.p50Ms} ms alone (bar <= ${IMAGE_ATTACK_P50_FACTOR}x = ${round(IMAGE_ATTACK_P50_FACTOR * r.quiet.p50Ms)} ms); p99 ${r.normal.p99Ms} ms`,
  );
  line(
    r.rssPass,
    `image attack: server peak RSS ${r.peakRssMb} MB (bar < ${IMAGE_ATTACK_MAX_PEAK_RSS_MB} MB)`,
  );
}
