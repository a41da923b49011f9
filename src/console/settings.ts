// What the server filled into index.html (src/console-host): where to sign in and for what.
function meta(name: string): string {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  // Under `vite dev` the placeholders stay as they are: fall back to this origin's defaults.
  return value.startsWith('__') ? '' : value;
}

export const settings = {
  issuer: meta('tessera-issuer') || `${location.origin}/oidc`,
  clientId: meta('tessera-client-id') || 'tessera-console',
  resource: meta('tessera-resource') || `${location.origin}/api`,
  cspNonce: meta('csp-nonce'),
  /** Where the console lives: the OIDC redirect URIs registered for the console client derive from it. */
  base: `${location.origin}/console/`,
};
