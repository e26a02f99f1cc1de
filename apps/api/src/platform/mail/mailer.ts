import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailConfig {
  /** SMTP server URL (smtp:// or smtps://); when unset, messages are written to the outbox folder. */
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
}

/**
 * Sends through SMTP when one is configured. Without one (the demo and the tests) each message is
 * rendered by nodemailer exactly as it would go out and written as an .eml file to the outbox
 * folder, where a person (or a test) can open it and follow its links.
 */
export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return { send: async (message) => void (await transport.sendMail({ from: config.from, ...message })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = (await transport.sendMail({ from: config.from, ...message })) as { message: Buffer };
      await mkdir(config.outboxDir, { recursive: true });
      // Time first so a folder listing reads in sending order; the sequence keeps names apart within a millisecond.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}.eml`;
      // Written under another name and renamed: whoever lists the folder sees whole messages only.
      const partial = join(config.outboxDir, `.${name}.partial`);
      await writeFile(partial, info.message);
      await rename(partial, join(config.outboxDir, name));
    },
  };
}
