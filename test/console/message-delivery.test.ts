// Email and SMS delivery set in the console as an administrator would (issue 46 item 8): on
// Connectors → Email & SMS, fill in an SMTP server and an SMS webhook, save, send a test message
// to each and see it arrive at a real SMTP server and a real gateway on this machine; a wrong
// value is refused beside its field. At 1280x800 and 390x844, with no serious axe violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSmtp, type TestSmtp } from '../experience/helpers/smtp.js';
import { waitFor } from '../helpers/wait-for.js';
import { startSmsGateway, type SmsGateway } from '../helpers/sms-gateway.js';
import { DESKTOP, PHONE, hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console: email and SMS delivery', { timeout: 120_000 }, () => {
  let harness: ConsoleHarness;
  let signed: ConsolePage;
  let page: Page;
  let smtp: TestSmtp;
  let gateway: SmsGateway;
  let gatewayUrl: string;
  const texts = (): SmsGateway['texts'] => gateway.texts;

  beforeAll(async () => {
    smtp = await startSmtp({ user: 'mailer', pass: 'relay-password' });
    gateway = await startSmsGateway();
    gatewayUrl = gateway.url;
    harness = await startConsole();
    signed = await harness.signIn();
    page = signed.page;
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await signed?.context.close();
    await harness?.stop();
    await smtp?.stop();
    await gateway?.close();
  });

  it('sets an SMTP server, and a test email arrives there from the address set', async () => {
    await harness.open(page, '/connectors?tab=delivery');
    const form = page.getByRole('form', { name: 'Email delivery' });
    await form.getByText('Development log').waitFor();
    await form.getByRole('textbox', { name: 'SMTP host' }).fill('127.0.0.1');
    await form.getByRole('textbox', { name: 'Port' }).fill(new URL(smtp.url).port);
    await form.getByLabel('Security', { exact: true }).click();
    await page.getByRole('option', { name: /^None/ }).click();
    await form.getByRole('textbox', { name: 'Username' }).fill('mailer');
    await form.getByLabel('Password', { exact: true }).fill('relay-password');
    await form.getByRole('textbox', { name: 'From address' }).fill('accounts@example.com');
    await form.getByRole('textbox', { name: 'From name' }).fill('Example Accounts');
    await form.getByRole('button', { name: 'Save email delivery' }).click();
    await page.getByText('Email delivery saved').waitFor();
    await form.getByText('Set here').waitFor();
    const stored = (await harness.app.api('GET', '/message-delivery')).body.email;
    expect(stored.smtp).toMatchObject({ host: '127.0.0.1', security: 'None', username: 'mailer', password: '********', fromAddress: 'accounts@example.com' });

    await form.getByRole('textbox', { name: 'Send a test email to' }).fill('ops@example.com');
    await form.getByRole('button', { name: 'Send test' }).click();
    await form.getByText('Test message sent').waitFor();
    await waitFor(() => smtp.countTo('ops@example.com') === 1, { timeoutMs: 5000, intervalMs: 25, what: 'the test mail' });
    expect(smtp.messages.at(-1)!.raw).toMatch(/^From: Example Accounts <accounts@example\.com>/m);
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await harness.screenshot(page, 'message-delivery');
  });

  it('sets an SMS webhook and a test text reaches it; a wrong Twilio SID is refused beside its field', async () => {
    await harness.open(page, '/connectors?tab=delivery');
    const form = page.getByRole('form', { name: 'SMS delivery' });
    await form.getByLabel('Gateway', { exact: true }).click();
    await page.getByRole('option', { name: 'Twilio' }).click();
    await form.getByRole('textbox', { name: 'Account SID' }).fill('AC123');
    await form.getByLabel('Auth token', { exact: true }).fill('token');
    await form.getByRole('textbox', { name: 'Sender' }).fill('+15005550006');
    await form.getByRole('button', { name: 'Save SMS delivery' }).click();
    await form.getByText('accountSid must be AC followed by 32 hex digits').waitFor();
    expect((await harness.app.api('GET', '/message-delivery')).body.sms.gateway).toBeNull();

    await form.getByLabel('Gateway', { exact: true }).click();
    await page.getByRole('option', { name: /^Webhook/ }).click();
    await form.getByRole('textbox', { name: 'Webhook URL' }).fill(gatewayUrl);
    await form.getByRole('button', { name: 'Save SMS delivery' }).click();
    await page.getByText('SMS delivery saved').waitFor();
    await form.getByText('Set here').waitFor();

    await form.getByRole('textbox', { name: 'Send a test text to' }).fill('+1 555 000 7777');
    await form.getByRole('button', { name: 'Send test' }).click();
    await form.getByText('Test message sent').waitFor();
    expect(texts().at(-1)).toMatchObject({ to: '15550007777', text: expect.stringContaining('SMS delivery works') });

    await page.setViewportSize(PHONE);
    await harness.open(page, '/connectors?tab=delivery');
    await page.getByRole('form', { name: 'SMS delivery' }).getByText('Set here').waitFor();
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);
    await harness.screenshot(page, 'message-delivery-phone');
    await page.setViewportSize(DESKTOP);
  });
});
