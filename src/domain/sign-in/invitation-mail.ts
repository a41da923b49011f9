// An organization invitation's mail (the compatible API's messagePayload and
// POST /organization-invitations/:id/message): written from the OrganizationInvitation email
// template in the sender's language, branded with the sign-in experience's name, and limited per
// recipient with the verification codes' send limit (codeSend.limit per codeSend.windowSeconds),
// so a script or a leaked token cannot use Tessera to flood one mailbox.
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import { invitationToSend, type InvitationMessagePayload } from '../directory/organizations-invitations.js';
import { DomainError } from '../errors.js';
import { invitationMessage, type RenderedMessage } from './email-templates.js';
import { getExperienceSettings } from './experience-settings.js';
import { reserveSendsIn } from './rate-limits.js';

/** The first tag of a `ui_locales`-style list ("fr-CA en" → "fr-CA"). */
const firstLocale = (list: string | null | undefined) => list?.trim().split(/\s+/)[0];

/**
 * The mail of a pending invitation, its send counted against the invitee (in the caller's
 * transaction: a mail that then fails to go is not counted). Over the limit:
 * 429 `request.message_rate_limited`, nothing sent.
 */
export async function invitationMail(
  db: Db,
  clock: Clock,
  config: Config,
  id: string,
  payload: InvitationMessagePayload,
): Promise<RenderedMessage & { to: string }> {
  const invitation = await invitationToSend(db, clock, id);
  const settings = await getExperienceSettings(db, config);
  const { limit, windowSeconds } = settings.codeSend;
  const bucket = { key: `invitation:email:${invitation.invitee.toLowerCase()}`, limit, windowSeconds };
  if (await reserveSendsIn(db, clock, [bucket])) {
    throw new DomainError(
      'request.message_rate_limited',
      `Too many invitation mails were sent to this recipient; at most ${limit} per ${windowSeconds} seconds. Try again later.`,
      { limit, windowSeconds },
    );
  }
  const message = await invitationMessage(db, {
    organizationName: invitation.organizationName,
    productName: settings.productName,
    brand: { logoUrl: settings.branding.logoUrl, primaryColor: settings.color.primaryColor },
    expiresAt: invitation.expiresAt,
    link: payload.link,
    code: payload.code,
    languages: [payload.locale, firstLocale(payload.uiLocales)],
    fallbackLanguage: settings.languageInfo.fallbackLanguage,
  });
  return { to: invitation.invitee, ...message };
}
