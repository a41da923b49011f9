// OpenID Connect Front-Channel Logout 1.0, the rule: after a browser's session ends at the
// end-session endpoint, each application signed in to through that session (a grant issued in
// it) that registered a front-channel logout URI gets its page loaded in an iframe of our
// sign-out page (§2), with `iss` and `sid` added to its query when it asked for them
// (frontchannel_logout_session_required; §2 says both or neither). The query the application
// registered is kept (§2: "MUST be retained").
import type { Db } from '../../db/database.js';
import { findApplicationsByIds } from '../../db/repositories/applications.js';
import { listSessionGrants } from '../../db/repositories/oidc-grants.js';

/** The iframe addresses for one ended session, one per application, in the order it was signed in to. */
export async function frontchannelLogoutUrls(db: Db, sessionId: string, issuer: string): Promise<string[]> {
  const grants = await listSessionGrants(db, [sessionId]);
  const clientIds = [...new Set(grants.map((g) => g.clientId))];
  const applications = new Map((await findApplicationsByIds(db, clientIds)).map((app) => [app.id, app]));
  const urls: string[] = [];
  for (const clientId of clientIds) {
    const metadata = applications.get(clientId)?.oidcClientMetadata;
    if (!metadata?.frontchannelLogoutUri) continue;
    const url = new URL(metadata.frontchannelLogoutUri);
    if (metadata.frontchannelLogoutSessionRequired) {
      url.searchParams.set('iss', issuer);
      url.searchParams.set('sid', sessionId);
    }
    urls.push(url.href);
  }
  return urls;
}
