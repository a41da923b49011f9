// What a SAML message may not contain before any XML parser sees it. SAML forbids a DTD in its
// messages (SAML 2.0 core, section 1.3: "SAML messages MUST NOT contain a DOCTYPE declaration"),
// and a DTD is where entities are declared: an entity can expand into a billion copies of
// itself, read a local file or reach a URL, depending on the parser. Our parser (xmldom, through
// node-saml) expands none today; refusing the declaration outright keeps it that way whatever a
// future parser does, and keeps a signature check from ever running on a document whose meaning
// a DTD could change (default attributes, ID types).
//
// The check reads the bytes as node-saml will (base64, then UTF-8) and refuses every markup
// declaration (`<!DOCTYPE`, `<!ENTITY`, `<!ELEMENT`, `<!ATTLIST`, `<!NOTATION`) and every
// processing instruction except the XML declaration at the very start. Comments and CDATA
// sections stay allowed: the XML signature specs know them, and they declare nothing.

/** Why a message was refused; `message` is safe to show (it quotes nothing of the message). */
export class SamlXmlRefused extends Error {}

const XML_DECLARATION = /^\uFEFF?<\?xml[ \t\r\n][^?]*\?>/;

/** Throws SamlXmlRefused when the decoded XML carries a DTD or a processing instruction. */
export function refuseXmlDeclarations(xml: string): void {
  const body = xml.replace(XML_DECLARATION, '');
  // `<!` opens a comment, a CDATA section, or a declaration; only the first two may appear.
  if (/<!(?!--|\[CDATA\[)/.test(body)) {
    throw new SamlXmlRefused('the SAML response carries a DOCTYPE or another XML declaration, which SAML forbids');
  }
  if (body.includes('<?')) throw new SamlXmlRefused('the SAML response carries an XML processing instruction, which a SAML response never needs');
}

/** The posted SAMLResponse (base64) decoded as node-saml decodes it, then checked. */
export function refuseSamlResponseDeclarations(samlResponse: string): void {
  refuseXmlDeclarations(Buffer.from(samlResponse, 'base64').toString('utf8'));
}
