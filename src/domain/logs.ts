// The audit log: who did what, from where, and whether it worked. Keys follow the compatible
// product's log keys where it has one (Interaction.*, ExchangeTokenBy.*); Management API changes
// are keyed ManagementApi.<operation>. A change's entry is written in the transaction of the
// change (it exists iff the change committed); a refusal's entry is written on its own after the
// rollback, with result Error.
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { findLog, insertLog, listLogs, pruneLogs, type LogEntry, type LogFilter, type LogResult } from '../db/repositories/logs.js';
import { invalidInput, notFound } from './errors.js';
import { newId } from './ids.js';
import { parseFields } from './input.js';
import type { PageRequest } from './pagination.js';

export type { LogEntry, LogFilter, LogResult };

export const LogKey = {
  SignInPasswordVerification: 'Interaction.SignIn.Verification.Password.Submit',
  SignInBackupCodeVerification: 'Interaction.SignIn.Verification.BackupCode.Submit',
  SignInMfaCodeCreate: 'Interaction.SignIn.Verification.MfaVerificationCode.Create',
  SignInMfaCodeSubmit: 'Interaction.SignIn.Verification.MfaVerificationCode.Submit',
  SignInSubmit: 'Interaction.SignIn.Submit',
  SignInCodeCreate: 'Interaction.SignIn.Verification.VerificationCode.Create',
  SignInCodeSubmit: 'Interaction.SignIn.Verification.VerificationCode.Submit',
  SignInIdentify: 'Interaction.SignIn.Identifier.Submit',
  RegisterSubmit: 'Interaction.Register.Submit',
  ForgotPasswordSubmit: 'Interaction.ForgotPassword.Submit',
  TokenExchange: 'ExchangeTokenBy.TokenExchange',
  AuthorizationCode: 'ExchangeTokenBy.AuthorizationCode',
  RefreshToken: 'ExchangeTokenBy.RefreshToken',
  ClientCredentials: 'ExchangeTokenBy.ClientCredentials',
  DeviceCode: 'ExchangeTokenBy.DeviceCode',
  UnknownGrant: 'ExchangeTokenBy.Unknown',
  /** A SAML application's sign-in: a refused AuthnRequest (step `request`) or a response posted to the SP (step `response`). */
  SamlSignIn: 'SamlApplication.SignIn',
  /** A SAML application's Single Logout: the LogoutRequest refused, or answered with the sessions it ended. */
  SamlSignOut: 'SamlApplication.SignOut',
} as const;

/** The key of a Management API change: its GraphQL operation (createUser, updateRole, …). */
export const managementApiKey = (operation: string) => `ManagementApi.${operation}`;

const GRANT_KEYS: Record<string, string> = {
  authorization_code: LogKey.AuthorizationCode,
  refresh_token: LogKey.RefreshToken,
  client_credentials: LogKey.ClientCredentials,
  'urn:ietf:params:oauth:grant-type:token-exchange': LogKey.TokenExchange,
  'urn:ietf:params:oauth:grant-type:device_code': LogKey.DeviceCode,
};
export const grantLogKey = (grantType: string) => GRANT_KEYS[grantType] ?? LogKey.UnknownGrant;

export interface LogRecord {
  key: string;
  userId?: string | null | undefined;
  applicationId?: string | null | undefined;
  ip?: string | null | undefined;
  userAgent?: string | null | undefined;
  payload?: Record<string, unknown> | undefined;
}

export type LogOutcome = { result: 'Success' } | { result: 'Error'; error: string; errorDescription?: string | undefined };

export const success: LogOutcome = { result: 'Success' };
export const failure = (error: string, errorDescription?: string): LogOutcome => ({ result: 'Error', error, errorDescription });

/**
 * Writes one entry: inside a transaction, as part of it; outside, through the batched writer.
 * The caller decides whether a failed write fails its request (the token endpoint does).
 */
export function recordLog(db: Db, record: LogRecord, outcome: LogOutcome): Promise<void> {
  return insertLog(db, {
    id: newId(),
    key: record.key,
    result: outcome.result,
    userId: record.userId || null,
    applicationId: record.applicationId || null,
    ip: record.ip || null,
    userAgent: record.userAgent || null,
    error: outcome.result === 'Error' ? outcome.error : null,
    errorDescription: outcome.result === 'Error' ? (outcome.errorDescription ?? null) : null,
    payload: record.payload ?? {},
  });
}

/** Who called the Management API: a user's token names the user; an application's token only itself. */
export function managementActor(auth: { sub: string; clientId: string } | undefined): { userId: string | null; applicationId: string | null } {
  if (!auth) return { userId: null, applicationId: null };
  return { userId: auth.sub === auth.clientId ? null : auth.sub, applicationId: auth.clientId || null };
}

// Each key is one more OR'ed pattern in the query: a bound keeps a request from asking for an
// arbitrarily large one.
const logKeys = z.array(z.string()).max(20, 'at most 20 log keys may be given').optional();

/** The log, filtered; a time range whose end is not after its start is refused rather than answered empty. */
export function listLogEntries(db: Db, page: PageRequest, filter: LogFilter) {
  if (filter.startTime && filter.endTime && filter.endTime.getTime() <= filter.startTime.getTime()) {
    throw invalidInput('endTime must be after startTime (startTime is inclusive, endTime exclusive)', ['endTime']);
  }
  parseFields(logKeys, filter.keys, ['logKey']);
  return listLogs(db, page, filter);
}

export async function getLogEntry(db: Db, id: string): Promise<LogEntry> {
  const entry = await findLog(db, id);
  if (!entry) throw notFound('log', id);
  return entry;
}

/** Deletes the entries older than the retention period; returns how many. */
export function pruneLogEntries(db: Db, retentionMs: number, now = Date.now()): Promise<number> {
  return pruneLogs(db, new Date(now - retentionMs));
}
