// Sign-up and forgot-password through the real pages over HTTP, with the code read from a real
// SMTP server on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { Browser } from './helpers/browser.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';

let app: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

describe('/register page', () => {
  it('creates an account after the emailed code is entered', async () => {
    const browser = new Browser(app.url);
    const start = await browser.get('/register');
    expect(start.status).toBe(200);
    expect(start.text).toContain('name="identifier"');
    expect(start.text).toMatch(/<button type="submit">/);

    const codePage = await browser.submit(start, { identifier: 'Ada@Example.com', password: 'correct horse battery' });
    expect(codePage.status).toBe(200);
    expect(codePage.text).toContain('name="code"');
    const code = await smtp.nextCode('ada@example.com');

    const wrong = await browser.submit(codePage, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('not right');
    // Nothing exists before the code is right.
    expect((await app.api('GET', '/users?search=ada@example.com')).body).toHaveLength(0);

    const done = await browser.submit(wrong, { code });
    expect(done.status).toBe(200);
    expect(done.text).toContain('Account created');
    const users = (await app.api('GET', '/users?search=ada@example.com')).body;
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ primaryEmail: 'ada@example.com', hasPassword: true });
  });

  it('refuses a post without the CSRF token of this browser', async () => {
    const victim = new Browser(app.url);
    const page = await victim.get('/register');
    const attacker = new Browser(app.url);
    const attackerPage = await attacker.get('/register');
    const forged = attackerPage.text.replace(/name="csrf" value="[^"]*"/, 'name="csrf" value="forged"');
    const res = await victim.submit({ ...page, text: forged }, { identifier: 'mallory', password: 'password123' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('reload the page');
    expect((await app.api('GET', '/users?search=mallory')).body).toHaveLength(0);
  });

  it('registers a username-only account without a code', async () => {
    const browser = new Browser(app.url);
    const before = smtp.messages.length;
    const done = await browser.submit(await browser.get('/register'), { identifier: 'grace_h', password: 'a long password' });
    expect(done.text).toContain('Account created');
    expect(smtp.messages.length).toBe(before);
    // The same username again is refused with the reference's code and message.
    const again = await browser.submit(await browser.get('/register'), { identifier: 'Grace_H', password: 'a long password' });
    expect(again.status).toBe(422);
    expect(again.text).toContain('already in use');
  });
});

describe('organization JIT at sign-up', () => {
  it('adds a user who registers with a verified email of a listed domain', async () => {
    const org = (await app.api('POST', '/organizations', { name: 'Acme' })).body;
    expect((await app.api('PUT', `/organizations/${org.id}/jit/email-domains`, { emailDomains: ['acme.test'] })).status).toBe(204);
    const browser = new Browser(app.url);
    const codePage = await browser.submit(await browser.get('/register'), { identifier: 'wile@acme.test', password: 'beep beep 123' });
    const done = await browser.submit(codePage, { code: await smtp.nextCode('wile@acme.test') });
    expect(done.text).toContain('Account created');
    const [user] = (await app.api('GET', '/users?search=wile')).body;
    const orgs = (await app.api('GET', `/users/${user.id}/organizations`)).body;
    expect(orgs.map((o: { id: string }) => o.id)).toEqual([org.id]);

    const other = new Browser(app.url);
    const page2 = await other.submit(await other.get('/register'), { identifier: 'road@runner.test', password: 'meep meep 123' });
    await other.submit(page2, { code: await smtp.nextCode('road@runner.test') });
    const [runner] = (await app.api('GET', '/users?search=road')).body;
    expect((await app.api('GET', `/users/${runner.id}/organizations`)).body).toEqual([]);
  });
});

describe('/forgot-password page', () => {
  it('sets a new password with the emailed code', async () => {
    await app.api('POST', '/users', { username: 'linus', primaryEmail: 'linus@example.com', password: 'old password 1' });
    const browser = new Browser(app.url);
    const start = await browser.get('/forgot-password');
    const resetPage = await browser.submit(start, { identifier: 'linus@example.com' });
    expect(resetPage.text).toContain('name="password"');
    const code = await smtp.nextCode('linus@example.com');
    const tooShort = await browser.submit(resetPage, { code, password: 'short' });
    expect(tooShort.status).toBe(422);
    const done = await browser.submit(tooShort, { code, password: 'new password 2' });
    expect(done.status).toBe(200);
    expect(done.text).toContain('Password changed');
  });

  it('does not reveal whether an account exists and sends nothing then', async () => {
    const before = smtp.countTo('nobody@example.com');
    const browser = new Browser(app.url);
    const page = await browser.submit(await browser.get('/forgot-password'), { identifier: 'nobody@example.com' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('If an account uses');
    const res = await browser.submit(page, { code: '123456', password: 'whatever 123' });
    expect(res.status).toBe(400);
    expect(smtp.countTo('nobody@example.com')).toBe(before);
  });
});
