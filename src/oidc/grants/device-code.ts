// RFC 8628 §3.4–3.5: the device polls with its device code until a person approved or denied the
// request at /device, or it expired. The code's own rules (its client, its expiry, the polling
// interval, used once) are domain/oauth/device-codes.ts's pollDeviceCode; once approved, the tokens
// are the code grant's (issueGrantTokens), and the device code is used up in the transaction
// that records them. A device polls every few seconds for minutes: the audit log keeps what was
// issued or finally refused, not each authorization_pending or slow_down.
import { DEVICE_CODE_GRANT_TYPE, DEVICE_CODE_USED, pollDeviceCode } from '../../domain/oauth/device-codes.js';
import { allowsDeviceFlow } from '../../domain/directory/applications.js';
import { failure, LogKey, recordLog } from '../../domain/logs.js';
import { auditRefusal } from '../../domain/service-unavailable.js';
import type { AuthenticatedClient } from '../client-auth.js';
import type { OidcContext } from '../context.js';
import { OAuthError, invalidGrant, invalidRequest, unauthorizedClient } from '../errors.js';
import { AlreadyConsumed, issueGrantTokens } from '../grant-tokens.js';
import type { TokenRequest } from '../token/request.js';
import type { Grant } from './types.js';

/** Answers of a poll that are part of the flow, not refusals worth an audit entry. */
const WAITING = new Set(['authorization_pending', 'slow_down']);

async function audit(ctx: OidcContext, client: AuthenticatedClient, input: TokenRequest, error: unknown): Promise<void> {
  if (error instanceof OAuthError && WAITING.has(error.error)) return;
  const outcome = error instanceof OAuthError ? failure(error.error, error.description) : failure('server_error', 'internal failure');
  await auditRefusal(
    error,
    () =>
      recordLog(
        ctx.db,
        {
          key: LogKey.DeviceCode,
          applicationId: client.id,
          ip: ctx.request.ip,
          userAgent: ctx.request.userAgent,
          payload: { grantType: input.grantType, ...(input.resource?.length ? { resource: input.resource } : {}) },
        },
        outcome,
      ),
    'token audit write failed',
    ctx.request.id,
  );
}

async function redeem(ctx: OidcContext, client: AuthenticatedClient, input: TokenRequest) {
  if (!allowsDeviceFlow(client.type, client.customClientMetadata)) {
    throw unauthorizedClient('this application may not use the device authorization grant (its setting isDeviceFlow is off)');
  }
  if (!input.deviceCode) throw invalidRequest('device_code is required');
  const presented = await pollDeviceCode(ctx.db, ctx.services.clock, client.id, input.deviceCode);
  // §3.5: each of these is a 400 with its own error code.
  if ('refused' in presented) throw new OAuthError(presented.refused, presented.description);
  try {
    return await issueGrantTokens(ctx, client, presented, {
      resource: input.resource,
      withNonce: false,
      logKey: LogKey.DeviceCode,
      dpopJkt: input.dpopJkt,
      grantType: DEVICE_CODE_GRANT_TYPE,
    });
  } catch (error) {
    // A concurrent poll redeemed it first.
    if (error instanceof AlreadyConsumed) throw invalidGrant(DEVICE_CODE_USED);
    throw error;
  }
}

export const deviceCode: Grant = {
  grantType: DEVICE_CODE_GRANT_TYPE,
  auditsItself: true,
  parameters: ['deviceCode', 'resource'],
  async handler(ctx, client, input) {
    try {
      return await redeem(ctx, client, input);
    } catch (error) {
      await audit(ctx, client, input, error);
      throw error;
    }
  },
  auditRefusal: audit,
};
