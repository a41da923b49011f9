// A detail page's tab lives in `?tab=`, so a tab can be linked to. A value the page does not have
// (an old link, a typo, a tab only some records show) falls back to the first tab rather than
// leaving the card empty.
import { useSearchParams } from 'react-router';

export function useTabParam(first: string) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') ?? first;
  return {
    /** The tab to show among those the page offers now. */
    tab: (available: readonly string[]) => (available.includes(asked) ? asked : first),
    select: (next: string | null) => setParams(next && next !== first ? { tab: next } : {}, { replace: true }),
  };
}
