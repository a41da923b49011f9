// Rules for hooks: what a subscription may name and target, key rotation, redelivery.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/hooks.js';
import * as deliveries from '../../db/repositories/hook-deliveries.js';
import type { Hook } from '../../db/repositories/hooks.js';
import type { AttemptFilter, Delivery } from '../../db/repositories/hook-deliveries.js';
// The catalogue is plain data (no imports): the one list of event names.
import { isHookEvent } from './event-catalogue.js';
import type { KeyEncryptionKey } from '../envelope.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import { openKeys, sealKey } from './hook-keys.js';
import { checkHookTarget } from '../hook-targets.js';
import { newId } from '../ids.js';
import { nonBlankString, parseFields, parseInput } from '../input.js';
import type { PageRequest } from '../pagination.js';
import { searchTerm } from '../search.js';

export type { Hook, Delivery };

export interface HookConfigInput {
  url: string;
  headers?: Record<string, unknown> | null;
}

export interface HookInput {
  name?: string | null;
  events?: readonly string[] | null;
  /** The compatible product's legacy single event, used when `events` is absent (creation only). */
  event?: string | null;
  config?: HookConfigInput | null;
  enabled?: boolean | null;
}

export interface TargetPolicy {
  allowPrivateTargets: boolean;
  /** Receivers on this machine (localhost, 127.0.0.1, ::1): development's default. */
  allowLocalTargets?: boolean;
}

/** Headers the dispatcher sets itself (or that would corrupt the request). */
const RESERVED_HEADER = /^(content-type|content-length|host|connection|transfer-encoding|user-agent|logto-signature-sha-256|webhook-.*)$/i;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,128}$/;
const MAX_HEADERS = 20;

const hookName = nonBlankString().max(128);

function checkName(name: unknown): string {
  return parseInput(hookName, name, 'name must be 1 to 128 characters', ['name']);
}

/** Refuses an entry by the value given (`String` of it, whatever its type), as the API always has. */
const unknownEvent = (issue: { input?: unknown }) => `unknown event: ${String(issue.input)}`;
const hookEvents = z.array(z.string({ error: unknownEvent }).refine(isHookEvent, { error: unknownEvent }));

export function checkEvents(events: unknown): string[] {
  if (!Array.isArray(events) || events.length === 0) {
    // The compatible product's code for a hook without events.
    throw new DomainError('hook.missing_events', 'events must be a non-empty list of event names', undefined, ['events']);
  }
  // The field is the list, not the entry (`['events']`, never `['events', '2']`).
  return [...new Set(parseFields(hookEvents, events, ['events'], 1))];
}

/** The headers bag: an object of at most MAX_HEADERS entries (checked before any entry is). */
const hookHeaders = z
  .record(z.string(), z.unknown(), { error: 'config.headers must be an object' })
  .refine((headers) => Object.keys(headers).length <= MAX_HEADERS, `config.headers may have at most ${MAX_HEADERS} entries`);
/** One `[name, value]` entry: the name is checked before the value, and both refusals name the header. */
const headerName = (issue: { input?: unknown }) => String((issue.input as [string, unknown])[0]);
const hookHeader = z
  .tuple([z.string(), z.unknown()])
  .refine(([name]) => HEADER_NAME.test(name) && !RESERVED_HEADER.test(name), {
    error: (issue) => `config.headers: ${headerName(issue)} cannot be set`,
    abort: true,
  })
  .refine(([, value]) => typeof value === 'string' && !/[\r\n\0]/.test(value) && value.length <= 4096, {
    error: (issue) => `config.headers: ${headerName(issue)} must be a single-line string`,
  });

function checkHeaders(headers: unknown): Record<string, string> {
  if (headers == null) return {};
  // Entries are read from the caller's object, not zod's copy of it (see `jsonObject`).
  parseFields(hookHeaders, headers, ['config', 'headers'], 2);
  const entries = parseFields(z.array(hookHeader), Object.entries(headers), ['config', 'headers'], 2);
  const out: Record<string, string> = {};
  for (const [name, value] of entries) out[name] = value as string;
  return out;
}

