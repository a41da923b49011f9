// Issue 42, item 3: guessing from one source address is throttled across identifiers. A spray of
// 40 usernames from one address used to get 40 × 422; now the failures up to the limit get 422,
// then the address is held off (429 `request.too_many_failed_attempts` with Retry-After on the
// Experience API, a page saying so on the sign-in page) while other addresses sign in as before.
// Wrong codes on the Experience API's verification calls count per address the same way. The
// address is the one TRUST_PROXY believes (the app trusts X-Forwarded-For from loopback).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { createClient, createUser } from '../helpers/oidc-fixtures.js';
import { Browser, type PageResponse } from './helpers/browser.js';
import { JsonClient, startAuthorization } from './helpers/json-client.js';

const SIGN_IN_LIMIT = 20;
const VERIFICATION_LIMIT = 5;
const app = useTestApp({
  env: {
    SIGN_IN_THROTTLE_LIMIT: String(SIGN_IN_LIMIT),
    SIGN_IN_THROTTLE_WINDOW_SECONDS: '600',
    SIGN_IN_THROTTLE_DELAY_SECONDS: '600',
    SIGN_IN_THROTTLE_MAX_DELAY_SECONDS: '1200',
    VERIFICATION_THROTTLE_LIMIT: String(VERIFICATION_LIMIT),
    VERIFICATION_THROTTLE_WINDOW_SECONDS: '600',
    VERIFICATION_THROTTLE_DELAY_SECONDS: '600',
    VERIFICATION_THROTTLE_MAX_DELAY_SECONDS: '1200',
  },
});

/** An Experience API client of a fresh interaction, calling from `ip`. */
async function experienceFrom(ip: string, event = 'SignIn') {
  const client = new JsonClient(app.url, undefined, { 'x-forwarded-for': ip });
  await startAuthorization(client.browser, await createClient(app, 'Traditional'));
  expect((await client.call('PUT', '/api/experience', { interactionEvent: event })).status).toBe(204);
  return client;
}

const password = (client: JsonClient, username: string, secret: string) =>
  client.call('POST', '/api/experience/verification/password', { identifier: { type: 'username', value: username }, password: secret });

function expectHeldApi(res: { status: number; headers: Headers; body: any }, throttle: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body).toEqual({
    code: 'request.too_many_failed_attempts',
    message: expect.stringMatching(/^Too many failed .* from this network address; try again in \d+ seconds\.$/),
    data: { retryAfter: expect.any(Number), throttle },
  });
  expect(res.headers.get('retry-after')).toBe(String(res.body.data.retryAfter));
  expect(res.body.data.retryAfter).toBeGreaterThan(0);
  expect(res.body.data.retryAfter).toBeLessThanOrEqual(600);
}

