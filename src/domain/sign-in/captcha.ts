// The CAPTCHA provider of the sign-in and registration pages (the compatible product's
// /api/captcha-provider): one per instance, Cloudflare Turnstile or reCAPTCHA Enterprise, with
// the compatible `config` shape. It is kept in system_settings; its secret key is sealed there
// under KEY_ENCRYPTION_KEY (`enc:v3:`, bound to `system_settings:captchaProvider`) and never
// answered: every answer carries SECRET_MASK instead. Whether the check is required is the sign-in
// experience's `captchaPolicy.enabled` (experience-settings.ts); the check itself is an outbound
// call (src/connectors/captcha.ts) that the experience makes.
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { deleteSetting, getSetting, putSetting } from '../../db/repositories/settings.js';
import type { Clock } from '../clock.js';
import { openSecret, sealSecret, type KeyEncryptionKey } from '../envelope.js';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';
import { parseFields } from '../input.js';
import type { SignInData } from './sign-in-state.js';

export const CAPTCHA_PROVIDER_SETTING = 'captchaProvider';
const BINDING = `system_settings:${CAPTCHA_PROVIDER_SETTING}`;

/** What every answer shows in place of the secret key; given back on PUT, it keeps the stored one. */
export const SECRET_MASK = '********';

export type CaptchaType = 'Turnstile' | 'RecaptchaEnterprise';

export interface CaptchaConfig {
  type: CaptchaType;
  siteKey: string;
  secretKey: string;
  /** reCAPTCHA Enterprise only: the Google Cloud project the key belongs to. */
  projectId?: string;
  /** reCAPTCHA Enterprise only: the host its script is loaded from (`www.recaptcha.net` where google.com is blocked). */
  domain?: string;
  /** reCAPTCHA Enterprise only: a score-based key (`invisible`, the default) or a checkbox key. */
  mode?: 'invisible' | 'checkbox';
}

export interface CaptchaProvider {
  id: string;
  config: CaptchaConfig;
  createdAt: Date;
  updatedAt: Date;
}

interface Stored {
  id: string;
  config: CaptchaConfig;
  createdAt: number;
  updatedAt: number;
}

// Keys and ids are printable ASCII without spaces: they go into a page attribute and a URL path.
const KEY = /^[\x21-\x7e]+$/;
const siteKey = z
  .string({ error: 'config.siteKey is required' })
  .min(1, 'config.siteKey is required')
  .max(256, 'config.siteKey is at most 256 characters')
  .regex(KEY, 'config.siteKey must be printable ASCII without spaces');
const secretKey = z
  .string({ error: 'config.secretKey is required' })
  .min(1, 'config.secretKey is required')
  .max(512, 'config.secretKey is at most 512 characters')
  .regex(KEY, 'config.secretKey must be printable ASCII without spaces');
const turnstile = z.strictObject(
  { type: z.literal('Turnstile'), siteKey, secretKey },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `config has unknown fields for Turnstile: ${issue.keys.join(', ')}` : undefined) },
);
const recaptcha = z.strictObject(
  {
    type: z.literal('RecaptchaEnterprise'),
    siteKey,
    secretKey,
    projectId: z
      .string({ error: 'config.projectId is required for reCAPTCHA Enterprise' })
      .regex(/^[a-z][a-z0-9-]{0,62}$/, 'config.projectId must be a Google Cloud project id (lower-case letters, digits and hyphens)'),
    domain: z
      .string({ error: 'config.domain must be a host name' })
      .max(253, 'config.domain is at most 253 characters')
      .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i, 'config.domain must be a host name such as www.recaptcha.net')
      .optional(),
    mode: z.enum(['invisible', 'checkbox'], { error: 'config.mode is "invisible" or "checkbox"' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `config has unknown fields: ${issue.keys.join(', ')}` : undefined) },
);
const configInput = z.object(
  { type: z.enum(['Turnstile', 'RecaptchaEnterprise'], { error: 'config.type is "Turnstile" or "RecaptchaEnterprise"' }) },
  { error: 'config is required' },
);

