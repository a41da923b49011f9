// Sign-in experience settings: the sign-in methods offered, sign-up requirements, lockout, the
// code send-rate limit, and how the sign-in pages look and speak (product name, branding, colours,
// language). `signIn.methods`, `signUp.{identifiers, password, verify}`, `branding`, `color` and
// `languageInfo` have the compatible product's shape.
// The environment gives the defaults; values set over the Management API (stored in
// system_settings) override them, for every instance at once.
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { getSetting, putSetting } from '../../db/repositories/settings.js';
import { listConnectorTargets } from '../../db/repositories/connectors.js';
import { z } from 'zod';
import { invalidInput } from '../errors.js';
import { parseFields, parseInput, stringList } from '../input.js';
import { deleteCaptchaProvider, getCaptchaProvider } from './captcha.js';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages.js';
import { emailDeliveryConfigured, smsDeliveryConfigured } from './message-delivery.js';
import {
  DEFAULT_PASSWORD_POLICY,
  EXPERIENCE_SETTINGS_KEY,
  forgetPasswordHistoryIfOff,
  mergePasswordPolicy,
  validatePasswordPolicy,
  type PasswordPolicy,
  type PasswordPolicyPatch,
} from '../directory/password-policy.js';
import { DEFAULT_MFA_SETTINGS, mergeMfaSettings, validateMfaSettings, type MfaSettings, type MfaSettingsPatch } from './mfa-policy.js';

export const SETTINGS_KEY = EXPERIENCE_SETTINGS_KEY;

export type SignUpIdentifier = 'username' | 'email';
export type SignInIdentifier = 'username' | 'email' | 'phone';

/** One way to sign in with an identifier: by its password, by a one-time code sent to it, or both. */
export interface SignInMethod {
  identifier: SignInIdentifier;
  password: boolean;
  verificationCode: boolean;
  /** With both, which one the pages lead with (the other is a link). */
  isPasswordPrimary: boolean;
}

export interface ExperienceSettings {
  signIn: {
    /** The identifiers one may sign in with, each with how; an identifier not listed cannot sign in. */
    methods: SignInMethod[];
  };
  signUp: {
    /** Identifiers a new account may be created with; with both, the `identifier` field accepts either. */
    identifiers: SignUpIdentifier[];
    /** An email given at sign-up must be verified by code before the account exists (the compatible `verify`). */
    verifyEmail: boolean;
    /**
     * Whether a new account sets a password. Without one, sign-up is by email code alone (on
     * /register, and by signing in by code with an email no account uses).
     */
    password: boolean;
  };
  lockout: { maxAttempts: number; windowSeconds: number; durationSeconds: number };
  /** Per recipient (`limit`) and per client address (`ipLimit`, IPv6 per /64) within `windowSeconds`. */
  codeSend: { limit: number; windowSeconds: number; ipLimit: number };
  /** Shown in every page's title and heading (Tessera's own field; the compatible product has none). */
  productName: string;
  /** Images of the pages, absolute http(s) URLs; null shows none. The compatible product's shape. */
  branding: { logoUrl: string | null; darkLogoUrl: string | null; favicon: string | null; darkFavicon: string | null };
  /** `#rrggbb` colours of buttons, links and the focus ring; the dark theme follows the browser's preference when enabled. */
  color: { primaryColor: string; isDarkModeEnabled: boolean; darkPrimaryColor: string };
  /** With autoDetect, the browser's Accept-Language picks the language; fallbackLanguage when nothing matches. */
  languageInfo: { autoDetect: boolean; fallbackLanguage: Language };
  /**
   * The social connectors offered, by target, in the order the sign-in page shows them (the
   * compatible product's field). A connector not listed is neither shown nor accepted by the
   * Experience API: creating one does not offer it.
   */
  socialSignInConnectorTargets: string[];
  /** Whether enterprise single sign-on is offered (the compatible product's field; default false). */
  singleSignOnEnabled: boolean;
  /** The compatible product's password policy, applied wherever a password is set. */
  passwordPolicy: PasswordPolicy;
  /**
   * The compatible `captchaPolicy`: with `enabled`, sign-in and registration need a token of the
   * CAPTCHA provider (domain/sign-in/captcha.ts), checked at the provider. Enabling needs a provider.
   */
  captchaPolicy: { enabled: boolean };
  /** The compatible product's MFA policy (src/domain/sign-in/mfa-policy.ts). */
  mfa: MfaSettings;
}

