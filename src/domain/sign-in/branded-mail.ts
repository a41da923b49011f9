// The HTML part of the mails Tessera writes itself (when no email template applies): the sign-in
// experience's name, logo and primary colour around a few lines and, for a code, the code set
// apart. Table layout and inline styles, because mail clients ignore style sheets; every value is
// escaped. The colour marks a rule beside the code, never the text, so that a light brand colour
// cannot make the code hard to read.

/** How the sign-in experience brands a mail. */
export interface MailBrand {
  productName: string;
  /** An absolute http(s) URL, or null for the name as a heading. */
  logoUrl: string | null;
  /** `#rrggbb` (the sign-in experience checks it). */
  primaryColor: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export interface BrandedMailContent {
  /** Paragraphs before the highlighted value. */
  lines: string[];
  /** A code (or other value) shown large, apart from the text. */
  highlight?: string;
  /** A link shown as a button. */
  link?: { href: string; label: string };
  /** A small closing line. */
  footnote?: string;
}

export function brandedHtml(brand: MailBrand, content: BrandedMailContent): string {
  const color = HEX_COLOR.test(brand.primaryColor) ? brand.primaryColor : '#0a58ca';
  const name = escapeHtml(brand.productName);
  const heading = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="40" style="display:block;height:40px;margin:0 0 24px">`
    : `<p style="margin:0 0 24px;font-size:20px;font-weight:700">${name}</p>`;
  const paragraphs = content.lines.map((line) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(line)}</p>`).join('');
  const highlight = content.highlight
    ? `<p style="margin:8px 0 24px;padding:8px 16px;border-left:4px solid ${color};font-size:28px;font-weight:700;letter-spacing:6px;font-family:Menlo,Consolas,monospace">${escapeHtml(content.highlight)}</p>`
    : '';
  const link = content.link
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.link.href)}" style="display:inline-block;padding:10px 18px;border:2px solid ${color};border-radius:6px;color:#1f2328;font-weight:600;text-decoration:none">${escapeHtml(content.link.label)}</a></p>`
    : '';
  const footnote = content.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#57606a">${escapeHtml(content.footnote)}</p>` : '';
  return [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;padding:24px;background:#f6f7f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2328">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:8px">',
    `<tr><td style="padding:32px">${heading}${paragraphs}${highlight}${link}${footnote}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}
