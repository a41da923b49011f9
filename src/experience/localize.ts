// The page middleware: works out the language and look of a page request once — the
// interaction's ui_locales, the browser's Accept-Language and the sign-in experience settings —
// and runs the rest of the request inside them (src/experience/i18n/context.ts). It also widens
// the Content-Security-Policy's img-src by the origins of the configured logo and favicon.
// Mounted after the body parser: the interaction of a form post is named in its body, and the
// request must not leave the context while a body stream is read.
import type { NextFunction, Request, Response } from 'express';
import { getExperienceSettings } from '../domain/sign-in/experience-settings.js';
import type { ExperienceDeps } from './deps.js';
import { runInPageContext, type PageContext } from './i18n/context.js';
import { negotiateLanguage } from './i18n/negotiate.js';
import { currentInteraction, noneWhenNotFound } from './interaction.js';
import { contentSecurityPolicy } from './respond.js';

const originOf = (url: string | null) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

export function localizePages(deps: ExperienceDeps) {
  return (req: Request, res: Response, next: NextFunction): void => {
    void (async () => {
      const settings = await getExperienceSettings(deps.services.db, deps.services.config);
      // A page that names no interaction of this browser still has a language: the browser's.
      const interaction = await currentInteraction(deps.services, req).catch(noneWhenNotFound);
      const context: PageContext = {
        language: negotiateLanguage({
          uiLocales: interaction?.params.uiLocales,
          acceptLanguage: req.get('accept-language'),
          ...settings.languageInfo,
        }),
        productName: settings.productName,
        branding: settings.branding,
        color: settings.color,
      };
      const { logoUrl, darkLogoUrl, favicon, darkFavicon } = settings.branding;
      const dark = settings.color.isDarkModeEnabled;
      const origins = [logoUrl, favicon, dark ? darkLogoUrl : null, dark ? darkFavicon : null].map(originOf).filter((o): o is string => Boolean(o));
      if (origins.length > 0) res.setHeader('Content-Security-Policy', contentSecurityPolicy(origins));
      // A page that shows one more image (the consent screen's client logo) widens the policy from these.
      res.locals.imageOrigins = origins;
      res.locals.page = context;
      return context;
    })().then((context) => runInPageContext(context, () => next()), next);
  };
}