/**
 * Codes one client address may have sent (to anyone) per window: far above what people behind
 * one address need, far below what makes the server a free mailer.
 */
export const DEFAULT_CODE_SEND_IP_LIMIT = 30;

/** Omitted or null fields keep their value. */
type Patch<T> = { [K in keyof T]?: T[K] | null };
export type ExperienceSettingsPatch = {
  signIn?: Patch<ExperienceSettings['signIn']> | null;
  signUp?: Patch<ExperienceSettings['signUp']> | null;
  lockout?: Patch<ExperienceSettings['lockout']> | null;
  codeSend?: Patch<ExperienceSettings['codeSend']> | null;
  productName?: string | null;
  /** An empty string removes an image (null, like omission, keeps it). */
  branding?: Patch<ExperienceSettings['branding']> | null;
  color?: Patch<ExperienceSettings['color']> | null;
  languageInfo?: { autoDetect?: boolean | null; fallbackLanguage?: string | null } | null;
  /** Replaces the list; targets of no social connector are dropped (as the compatible product does). */
  socialSignInConnectorTargets?: string[] | null;
  singleSignOnEnabled?: boolean | null;
  /** Each part given replaces that part's given fields; `rejects.words` replaces the list. */
  passwordPolicy?: PasswordPolicyPatch | null;
  captchaPolicy?: Patch<ExperienceSettings['captchaPolicy']> | null;
  /** The fields given replace theirs; `factors` replaces the list. */
  mfa?: MfaSettingsPatch | null;
};

export const DEFAULT_PRODUCT_NAME = 'Tessera';
export const DEFAULT_PRIMARY_COLOR = '#0a58ca';
export const DEFAULT_DARK_PRIMARY_COLOR = '#6ea8fe';

export function defaultSettings(config: Config): ExperienceSettings {
  return {
    // As before these settings existed: passwords for every identifier, no sign-in by code.
    signIn: {
      methods: (['username', 'email', 'phone'] as const).map((identifier) => ({
        identifier,
        password: true,
        verificationCode: false,
        isPasswordPrimary: true,
      })),
    },
    signUp: { identifiers: ['username', 'email'], verifyEmail: true, password: true },
    lockout: { ...config.lockout },
    codeSend: { ipLimit: DEFAULT_CODE_SEND_IP_LIMIT, ...config.codeSend },
    productName: DEFAULT_PRODUCT_NAME,
    branding: { logoUrl: null, darkLogoUrl: null, favicon: null, darkFavicon: null },
    color: { primaryColor: DEFAULT_PRIMARY_COLOR, isDarkModeEnabled: false, darkPrimaryColor: DEFAULT_DARK_PRIMARY_COLOR },
    languageInfo: { autoDetect: true, fallbackLanguage: DEFAULT_LANGUAGE },
    // Nothing upstream is offered until an administrator says so (docs/security.md).
    socialSignInConnectorTargets: [],
    singleSignOnEnabled: false,
    passwordPolicy: DEFAULT_PASSWORD_POLICY,
    captchaPolicy: { enabled: false },
    mfa: DEFAULT_MFA_SETTINGS,
  };
}

