/**
 * Where mail goes: the SMTP server of SMTP_URL, or, without it, nowhere outside the machine: each message
 * is logged and written as an .eml file under DATA_DIR/mail (any mail client opens it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { MailMessage } from './outbox';

export interface OutgoingMail extends MailMessage {
  /** The outbox id; it also makes the Message-ID, so a receiver can recognise a repeated delivery. */
  id: string;
}

export interface MailTransport {
  kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function messageIdDomain(config: Pick<Config, 'PUBLIC_URL'>): string {
  return new URL(config.PUBLIC_URL).hostname || 'nitsmun.local';
}

export function createMailTransport(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'PUBLIC_URL'>,
  log: FastifyBaseLogger,
): MailTransport {
  const domain = messageIdDomain(config);
  const envelope = (mail: OutgoingMail) => ({
    from: config.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${domain}>`,
    attachments: mail.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content, 'base64'),
      ...(a.cid ? { cid: a.cid } : {}),
    })),
  });

  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS });
    return {
      kind: 'smtp',
      async send(mail) {
        await smtp.sendMail(envelope(mail));
      },
      close: () => smtp.close(),
    };
  }

  const dir = resolve(config.DATA_DIR, 'mail');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail) {
      const info = await stream.sendMail(envelope(mail));
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail: SMTP_URL is not set; written to a file');
    },
    close: () => stream.close(),
  };
}
