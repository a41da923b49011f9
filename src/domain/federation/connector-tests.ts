// An administrator's test sign-in through a connector (the console's "Test sign-in"): the same
// upstream authorization a sign-in makes, started by an operator, carried out in their browser,
// and ending on a page that shows what the provider said of the person. It belongs to no
// interaction, so nothing it verifies can identify, register or link anyone; it also tries a
// connector that is switched off (so it can be checked before it is offered).
//
// 1. start (a Management API mutation): the upstream authorization URL, kept in connector_tests
//    with a random id; the operator's browser is sent to `/connector-test/<id>`;
// 2. open (that page, once): the browser gets a signed cookie naming the test, and goes upstream;
// 3. the provider's answer reaches the connector's usual endpoint (the redirect URI registered at
//    the provider does not change for a test). A social callback whose browser carries the test's
//    cookie and whose state is the test's is this test; an enterprise request with no interaction
//    sends its browser to `/connector-test/callback`, where the cookie names the test.
// The test is taken (deleted) at the answer, so it is finished once.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import * as tests from '../../db/repositories/connector-tests.js';
import { takeSsoResult } from '../../db/repositories/sso-requests.js';
import type { CallbackInput, UpstreamProfile } from '../../connectors/types.js';
import type { OutboundPolicy } from '../../net/outbound-urls.js';
import { openSecret, sealSecret, type KeyEncryptionKey } from '../envelope.js';
import { DomainError } from '../errors.js';
import { connectorForSignIn, getConnector, socialCallbackUrl } from './connectors.js';
import { checkUpstreamState, completeSocialAuthorization, sameState, startSocialAuthorization } from './federated-sign-in.js';
import { getSsoConnectorRecord, type SsoEndpoints } from './sso-connectors.js';
import { startSsoSignIn } from './sso-sign-in.js';

/** How long a test waits to be opened and answered. */
export const CONNECTOR_TEST_TTL_MS = 10 * 60 * 1000;

/** Where an enterprise connector's answer sends a test's browser (the page that shows the result). */
export const CONNECTOR_TEST_CALLBACK_PATH = '/connector-test/callback';

export interface ConnectorTestStart {
  /** The page to open in the operator's browser: it goes on to the provider. */
  url: string;
  expiresAt: Date;
}

/** What the provider said of the person, as the test page shows it. */
export interface TestedIdentity {
  connectorName: string;
  id: string;
  issuer: string | null;
  email: string | null;
  /** Whether the provider vouched for the email (only a vouched one is used to link or register). */
  emailVerified: boolean;
  name: string | null;
  avatar: string | null;
  amr: string[];
  /** Every claim or attribute the provider sent. */
  details: Record<string, unknown>;
}

export const testNotFound = () =>
  new DomainError('connector.test_not_found', 'This test sign-in has expired or was finished already; start a new one from the console.');

const verifierBinding = (testId: string) => `connector_tests:${testId}`;

function expiry(now: Date) {
  return new Date(now.getTime() + CONNECTOR_TEST_TTL_MS);
}

const startUrl = (baseUrl: string, id: string) => `${baseUrl}/connector-test/${encodeURIComponent(id)}`;

/** Step 1 for a social connector: its authorization, kept for the browser that opens the test. */
export async function startSocialConnectorTest(
  db: Db,
  baseUrl: string,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
  connectorId: string,
  startedBy: string | null,
  now: Date,
): Promise<ConnectorTestStart> {
  const { connector, settings } = await connectorForSignIn(db, connectorId, kek, outbound);
  const state = checkUpstreamState(undefined);
  const redirectUri = socialCallbackUrl(baseUrl, connector.id);
  const { authorizationUri, kept } = await startSocialAuthorization(connector.id, settings, { state, redirectUri });
  const id = randomBytes(32).toString('base64url');
  const expiresAt = expiry(now);
  await tests.insertConnectorTest(db, {
    id,
    kind: 'social',
    connector_id: connector.id,
    started_by: startedBy,
    authorization_uri: authorizationUri,
    state,
    nonce: kept.nonce ?? null,
    code_verifier: sealSecret(kept.codeVerifier, kek, 'ctest:v1:', verifierBinding(id)),
    redirect_uri: redirectUri,
    sso_request_id: null,
    expires_at: expiresAt,
  });
  return { url: startUrl(baseUrl, id), expiresAt };
}

/** Step 1 for an enterprise connector: a request of no interaction, answered to the test's page. */
export async function startSsoConnectorTest(
  db: Db,
  endpoints: SsoEndpoints,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
  connectorId: string,
  startedBy: string | null,
  now: Date,
): Promise<ConnectorTestStart> {
  const state = randomBytes(24).toString('base64url');
  const { authorizationUri, verificationId } = await startSsoSignIn(db, endpoints, kek, outbound, connectorId, null, {
    state,
    redirectUri: new URL(CONNECTOR_TEST_CALLBACK_PATH, endpoints.baseUrl).toString(),
  });
  const id = randomBytes(32).toString('base64url');
  const expiresAt = expiry(now);
  await tests.insertConnectorTest(db, {
    id,
    kind: 'sso',
    connector_id: connectorId,
    started_by: startedBy,
    authorization_uri: authorizationUri,
    state,
    nonce: null,
    code_verifier: null,
    redirect_uri: null,
    sso_request_id: verificationId,
    expires_at: expiresAt,
  });
  return { url: startUrl(endpoints.baseUrl, id), expiresAt };
}