const clean = <T extends object>(o: Patch<T> | null | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;

function merge<T extends ExperienceSettingsPatch>(base: T, patch: ExperienceSettingsPatch | undefined): T {
  return {
    signIn: { ...base.signIn, ...clean(patch?.signIn) },
    signUp: { ...base.signUp, ...clean(patch?.signUp) },
    lockout: { ...base.lockout, ...clean(patch?.lockout) },
    codeSend: { ...base.codeSend, ...clean(patch?.codeSend) },
    ...(patch?.productName != null ? { productName: patch.productName } : base.productName !== undefined ? { productName: base.productName } : {}),
    branding: { ...base.branding, ...clean(patch?.branding) },
    color: { ...base.color, ...clean(patch?.color) },
    languageInfo: { ...base.languageInfo, ...clean(patch?.languageInfo) },
    ...(patch?.socialSignInConnectorTargets != null
      ? { socialSignInConnectorTargets: patch.socialSignInConnectorTargets }
      : base.socialSignInConnectorTargets !== undefined
        ? { socialSignInConnectorTargets: base.socialSignInConnectorTargets }
        : {}),
    ...(patch?.singleSignOnEnabled != null
      ? { singleSignOnEnabled: patch.singleSignOnEnabled }
      : base.singleSignOnEnabled !== undefined
        ? { singleSignOnEnabled: base.singleSignOnEnabled }
        : {}),
    ...(base.captchaPolicy || patch?.captchaPolicy ? { captchaPolicy: { ...base.captchaPolicy, ...clean(patch?.captchaPolicy) } } : {}),
    ...(base.passwordPolicy || patch?.passwordPolicy ? { passwordPolicy: mergePasswordPolicy(base.passwordPolicy ?? undefined, patch?.passwordPolicy) } : {}),
    ...(base.mfa || patch?.mfa ? { mfa: mergeMfaSettings(base.mfa ?? undefined, patch?.mfa) } : {}),
  } as T;
}

/** Stored overrides hold '' for a removed image; answers say null. */
function answer(s: ExperienceSettings): ExperienceSettings {
  const image = (v: string | null) => (v ? v : null);
  const { logoUrl, darkLogoUrl, favicon, darkFavicon } = s.branding;
  return { ...s, branding: { logoUrl: image(logoUrl), darkLogoUrl: image(darkLogoUrl), favicon: image(favicon), darkFavicon: image(darkFavicon) } };
}

export async function getExperienceSettings(db: Db, config: Config): Promise<ExperienceSettings> {
  return answer(merge(defaultSettings(config), await getSetting<ExperienceSettingsPatch>(db, SETTINGS_KEY)));
}

/** An integer (as Number.isInteger says) of at least 1. */
const positiveInteger = z
  .number()
  .refine((value) => Number.isInteger(value))
  .min(1);

function positive(value: number, field: string[]): void {
  parseInput(positiveInteger, value, `${field.join('.')} must be a positive integer`, field);
}

const methodList = z.array(z.unknown()).min(1);
const methodIdentifier = z.enum(['username', 'email', 'phone'] satisfies SignInIdentifier[], {
  error: 'a sign-in method identifier is "username", "email" or "phone"',
});
const methodFlags = z.object({ password: z.boolean(), verificationCode: z.boolean(), isPasswordPrimary: z.boolean() });

function validateSignIn(s: ExperienceSettings, config: Config, delivery: Delivery): void {
  const methods = s.signIn.methods;
  const field = ['signIn', 'methods'];
  parseInput(methodList, methods, 'signIn.methods must list at least one sign-in method', field);
  const seen = new Set<string>();
  for (const m of methods) {
    // Each method's identifier, then whether it is listed twice, then its flags: the first wrong one is answered.
    parseFields(methodIdentifier, m.identifier, field);
    if (seen.has(m.identifier)) throw invalidInput(`signIn.methods lists "${m.identifier}" twice`, field);
    seen.add(m.identifier);
    parseInput(methodFlags, m, 'a sign-in method has boolean password, verificationCode and isPasswordPrimary', field);
    if (!m.password && !m.verificationCode) throw invalidInput(`the "${m.identifier}" sign-in method needs a password, a verification code or both`, field);
    // A username is not an address: there is nowhere to send a code.
    if (m.identifier === 'username' && m.verificationCode) throw invalidInput('a username cannot sign in with a verification code', field);
    if (m.identifier === 'phone' && m.verificationCode && !delivery.sms) {
      throw invalidInput(
        'sign-in by text message code needs an SMS transport (set the SMS delivery in the console, SMS_WEBHOOK_URL, or the SMS_TWILIO_* settings)',
        field,
      );
    }
    if (m.identifier === 'email' && m.verificationCode && config.production && !delivery.email) {
      throw invalidInput('sign-in by email code needs an email transport (set the email delivery in the console, or SMTP_URL)', field);
    }
  }
}

/** Sign-up without a password is sign-up by email code: the new account must be able to sign in again by code. */
function validatePasswordlessSignUp(s: ExperienceSettings): void {
  if (s.signUp.password) return;
  const field = ['signUp', 'password'];
  if (s.signUp.identifiers.includes('username'))
    throw invalidInput('sign-up without a password takes an email only: remove "username" from signUp.identifiers', field);
  if (!s.signUp.verifyEmail) throw invalidInput('sign-up without a password proves the email by code: signUp.verify must be true', field);
  if (!s.signIn.methods.some((m) => m.identifier === 'email' && m.verificationCode)) {
    throw invalidInput('sign-up without a password needs sign-in by email code (signIn.methods: email with verificationCode)', field);
  }
}

/** Which channels can carry codes: set in the console (message-delivery.ts) or the environment. */
interface Delivery {
  sms: boolean;
  email: boolean;
}

function validate(s: ExperienceSettings, config: Config, delivery: Delivery): void {
  const ids = s.signUp.identifiers;
  if (ids.length === 0 || ids.some((i) => i !== 'username' && i !== 'email') || new Set(ids).size !== ids.length) {
    throw invalidInput('signUp.identifiers must be a non-empty list of "username" and/or "email"', ['signUp', 'identifiers']);
  }
  validateSignIn(s, config, delivery);
  validatePasswordlessSignUp(s);
  for (const [k, v] of Object.entries(s.lockout)) positive(v, ['lockout', k]);
  for (const [k, v] of Object.entries(s.codeSend)) positive(v, ['codeSend', k]);
  const name = s.productName.trim();
  // Shown in titles and headings: printable text of a sensible length.
  if (name.length < 1 || name.length > 64 || name !== s.productName || /\p{Cc}/u.test(name)) {
    throw invalidInput('productName must be 1 to 64 characters without control characters or surrounding spaces', ['productName']);
  }
  for (const [k, v] of Object.entries(s.branding)) imageUrl(v, ['branding', k]);
  for (const k of ['primaryColor', 'darkPrimaryColor'] as const) {
    if (!COLOR.test(s.color[k])) throw invalidInput(`color.${k} must be a #rrggbb colour`, ['color', k]);
  }
  parseFields(connectorTargets, s.socialSignInConnectorTargets, ['socialSignInConnectorTargets'], 1);
  parseFields(z.boolean({ error: 'singleSignOnEnabled must be true or false' }), s.singleSignOnEnabled, ['singleSignOnEnabled']);
  parseFields(fallbackLanguage, s.languageInfo.fallbackLanguage, ['languageInfo', 'fallbackLanguage']);
  validatePasswordPolicy(s.passwordPolicy);
  parseFields(z.boolean({ error: 'captchaPolicy.enabled must be true or false' }), s.captchaPolicy.enabled, ['captchaPolicy', 'enabled']);
  validateMfaSettings(s.mfa);
}

const connectorTargets = stringList('socialSignInConnectorTargets must be a list of connector targets');
const fallbackLanguage = z.enum(SUPPORTED_LANGUAGES, { error: `languageInfo.fallbackLanguage must be one of ${SUPPORTED_LANGUAGES.join(', ')}` });

const COLOR = /^#[0-9a-f]{6}$/i;

/** An image the pages load: absolute http(s), no credentials, no characters a CSP source cannot hold. */
function imageUrl(value: string | null, field: string[]): void {
  if (value === null || value === '') return;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || value.length > 2048) {
    throw invalidInput(`${field.join('.')} must be an absolute http(s) URL without credentials`, field);
  }
}