/** Validates a target configuration (also used by the test endpoint). */
export async function checkConfig(config: unknown, policy: TargetPolicy): Promise<{ url: string; headers: Record<string, string> }> {
  // Hand-written: an array passes here and is refused for its url, which zod's object check would not keep.
  if (!config || typeof config !== 'object') throw invalidInput('config is required', ['config']);
  const { url, headers } = config as HookConfigInput;
  const raw = parseInput(z.string(), url, 'config.url is required', ['config', 'url']);
  const checked = await checkHookTarget(raw, policy.allowPrivateTargets, undefined, policy.allowLocalTargets);
  return { url: checked.toString(), headers: checkHeaders(headers) };
}

export async function getHook(db: Db, id: string): Promise<Hook> {
  const hook = await repo.findHookById(db, id);
  if (!hook) throw notFound('hook', id);
  return hook;
}

export function listHooks(db: Db, page: PageRequest, search?: string | null) {
  return repo.listHooks(db, page, searchTerm(search));
}

export async function createHook(
  db: Db,
  input: HookInput,
  policy: TargetPolicy,
  signingKey: string,
  kek: KeyEncryptionKey,
): Promise<{ hook: Hook; signingKey: string }> {
  const events = checkEvents(input.events ?? (input.event != null ? [input.event] : undefined));
  const name = checkName(input.name ?? events[0]);
  const config = await checkConfig(input.config, policy);
  const id = newId();
  const hook = await repo.insertHook(db, id, sealKey(signingKey, id, kek), { name, events, ...config, enabled: input.enabled ?? true });
  return { hook, signingKey };
}

export async function updateHook(db: Db, id: string, input: HookInput, policy: TargetPolicy): Promise<Hook> {
  const write: repo.HookWrite = {};
  if (input.name != null) write.name = checkName(input.name);
  if (input.events != null) write.events = checkEvents(input.events);
  if (input.config != null) Object.assign(write, await checkConfig(input.config, policy));
  if (input.enabled != null) write.enabled = input.enabled;
  const hook = await repo.updateHookRow(db, id, write);
  if (!hook) throw notFound('hook', id);
  return hook;
}

export async function deleteHook(db: Db, id: string): Promise<string> {
  if (!(await repo.deleteHookRow(db, id))) throw notFound('hook', id);
  return id;
}

/** The new key signs from now on; the replaced one keeps signing alongside for `graceMs`. */
export async function rotateSigningKey(db: Db, id: string, signingKey: string, graceMs: number, kek: KeyEncryptionKey) {
  const previousKeyExpiresAt = new Date(Date.now() + graceMs);
  if (!(await repo.rotateHookKey(db, id, sealKey(signingKey, id, kek), previousKeyExpiresAt))) throw notFound('hook', id);
  return { signingKey, previousKeyExpiresAt };
}

export async function getSigningKeys(db: Db, id: string, kek: KeyEncryptionKey) {
  const keys = await repo.findHookKeys(db, id);
  if (!keys) throw notFound('hook', id);
  return openKeys(keys, id, kek);
}

/** A hook with its signing keys opened, for sending; undefined when it was deleted. */
export async function hookForDelivery(db: Db, id: string, kek: KeyEncryptionKey) {
  const [hook] = await repo.findHooksByIds(db, [id]);
  return hook && openKeys(hook, id, kek);
}

/** Several hooks with their keys opened (one query for a claimed batch), by id; deleted ones are absent. */
export async function hooksForDelivery(db: Db, ids: readonly string[], kek: KeyEncryptionKey) {
  const hooks = await repo.findHooksByIds(db, ids);
  return new Map(hooks.map((hook) => [hook.id, openKeys(hook, hook.id, kek)] as const));
}

const DAY_MS = 24 * 3600 * 1000;

/** Delivery outcomes of the last 24 hours, for several hooks at once. */
export function executionStats(db: Db, ids: readonly string[]) {
  return deliveries.deliveryStatsByHook(db, ids, new Date(Date.now() - DAY_MS));
}

