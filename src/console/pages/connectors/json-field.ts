// JSON objects typed into a text field: parsed before sending, with the parse error for the field.
export function parseJsonObject(text: string): { value?: Record<string, unknown>; error?: string } {
  if (text.trim() === '') return { value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { error: `Not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { error: 'Must be a JSON object, such as {"clientId": "…"}' };
  return { value: parsed as Record<string, unknown> };
}

export const pretty = (value: unknown) => JSON.stringify(value ?? {}, null, 2);

/** A server error about `config.<key>` names the key, so the message under the JSON field says which. */
export function configMessage(errors: readonly { message: string; field?: readonly string[] | null }[], root: string): string | undefined {
  const mine = errors.filter((e) => (e.field ?? []).filter((p) => p !== 'input')[0] === root);
  if (!mine.length) return undefined;
  return mine
    .map((e) => {
      const key = (e.field ?? [])
        .filter((p) => p !== 'input')
        .slice(1)
        .join('.');
      return key && !e.message.includes(key) ? `${key}: ${e.message}` : e.message;
    })
    .join(' ');
}
