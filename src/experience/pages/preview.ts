// The sign-in page as draft settings would show it, for the console's live preview: the same
// composition as /sign-in (signInPage), in the draft's language and look, with the connectors the
// draft offers. It belongs to no interaction: its forms and links lead nowhere (the console shows
// it in a sandboxed frame, where nothing runs or submits), and the CAPTCHA widget is left out.
import { socialConnectorsOfferedBy } from '../../domain/federation/offered-connectors.js';
import { hasSsoConnectors } from '../../domain/federation/sso-connectors.js';
import type { ExperienceSettings } from '../../domain/sign-in/experience-settings.js';
import type { Language } from '../../domain/sign-in/languages.js';
import { smsDeliveryConfigured } from '../../domain/sign-in/message-delivery.js';
import type { Services } from '../../services.js';
import { runInPageContext } from '../i18n/context.js';
import { signInPage } from './sign-in.js';

const PREVIEW_INTERACTION = 'preview';

export async function signInPreview(services: Services, settings: ExperienceSettings, language: Language): Promise<string> {
  const { db, config } = services;
  const view = {
    settings,
    interactionId: PREVIEW_INTERACTION,
    csrf: PREVIEW_INTERACTION,
    smsDelivered: await smsDeliveryConfigured(db, config),
    socialConnectors: await socialConnectorsOfferedBy(db, settings),
    registrationOpen: true,
    ssoLink: settings.singleSignOnEnabled && (await hasSsoConnectors(db)),
  };
  return runInPageContext({ language, productName: settings.productName, branding: settings.branding, color: settings.color }, () => signInPage(view));
}
