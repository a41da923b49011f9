// Email through nodemailer: SMTP when SMTP_URL is set, otherwise a development transport that
// writes the message to the log (so a local setup can sign up without a mail server).
import { log } from '../observability/logger.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML body beside the text one (an email template of an HTML content type). */
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string | undefined, production: boolean, from: string): Mailer {
  if (!smtpUrl && production) {
    // A code in a production log is a credential in the log: refuse to send instead.
    return {
      async send() {
        throw new Error('no mail transport: set SMTP_URL');
      },
      close() {},
    };
  }
  if (!smtpUrl) {
    return {
      async send(mail) {
        log().info(`[dev mail] to=${mail.to} subject="${mail.subject}"\n${mail.text}`);
      },
      close() {},
    };
  }
  // nodemailer loads with the first mail, not at start (a few MB no token request needs).
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  const transportOf = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    async send(mail) {
      await (await transportOf()).sendMail({ from, ...mail });
    },
    close() {
      void transport?.then(
        (t) => t.close(),
        () => undefined,
      );
    },
  };
}
