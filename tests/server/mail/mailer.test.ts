import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../../server/config';
import { createMailer } from '../../../server/mail/mailer';

const FROM = 'MindWell Academy <no-reply@mindwell.test>';
const folders: string[] = [];

async function freshFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mindwell-outbox-'));
  folders.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the mailer', () => {
  it('writes each message to the outbox folder when no SMTP relay is set', async () => {
    const outboxDir = path.join(await freshFolder(), 'outbox');
    const mailer = createMailer({ smtpUrl: '', outboxDir, from: FROM });
    await mailer.send({ to: 'amira@example.com', subject: 'Your receipt', text: 'Total: £49.00' });
    await mailer.send({ to: 'tom@example.com', subject: 'Welcome', text: 'Hello Tom' });

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    const first = await readFile(path.join(outboxDir, files[0]!), 'utf8');
    expect(first).toContain('To: amira@example.com');
    expect(first).toContain('Subject: Your receipt');
    expect(first).toContain('From: MindWell Academy <no-reply@mindwell.test>');
    expect(first).toContain('Total: =C2=A349.00');
  });

  it('names the outbox files so that they sort in the order the messages were sent', async () => {
    const outboxDir = path.join(await freshFolder(), 'outbox');
    const mailer = createMailer({ smtpUrl: '', outboxDir, from: FROM });
    const subjects = Array.from({ length: 30 }, (_, i) => `Message ${i + 1}`);
    await Promise.all(
      subjects.map((subject) => mailer.send({ to: 'amira@example.com', subject, text: '.' })),
    );

    const files = (await readdir(outboxDir)).sort();
    const sorted = await Promise.all(files.map((name) => readFile(path.join(outboxDir, name), 'utf8')));
    expect(sorted.map((message) => /^Subject: (.*)$/m.exec(message)?.[1])).toEqual(subjects);
  });

  it('hands messages to a real SMTP server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    try {
      const outboxDir = path.join(await freshFolder(), 'outbox');
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir, from: FROM });
      await mailer.send({ to: 'amira@example.com', subject: 'Reset your password', text: 'Open the link' });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Reset your password');
      await expect(readdir(outboxDir)).rejects.toThrow();
    } finally {
      await new Promise<void>((resolve) => smtp.close(resolve));
    }
  });

  it('is configured by SMTP_URL, MAIL_FROM and PUBLIC_URL, and refuses an SMTP_URL that is not one', () => {
    const config = parseConfig({ PORT: '4000', PUBLIC_URL: 'https://academy.example.com/' });
    expect(config).toMatchObject({ smtpUrl: '', publicUrl: 'https://academy.example.com' });
    expect(parseConfig({ PORT: '4000' }).publicUrl).toBe('http://127.0.0.1:4000');
    expect(() => parseConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL must be empty/);
  });
});
