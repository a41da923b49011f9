// The AES-256-GCM envelope of secrets at rest: round trips, binding to a row, tampering and the
// formats already in databases (values written by the code before the shared envelope).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EnvelopeError, openSecret, sealSecret } from '../../src/domain/envelope.js';

const kek = randomBytes(32);

function openError(run: () => unknown): EnvelopeError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EnvelopeError);
    return error as EnvelopeError;
  }
  throw new Error('expected the value not to open');
}

describe('envelope', () => {
  it('seals to a fresh ciphertext each time and opens with the same key and owner', () => {
    const a = sealSecret('JBSWY3DPEHPK3PXP', kek, 'enc:v2:', 'totp:u1');
    const b = sealSecret('JBSWY3DPEHPK3PXP', kek, 'enc:v2:', 'totp:u1');
    expect(a).toMatch(/^enc:v2:[A-Za-z0-9+/]+=*$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(a, kek, 'enc:v2:', 'totp:u1')).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret(sealSecret('k', kek, 'enc:v1:'), kek, 'enc:v1:')).toBe('k');
  });

  it('refuses a ciphertext with any byte changed', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', kek, 'enc:v2:', 'totp:u1');
    const raw = Buffer.from(sealed.slice('enc:v2:'.length), 'base64');
    // One byte each of the iv, the auth tag and the body.
    for (const at of [0, 12, raw.length - 1]) {
      const tampered = Buffer.from(raw);
      tampered[at]! ^= 1;
      const error = openError(() => openSecret(`enc:v2:${tampered.toString('base64')}`, kek, 'enc:v2:', 'totp:u1'));
      expect(error.code).toBe('ERR_ENVELOPE_OPEN');
    }
    expect(openError(() => openSecret(`enc:v2:${raw.subarray(0, 20).toString('base64')}`, kek, 'enc:v2:', 'totp:u1')).code).toBe('ERR_ENVELOPE_OPEN');
  });

  it('binds a ciphertext to its owner and its key', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', kek, 'enc:v2:', 'totp:u1');
    expect(openError(() => openSecret(sealed, kek, 'enc:v2:', 'totp:u2')).code).toBe('ERR_ENVELOPE_OPEN');
    expect(openError(() => openSecret(sealed, randomBytes(32), 'enc:v2:', 'totp:u1')).code).toBe('ERR_ENVELOPE_OPEN');
    expect(openError(() => openSecret(sealed, undefined, 'enc:v2:', 'totp:u1')).code).toBe('ERR_ENVELOPE_NO_KEY');
    // A bound format always needs its owner, an unbound one never takes one.
    expect(() => sealSecret('x', kek, 'enc:v2:')).toThrow(/needs associated data/);
    expect(() => openSecret(sealed, kek, 'enc:v1:', 'totp:u1')).toThrow(/takes no associated data/);
  });

  it('stores and reads values in clear without a key, and reads clear values under a key', () => {
    expect(sealSecret('JBSWY3DPEHPK3PXP', undefined, 'enc:v2:', 'totp:u1')).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret('JBSWY3DPEHPK3PXP', kek, 'enc:v2:', 'totp:u1')).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret('JBSWY3DPEHPK3PXP', undefined, 'enc:v2:', 'totp:u1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens the values written before the shared envelope (OIDC signing keys, hook keys)', () => {
    const oldKek = Buffer.alloc(32, 7);
    const signingKey = 'enc:v1:QIbNnqRxCnZy6ZB8jOAy7vcr980TU/FwNYWQ66QzTIFc0VJu5tt7Oh5ryA9zE6w0Euo28SUA';
    expect(openSecret(signingKey, oldKek, 'enc:v1:')).toBe('{"kty":"EC","d":"old row"}');
    const hookKey = 'sealed:v1:4xho6ggbZATrEVJBh5S0u5MMWU0wSIhbfmb/q3TfmQELdWVLqsT/5w==';
    expect(openSecret(hookKey, oldKek, 'sealed:v1:', 'hook123')).toBe('whsec_oldrow');
    expect(openError(() => openSecret(hookKey, oldKek, 'sealed:v1:', 'hook124')).code).toBe('ERR_ENVELOPE_OPEN');
  });
});
