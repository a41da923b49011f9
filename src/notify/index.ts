// Delivers verification codes by email or SMS, in the message src/domain/sign-in/email-templates.ts
// wrote (the template of its usage and language, or the built-in text).
import type { Config } from '../config.js';
import { createMailer, type Mail, type Mailer } from './mailer.js';
import { createSmsSender } from './sms.js';

export interface CodeMessage {
  subject: string;
  text: string;
  html?: string;
  /** The text message when it differs from `text`. */
  sms?: string;
}

export interface Notifier {
  sendCode(channel: 'email' | 'phone', to: string, message: CodeMessage): Promise<void>;
  close(): void;
}

export function createNotifier(config: Config): Notifier {
  const host = new URL(config.baseUrl).hostname;
  const mailer = createMailer(config.smtpUrl, config.production, `Tessera <no-reply@${host.includes('.') ? host : 'tessera.local'}>`);
  const sms = createSmsSender(config, config.production);
  return {
    async sendCode(channel, to, message) {
      if (channel === 'email') await mailer.send({ to, ...message });
      else await sms.send(to, message.sms ?? message.text);
    },
    close: () => mailer.close(),
  };
}

const mailers = new WeakMap<Config, Mailer>();

/** One mail transport per configuration, for messages other than codes (organization invitations). */
export function sendMail(config: Config, mail: Mail): Promise<void> {
  let mailer = mailers.get(config);
  if (!mailer) {
    const host = new URL(config.baseUrl).hostname;
    mailer = createMailer(config.smtpUrl, config.production, `Tessera <no-reply@${host.includes('.') ? host : 'tessera.local'}>`);
    mailers.set(config, mailer);
  }
  return mailer.send(mail);
}
