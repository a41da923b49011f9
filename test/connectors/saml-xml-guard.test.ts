// The check that runs on a posted SAMLResponse before any parser: what it refuses and what it
// leaves to the signature check.
import { describe, expect, it } from 'vitest';
import { refuseSamlResponseDeclarations, refuseXmlDeclarations, SamlXmlRefused } from '../../src/connectors/saml-xml-guard.js';

const response = '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"><!-- a comment --><x><![CDATA[ a < b ]]></x></samlp:Response>';

describe('SAML XML guard', () => {
  it('lets a response through with an XML declaration, comments and CDATA', () => {
    expect(() => refuseXmlDeclarations(response)).not.toThrow();
    expect(() => refuseXmlDeclarations(`<?xml version="1.0" encoding="UTF-8"?>\n${response}`)).not.toThrow();
    expect(() => refuseXmlDeclarations(`\uFEFF<?xml version="1.0"?>${response}`)).not.toThrow();
  });

  it.each([
    ['a DOCTYPE', `<!DOCTYPE samlp:Response>${response}`],
    ['a DOCTYPE after the XML declaration', `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e "x">]>${response}`],
    ['a DOCTYPE in lower case', `<!doctype r>${response}`],
    ['an entity declaration on its own', `${response}<!ENTITY e SYSTEM "file:///etc/passwd">`],
    ['a processing instruction', `<?xml-stylesheet href="https://evil.test/x.xsl"?>${response}`],
    ['a second XML declaration', `<?xml version="1.0"?>${response}<?xml version="1.0"?>`],
  ])('refuses %s', (_name, xml) => {
    expect(() => refuseXmlDeclarations(xml)).toThrow(SamlXmlRefused);
    expect(() => refuseSamlResponseDeclarations(Buffer.from(xml).toString('base64'))).toThrow(SamlXmlRefused);
  });
});
