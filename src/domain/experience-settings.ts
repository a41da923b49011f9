// Sign-in experience settings: sign-up requirements, lockout and the code send-rate limit.
// The environment gives the defaults; values set over the Management API (stored in
// system_settings) override them, for every instance at once.
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { getSetting, putSetting } from '../db/repositories/settings.js';
import { invalidInput } from './errors.js';

export const SETTINGS_KEY = 'signInExperience';

export type SignUpIdentifier = 'username' | 'email';

export interface ExperienceSettings {
  signUp: {
    /** Identifiers a new account may be created with; with both, the `identifier` field accepts either. */
    identifiers: SignUpIdentifier[];
    /** An email given at sign-up must be verified by code before the account exists. */
    verifyEmail: boolean;
  };
  lockout: { maxAttempts: number; windowSeconds: number; durationSeconds: number };
  /** Per recipient (`limit`) and per client address (`ipLimit`, IPv6 per /64) within `windowSeconds`. */
  codeSend: { limit: number; windowSeconds: number; ipLimit: number };
}

/**
 * Codes one client address may have sent (to anyone) per window: far above what people behind
 * one address need, far below what makes the server a free mailer.
 */
export const DEFAULT_CODE_SEND_IP_LIMIT = 30;

/** Omitted or null fields keep their value. */
type Patch<T> = { [K in keyof T]?: T[K] | null };
export type ExperienceSettingsPatch = {
  signUp?: Patch<ExperienceSettings['signUp']> | null;
  lockout?: Patch<ExperienceSettings['lockout']> | null;
  codeSend?: Patch<ExperienceSettings['codeSend']> | null;
};

export function defaultSettings(config: Config): ExperienceSettings {
  return {
    signUp: { identifiers: ['username', 'email'], verifyEmail: true },
    lockout: { ...config.lockout },
    codeSend: { ipLimit: DEFAULT_CODE_SEND_IP_LIMIT, ...config.codeSend },
  };
}

const clean = <T extends object>(o: Patch<T> | null | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;

function merge<T extends ExperienceSettingsPatch>(base: T, patch: ExperienceSettingsPatch | undefined): T {
  return {
    signUp: { ...base.signUp, ...clean(patch?.signUp) },
    lockout: { ...base.lockout, ...clean(patch?.lockout) },
    codeSend: { ...base.codeSend, ...clean(patch?.codeSend) },
  } as T;
}

export async function getExperienceSettings(db: Db, config: Config): Promise<ExperienceSettings> {
  return merge(defaultSettings(config), await getSetting<ExperienceSettingsPatch>(db, SETTINGS_KEY));
}

function positive(value: number, field: string[]): void {
  if (!Number.isInteger(value) || value < 1) throw invalidInput(`${field.join('.')} must be a positive integer`, field);
}

function validate(s: ExperienceSettings): void {
  const ids = s.signUp.identifiers;
  if (ids.length === 0 || ids.some((i) => i !== 'username' && i !== 'email') || new Set(ids).size !== ids.length) {
    throw invalidInput('signUp.identifiers must be a non-empty list of "username" and/or "email"', ['signUp', 'identifiers']);
  }
  for (const [k, v] of Object.entries(s.lockout)) positive(v, ['lockout', k]);
  for (const [k, v] of Object.entries(s.codeSend)) positive(v, ['codeSend', k]);
}

/** Only the fields given change; the stored document holds just the overrides. */
export async function updateExperienceSettings(db: Db, config: Config, patch: ExperienceSettingsPatch): Promise<ExperienceSettings> {
  const stored = (await getSetting<ExperienceSettingsPatch>(db, SETTINGS_KEY)) ?? {};
  const overrides = merge(merge(defaultSettings(config), stored), patch);
  validate(overrides);
  const next: ExperienceSettingsPatch = merge(stored, patch);
  await putSetting(db, SETTINGS_KEY, next);
  return overrides;
}
