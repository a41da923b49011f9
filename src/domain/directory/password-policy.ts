// The password policy, in the compatible product's `passwordPolicy` shape: length bounds, how
// many character classes, and what to reject (a breached password, repetition and sequences, the
// user's own data, listed words). One function finds every issue; every place that sets a
// password (registration, reset, Account API, administrators) refuses through `enforce…`, so
// each front reports the same issue codes. Tessera adds one rule the compatible product lacks:
// `rejects.history`, a change may not reuse any of the user's last N passwords.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { getSetting } from '../../db/repositories/settings.js';
import * as history from '../../db/repositories/password-history.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../config.js';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';
import { parseFields } from '../input.js';
import { verifyPassword } from './passwords.js';

export interface PasswordPolicy {
  length: { min: number; max: number };
  characterTypes: { min: number };
  rejects: { pwned: boolean; repetitionAndSequence: boolean; userInfo: boolean; words: string[]; history: number };
}

export interface PasswordIssue {
  code: string;
  interpolation: Record<string, unknown>;
}

/** The user data a password must not contain (rejects.userInfo). */
export interface PasswordOwner {
  username: string | null;
  primaryEmail: string | null;
  primaryPhone: string | null;
  name: string | null;
}

/**
 * What Tessera did before the policy was settable: the length bounds only. The compatible
 * product's defaults reject more; they are one update away, and an upgrade does not start
 * refusing passwords that were accepted the day before (docs/compatibility.md).
 */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  length: { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH },
  characterTypes: { min: 1 },
  rejects: { pwned: false, repetitionAndSequence: false, userInfo: false, words: [], history: 0 },
};

/** Where the sign-in experience settings, the policy among them, are stored (system_settings). */
export const EXPERIENCE_SETTINGS_KEY = 'signInExperience';

type Patch<T> = { [K in keyof T]?: T[K] | null };
/** Each part given replaces that part's given fields; `rejects.words` replaces the list. */
export type PasswordPolicyPatch = { [K in keyof PasswordPolicy]?: Patch<PasswordPolicy[K]> | null };

