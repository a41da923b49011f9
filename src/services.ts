// The long-lived things a request needs, built once at start-up by createServices().
import type { webcrypto } from 'node:crypto';
import type { JWK, JWTHeaderParameters } from 'jose';
import type { Config } from './config.js';
import type { Clock } from './domain/clock.js';
import type { Database, Db } from './db/database.js';
import type { ExperienceSettings } from './domain/sign-in/experience-settings.js';
import type { Language } from './domain/sign-in/languages.js';

export interface Services {
  config: Config;
  database: Database;
  /** The pool (outside any transaction). */
  db: Db;
  /** The current signing keys; replaced whole on rotation, so read it per request, never keep it. */
  keys: KeyStore;
  /** The time the rules read (expiry, lockout, token lifetimes): the system clock unless a test moves it. */
  clock: Clock;
  /** Where the material of a new signing key comes from: generated unless a test start brought its own. */
  keyPairs: KeyPairSource;
  /** Things to stop on shutdown, last registered first. */
  onClose: Array<() => Promise<void> | void>;
  /**
   * The sign-in page as `settings` would show it (the console's live preview). The pages' own
   * layer renders it and sets this when the sign-in experience is mounted; the Management API,
   * which may not import the pages, asks through it.
   */
  renderSignInPreview?: (settings: ExperienceSettings, language: Language) => Promise<string>;
}

/**
 * Makes the key pair of a new signing key of `alg` (extractable). The server generates one per
 * key; tests, which start hundreds of apps, may reuse RSA material (a 2048-bit RSA key costs
 * ~150 ms of CPU to generate) under fresh kids.
 */
export type KeyPairSource = (alg: string) => Promise<{ privateKey: webcrypto.CryptoKey; publicKey: webcrypto.CryptoKey }>;

/**
 * An immutable snapshot of the active signing keys, imported once into CryptoKeys. The protocol
 * layer builds one (src/oidc/keys.ts) and swaps in a new one on rotation (key-rotation.ts); its
 * shape is declared here, with the bundle that holds it.
 */
export interface KeyStore {
  /** The key new access tokens are signed with (ES256). */
  signing: { kid: string; key: webcrypto.CryptoKey };
  /** The current key of an algorithm (ID tokens: RS256 or ES256), if one is active. */
  signingFor(alg: string): { kid: string; key: webcrypto.CryptoKey } | undefined;
  /** The algorithms with a current key, for discovery. */
  algorithms: readonly string[];
  /** Public keys by kid, for verifying our own tokens without a JWKS round trip. */
  verificationKey(header: JWTHeaderParameters): webcrypto.CryptoKey;
  jwks: { keys: JWK[] };
  /** Tokens already verified against these keys (src/oidc/verified-token-memo.ts). */
  verified: VerifiedTokens;
}

/** What a token that passed full verification is remembered by. */
export interface MemoizedClaims {
  /** The verified payload (frozen; lookup hands out copies). */
  claims: Readonly<Record<string, unknown>>;
  /** Issuer it was verified for. */
  issuer: string;
}

/** A KeyStore's memo of verified tokens (src/oidc/verified-token-memo.ts is the one kind). */
export interface VerifiedTokens {
  /** How many tokens it holds at most; 0 = off. */
  readonly capacity: number;
  /** How many tokens it holds now. */
  readonly size: number;
  /** The remembered claims of `token`, if it was verified before and has not expired (`now` in seconds). */
  lookup(token: string, now: number): MemoizedClaims | undefined;
  /** Remember a token that just passed full verification. */
  remember(token: string, issuer: string, claims: Record<string, unknown>): void;
}