/** Step 2: the provider's URL for the browser that opens the test (once); its seconds left for the cookie. */
export async function openConnectorTest(db: Db, testId: string, now: Date): Promise<{ authorizationUri: string; maxAgeSeconds: number }> {
  const authorizationUri = await tests.openConnectorTest(db, testId);
  if (!authorizationUri) throw testNotFound();
  const row = await tests.findOpenedConnectorTest(db, testId);
  const left = row ? Math.ceil((row.expires_at.getTime() - now.getTime()) / 1000) : 0;
  return { authorizationUri, maxAgeSeconds: Math.max(1, Math.min(left, CONNECTOR_TEST_TTL_MS / 1000)) };
}

/**
 * Whether a social callback is the answer to this browser's test (its cookie names `testId`): the
 * test is of this connector and the state is the one sent upstream for it. Anything else is a
 * sign-in's callback, handled as before.
 */
export async function isSocialConnectorTestAnswer(db: Db, testId: string | undefined, connectorId: string, state: string | undefined): Promise<boolean> {
  if (!testId) return false;
  const row = await tests.findOpenedConnectorTest(db, testId);
  return Boolean(row && row.kind === 'social' && row.connector_id === connectorId && sameState(row.state, state));
}

/** Step 3 for a social connector: the test is taken, the answer checked as a sign-in's is, and the profile shown. */
export async function finishSocialConnectorTest(
  db: Db,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
  testId: string,
  params: CallbackInput,
): Promise<TestedIdentity> {
  const row = await tests.takeConnectorTest(db, testId);
  if (!row || row.kind !== 'social' || !row.code_verifier || !row.redirect_uri) throw testNotFound();
  const kept = {
    state: row.state,
    redirectUri: row.redirect_uri,
    codeVerifier: openSecret(row.code_verifier, kek, 'ctest:v1:', verifierBinding(row.id)),
    ...(row.nonce ? { nonce: row.nonce } : {}),
  };
  const profile = await completeSocialAuthorization(db, kek, outbound, row.connector_id, kept, params);
  return identityOf((await getConnector(db, row.connector_id)).name, profile);
}

function identityOf(connectorName: string, profile: UpstreamProfile): TestedIdentity {
  return {
    connectorName,
    id: profile.id,
    issuer: profile.issuer ?? null,
    email: profile.email ?? null,
    emailVerified: profile.emailVerified,
    name: profile.name ?? null,
    avatar: profile.avatar ?? null,
    amr: profile.amr ?? [],
    details: profile.details,
  };
}

/** The connector a test of this browser is for (the name its page shows), or undefined. */
export async function connectorTestName(db: Db, testId: string | undefined): Promise<string | undefined> {
  const row = testId ? await tests.findOpenedConnectorTest(db, testId) : undefined;
  if (!row) return undefined;
  return row.kind === 'social' ? (await getConnector(db, row.connector_id)).name : (await getSsoConnectorRecord(db, row.connector_id)).connectorName;
}

/**
 * Step 3 for an enterprise connector: the page the answer sent the browser to, with the state the
 * request was made with; the test is taken and the identity the IdP's answer proved is shown.
 */
export async function finishSsoConnectorTest(db: Db, testId: string | undefined, state: unknown): Promise<TestedIdentity> {
  const row = testId ? await tests.findOpenedConnectorTest(db, testId) : undefined;
  if (!row || row.kind !== 'sso' || !row.sso_request_id || !sameState(row.state, typeof state === 'string' ? state : undefined)) throw testNotFound();
  if (!(await tests.takeConnectorTest(db, row.id))) throw testNotFound();
  const result = await takeSsoResult(db, row.sso_request_id);
  if (!result) throw new DomainError('session.verification_failed', 'The identity provider has not answered this test sign-in.');
  const record = await getSsoConnectorRecord(db, row.connector_id);
  const text = (key: string) => (typeof result[key] === 'string' ? result[key] : null);
  return {
    connectorName: record.connectorName,
    id: String(result.id ?? ''),
    issuer: text('issuer'),
    email: text('email'),
    emailVerified: result.emailVerified === true,
    name: text('name'),
    avatar: text('avatar'),
    amr: Array.isArray(result.amr) ? result.amr.filter((v): v is string => typeof v === 'string') : [],
    details: result.detail && typeof result.detail === 'object' ? (result.detail as Record<string, unknown>) : {},
  };
}
