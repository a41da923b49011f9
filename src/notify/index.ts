// Delivers verification codes (and other mail, such as organization invitations) by email or SMS,
// in the message src/domain/sign-in/email-templates.ts wrote (the template of its usage and
// language, or the built-in text). What carries them: the delivery an administrator set in the
// console when there is one (read by the caller at every message, so every instance follows a
// change at once), otherwise the environment's (SMTP_URL, SMS_*), otherwise the log in
// development.
import type { Config } from '../config.js';
import { createMailer, type Mail, type Mailer, type SmtpServer } from './mailer.js';
import { createSmsSender, smsGatewaySender, type SmsGateway, type SmsSender } from './sms.js';

export type { SmtpServer } from './mailer.js';
export type { SmsGateway } from './sms.js';

export interface CodeMessage {
  subject: string;
  text: string;
  html?: string;
  /** The text message when it differs from `text`. */
  sms?: string;
}

/** The delivery set in the console, each with a version that changes whenever it does. */
export interface ConsoleDelivery {
  email?: { version: string; smtp: SmtpServer; from: string };
  sms?: { version: string; gateway: SmsGateway };
}

export interface Notifier {
  /** Sends a code; `delivery` is the console's (read by the caller, in its transaction), `{}` for the environment's. */
  sendCode(channel: 'email' | 'phone', to: string, message: CodeMessage, delivery?: ConsoleDelivery): Promise<void>;
  sendMail(mail: Mail, delivery?: ConsoleDelivery): Promise<void>;
  close(): void;
}

export interface NotifierOptions {
  /** How requests to an SMS gateway set in the console are made (held to the outbound rule). */
  gatewayFetch?: Parameters<typeof smsGatewaySender>[1];
}

/** The sender address when none is set: no-reply at the public host. */
export function defaultFrom(config: Pick<Config, 'baseUrl'>): string {
  const host = new URL(config.baseUrl).hostname;
  return `Tessera <no-reply@${host.includes('.') ? host : 'tessera.local'}>`;
}

export function createNotifier(config: Config, options: NotifierOptions = {}): Notifier {
  const environmentMailer = createMailer(config.smtpUrl, config.production, defaultFrom(config));
  const environmentSms = createSmsSender(config, config.production);
  // One transport per console setting: rebuilt when its version changes, the old one closed.
  let consoleMailer: { version: string; mailer: Mailer } | undefined;
  let consoleSms: { version: string; sender: SmsSender } | undefined;
  const mailerOf = (delivery: ConsoleDelivery): Mailer => {
    const email = delivery.email;
    if (!email) return environmentMailer;
    if (consoleMailer?.version !== email.version) {
      consoleMailer?.mailer.close();
      consoleMailer = { version: email.version, mailer: createMailer(email.smtp, config.production, email.from) };
    }
    return consoleMailer.mailer;
  };
  const smsOf = (delivery: ConsoleDelivery): SmsSender => {
    const sms = delivery.sms;
    if (!sms) return environmentSms;
    if (consoleSms?.version !== sms.version) consoleSms = { version: sms.version, sender: smsGatewaySender(sms.gateway, options.gatewayFetch ?? fetch) };
    return consoleSms.sender;
  };
  return {
    async sendCode(channel, to, message, delivery = {}) {
      if (channel === 'email') await mailerOf(delivery).send({ to, ...message });
      else await smsOf(delivery).send(to, message.sms ?? message.text);
    },
    async sendMail(mail, delivery = {}) {
      await mailerOf(delivery).send(mail);
    },
    close: () => {
      environmentMailer.close();
      consoleMailer?.mailer.close();
    },
  };
}
