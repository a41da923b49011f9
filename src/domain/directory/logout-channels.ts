// An application's logout channels: OpenID Connect Back-Channel Logout 1.0 (§2.2: a URI we POST
// a logout token to, and whether the token must carry `sid`) and Front-Channel Logout 1.0 (§2: a
// page our sign-out loads in an iframe, and whether with `iss` and `sid`). Both URIs are absolute,
// without a fragment, https (plain http to this machine only in development, the outbound rule's
// switch). The back-channel URI is a server-side request of ours, so it follows the outbound rule
// of webhook targets and jwks_uri (no internal address: checked here and on every delivery). The
// front-channel URI is loaded by the person's browser, so it may point anywhere the browser can
// reach, but §2 requires its scheme, host and port to be those of a registered redirect URI.
import type { ApplicationType } from '../../db/repositories/applications.js';
import { checkOutboundUrl, checkOutboundUrlToSave, OutboundUrlRefused, type OutboundPolicy } from '../../net/outbound-urls.js';
import { DomainError } from '../errors.js';

export interface LogoutChannelSettings {
  backchannelLogoutUri: string | null;
  backchannelLogoutSessionRequired: boolean;
  frontchannelLogoutUri: string | null;
  frontchannelLogoutSessionRequired: boolean;
}

export interface LogoutChannelInput {
  backchannelLogoutUri?: string | null;
  backchannelLogoutSessionRequired?: boolean | null;
  frontchannelLogoutUri?: string | null;
  frontchannelLogoutSessionRequired?: boolean | null;
}

/** A URI as long as this is refused (a browser's practical limit, and a bound on every row). */
const MAX_URI_LENGTH = 2048;

const invalid = (code: string, message: string, field: string): DomainError => new DomainError(code, message, undefined, ['oidcClientMetadata', field]);

/** Whether the input names any of the four settings (an update that does not leaves them alone). */
export function asksLogoutChannels(input: LogoutChannelInput): boolean {
  return (
    input.backchannelLogoutUri !== undefined ||
    input.backchannelLogoutSessionRequired !== undefined ||
    input.frontchannelLogoutUri !== undefined ||
    input.frontchannelLogoutSessionRequired !== undefined
  );
}

function basicChecks(uri: string, field: string, code: string): void {
  if (uri.length > MAX_URI_LENGTH) throw invalid(code, `${field} must be at most ${MAX_URI_LENGTH} characters`, field);
  if (uri.includes('#')) throw invalid(code, `${field} must not contain a fragment`, field);
}

/**
 * The settings after `input` is applied to `current` (undefined: a new application), checked.
 * `redirectUris`: the application's redirect URIs after the same change, which the front-channel
 * URI's origin must be one of. A URI given as null or '' clears it; a flag given as null is false.
 */
export async function nextLogoutChannels(
  type: ApplicationType,
  current: LogoutChannelSettings | undefined,
  input: LogoutChannelInput,
  redirectUris: readonly string[],
  outbound: OutboundPolicy,
): Promise<LogoutChannelSettings> {
  const uriOf = (given: string | null | undefined, kept: string | null | undefined) => (given === undefined ? (kept ?? null) : given || null);
  const flagOf = (given: boolean | null | undefined, kept: boolean | undefined) => (given === undefined ? (kept ?? false) : given === true);
  const next: LogoutChannelSettings = {
    backchannelLogoutUri: uriOf(input.backchannelLogoutUri, current?.backchannelLogoutUri),
    backchannelLogoutSessionRequired: flagOf(input.backchannelLogoutSessionRequired, current?.backchannelLogoutSessionRequired),
    frontchannelLogoutUri: uriOf(input.frontchannelLogoutUri, current?.frontchannelLogoutUri),
    frontchannelLogoutSessionRequired: flagOf(input.frontchannelLogoutSessionRequired, current?.frontchannelLogoutSessionRequired),
  };
  if ((next.backchannelLogoutUri || next.frontchannelLogoutUri) && type === 'MachineToMachine') {
    // No person signs in to a machine-to-machine application: it has no session to end.
    const field = next.backchannelLogoutUri ? 'backchannelLogoutUri' : 'frontchannelLogoutUri';
    throw invalid('application.logout_uri_not_allowed', 'machine-to-machine applications have no sign-in sessions, so no logout URIs', field);
  }
  if (next.backchannelLogoutUri && next.backchannelLogoutUri !== current?.backchannelLogoutUri) {
    const code = 'application.invalid_backchannel_logout_uri';
    basicChecks(next.backchannelLogoutUri, 'backchannelLogoutUri', code);
    try {
      next.backchannelLogoutUri = (await checkOutboundUrlToSave(next.backchannelLogoutUri, outbound, 'backchannelLogoutUri')).href;
    } catch (error) {
      if (error instanceof OutboundUrlRefused) throw invalid(code, error.message, 'backchannelLogoutUri');
      throw error;
    }
  }
  if (next.frontchannelLogoutUri) {
    const code = 'application.invalid_frontchannel_logout_uri';
    basicChecks(next.frontchannelLogoutUri, 'frontchannelLogoutUri', code);
    let url: URL;
    try {
      // Scheme and credentials as the outbound rule has them; the browser, not we, connects.
      url = checkOutboundUrl(next.frontchannelLogoutUri, { ...outbound, allowPrivate: true }, 'frontchannelLogoutUri');
    } catch (error) {
      if (error instanceof OutboundUrlRefused) throw invalid(code, error.message, 'frontchannelLogoutUri');
      throw error;
    }
    const origins = new Set(redirectUris.flatMap((uri) => (URL.canParse(uri) ? [new URL(uri).origin] : [])));
    if (!origins.has(url.origin)) {
      throw invalid(
        code,
        `frontchannelLogoutUri must have the scheme, host and port of a registered redirect URI (${url.origin} is not one)`,
        'frontchannelLogoutUri',
      );
    }
    next.frontchannelLogoutUri = url.href;
  }
  return next;
}