/** Colours are stored lower-case so pages and answers compare and print them alike. */
function normalize(patch: ExperienceSettingsPatch): ExperienceSettingsPatch {
  if (!patch.color) return patch;
  const lower = (v: string | null | undefined) => (typeof v === 'string' ? v.toLowerCase() : v);
  return { ...patch, color: { ...patch.color, primaryColor: lower(patch.color.primaryColor), darkPrimaryColor: lower(patch.color.darkPrimaryColor) } };
}

/**
 * A new list of offered social connectors: each target once, in the order given; a target no
 * social connector has is dropped, as the compatible product does (the answer shows what stays).
 */
async function offeredTargets(db: Db, patch: ExperienceSettingsPatch): Promise<ExperienceSettingsPatch> {
  const given = patch.socialSignInConnectorTargets;
  if (given == null) return patch;
  parseFields(connectorTargets, given, ['socialSignInConnectorTargets'], 1);
  const existing = new Set(await listConnectorTargets(db));
  return { ...patch, socialSignInConnectorTargets: [...new Set(given)].filter((t) => existing.has(t)) };
}

/** The stored settings with `patch` applied and checked as an update would be, without saving it. */
export async function draftExperienceSettings(db: Db, config: Config, patch: ExperienceSettingsPatch): Promise<ExperienceSettings> {
  const stored = (await getSetting<ExperienceSettingsPatch>(db, SETTINGS_KEY)) ?? {};
  const draft = merge(merge(defaultSettings(config), stored), await offeredTargets(db, normalize(patch)));
  validate(draft, config, { sms: await smsDeliveryConfigured(db, config), email: await emailDeliveryConfigured(db, config) });
  return answer(draft);
}

