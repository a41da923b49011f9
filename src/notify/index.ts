// Delivers verification codes by email or SMS.
import type { Config } from '../config.js';
import { createMailer, type Mail, type Mailer } from './mailer.js';
import { createSmsSender } from './sms.js';

export interface Notifier {
  sendCode(channel: 'email' | 'phone', to: string, code: string, purpose: string): Promise<void>;
  close(): void;
}

export function createNotifier(config: Config): Notifier {
  const host = new URL(config.baseUrl).hostname;
  const mailer = createMailer(config.smtpUrl, config.production, `Tessera <no-reply@${host.includes('.') ? host : 'tessera.local'}>`);
  const sms = createSmsSender(config.smsWebhookUrl, config.production);
  return {
    async sendCode(channel, to, code, purpose) {
      const text = `Your Tessera verification code is ${code}. It is valid for 10 minutes. (${purpose})`;
      if (channel === 'email') await mailer.send({ to, subject: `Your verification code: ${code}`, text });
      else await sms.send(to, text);
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
