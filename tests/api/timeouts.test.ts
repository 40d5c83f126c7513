/**
 * REQUEST_TIMEOUT_MS over a real socket: a body that stops arriving is answered 408 and its connection
 * closed; a request sent in time is answered as usual (docs/decisions/0024-abuse-limits-and-timeouts.md).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeoutOptions } from '../../src/server/app';
import { type TestApp, createTestApp } from '../support/app';

const TIMEOUT_MS = 500;
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ site: false, env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t?.close());

/** Sends `head` and `body` (then nothing more); resolves with what the server wrote once it closes. */
function stall(head: string, body: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head + body));
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
  });
}

const contactHead = (length: number) =>
  `POST /v1/api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('request timeouts', () => {
  it('answers 408 and closes the connection of a body that stops arriving', async () => {
    // 1 MB announced, 20 bytes sent: the upload stalls.
    const { answer } = await stall(contactHead(1_000_000), '{"name":"Slow Loris"');
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain('{"error":"Request Timeout"}');
  }, 20_000);

  it('cuts off headers that never finish', async () => {
    const { answer } = await stall('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'a');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);

  it('answers a request sent in time as usual', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });

  it('sets the Node server: request and headers timeouts, checked often enough', () => {
    expect(t.app.server.requestTimeout).toBe(TIMEOUT_MS);
    expect(t.app.server.headersTimeout).toBe(TIMEOUT_MS);
    expect(timeoutOptions(30_000)).toMatchObject({
      requestTimeout: 30_000,
      http: { requestTimeout: 30_000, headersTimeout: 30_000, connectionsCheckingInterval: 7_500 },
    });
  });
});
