// Issue 12, findings 13, 14, 16 (long identifiers) and 22: what the sign-in experience reveals,
// how lockout counts, and who may make the server send codes — over real HTTP, real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createHook, outboxRows } from '../helpers/hooks.js';
import { createClient } from '../helpers/oidc-fixtures.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { waitFor } from '../helpers/wait-for.js';
import { Browser, type PageResponse } from './helpers/browser.js';
import { JsonClient, startAuthorization } from './helpers/json-client.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';

let app: TestApp;
let smtp: TestSmtp;
let receiver: Receiver;
let web: { clientId: string; redirectUri: string };

beforeAll(async () => {
  smtp = await startSmtp();
  receiver = await startReceiver();
  app = await startTestApp({
    env: {
      SMTP_URL: smtp.url,
      CODE_SEND_LIMIT: '3',
      LOCKOUT_MAX_ATTEMPTS: '5',
      LOCKOUT_WINDOW_SECONDS: '600',
      LOCKOUT_DURATION_SECONDS: '600',
      WEBHOOK_POLL_MS: '100',
    },
  });
  web = await createClient(app, 'Traditional');
  await createHook(app, receiver, ['Identifier.Lockout', 'Message.RateLimited']);
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await receiver?.close();
});

async function started(event: string, ip?: string) {
  const client = new JsonClient(app.url);
  await startAuthorization(client.browser, web);
  expect((await call(client, 'PUT', '/api/experience', { interactionEvent: event }, ip)).status).toBe(204);
  return client;
}

/** A JSON call, optionally as another client address (the app trusts X-Forwarded-For from loopback). */
async function call(client: JsonClient, method: string, path: string, body?: unknown, ip?: string) {
  const res = await client.browser.request(
    path,
    {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(ip ? { 'x-forwarded-for': ip } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    },
    false,
  );
  return { status: res.status, headers: res.headers, body: res.text ? JSON.parse(res.text) : undefined };
}

const passwordAttempt = (client: JsonClient, identifier: { type: string; value: string }, password: string) =>
  client.call('POST', '/api/experience/verification/password', { identifier, password });

/** The page as a user compares it: without per-request tokens and the echoed input. */
const comparable = (page: PageResponse, echoed: string) =>
  page.text
    .replace(/name="csrf" value="[^"]*"/g, '')
    .replaceAll(echoed, '<recipient>')
    .replace(/tessera_exp=[^;]*/g, '');

describe('lockout (finding 14)', () => {
  it('60 parallel wrong passwords against a limit of 5: at most 5 are checked, then even the right one is refused', async () => {
    await app.api('POST', '/users', { username: 'racer', password: 'right password' });
    const client = await started('SignIn');
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => passwordAttempt(client, { type: 'username', value: 'racer' }, `wrong ${i}`)));
    const checked = answers.filter((a) => a.status === 422);
    const refused = answers.filter((a) => a.status === 403);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length + refused.length).toBe(60);
    for (const r of refused) expect(r.body.code).toBe('user.identifier_locked');
    const right = await passwordAttempt(client, { type: 'username', value: 'racer' }, 'right password');
    expect(right.status).toBe(403);
    // A lock's event is written before the attempt that locked is answered: with every attempt
    // answered, the outbox holds every lockout event there will be.
    expect((await outboxRows(app)).filter((r) => r.event === 'Identifier.Lockout')).toHaveLength(1);
    await receiver.waitFor(() => receiver.ofEvent('Identifier.Lockout').length >= 1);
    expect(receiver.ofEvent('Identifier.Lockout')).toHaveLength(1);
  }, 120_000);

  it('the username, email and phone of one user share one budget', async () => {
    await app.api('POST', '/users', { username: 'spelling', primaryEmail: 'spelling@example.com', primaryPhone: '15550001111', password: 'right password' });
    const client = await started('SignIn');
    for (let i = 0; i < 3; i++) expect((await passwordAttempt(client, { type: 'username', value: 'spelling' }, `wrong ${i}`)).status).toBe(422);
    for (let i = 0; i < 2; i++) expect((await passwordAttempt(client, { type: 'email', value: 'Spelling@Example.com' }, `wrong ${i}`)).status).toBe(422);
    const viaPhone = await passwordAttempt(client, { type: 'phone', value: '+15550001111' }, 'right password');
    expect(viaPhone.status).toBe(403);
    expect(viaPhone.body.code).toBe('user.identifier_locked');
  });

  it('an unknown identifier is counted and answered like a known one', async () => {
    const client = await started('SignIn');
    const known: number[] = [];
    const unknown: number[] = [];
    await app.api('POST', '/users', { username: 'known_one', password: 'right password' });
    for (let i = 0; i < 6; i++) {
      known.push((await passwordAttempt(client, { type: 'username', value: 'known_one' }, 'wrong')).status);
      unknown.push((await passwordAttempt(client, { type: 'username', value: 'nobody_here' }, 'wrong')).status);
    }
    expect(known).toEqual([422, 422, 422, 422, 422, 403]);
    expect(unknown).toEqual(known);
  });
});