const given = <T extends object>(o: Patch<T> | null | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;

export function mergePasswordPolicy(base: PasswordPolicyPatch | undefined, patch: PasswordPolicyPatch | null | undefined): PasswordPolicyPatch | undefined {
  if (!patch) return base;
  return {
    length: { ...base?.length, ...given(patch.length) },
    characterTypes: { ...base?.characterTypes, ...given(patch.characterTypes) },
    rejects: { ...base?.rejects, ...given(patch.rejects) },
  };
}

/** The password policy in effect: what every place that sets a password enforces. */
export async function getPasswordPolicy(db: Db): Promise<PasswordPolicy> {
  const stored = await getSetting<{ passwordPolicy?: PasswordPolicyPatch }>(db, EXPERIENCE_SETTINGS_KEY);
  const merged = mergePasswordPolicy(DEFAULT_PASSWORD_POLICY, stored?.passwordPolicy) as PasswordPolicy;
  return { ...merged, rejects: { ...merged.rejects, words: [...merged.rejects.words] } };
}

const MAX_WORDS = 100;
/** The longest history a policy may ask for (Windows' own ceiling); each change verifies up to this many digests. */
export const MAX_PASSWORD_HISTORY = 24;
const bound = z.number().int().min(1).max(MAX_PASSWORD_LENGTH);
const policySchema = z.object({
  length: z.object({ min: bound, max: bound }).refine((l) => l.min <= l.max, { error: 'passwordPolicy.length.max must be at least length.min', path: ['max'] }),
  characterTypes: z.object({ min: z.number().int().min(1).max(4) }),
  rejects: z.object({
    pwned: z.boolean(),
    repetitionAndSequence: z.boolean(),
    userInfo: z.boolean(),
    words: z.array(z.string().min(1).max(64)).max(MAX_WORDS),
    history: z.number().int().min(0).max(MAX_PASSWORD_HISTORY),
  }),
});

export function validatePasswordPolicy(policy: unknown): PasswordPolicy {
  return parseFields(policySchema, policy, ['passwordPolicy']);
}

// The list ships in assets/ beside schema/ (found from src/domain/directory, or from
// dist/src/domain/directory). It is part of every install: a missing list is a broken install,
// refused loudly rather than turning the check off without a word.
const LIST_CANDIDATES = ['../../../assets/common-passwords.txt', '../../../../assets/common-passwords.txt'].map((p) =>
  fileURLToPath(new URL(p, import.meta.url)),
);
let breached: Set<string> | undefined;

/** The breached-password list, read once on first use (about 10,000 entries, lower case). */
function breachedPasswords(): Set<string> {
  if (!breached) {
    const listFile = LIST_CANDIDATES.find((file) => existsSync(file));
    if (!listFile) throw new Error(`the breached-password list is missing (looked for ${LIST_CANDIDATES.join(', ')}): reinstall Tessera`);
    const lines = readFileSync(listFile, 'utf8').split('\n');
    breached = new Set(lines.filter((line) => line && !line.startsWith('#')).map((line) => line.trim().toLowerCase()));
  }
  return breached;
}

function characterTypes(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
}

/** Three or more of one character in a row ("aaa"). */
const REPETITION = /(.)\1\1/iu;

/** Three or more characters rising or falling by one code point ("abc", "321"). */
function hasSequence(password: string): boolean {
  const codes = [...password.toLowerCase()].map((c) => c.codePointAt(0)!);
  for (let i = 2; i < codes.length; i++) {
    const step = codes[i - 1]! - codes[i - 2]!;
    if ((step === 1 || step === -1) && codes[i]! - codes[i - 1]! === step) return true;
  }
  return false;
}

function userInfoParts(user: PasswordOwner): string[] {
  const parts = [user.username, user.primaryEmail, user.primaryEmail?.split('@')[0], user.primaryPhone, user.name, ...(user.name?.split(/\s+/) ?? [])];
  return [...new Set(parts.filter((p): p is string => typeof p === 'string' && p.length >= 3).map((p) => p.toLowerCase()))];
}

/** Every way the password breaks the policy, with the compatible product's issue codes. */
export function passwordIssues(policy: PasswordPolicy, password: string, user?: PasswordOwner | null): PasswordIssue[] {
  const issues: PasswordIssue[] = [];
  const { length, characterTypes: types, rejects } = policy;
  if (password.length < length.min) issues.push({ code: 'password_rejected.too_short', interpolation: { min: length.min } });
  // Also bounded by the hard maximum, so a huge password cannot turn hashing into a denial of service.
  if (password.length > Math.min(length.max, MAX_PASSWORD_LENGTH)) issues.push({ code: 'password_rejected.too_long', interpolation: { max: length.max } });
  if (characterTypes(password) < types.min) issues.push({ code: 'password_rejected.character_types', interpolation: { min: types.min } });
  const lower = password.toLowerCase();
  if (rejects.pwned && breachedPasswords().has(lower)) issues.push({ code: 'password_rejected.pwned', interpolation: {} });
  if (rejects.repetitionAndSequence && REPETITION.test(password)) issues.push({ code: 'password_rejected.restricted.repetition', interpolation: {} });
  if (rejects.repetitionAndSequence && hasSequence(password)) issues.push({ code: 'password_rejected.restricted.sequence', interpolation: {} });
  if (rejects.userInfo && user && userInfoParts(user).some((part) => lower.includes(part))) {
    issues.push({ code: 'password_rejected.restricted.user_info', interpolation: {} });
  }
  const words = rejects.words.filter((word) => lower.includes(word.toLowerCase()));
  if (words.length > 0) issues.push({ code: 'password_rejected.restricted.words', interpolation: { words: words.join(','), count: words.length } });
  return issues;
}

const MESSAGES: Record<string, (i: Record<string, unknown>) => string> = {
  'password_rejected.too_short': (i) => `The password must be at least ${String(i.min)} characters.`,
  'password_rejected.too_long': (i) => `The password must be at most ${String(i.max)} characters.`,
  'password_rejected.character_types': (i) => `The password must mix at least ${String(i.min)} of: lower case, upper case, digits, symbols.`,
  'password_rejected.pwned': () => 'This password appears in known data breaches; choose another.',
  'password_rejected.restricted.repetition': () => 'The password must not repeat a character three times in a row.',
  'password_rejected.restricted.sequence': () => 'The password must not contain a sequence such as "abc" or "123".',
  'password_rejected.restricted.user_info': () => 'The password must not contain your username, email, phone or name.',
  'password_rejected.restricted.words': () => 'The password contains a word that is not allowed.',
  'password_rejected.history': (i) =>
    Number(i.count) === 1 ? 'The new password must differ from the current one.' : `The password must not be one of your last ${String(i.count)} passwords.`,
};

export function passwordIssueMessage(issue: PasswordIssue): string {
  return MESSAGES[issue.code]?.(issue.interpolation) ?? 'The password does not meet the password policy.';
}

/** Refuses a password that breaks the policy: `password.rejected` (422) with every issue in data.issues. */
export function enforcePasswordPolicy(policy: PasswordPolicy, password: string, user?: PasswordOwner | null, field = ['password']): void {
  const issues = passwordIssues(policy, password, user);
  if (issues.length === 0) return;
  throw new DomainError('password.rejected', issues.map(passwordIssueMessage).join(' '), { issues }, field);
}

/**
 * The history rule, for a change of an existing user's password: refuses (as
 * `enforcePasswordPolicy` does) a password equal to the current one or to any of the N − 1 before
 * it, then keeps the current digest among the earlier ones (at most N − 1 kept; none while the rule
 * is off). Runs in the change's transaction, so a refused change keeps nothing.
 */
export async function applyPasswordHistory(db: Db, policy: PasswordPolicy, userId: string, password: string, currentHash: string | null): Promise<void> {
  const count = policy.rejects.history;
  const earlier = count > 1 ? await history.listPasswordHistory(db, userId, count - 1) : [];
  if (count > 0) {
    for (const hash of [currentHash, ...earlier]) {
      if (hash && (await verifyPassword(hash, password))) {
        const issue = { code: 'password_rejected.history', interpolation: { count } };
        throw new DomainError('password.rejected', passwordIssueMessage(issue), { issues: [issue] }, ['password']);
      }
    }
  }
  if (count > 1 && currentHash) await history.insertPasswordHistory(db, { id: newId(), userId, passwordHash: currentHash });
  await history.trimPasswordHistory(db, userId, Math.max(count - 1, 0));
}

/** Turning the history rule off forgets every digest it kept. */
export async function forgetPasswordHistoryIfOff(db: Db, policy: PasswordPolicy): Promise<void> {
  if (policy.rejects.history === 0) await history.clearPasswordHistory(db);
}
