/**
 * `startSmtpCapture()`: a real SMTP server in this process (smtp-server) that parses every message it
 * receives (mailparser) and keeps it, for tests that check what the app mailed. Point the app at it with
 * `env: { SMTP_URL: capture.url }`.
 */
import { createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** Envelope recipients (lowercased). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string | undefined;
  parsed: ParsedMail;
}

export interface SmtpCapture {
  port: number;
  /** smtp://127.0.0.1:<port> */
  url: string;
  messages: CapturedMail[];
  /** Messages to one address. */
  to(address: string): CapturedMail[];
  /** The first message to `address` (optionally matching `predicate`) received so far or within the timeout. */
  waitFor(
    address: string,
    options?: { timeoutMs?: number; predicate?: (mail: CapturedMail) => boolean },
  ): Promise<CapturedMail>;
  clear(): void;
  close(): Promise<void>;
}

/** A TCP port that nothing listens on right now (for "SMTP is down" and for starting the capture later). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('freePort: no TCP address');
  return address.port;
}

export async function startSmtpCapture({ port = 0 }: { port?: number } = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId,
            parsed,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A client that dies mid-session (a server process killed while sending) resets its connection;
  // smtp-server re-emits that on the server, where an 'error' without a listener would crash the tests.
  server.on('error', () => {});
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('smtp capture: no TCP address');

  const to = (addr: string) => messages.filter((m) => m.to.includes(addr.toLowerCase()));

  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    to,
    waitFor(addr, { timeoutMs = 10_000, predicate = () => true } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = to(addr).find(predicate);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`smtp capture: no message to ${addr} within ${timeoutMs} ms`));
        }, timeoutMs);
        const wake = () => void check();
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
        check();
      });
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text that starts with `prefix` (e.g. `${PUBLIC_URL}/verifyemail/`). */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]+`).exec(mail.text);
  if (!match) throw new Error(`no link starting with ${prefix} in "${mail.subject}"`);
  return match[0];
}
