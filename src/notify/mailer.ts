// Email through nodemailer: SMTP when a transport is configured (SMTP_URL, or the email delivery
// an administrator set in the console: src/domain/sign-in/message-delivery.ts), otherwise a
// development transport that writes the message to the log (so a local setup can sign up
// without a mail server).
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

/** An SMTP server as the console sets it (SMTP_URL carries the same in one URL). */
export interface SmtpServer {
  host: string;
  port: number;
  /** `Tls`: TLS from the first byte (port 465); `StartTls`: upgraded, and refused without it; `None`: plain text. */
  security: 'Tls' | 'StartTls' | 'None';
  username?: string;
  password?: string;
}

/** How long an SMTP server may take to accept a connection, greet, or answer a command. */
const SMTP_TIMEOUT_MS = 10_000;

function transportOptions(smtp: string | SmtpServer) {
  if (typeof smtp === 'string') return smtp;
  return {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'Tls',
    requireTLS: smtp.security === 'StartTls',
    ignoreTLS: smtp.security === 'None',
    ...(smtp.username ? { auth: { user: smtp.username, pass: smtp.password ?? '' } } : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
}

export function createMailer(smtp: string | SmtpServer | undefined, production: boolean, from: string): Mailer {
  if (!smtp && production) {
    // A code in a production log is a credential in the log: refuse to send instead.
    return {
      async send() {
        throw new Error('no mail transport: set SMTP_URL or the email delivery in the console');
      },
      close() {},
    };
  }
  if (!smtp) {
    return {
      async send(mail) {
        log().info(`[dev mail] to=${mail.to} subject="${mail.subject}"\n${mail.text}`);
      },
      close() {},
    };
  }
  // nodemailer loads with the first mail, not at start (a few MB no token request needs).
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  const transportOf = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(transportOptions(smtp))));
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
