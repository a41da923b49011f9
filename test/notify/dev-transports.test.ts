import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../src/notify/mailer.js';
import { createSmsSender } from '../../src/notify/sms.js';

afterEach(() => vi.restoreAllMocks());

describe('development transports', () => {
  it('write the message to the log outside production', async () => {
    // The logger writes to stdout (src/observability/logger.ts).
    const info = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await createMailer(undefined, false, 'x@example.com').send({ to: 'a@example.com', subject: 'Code', text: 'code 123456' });
    await createSmsSender({ smsWebhookUrl: undefined, smsTwilio: undefined }, false).send('+15550100', 'code 654321');
    expect(info.mock.calls.flat().join(' ')).toContain('123456');
    expect(info.mock.calls.flat().join(' ')).toContain('654321');
  });

  it('refuse to send, and log nothing, in production without a transport', async () => {
    const info = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await expect(createMailer(undefined, true, 'x@example.com').send({ to: 'a@example.com', subject: 'Code', text: 'code 123456' })).rejects.toThrow(
      /SMTP_URL/,
    );
    await expect(createSmsSender({ smsWebhookUrl: undefined, smsTwilio: undefined }, true).send('+15550100', 'code 654321')).rejects.toThrow(/SMS_WEBHOOK_URL/);
    expect(info).not.toHaveBeenCalled();
  });
});
