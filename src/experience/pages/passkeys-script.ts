// The sign-in pages' passkey script, served same-origin at /sign-in/passkeys.js (the pages' CSP
// allows no inline script). It drives the browser's WebAuthn prompt through
// @simplewebauthn/browser (served beside it at /sign-in/webauthn.js) and the same Experience API
// a custom UI would call; the server checks everything. Plain ES2017, no build step. Its messages
// come from the page (data-msg-* attributes), so they are translated with the page; a refusal
// from the API shows the page's translation of its code (data-msg-error-<code, dots as dashes>,
// present on non-English pages) or else the API's own (English) message.
export const PASSKEYS_SCRIPT = `(function () {
  'use strict';
  var box = document.querySelector('[data-passkey-action]');
  if (!box) return;
  var button = box.querySelector('button');
  var errorBox = box.querySelector('[data-passkey-error]');
  var lib = window.SimpleWebAuthnBrowser;
  var action = box.getAttribute('data-passkey-action');
  var interactionId = box.getAttribute('data-interaction');
  if (!lib || !lib.browserSupportsWebAuthn()) {
    errorBox.textContent = box.getAttribute('data-msg-unsupported');
    errorBox.hidden = false;
    button.disabled = true;
    return;
  }
  function ServerError(message) { this.message = message; }
  async function post(path, body) {
    var res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.assign({ interactionId: interactionId }, body || {}))
    });
    var json = res.status === 204 ? {} : await res.json().catch(function () { return {}; });
    var translated = typeof json.code === 'string' ? box.getAttribute('data-msg-error-' + json.code.replace(/\\./g, '-')) : null;
    if (!res.ok) throw new ServerError(translated || json.message || box.getAttribute('data-msg-failed'));
    return json;
  }
  async function finish() {
    var done = await post('/api/experience/submit');
    window.location.assign(done.redirectTo);
  }
  var flows = {
    'sign-in': async function () {
      var field = document.getElementById('identifier');
      var identifier = field ? field.value.trim() : '';
      var started = await post('/api/experience/verification/passkey-sign-in/authentication', identifier ? { identifier: identifier } : {});
      var payload = await lib.startAuthentication({ optionsJSON: started.authenticationOptions });
      var verified = await post('/api/experience/verification/passkey-sign-in/authentication/verify', { verificationId: started.verificationId, payload: payload });
      await post('/api/experience/identification', { verificationId: verified.verificationId });
      await finish();
    },
    mfa: async function () {
      var started = await post('/api/experience/verification/web-authn/authentication');
      var payload = await lib.startAuthentication({ optionsJSON: started.authenticationOptions });
      await post('/api/experience/verification/web-authn/authentication/verify', { verificationId: started.verificationId, payload: payload });
      await finish();
    },
    register: async function () {
      var started = await post('/api/experience/verification/web-authn/registration');
      var payload = await lib.startRegistration({ optionsJSON: started.registrationOptions });
      await post('/api/experience/verification/web-authn/registration/verify', { verificationId: started.verificationId, payload: payload });
      await post('/api/experience/profile/mfa', { type: 'WebAuthn', verificationId: started.verificationId });
      await finish();
    }
  };
  button.addEventListener('click', function () {
    button.disabled = true;
    errorBox.hidden = true;
    flows[action]().catch(function (error) {
      var cancelled = error && (error.name === 'NotAllowedError' || error.code === 'ERROR_CEREMONY_ABORTED');
      errorBox.textContent = error instanceof ServerError ? error.message : box.getAttribute(cancelled ? 'data-msg-cancelled' : 'data-msg-failed');
      errorBox.hidden = false;
      button.disabled = false;
    });
  });
})();
`;
