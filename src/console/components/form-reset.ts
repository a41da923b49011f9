// A form showing stored values takes them again when they change on the server (after a save, a
// refetch), but not on its first render: resetting then would undo what was typed in the moment
// between the first paint and the effect.
import { useEffect, useRef } from 'react';

interface ResettableForm<Values> {
  setInitialValues(values: Values): void;
  setValues(values: Values): void;
}

export function useResetOnChange<Values>(form: ResettableForm<Values>, initial: Values): void {
  const seen = useRef(JSON.stringify(initial));
  const next = JSON.stringify(initial);
  useEffect(() => {
    if (next === seen.current) return;
    seen.current = next;
    form.setInitialValues(initial);
    form.setValues(initial);
    // `next` stands for `initial`; `form` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next]);
}