describe('sign-in throttle per source address', () => {
  it('40 usernames sprayed from one address: 422 up to the limit, then 429 with Retry-After; other addresses are not concerned', async () => {
    const user = await createUser(app);
    const attacker = await experienceFrom('203.0.113.7');
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await password(attacker, `sprayed_${i}`, 'Winter2024!'));
    expect(answers.slice(0, SIGN_IN_LIMIT).map((a) => a.body.code)).toEqual(Array(SIGN_IN_LIMIT).fill('session.invalid_credentials'));
    for (const held of answers.slice(SIGN_IN_LIMIT)) expectHeldApi(held, 'sign_in');

    // Held off: the right password from that address is refused too, unchecked.
    expectHeldApi(await password(attacker, user.username, user.password), 'sign_in');
    // The same person signs in from another address.
    expect((await password(await experienceFrom('198.51.100.9'), user.username, user.password)).status).toBe(200);

    app.clock.advance(601_000);
    expect((await password(attacker, user.username, user.password)).status).toBe(200);
  }, 120_000);

  it('an IPv6 /64 is one subject', async () => {
    const first = await experienceFrom('2001:db8:1:2::1');
    for (let i = 0; i < SIGN_IN_LIMIT; i++) expect((await password(first, `six_${i}`, 'guess')).status).toBe(422);
    const neighbour = await experienceFrom('2001:db8:1:2:ffff::9');
    expectHeldApi(await password(neighbour, 'six_x', 'guess'), 'sign_in');
    const otherBlock = await experienceFrom('2001:db8:1:3::1');
    expect((await password(otherBlock, 'six_y', 'guess')).status).toBe(422);
    app.clock.advance(601_000);
  }, 120_000);

  it('the sign-in page: a spray from one address ends in a 429 page that says why and for how long', async () => {
    const ip = '192.0.2.44';
    const browser = new Browser(app.url);
    const { location } = await startAuthorization(browser, await createClient(app, 'Traditional'));
    let page: PageResponse = await browser.get(location.toString());
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMIT; i++) {
      page = await browser.submit(page, { identifier: `page_spray_${i}`, password: 'guess' }, false, { 'x-forwarded-for': ip });
      statuses.push(page.status);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_LIMIT).fill(422), 429]);
    expect(page.text).toMatch(/Too many failed sign-in attempts from this network address; try again in \d+ seconds\./);
    // Another language shows its own words, with the wait in minutes.
    const german = await browser.submit(page, { identifier: 'page_spray_de', password: 'guess' }, false, { 'x-forwarded-for': ip, 'accept-language': 'de' });
    expect(german.status).toBe(429);
    expect(german.text).toMatch(/Zu viele Fehlversuche aus Ihrem Netzwerk\. Versuchen Sie es in 10 Min\. erneut\./);
    app.clock.advance(601_000);
  }, 120_000);

  it('a trip is written to the audit log with the address, and counted in /metrics', async () => {
    const ip = '203.0.113.99';
    const attacker = await experienceFrom(ip);
    for (let i = 0; i < SIGN_IN_LIMIT + 3; i++) await password(attacker, `audited_${i}`, 'guess');
    const logs = await app.api('GET', '/logs?logKey=Throttle.Tripped');
    const mine = logs.body.filter((entry: any) => entry.ip === ip);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ result: 'Success', payload: { throttle: 'sign_in', subject: `ip:${ip}`, failures: SIGN_IN_LIMIT, trips: 1 } });
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toMatch(/^tessera_throttle_trips_total\{throttle="sign_in"\} [1-9]\d*$/m);
    app.clock.advance(601_000);
  }, 120_000);
});

describe('verification throttle per source address', () => {
  it('wrong codes from one address, over several verifications, end in 429; other addresses still verify', async () => {
    const ip = '198.51.100.200';
    const statuses: number[] = [];
    let last;
    // A fresh code (and experience) each time: the per-code limit of 10 is never reached.
    for (let i = 0; i <= VERIFICATION_LIMIT; i++) {
      const client = await experienceFrom(ip, 'Register');
      const sent = await client.call('POST', '/api/experience/verification/verification-code', {
        identifier: { type: 'email', value: `code${i}@example.com` },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      last = await client.call('POST', '/api/experience/verification/verification-code/verify', { verificationId: sent.body.verificationId, code: '000000' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(VERIFICATION_LIMIT).fill(400), 429]);
    if (!last) throw new Error('no verification was attempted');
    expectHeldApi(last, 'verification');

    const elsewhere = await experienceFrom('198.51.100.201', 'Register');
    const sent = await elsewhere.call('POST', '/api/experience/verification/verification-code', {
      identifier: { type: 'email', value: 'elsewhere@example.com' },
    });
    const wrong = await elsewhere.call('POST', '/api/experience/verification/verification-code/verify', {
      verificationId: sent.body.verificationId,
      code: '000000',
    });
    expect(wrong.body.code).toBe('verification_code.code_mismatch');
    app.clock.advance(601_000);
  }, 120_000);
});
