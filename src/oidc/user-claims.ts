// Standard claims (OIDC Core §5.1) released for the `profile`, `email` and `phone` scopes.
import type { User } from '../db/repositories/users.js';

export function userClaims(user: User, scopes: readonly string[]): Record<string, unknown> {
  const claims: Record<string, unknown> = { sub: user.id };
  if (scopes.includes('profile')) {
    claims.name = user.name;
    claims.picture = user.avatar;
    claims.username = user.username;
    claims.updated_at = Math.floor(user.updatedAt.getTime() / 1000);
  }
  // Verified: this very value was proved by a code or set by an administrator (not, e.g., an
  // email typed at sign-up with email verification off).
  if (scopes.includes('email')) {
    claims.email = user.primaryEmail;
    claims.email_verified = user.primaryEmail !== null && user.emailVerified;
  }
  if (scopes.includes('phone')) {
    claims.phone_number = user.primaryPhone;
    claims.phone_number_verified = user.primaryPhone !== null && user.phoneVerified;
  }
  return claims;
}
