// Single-choice pickers that search the server as one types (users and applications can be
// many): the claim test previews choose one user, and optionally one application, with them.
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { graphql } from '../gql';
import { useGraphQLQuery } from '../graphql/hooks';

const SearchUsers = graphql(`
  query ConsoleSearchOneUser($search: String) {
    users(first: 20, search: $search) {
      nodes {
        id
        username
        primaryEmail
        name
      }
    }
  }
`);

const SearchApplications = graphql(`
  query ConsoleSearchOneApplication($search: String) {
    applications(first: 20, search: $search) {
      nodes {
        id
        name
      }
    }
  }
`);

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  value: string | null;
  onChange(value: string | null): void;
};

function ServerSelect({
  options,
  loading,
  ...props
}: Props & { options: Array<{ value: string; label: string }>; loading: boolean; search: string; onSearch(v: string): void }) {
  const { search, onSearch, value, onChange, ...rest } = props;
  // The chosen item keeps its label while the search shows other results.
  const labels = useRef(new Map<string, string>());
  for (const option of options) labels.current.set(option.value, option.label);
  const data = value && !options.some((o) => o.value === value) ? [{ value, label: labels.current.get(value) ?? value }, ...options] : options;
  return (
    <Select
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={onSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? 'Searching…' : 'Nothing found'}
      {...rest}
    />
  );
}

export function UserSearchSelect(props: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useGraphQLQuery(SearchUsers, { search: debounced || null });
  const options = (query.data?.users.nodes ?? []).map((user) => ({
    value: user.id,
    label: [user.username ?? user.name, user.primaryEmail].filter(Boolean).join(' · ') || user.id,
  }));
  return <ServerSelect {...props} options={options} loading={query.isFetching} search={search} onSearch={setSearch} />;
}

export function ApplicationSearchSelect(props: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useGraphQLQuery(SearchApplications, { search: debounced || null });
  const options = (query.data?.applications.nodes ?? []).map((app) => ({ value: app.id, label: app.name }));
  return <ServerSelect {...props} options={options} loading={query.isFetching} search={search} onSearch={setSearch} />;
}
