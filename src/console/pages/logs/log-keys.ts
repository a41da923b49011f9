// The audit log's keys in words. Keys follow the compatible product's (`Interaction.SignIn.Submit`,
// `ExchangeTokenBy.RefreshToken`); Management API changes are `ManagementApi.<operation>`.

const KNOWN: Record<string, string> = {
  'Interaction.SignIn.Identifier.Submit': 'Sign-in: identifier entered',
  'Interaction.SignIn.Verification.Password.Submit': 'Sign-in: password checked',
  'Interaction.SignIn.Verification.BackupCode.Submit': 'Sign-in: backup code checked',
  'Interaction.SignIn.Verification.VerificationCode.Create': 'Sign-in: code sent',
  'Interaction.SignIn.Verification.VerificationCode.Submit': 'Sign-in: code checked',
  'Interaction.SignIn.Submit': 'Sign-in',
  'Interaction.Register.Submit': 'Registration',
  'Interaction.ForgotPassword.Submit': 'Password reset',
  'ExchangeTokenBy.AuthorizationCode': 'Token: authorization code',
  'ExchangeTokenBy.RefreshToken': 'Token: refresh',
  'ExchangeTokenBy.ClientCredentials': 'Token: client credentials',
  'ExchangeTokenBy.TokenExchange': 'Token: token exchange',
  'ExchangeTokenBy.Unknown': 'Token: unknown grant',
};

/** The event filter's choices: whole families (a prefix ending in `.`) first, then single keys. */
export const EVENT_CHOICES = [
  { value: 'Interaction.', label: 'All sign-in pages (sign-in, registration, password reset)' },
  { value: 'Interaction.SignIn.', label: 'All sign-in steps' },
  { value: 'ExchangeTokenBy.', label: 'All token grants' },
  { value: 'ManagementApi.', label: 'All Management API changes' },
  ...Object.entries(KNOWN).map(([value, label]) => ({ value, label })),
];

/** A key in words: `ManagementApi.createUser` is "Management API: createUser". */
export function describeKey(key: string): string {
  const known = KNOWN[key];
  if (known) return known;
  if (key.startsWith('ManagementApi.')) return `Management API: ${key.slice('ManagementApi.'.length)}`;
  return key;
}