export interface LogFilterInput {
  startTime?: Date | null;
  endTime?: Date | null;
  event?: string | null;
  result?: 'success' | 'failed' | null;
}

export async function recentLogs(db: Db, id: string, filter: LogFilterInput, page: PageRequest) {
  await getHook(db, id);
  if (filter.event != null && !isHookEvent(filter.event)) throw invalidInput(`unknown event: ${filter.event}`, ['event']);
  const checked: AttemptFilter = {
    since: filter.startTime ?? undefined,
    until: filter.endTime ?? undefined,
    event: filter.event ?? undefined,
    result: filter.result ?? undefined,
  };
  return deliveries.listAttempts(db, { hookId: id }, checked, page);
}

/**
 * Sends a past delivery again: a new delivery of the same payload under the same webhook-id
 * (receivers that already processed it recognise it), with its own attempts.
 */
export async function redeliver(db: Db, hookId: string, deliveryId: string): Promise<Delivery & { hookId: string }> {
  await getHook(db, hookId);
  const original = await deliveries.findDelivery(db, hookId, deliveryId);
  if (!original) throw notFound('delivery', deliveryId);
  const id = newId();
  await deliveries.insertDeliveries(db, [
    {
      id,
      hookId,
      webhookId: original.webhookId,
      event: original.event,
      payload: original.payload,
      createdAt: new Date(),
      redeliveryOf: original.id,
    },
  ]);
  await deliveries.notifyOutbox(db);
  const created = await deliveries.findDeliveryById(db, id);
  if (!created) throw new Error('redelivery vanished');
  return { ...created, hookId };
}

/** The compatible product's log key of a hook delivery: `TriggerHook.<event>`. */
export function logKeyOf(event: string): string {
  return `TriggerHook.${event}`;
}

/** The event a `logKey` filter names, or an invalid-input error for any other key. */
export function eventOfLogKey(logKey: string): string {
  const match = /^TriggerHook\.(.+)$/.exec(logKey);
  if (!match) throw invalidInput('logKey must be TriggerHook.<event>', ['logKey']);
  return match[1]!;
}

export interface DeliveryAttemptLog {
  event: string;
  result: 'success' | 'failed';
  statusCode?: number | null;
  responseExcerpt?: string | null;
  error?: string | null;
  payload: Record<string, unknown>;
  hookId?: string;
}

/**
 * The receiver's answer as the compatible product's log rows carry it: parsed when it is JSON,
 * else its text. Only the stored excerpt is kept, so an answer longer than that stays text.
 */
function receiverBody(excerpt: string | null | undefined): unknown {
  if (!excerpt) return '';
  try {
    return JSON.parse(excerpt) as unknown;
  } catch {
    return excerpt;
  }
}

/** A delivery attempt as the compatible product's log payload (its hook log rows). */
export function logPayloadOf(attempt: DeliveryAttemptLog): Record<string, unknown> {
  const body = attempt.payload ?? {};
  return {
    key: logKeyOf(attempt.event),
    result: attempt.result === 'success' ? 'Success' : 'Error',
    hookId: typeof body.hookId === 'string' ? body.hookId : attempt.hookId,
    body,
    ...(attempt.statusCode != null ? { response: { statusCode: attempt.statusCode, body: receiverBody(attempt.responseExcerpt) } } : {}),
    ...(attempt.error ? { error: attempt.error } : {}),
  };
}

/** A test delivery that did not succeed, as the compatible product reports it. */
export function testFailed(
  results: ReadonlyArray<{ event: string; success: boolean; statusCode?: number | null; responseExcerpt?: string | null; error?: string | null }>,
): DomainError {
  return new DomainError('hook.send_test_payload_failed', 'The test payload was not accepted by the endpoint.', {
    results: results.map((r) => ({
      event: r.event,
      success: r.success,
      statusCode: r.statusCode ?? null,
      responseExcerpt: r.responseExcerpt ?? null,
      error: r.error ?? null,
    })),
  });
}
