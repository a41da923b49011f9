// SMS codes through Twilio's Messages API (the SMS_TWILIO_* settings), against a local stand-in
// of api.twilio.com that holds requests to what Twilio documents: the account's Messages.json,
// basic auth with the account SID and token, a form body with To (E.164), From and Body. The
// stand-in refuses one number as Twilio does (400 with its error code) to see the refusal reported.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createSmsSender } from '../../src/notify/sms.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createClient } from '../helpers/oidc-fixtures.js';
import { waitFor } from '../helpers/wait-for.js';
import { JsonClient, startAuthorization } from '../experience/helpers/json-client.js';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-test-token';
const FROM = '+15005550006';
const REFUSED = '+15550009999';

let standIn: Server;
let apiUrl: string;
let app: TestApp;
const received: Array<{ path: string; authorization: string; form: URLSearchParams }> = [];

beforeAll(async () => {
  standIn = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ path: req.url ?? '', authorization: req.headers.authorization ?? '', form });
      const json = (status: number, answer: unknown): void => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (req.headers.authorization !== `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`)
        return json(401, { code: 20003, message: 'Authenticate' });
      if (form.get('To') === REFUSED) return json(400, { code: 21211, message: "The 'To' number +15550009999 is not a valid phone number." });
      json(201, { sid: `SM${'0'.repeat(32)}`, status: 'queued' });
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  app = await startTestApp({ env: { SMS_TWILIO_ACCOUNT_SID: SID, SMS_TWILIO_AUTH_TOKEN: TOKEN, SMS_TWILIO_FROM: FROM, SMS_TWILIO_API_URL: apiUrl } });
  const methods = [
    { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
    { identifier: 'phone', password: false, verificationCode: true, isPasswordPrimary: false },
  ];
  const set = await app.api('PATCH', '/sign-in-exp', { signIn: { methods } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
});
afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => standIn?.close(resolve));
});

describe('SMS through Twilio', () => {
  it('texts a sign-in code as Twilio documents the request, and the code signs in', async () => {
    const created = await app.api('POST', '/users', { username: 'twilio_texter', primaryPhone: '+15550002222' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const user = created.body;
    const client = new JsonClient(app.url);
    await startAuthorization(client.browser, await createClient(app, 'Traditional'));
    await client.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const sent = await client.call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'phone', value: '+1 555 000 2222' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const message = await waitFor(() => received.find((r) => r.form.get('To') === '+15550002222'), { timeoutMs: 5000, intervalMs: 25, what: 'the message' });
    expect(message.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(message.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(message.form.get('From')).toBe(FROM);
    const code = /(\d{6})/.exec(message.form.get('Body') ?? '')?.[1];
    expect(code, message.form.get('Body') ?? '').toBeDefined();
    const verified = await client.call('POST', '/api/experience/verification/verification-code/verify', {
      identifier: {},
      verificationId: sent.body.verificationId,
      code,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await client.call('POST', '/api/experience/identification', { verificationId: sent.body.verificationId })).status).toBe(204);
    const submitted = await client.call('POST', '/api/experience/submit');
    expect(new URL(submitted.body.redirectTo).searchParams.get('code')).toBeTruthy();
    expect((await app.api('GET', `/users/${user.id}`)).body.lastSignInAt).toBeTruthy();
  });

  it("reports Twilio's refusal with its code, and a Messaging Service as the sender", async () => {
    const sender = createSmsSender({ smsWebhookUrl: undefined, smsTwilio: { accountSid: SID, authToken: TOKEN, from: `MG${'a'.repeat(32)}`, apiUrl } }, true);
    await expect(sender.send('15550009999', 'code 123456')).rejects.toThrow(
      "Twilio answered 400: 21211 The 'To' number +15550009999 is not a valid phone number.",
    );
    await sender.send('15550003333', 'code 654321');
    const last = received.at(-1)!;
    expect([last.form.get('To'), last.form.get('MessagingServiceSid'), last.form.get('From')]).toEqual(['+15550003333', `MG${'a'.repeat(32)}`, null]);
    const wrongToken = createSmsSender({ smsWebhookUrl: undefined, smsTwilio: { accountSid: SID, authToken: 'wrong', from: FROM, apiUrl } }, true);
    const refused = await wrongToken.send('15550003333', 'x').catch((error: Error) => error.message);
    expect(refused).toBe('Twilio answered 401: 20003 Authenticate');
  });

  it('refuses settings that do not go together or are not Twilio values', () => {
    const base = { BASE_URL: 'http://127.0.0.1:3001' };
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ SMS_TWILIO_ACCOUNT_SID: SID })).toContain('SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN, SMS_TWILIO_FROM go together');
    expect(problems({ SMS_TWILIO_ACCOUNT_SID: SID, SMS_TWILIO_AUTH_TOKEN: TOKEN, SMS_TWILIO_FROM: FROM, SMS_WEBHOOK_URL: 'https://sms.example' })).toContain(
      'SMS_TWILIO_ACCOUNT_SID and SMS_WEBHOOK_URL are two SMS transports; set one',
    );
    expect(problems({ SMS_TWILIO_ACCOUNT_SID: 'AC1', SMS_TWILIO_AUTH_TOKEN: TOKEN, SMS_TWILIO_FROM: '5550006' })).toEqual(
      expect.arrayContaining(['SMS_TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits', expect.stringMatching(/^SMS_TWILIO_FROM must be/)]),
    );
    expect(problems({ SMS_TWILIO_ACCOUNT_SID: SID, SMS_TWILIO_AUTH_TOKEN: TOKEN, SMS_TWILIO_FROM: FROM })).toEqual([]);
  });
});
