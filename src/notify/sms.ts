// SMS through an HTTP gateway: a JSON POST `{ to, text }` to SMS_WEBHOOK_URL. Without it, SMS
// codes go to the log (development), like email without SMTP.
import { log } from '../observability/logger.js';
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export function createSmsSender(webhookUrl: string | undefined, production: boolean): SmsSender {
  if (!webhookUrl && production) {
    // Never write codes to a production log.
    return {
      async send() {
        throw new Error('no SMS transport: set SMS_WEBHOOK_URL');
      },
    };
  }
  if (!webhookUrl) {
    return {
      async send(to, text) {
        log().info(`[dev sms] to=${to}\n${text}`);
      },
    };
  }
  return {
    async send(to, text) {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
