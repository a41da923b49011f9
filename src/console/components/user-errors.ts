// Mutation payloads carry `userErrors { code message field }`: the ones that name a field are shown
// next to it, the rest above the form.
export interface UserErrorLike {
  code: string;
  message: string;
  field?: readonly string[] | null;
}

export interface SplitErrors {
  /** Field path joined with '.' (as @mantine/form names fields) → message. */
  byField: Record<string, string>;
  general: string[];
}

export function splitUserErrors(errors: readonly UserErrorLike[], knownFields: readonly string[]): SplitErrors {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    // input.username → username: the form's fields are the input's.
    const path = (error.field ?? []).filter((part) => part !== 'input').join('.');
    const field = knownFields.find((known) => path === known || path.startsWith(`${known}.`));
    if (field && !byField[field]) byField[field] = error.message;
    else general.push(error.message);
  }
  return { byField, general };
}
