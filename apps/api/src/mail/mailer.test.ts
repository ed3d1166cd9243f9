import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNodemailerMailer, createOutbox } from "./mailer";

// Mail goes to the SMTP server when one is configured, otherwise into the outbox.

interface Received {
  from: string;
  to: string[];
  data: string;
}

let smtp: SMTPServer;
let port: number;
const received: Received[] = [];
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (data += chunk));
      stream.on("end", () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const mail = { to: "jan@example.com", subject: "Reset your password", text: "Open /password/reset?token=abc", data: { resetToken: "abc" } };

describe("the api's mailer (nodemailer)", () => {
  it("sends to the configured SMTP server, and keeps nothing in the outbox", async () => {
    const outbox = createOutbox();
    const mailer = createNodemailerMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "Shop <no-reply@shop.test>", outbox });
    await mailer.send(mail);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "no-reply@shop.test", to: ["jan@example.com"] });
    expect(received[0]?.data).toContain("Subject: Reset your password");
    expect(received[0]?.data).toContain("token=abc");
    expect(outbox.mails()).toEqual([]);
  });

  it("without an SMTP server: the outbox keeps the mail, filtered by recipient, the oldest dropped past its limit", async () => {
    const outbox = createOutbox(2);
    const mailer = createNodemailerMailer({ from: "Shop <no-reply@shop.test>", outbox });
    await mailer.send(mail);
    await mailer.send({ ...mail, to: "emma@example.com" });
    await mailer.send({ ...mail, to: "Emma@example.com", subject: "Your order 000000001" });
    expect(outbox.mails().map((entry) => entry.to)).toEqual(["emma@example.com", "Emma@example.com"]);
    expect(outbox.mails({ to: "EMMA@example.com" }).map((entry) => entry.subject)).toEqual(["Reset your password", "Your order 000000001"]);
    expect(outbox.mails()[0]).toMatchObject({ from: "Shop <no-reply@shop.test>", id: expect.stringMatching(/^<.+>$/), text: mail.text });
  });
});
