// The compatible product's per-user flags (GET/PATCH /users/:id/logto-configs): whether the
// person skipped setting up MFA, skips it at sign-in, skipped the passkey suggestion. Tessera
// stores and answers them so scripts that read or copy them keep working; its sign-in reads only
// `mfa.skipped` (a user who skipped the MFA policy's invitation is not invited again,
// src/domain/sign-in/mfa-policy.ts).
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/user-compat.js';
import { jsonObject, parseInput, parseSettings } from '../input.js';
import { getUser } from './users.js';

export interface UserLogtoConfig {
  mfa: { enabled: boolean; skipped: boolean; skipMfaOnSignIn: boolean; additionalBindingSuggestionSkipped: boolean };
  passkeySignIn: { skipped: boolean };
}

const MFA_FLAGS = ['enabled', 'skipped', 'additionalBindingSuggestionSkipped', 'skipMfaOnSignIn'] as const;

function booleans(input: unknown, keys: readonly string[], field: string): Record<string, boolean> {
  if (input === undefined) return {};
  parseInput(jsonObject(), input, `${field} must be an object`, [field]);
  const flags = Object.fromEntries(keys.map((key) => [key, z.boolean({ error: `${field}.${key} must be true or false` })]));
  parseSettings(input as object, flags, (key) => `${field}.${key} is not a known flag (${keys.join(', ')})`, [field]);
  return { ...(input as Record<string, boolean>) };
}

function view(stored: Record<string, unknown> | undefined): UserLogtoConfig {
  const mfa = (stored?.mfa ?? {}) as Record<string, boolean | undefined>;
  const passkey = (stored?.passkeySignIn ?? {}) as Record<string, boolean | undefined>;
  return {
    mfa: {
      enabled: mfa.enabled ?? false,
      skipped: mfa.skipped ?? false,
      skipMfaOnSignIn: mfa.skipMfaOnSignIn ?? false,
      additionalBindingSuggestionSkipped: mfa.additionalBindingSuggestionSkipped ?? false,
    },
    passkeySignIn: { skipped: passkey.skipped ?? false },
  };
}

export async function getUserLogtoConfig(db: Db, userId: string): Promise<UserLogtoConfig> {
  await getUser(db, userId);
  return view(await repo.findUserLogtoConfig(db, userId));
}

/** Merges the given flags into the stored ones (a flag left out keeps its value). */
export async function updateUserLogtoConfig(db: Db, userId: string, input: { mfa?: unknown; passkeySignIn?: unknown }): Promise<UserLogtoConfig> {
  const mfa = booleans(input.mfa, MFA_FLAGS, 'mfa');
  const passkeySignIn = booleans(input.passkeySignIn, ['skipped'], 'passkeySignIn');
  await getUser(db, userId);
  const stored = (await repo.findUserLogtoConfig(db, userId)) ?? {};
  const next = {
    mfa: { ...((stored.mfa as object | undefined) ?? {}), ...mfa },
    passkeySignIn: { ...((stored.passkeySignIn as object | undefined) ?? {}), ...passkeySignIn },
  };
  await repo.saveUserLogtoConfig(db, userId, next);
  return view(next);
}
