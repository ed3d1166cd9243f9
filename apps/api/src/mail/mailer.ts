import nodemailer, { type Transporter } from "nodemailer";
import type { Mail, Mailer } from "../services";

/** A mail the outbox keeps: what was sent, its id and when. */
export interface OutboxMail extends Mail {
  id: string;
  from: string;
  sentAt: string;
}

/** The mails sent while no SMTP server is configured, newest last, the oldest dropped past `limit`. */
export interface Outbox {
  mails(filter?: { to?: string }): OutboxMail[];
  add(mail: OutboxMail): void;
  clear(): void;
}

export function createOutbox(limit = 200): Outbox {
  const kept: OutboxMail[] = [];
  return {
    mails: (filter = {}) => kept.filter((mail) => filter.to === undefined || mail.to.toLowerCase() === filter.to.toLowerCase()),
    add(mail) {
      kept.push(mail);
      if (kept.length > limit) kept.splice(0, kept.length - limit);
    },
    clear: () => void kept.splice(0),
  };
}

export interface NodemailerMailerOptions {
  /** smtp(s)://user:pass@host:port; without it mails go to `outbox`. */
  smtpUrl?: string | undefined;
  from: string;
  outbox: Outbox;
}

/**
 * Mails through nodemailer: to the SMTP server when one is configured, otherwise built by
 * nodemailer's JSON transport (the same message an SMTP server would get) and kept in the
 * outbox, which the api serves to developers at GET /api/dev/mailbox.
 */
export function createNodemailerMailer(options: NodemailerMailerOptions): Mailer {
  const smtp: Transporter | undefined = options.smtpUrl === undefined ? undefined : nodemailer.createTransport(options.smtpUrl);
  const json = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      const message = { from: options.from, to: mail.to, subject: mail.subject, text: mail.text };
      if (smtp !== undefined) {
        await smtp.sendMail(message);
        return;
      }
      const info = await json.sendMail(message);
      options.outbox.add({ ...mail, id: info.messageId, from: options.from, sentAt: new Date().toISOString() });
    },
  };
}
