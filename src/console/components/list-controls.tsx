// Search and pages live in the query string, so a list can be bookmarked and shared as it is seen.
import { Group, Pagination, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZE = 20;

/** The list's state from the URL: `?search=…&page=…` plus any filters the page names. */
export function useListParams<Filter extends string>(filters: readonly Filter[] = []) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const filterValues = Object.fromEntries(filters.map((name) => [name, params.get(name) ?? ''])) as Record<Filter, string>;
  const update = (changes: Record<string, string | number | undefined>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      // A new search or filter starts again at the first page.
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  };
  return { page, search, filters: filterValues, offset: (page - 1) * PAGE_SIZE, first: PAGE_SIZE, update };
}

export function SearchBox({ value, onChange, label }: { value: string; onChange(value: string): void; label: string }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  // Typing updates the URL after a pause, not at every key.
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onChange(draft.trim()), 300);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder="Search"
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      w={{ base: '100%', sm: 320 }}
    />
  );
}

export function Pager({ page, total, onChange }: { page: number; total: number; onChange(page: number): void }) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        {total} in all
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      ) : null}
    </Group>
  );
}
