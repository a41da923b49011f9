// Text put into an HTML page (element content or a quoted attribute value) by every front that
// renders one: the experience pages, the authorization and end-session error pages, the console's
// index.html. The five characters that could end an element, a tag or an attribute, or start an
// entity, become entities; nothing else changes.

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `value` safe to place between tags or inside a single- or double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
