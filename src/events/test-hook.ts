// POST /hooks/:id/test: a sample of each chosen event, signed with the hook's keys, sent now to
// the configuration given (not the stored one), with the outcome reported. Not logged, not retried.
import type { Db } from '../db/database.js';
import { checkConfig, checkEvents, getSigningKeys } from '../domain/webhooks/hooks.js';
import { newId } from '../domain/ids.js';
import type { Config } from '../config.js';
import { sendAttempt } from './delivery.js';
import { samplePayload } from './samples.js';
import { activeKeys, signatureHeaders } from './signing.js';

export interface TestHookInputShape {
  events: readonly string[];
  config: { url: string; headers?: Record<string, unknown> | null };
}

export async function testHook(db: Db, config: Config, hookId: string, input: TestHookInputShape) {
  const events = checkEvents(input.events);
  const target = await checkConfig(input.config, {
    allowPrivateTargets: config.webhookAllowPrivateTargets,
    allowLocalTargets: config.webhookAllowLocalTargets,
  });
  const keys = activeKeys(await getSigningKeys(db, hookId, config.keyEncryptionKey));
  const results = [];
  for (const event of events) {
    const body = JSON.stringify(samplePayload(hookId, event));
    const result = await sendAttempt({
      url: target.url,
      headers: {
        ...target.headers,
        'content-type': 'application/json',
        'user-agent': 'Tessera-Webhooks/1',
        ...signatureHeaders(keys, `msg_test_${newId()}`, body),
      },
      body,
      timeoutMs: config.webhook.timeoutMs,
      allowPrivateTargets: config.webhookAllowPrivateTargets,
      allowLocalTargets: config.webhookAllowLocalTargets,
    });
    results.push({
      event,
      success: result.ok,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      responseExcerpt: result.responseExcerpt,
      error: result.error,
    });
  }
  return results;
}
