// The passkey relying party from the configuration: derived from BASE_URL, or set, and refused at
// start when browsers would refuse it (an IP address, an origin outside the RP id).
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('WEBAUTHN_*', () => {
  it('derives the RP id and origin from BASE_URL', () => {
    expect(loadConfig({ BASE_URL: 'https://Login.Example.com/' }).webauthn).toEqual({
      rpId: 'login.example.com',
      rpName: 'Tessera',
      origins: ['https://login.example.com'],
      offerEnrolment: false,
    });
  });

  it('takes a parent domain as RP id and several origins under it', () => {
    const config = loadConfig({
      BASE_URL: 'https://login.example.com',
      WEBAUTHN_RP_ID: 'example.com',
      WEBAUTHN_ORIGINS: 'https://login.example.com,https://id.example.com',
      WEBAUTHN_RP_NAME: 'Example',
      WEBAUTHN_OFFER_ENROLMENT: 'true',
    });
    expect(config.webauthn).toEqual({
      rpId: 'example.com',
      rpName: 'Example',
      origins: ['https://login.example.com', 'https://id.example.com'],
      offerEnrolment: true,
    });
  });

  it('refuses an RP id that is not a domain of every origin, an IP address, or a malformed origin', () => {
    expect(problemsOf({ BASE_URL: 'https://login.example.com', WEBAUTHN_RP_ID: 'other.com' })).toEqual([
      'WEBAUTHN_RP_ID "other.com" is not the host of https://login.example.com nor a parent domain of it',
    ]);
    expect(problemsOf({ BASE_URL: 'https://login.example.com', WEBAUTHN_RP_ID: 'ample.com' })[0]).toContain('not the host');
    expect(problemsOf({ BASE_URL: 'http://10.0.0.1:3001', WEBAUTHN_RP_ID: '10.0.0.1' })[0]).toContain('must be a domain name');
    expect(problemsOf({ WEBAUTHN_ORIGINS: 'login.example.com' })[0]).toMatch(/^WEBAUTHN_ORIGINS must be comma-separated origins/);
  });
});
