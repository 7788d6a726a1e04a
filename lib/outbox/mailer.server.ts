// How an e-mail leaves the server: the Mailer the outbox and the team's e-mails send through,
// and its SMTP transport (nodemailer). Who an e-mail says it is from is lib/email/sender.server.ts.
import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailSender } from '@/lib/email/sender.server';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name (the company's saved trade name); `sender` wins over it. */
  fromName?: string;
  /** Name, From address and Reply-To from "Firma Bilgileri" (lib/email/sender.server.ts). */
  sender?: MailSender;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The mailer with the company's sender on every message it sends. */
export function withSender(mailer: Mailer, sender: MailSender): Mailer {
  return { send: (message) => mailer.send({ ...message, sender: message.sender ?? sender }) };
}

/** SMTP connection, greeting and socket-inactivity timeouts. */
export const SMTP_TIMEOUT_MS = 30_000;

const transports = new Map<string, Transporter>();

/**
 * nodemailer over an smtp:// or smtps:// URL (one pooled transport per URL). `address` is the
 * envelope sender (MAIL FROM) of every message; the headers' From name and address and the
 * Reply-To are the message's `sender` (else `defaultSender()`'s, else `address` under `fromName`).
 */
export function smtpMailer(url: string, address: string, defaultSender?: () => Promise<MailSender | null>): Mailer {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    transports.set(url, transport);
  }
  return {
    async send({ fromName, sender: given, ...message }) {
      const sender = given ?? (defaultSender ? await defaultSender().catch(() => null) : null);
      const name = sender?.name ?? fromName;
      const from = sender?.address ?? address;
      await transport.sendMail({
        ...message,
        from: name ? { name, address: from } : from,
        ...(sender ? { replyTo: sender.replyTo } : {}),
        envelope: { from: address, to: message.to },
      });
    },
  };
}
