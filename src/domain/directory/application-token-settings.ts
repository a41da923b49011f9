// An application's token lifetimes and refresh-token behaviour, in the compatible product's
// `customClientMetadata` keys: `idTokenTtl`, `refreshTokenTtlInDays`, `rotateRefreshToken`,
// `alwaysIssueRefreshToken`, `maxAllowedGrants` and `corsAllowedOrigins`. Stored in the
// application's custom metadata (JSON), read here with defaults, checked here when written.
import { z } from 'zod';
import { invalidInput } from '../errors.js';
import { parseFields } from '../input.js';

export const DEFAULT_ID_TOKEN_TTL_SECONDS = 3600;
export const DEFAULT_REFRESH_TOKEN_TTL_DAYS = 14;
const MAX_CORS_ORIGINS = 100;

export interface ApplicationTokenSettings {
  /** Seconds an ID token of this application is valid (60 s to 1 day; default 1 hour). */
  idTokenTtl: number;
  /** Days a refresh token is valid from its issue (1 to 180; default 14); each rotation starts a new term. */
  refreshTokenTtlInDays: number;
  /**
   * Whether each use of a refresh token answers a new one and retires the old (the default, and
   * always for public clients: OAuth 2.0 Security BCP §4.14.2). Off, a confidential client keeps
   * using one token until it expires.
   */
  rotateRefreshToken: boolean;
  /** A refresh token with every code exchange, even when `offline_access` was not granted. */
  alwaysIssueRefreshToken: boolean;
  /** At most this many standing grants per user (the oldest are revoked past it); null: no limit. */
  maxAllowedGrants: number | null;
  /**
   * Browser origins the application calls the token endpoints from, as the compatible product
   * records them. Tessera's token endpoints answer every origin (they read no cookie), so the list
   * is kept and shown, not enforced (docs/compat-directory.md).
   */
  corsAllowedOrigins: string[];
}

const positiveInt = (stored: unknown, fallback: number): number => (Number.isSafeInteger(stored) && (stored as number) > 0 ? (stored as number) : fallback);

/** The settings with defaults, from stored metadata; a public client always rotates. */
export function tokenSettingsOf(stored: Record<string, unknown>, confidential: boolean): ApplicationTokenSettings {
  const origins = stored.corsAllowedOrigins;
  return {
    idTokenTtl: positiveInt(stored.idTokenTtl, DEFAULT_ID_TOKEN_TTL_SECONDS),
    refreshTokenTtlInDays: positiveInt(stored.refreshTokenTtlInDays, DEFAULT_REFRESH_TOKEN_TTL_DAYS),
    rotateRefreshToken: !confidential || stored.rotateRefreshToken !== false,
    alwaysIssueRefreshToken: stored.alwaysIssueRefreshToken === true,
    maxAllowedGrants: Number.isSafeInteger(stored.maxAllowedGrants) && (stored.maxAllowedGrants as number) > 0 ? (stored.maxAllowedGrants as number) : null,
    corsAllowedOrigins: Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [],
  };
}

export type ApplicationTokenSettingsInput = {
  [K in keyof ApplicationTokenSettings]?: ApplicationTokenSettings[K] | null;
};

const field = (name: string) => ['customClientMetadata', name];

/** An origin as a browser sends it: scheme, host and port only. */
function isOrigin(raw: string): boolean {
  if (!URL.canParse(raw)) return false;
  const url = new URL(raw);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === raw;
}

const shapes = {
  idTokenTtl: z
    .number()
    .int('idTokenTtl must be a whole number of seconds')
    .min(60, 'idTokenTtl is at least 60 seconds')
    .max(86_400, 'idTokenTtl is at most 86400 seconds (1 day)'),
  refreshTokenTtlInDays: z
    .number()
    .int('refreshTokenTtlInDays must be a whole number of days')
    .min(1, 'refreshTokenTtlInDays is at least 1')
    .max(180, 'refreshTokenTtlInDays is at most 180'),
  maxAllowedGrants: z
    .number()
    .int('maxAllowedGrants must be a whole number')
    .min(1, 'maxAllowedGrants is at least 1')
    .max(10_000, 'maxAllowedGrants is at most 10000'),
  corsAllowedOrigins: z
    .array(z.string().refine(isOrigin, 'each of corsAllowedOrigins must be an origin such as https://app.example.com (no path, no trailing slash)'))
    .max(MAX_CORS_ORIGINS, `at most ${MAX_CORS_ORIGINS} corsAllowedOrigins`),
};

/**
 * The stored keys after applying `input` (omitted keys keep their value; `null` restores the
 * default). Refuses values out of range, and turning rotation off for a public client.
 */
export function mergeTokenSettings(
  current: ApplicationTokenSettings,
  input: ApplicationTokenSettingsInput | null | undefined,
  confidential: boolean,
): ApplicationTokenSettings {
  if (!input) return current;
  const pick = <K extends keyof ApplicationTokenSettings>(key: K, fallback: ApplicationTokenSettings[K]): ApplicationTokenSettings[K] => {
    const value = input[key];
    if (value === undefined) return current[key];
    if (value === null) return fallback;
    const shape = shapes[key as keyof typeof shapes] as z.ZodTypeAny | undefined;
    return (shape ? parseFields(shape, value, field(key)) : value) as ApplicationTokenSettings[K];
  };
  if (input.rotateRefreshToken === false && !confidential) {
    throw invalidInput(
      'rotateRefreshToken cannot be turned off for a public client (SPA, Native): its refresh tokens must rotate (OAuth 2.0 Security BCP §4.14.2)',
      field('rotateRefreshToken'),
    );
  }
  return {
    idTokenTtl: pick('idTokenTtl', DEFAULT_ID_TOKEN_TTL_SECONDS),
    refreshTokenTtlInDays: pick('refreshTokenTtlInDays', DEFAULT_REFRESH_TOKEN_TTL_DAYS),
    rotateRefreshToken: pick('rotateRefreshToken', true),
    alwaysIssueRefreshToken: pick('alwaysIssueRefreshToken', false),
    maxAllowedGrants: pick('maxAllowedGrants', null),
    corsAllowedOrigins: [...new Set(pick('corsAllowedOrigins', []))],
  };
}