describe('long identifiers (finding 16)', () => {
  it('a sign-in identifier over the limit is 400 guard.invalid_input, on the JSON API and the page', async () => {
    const client = await started('SignIn');
    for (const type of ['username', 'email', 'phone']) {
      const res = await passwordAttempt(client, { type, value: `${'a'.repeat(3000)}${type === 'email' ? '@example.com' : ''}` }, 'whatever');
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('guard.invalid_input');
    }
    const browser = new Browser(app.url);
    const { location } = await startAuthorization(browser, web);
    const page = await browser.get(location.toString());
    const res = await browser.submit(page, { identifier: 'b'.repeat(3000), password: 'whatever' }, false);
    expect(res.status).toBe(400);
  });
});

describe('enumeration (finding 13)', () => {
  async function forgotPasswordPage(identifier: string) {
    const browser = new Browser(app.url);
    return browser.submit(await browser.get('/forgot-password'), { identifier }, false);
  }

  it('forgot password: an unknown email is answered and limited exactly as a known one', async () => {
    await app.api('POST', '/users', { username: 'forgetful', primaryEmail: 'forgetful@example.com', password: 'old password' });
    const known: PageResponse[] = [];
    const unknown: PageResponse[] = [];
    // The stranger first: each code to the known address is asked for after the stranger's.
    for (let i = 0; i < 4; i++) {
      unknown.push(await forgotPasswordPage('stranger@example.com'));
      known.push(await forgotPasswordPage('forgetful@example.com'));
    }
    expect(known.map((p) => p.status)).toEqual([200, 200, 200, 429]);
    expect(unknown.map((p) => p.status)).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 4; i++) expect(comparable(unknown[i]!, 'stranger@example.com')).toBe(comparable(known[i]!, 'forgetful@example.com'));
    // The codes go out after the answer, in the background: the known address's third, asked for
    // after the stranger's last, is the sign that the stranger's were dealt with (they had at most
    // a lookup left to do when it was asked for).
    await waitFor(() => smtp.countTo('forgetful@example.com') >= 3, { intervalMs: 25, what: "the known address's three codes" });
    expect(smtp.countTo('forgetful@example.com')).toBe(3);
    expect(smtp.countTo('stranger@example.com')).toBe(0);
  });

  it('forgot password over the JSON API: the same answer, and nothing is mailed to an address no account uses', async () => {
    await app.api('POST', '/users', { username: 'jsonforget', primaryEmail: 'jsonforget@example.com', password: 'old password' });
    const send = async (value: string) =>
      (await started('ForgotPassword')).call('POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value } });
    // The stranger first: the known address's code, asked for after it and delivered, is the sign
    // that the stranger's send was dealt with.
    const unknown = await send('jsonstranger@example.com');
    const known = await send('jsonforget@example.com');
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body)).toEqual(Object.keys(known.body));
    await smtp.nextCode('jsonforget@example.com');
    expect(smtp.countTo('jsonstranger@example.com')).toBe(0);
  });

  it('registration with email verification does not say the email is taken before the email is proved', async () => {
    await app.api('POST', '/users', { username: 'incumbent', primaryEmail: 'incumbent@example.com', password: 'some password' });
    const register = async (identifier: string) => {
      const browser = new Browser(app.url);
      return { browser, page: await browser.submit(await browser.get('/register'), { identifier, password: 'long enough pw' }, false) };
    };
    const taken = await register('incumbent@example.com');
    const fresh = await register('newcomer@example.com');
    expect(taken.page.status).toBe(fresh.page.status);
    expect(comparable(taken.page, 'incumbent@example.com')).toBe(comparable(fresh.page, 'newcomer@example.com'));
    // Once the code proves the address, its owner may learn that it has an account.
    const proved = await taken.browser.submit(taken.page, { code: await smtp.nextCode('incumbent@example.com') }, false);
    expect(proved.status).toBe(422);
    expect(proved.text).toMatch(/existing account/);

    // The JSON API: without a verification, a taken and a free email get the same refusal.
    const api = async (email: string) => (await started('Register')).call('POST', '/api/experience/register', { email, password: 'long enough pw' });
    const a = await api('incumbent@example.com');
    const b = await api('newcomer2@example.com');
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
  });
});

describe('who may make the server send codes (finding 22)', () => {
  it('sends are limited per client address as well as per recipient, with Message.RateLimited', async () => {
    const changed = await app.api('PATCH', '/sign-in-exp', { codeSend: { ipLimit: 3 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.codeSend).toMatchObject({ limit: 3, ipLimit: 3 });
    try {
      const ip = '203.0.113.9';
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const client = await started('Register', ip);
        statuses.push(
          (await call(client, 'POST', '/api/experience/verification/verification-code', { identifier: { type: 'email', value: `victim${i}@example.com` } }, ip))
            .status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      await receiver.waitFor(() => receiver.ofEvent('Message.RateLimited').some((r) => r.json.recipient === 'victim3@example.com'));
      // Another address is not affected, and the refused send did not use up the recipient's budget.
      const other = await started('Register', '198.51.100.4');
      expect(
        (
          await call(
            other,
            'POST',
            '/api/experience/verification/verification-code',
            { identifier: { type: 'email', value: 'victim3@example.com' } },
            '198.51.100.4',
          )
        ).status,
      ).toBe(200);
    } finally {
      await app.api('PATCH', '/sign-in-exp', { codeSend: { ipLimit: 1000 } });
    }
  });
});
