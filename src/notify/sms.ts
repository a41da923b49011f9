// SMS through an HTTP gateway: a JSON POST `{ to, text }` to SMS_WEBHOOK_URL, or Twilio's
// Messages API (the SMS_TWILIO_* settings: a form POST with basic auth, as Twilio documents it).
// The same two can be set in the console instead (src/domain/sign-in/message-delivery.ts), whose
// requests go through the caller's fetch (the outbound rule of connector URLs). Without either,
// SMS codes go to the log (development), like email without SMTP.
import type { Config } from '../config.js';
import { log } from '../observability/logger.js';
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** An SMS gateway as the console sets it. */
export type SmsGateway = { type: 'Webhook'; url: string } | { type: 'Twilio'; accountSid: string; authToken: string; from: string; apiUrl: string };

type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<Response>;

/** A sender for a gateway the console set, its requests made by `fetchVia`. */
export function smsGatewaySender(gateway: SmsGateway, fetchVia: Fetch): SmsSender {
  return gateway.type === 'Twilio' ? twilioSender(gateway, fetchVia) : webhookSender(gateway.url, fetchVia);
}

function webhookSender(url: string, fetchVia: Fetch): SmsSender {
  return {
    async send(to, text) {
      const res = await fetchVia(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

const TIMEOUT_MS = 10_000;

export function createSmsSender(config: Pick<Config, 'smsWebhookUrl' | 'smsTwilio'>, production: boolean): SmsSender {
  if (config.smsTwilio) return twilioSender(config.smsTwilio);
  const webhookUrl = config.smsWebhookUrl;
  if (!webhookUrl && production) {
    // Never write codes to a production log.
    return {
      async send() {
        throw new Error('no SMS transport: set SMS_WEBHOOK_URL or the SMS_TWILIO_* settings');
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
  return webhookSender(webhookUrl, fetch);
}

/**
 * Twilio's Messages API: `To` in E.164 (Tessera keeps numbers as digits, so a `+` is put in
 * front), `From` a number or `MessagingServiceSid` a service. A refusal is thrown with Twilio's
 * own error code and message (which name the number, never the credentials).
 */
function twilioSender(twilio: NonNullable<Config['smsTwilio']>, fetchVia: Fetch = fetch): SmsSender {
  const endpoint = `${twilio.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  const sender: [string, string] = twilio.from.startsWith('MG') ? ['MessagingServiceSid', twilio.from] : ['From', twilio.from];
  return {
    async send(to, text) {
      const res = await fetchVia(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams([['To', to.startsWith('+') ? to : `+${to}`], sender, ['Body', text]]).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.ok) return;
      const answer = (await res.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
      const detail = typeof answer.message === 'string' ? `: ${answer.code ?? ''} ${answer.message.slice(0, 200)}` : '';
      throw new Error(`Twilio answered ${res.status}${detail}`);
    },
  };
}
