// The sign-in page: identifier (username, email or phone) and password.
import { errorBox, escapeHtml, page } from './layout.js';

export interface SignInView {
  interactionId: string;
  csrf: string;
  identifier?: string;
  error?: string;
}

export function signInPage(v: SignInView): string {
  const q = `interaction=${encodeURIComponent(v.interactionId)}`;
  const described = v.error ? ' aria-describedby="form-error" aria-invalid="true"' : '';
  return page(
    'Sign in',
    `<h1>Sign in</h1>${errorBox(v.error)}
<form method="post" action="/sign-in?${escapeHtml(q)}">
<input type="hidden" name="interaction" value="${escapeHtml(v.interactionId)}">
<input type="hidden" name="csrf" value="${escapeHtml(v.csrf)}">
<label for="identifier">Username or email</label>
<input id="identifier" name="identifier" autocomplete="username" required autofocus value="${escapeHtml(v.identifier ?? '')}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">Sign in</button>
</form>
<nav><a href="/register?${escapeHtml(q)}">Create an account</a> · <a href="/forgot-password?${escapeHtml(q)}">Forgot your password?</a></nav>`,
  );
}