/** Only the fields given change; the stored document holds just the overrides. */
export async function updateExperienceSettings(db: Db, config: Config, patch: ExperienceSettingsPatch): Promise<ExperienceSettings> {
  const stored = (await getSetting<ExperienceSettingsPatch>(db, SETTINGS_KEY)) ?? {};
  const change = await offeredTargets(db, normalize(patch));
  const overrides = merge(merge(defaultSettings(config), stored), change);
  validate(overrides, config, { sms: await smsDeliveryConfigured(db, config), email: await emailDeliveryConfigured(db, config) });
  if (overrides.captchaPolicy.enabled && !(await getCaptchaProvider(db))) {
    throw invalidInput('captchaPolicy.enabled needs a CAPTCHA provider: set one first (PUT /api/captcha-provider)', ['captchaPolicy', 'enabled']);
  }
  const next: ExperienceSettingsPatch = merge(stored, change);
  await putSetting(db, SETTINGS_KEY, next);
  await forgetPasswordHistoryIfOff(db, overrides.passwordPolicy);
  return answer(overrides);
}

/** The sign-in method of an identifier type, or undefined when it cannot sign in at all. */
export function signInMethodOf(settings: ExperienceSettings, identifier: SignInIdentifier): SignInMethod | undefined {
  return settings.signIn.methods.find((m) => m.identifier === identifier);
}

/** Sign-up by code: a verified email with no account may create one (no password is asked). */
export function signUpByCodeAllowed(settings: ExperienceSettings): boolean {
  return !settings.signUp.password && settings.signUp.verifyEmail && settings.signUp.identifiers.includes('email');
}

/**
 * A deleted social connector's target leaves the list (as the compatible product does), so that a
 * later connector given the same target is not offered before an administrator says so.
 */
export async function forgetSocialConnectorTarget(db: Db, target: string): Promise<void> {
  const stored = await getSetting<ExperienceSettingsPatch>(db, SETTINGS_KEY);
  const targets = stored?.socialSignInConnectorTargets;
  if (!stored || !Array.isArray(targets) || !targets.includes(target)) return;
  await putSetting(db, SETTINGS_KEY, { ...stored, socialSignInConnectorTargets: targets.filter((t) => t !== target) });
}

/** Whether the social connector with this target is offered. */
export function socialConnectorOffered(settings: ExperienceSettings, target: string): boolean {
  return settings.socialSignInConnectorTargets.includes(target);
}

/** Turns the CAPTCHA requirement off (its provider is being removed: nothing could pass it). */
export async function turnCaptchaPolicyOff(db: Db): Promise<void> {
  const stored = await getSetting<ExperienceSettingsPatch>(db, SETTINGS_KEY);
  if (!stored?.captchaPolicy?.enabled) return;
  await putSetting(db, SETTINGS_KEY, { ...stored, captchaPolicy: { ...stored.captchaPolicy, enabled: false } });
}

/**
 * Removes the CAPTCHA provider and, in the caller's transaction, turns the policy off with it, so
 * sign-in never waits on a provider that is gone. None set: entity.not_found.
 */
export async function removeCaptchaProvider(db: Db): Promise<void> {
  await deleteCaptchaProvider(db);
  await turnCaptchaPolicyOff(db);
}
