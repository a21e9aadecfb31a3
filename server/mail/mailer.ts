import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** One message to one person: plain text always, HTML when the message has layout worth keeping. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with it (a receipt's invoice, a refund's credit note). */
  attachments?: Attachment[];
}

/** A file sent with a message, as nodemailer takes it. */
export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  /** Hands the message to the SMTP relay, or writes it to the outbox; rejects when neither took it. */
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://...`; empty: every message goes to the outbox folder. */
  smtpUrl: string;
  /** Where messages are written as `.eml` files when there is no SMTP relay. */
  outboxDir: string;
  /** The From header of every message. */
  from: string;
}

/**
 * Mail through nodemailer. With an SMTP relay configured, messages go through it; without one, a
 * local run still shows what would have been sent: each message is written, as the relay would have
 * received it, to a file in the outbox folder.
 */
export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sent = 0;
  return {
    async send(mail) {
      // Named when sent, so that names sort in the order of sending: by the time, then, within
      // one millisecond, by this mailer's count; unique across processes by the random part.
      sent += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sent).padStart(9, '0')}-${randomUUID().slice(0, 8)}.eml`;
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      await writeFile(path.join(outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
