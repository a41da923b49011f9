import { body, type RestRoute } from '../route.js';

const FIELDS = `signIn { methods { identifier password verificationCode isPasswordPrimary } } signUp { identifiers verifyEmail verify password } lockout { maxAttempts windowSeconds durationSeconds } codeSend { limit windowSeconds ipLimit } productName branding { logoUrl darkLogoUrl favicon darkFavicon } color { primaryColor isDarkModeEnabled darkPrimaryColor } languageInfo { autoDetect fallbackLanguage } socialSignInConnectorTargets singleSignOnEnabled passwordPolicy { length { min max } characterTypes { min } rejects { pwned repetitionAndSequence userInfo words history } } captchaPolicy { enabled } mfa { factors policy organizationRequiredMfaPolicy administratorsRequired } tenantId id hideLogtoBranding termsOfUseUrl privacyPolicyUrl agreeToTermsPolicy socialSignIn signInMode customCss customContent customUiAssets customUiCsp adaptiveMfa supportEmail supportWebsiteUrl unknownSessionRedirectUrl sentinelPolicy emailBlocklistPolicy verificationCodePolicy forgotPasswordMethods passkeySignIn signUpProfileFields passwordExpiration usernamePolicy`;
// The product types an unset image as absent, not null.
const OMIT_NULL = ['branding.logoUrl', 'branding.darkLogoUrl', 'branding.favicon', 'branding.darkFavicon'];
const tag = 'Sign-in experience';

export const signInExperienceRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/sign-in-exp',
    tag,
    summary:
      'Get the sign-in experience settings (sign-in methods, sign-up requirements, lockout, code send limit, product name, branding, colours, language, social connectors and single sign-on offered)',
    operation: `query { signInExperience { ${FIELDS} } }`,
    variables: () => ({}),
    status: 200,
    omitNullMembers: OMIT_NULL,
    responseType: 'SignInExperience',
  },
  {
    method: 'PATCH',
    path: '/sign-in-exp',
    tag,
    summary: 'Change sign-in experience settings; omitted fields keep their value',
    operation: `mutation($input: UpdateSignInExperienceInput!) {
      updateSignInExperience(input: $input) { signInExperience { ${FIELDS} } userErrors { code message field data } } }`,
    variables: (req) => ({ input: body(req) }),
    status: 200,
    bodyType: 'UpdateSignInExperienceInput',
    omitNullMembers: OMIT_NULL,
    responseType: 'SignInExperience',
  },
  {
    method: 'POST',
    path: '/sign-in-exp/default/check-password',
    tag,
    summary: "Check a password against the password policy (with `userId`, also against that user's own data): `{ result, issues }`",
    operation: `query($password: String!, $userId: ID) { checkPassword(password: $password, userId: $userId) { result issues { code interpolation } } }`,
    variables: (req) => ({ password: body(req).password, userId: body(req).userId }),
    status: 200,
    responseType: 'PasswordCheck',
  },
];
