/** A JSON object typed as text, or the reason it is not one (shown next to the field). */
export function parseJsonObject(text: string): Record<string, unknown> | string {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return `Not valid JSON: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'Must be a JSON object, such as {"plan": "pro"}';
  return parsed as Record<string, unknown>;
}
