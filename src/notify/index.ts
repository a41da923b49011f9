// Delivers verification codes by email or SMS.
import type { Config } from '../config.js';
import { createMailer } from './mailer.js';
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