const sealed = (secret: string, kek: KeyEncryptionKey) => sealSecret(secret, kek, 'enc:v3:', BINDING);

function providerOf(stored: Stored, secret: string): CaptchaProvider {
  return { id: stored.id, config: { ...stored.config, secretKey: secret }, createdAt: new Date(stored.createdAt), updatedAt: new Date(stored.updatedAt) };
}

/** The provider as the Management API shows it: the secret key masked. Null when none is set. */
export async function getCaptchaProvider(db: Db): Promise<CaptchaProvider | null> {
  const stored = await getSetting<Stored>(db, CAPTCHA_PROVIDER_SETTING);
  return stored ? providerOf(stored, SECRET_MASK) : null;
}

/** The provider with its secret key in clear, for the check at the provider; never answered. */
export async function captchaProviderForCheck(db: Db, kek: KeyEncryptionKey): Promise<CaptchaProvider | null> {
  const stored = await getSetting<Stored>(db, CAPTCHA_PROVIDER_SETTING);
  return stored ? providerOf(stored, openSecret(stored.config.secretKey, kek, 'enc:v3:', BINDING)) : null;
}

/**
 * Sets the provider (the compatible PUT: the whole config each time). A secret key given as
 * SECRET_MASK keeps the stored one, so a script may PUT back what it read with GET; there must
 * be one, of the same type.
 */
export async function setCaptchaProvider(db: Db, kek: KeyEncryptionKey, clock: Clock, input: unknown): Promise<CaptchaProvider> {
  const { type } = parseFields(configInput, input, ['config']);
  const config: CaptchaConfig = type === 'Turnstile' ? parseFields(turnstile, input, ['config']) : parseFields(recaptcha, input, ['config']);
  const previous = await getSetting<Stored>(db, CAPTCHA_PROVIDER_SETTING);
  let secret = sealed(config.secretKey, kek);
  if (config.secretKey === SECRET_MASK) {
    if (!previous || previous.config.type !== config.type) {
      throw new DomainError('guard.invalid_input', 'config.secretKey is required (the masked value keeps only a stored key of the same type)', undefined, [
        'config',
        'secretKey',
      ]);
    }
    secret = previous.config.secretKey;
  }
  const now = clock.now().getTime();
  const stored: Stored = { id: previous?.id ?? newId(), config: { ...config, secretKey: secret }, createdAt: previous?.createdAt ?? now, updatedAt: now };
  await putSetting(db, CAPTCHA_PROVIDER_SETTING, stored);
  return providerOf(stored, SECRET_MASK);
}

/** Removes the provider; `entity.not_found` when there is none. The caller turns the policy off with it. */
export async function deleteCaptchaProvider(db: Db): Promise<void> {
  if (!(await deleteSetting(db, CAPTCHA_PROVIDER_SETTING))) {
    throw new DomainError('entity.not_found', 'No CAPTCHA provider is set.', { entity: 'captcha provider' });
  }
}

// What an interaction has proved of its CAPTCHA, kept beside its verification records (the
// compatible product's `captcha: { verified }`): set when a token passed the provider's check.
const CAPTCHA_KEY = 'captcha';

export function captchaVerified(data: SignInData): boolean {
  const entry = data[CAPTCHA_KEY];
  return typeof entry === 'object' && entry !== null && (entry as { verified?: unknown }).verified === true;
}

export function withCaptchaVerified(data: SignInData): SignInData {
  return { ...data, [CAPTCHA_KEY]: { verified: true } };
}

export const captchaRequired = () =>
  new DomainError('session.captcha_required', 'A CAPTCHA token is required: solve the CAPTCHA and send its token (captchaToken).');

export const captchaFailed = () => new DomainError('session.captcha_failed', 'The CAPTCHA was not passed; solve it again.');

/**
 * The provider could not answer (unreachable, too slow, or it refused our keys): the sign-in
 * waits rather than goes through unchecked. A 503 on every front.
 */
export const captchaUnavailable = () => new DomainError('session.captcha_unavailable', 'The CAPTCHA could not be checked right now; try again in a moment.');
