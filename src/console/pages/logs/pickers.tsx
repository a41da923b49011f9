// The audit log's user and application filters: a searchable list the server fills as one types,
// showing names while the URL keeps ids.
import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { useGraphQLQuery } from '../../graphql/hooks';
import { useApplicationName, useUserLabel, userLabel } from '../../components/entity-names';

const UsersQuery = graphql(`
  query ConsoleLogUsers($search: String) {
    users(first: 20, search: $search) {
      nodes {
        id
        username
        name
        primaryEmail
      }
    }
  }
`);

const ApplicationsQuery = graphql(`
  query ConsoleLogApplications($search: String) {
    applications(first: 20, search: $search) {
      nodes {
        id
        name
      }
    }
  }
`);

function useDeferred(value: string) {
  const [deferred, setDeferred] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDeferred(value.trim()), 300);
    return () => clearTimeout(timer);
  }, [value]);
  return deferred;
}

interface PickerProps {
  value: string;
  onChange(value: string | undefined): void;
}

function ServerSelect({
  label,
  placeholder,
  value,
  onChange,
  options,
  chosenLabel,
  typed,
  setTyped,
  searching,
  nothing,
}: PickerProps & {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  chosenLabel: string;
  typed: string;
  setTyped(value: string): void;
  searching: boolean;
  nothing: string;
}) {
  const data = [...options];
  if (value && !data.some((o) => o.value === value)) data.unshift({ value, label: chosenLabel });
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? undefined)}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      // The server filters: every option it returns is shown.
      filter={({ options: all }) => all}
      nothingFoundMessage={searching ? 'Searching…' : nothing}
      clearable
      w={{ base: '100%', sm: 220 }}
    />
  );
}

export function UserPicker({ value, onChange }: PickerProps) {
  const [typed, setTyped] = useState('');
  const search = useDeferred(typed);
  const found = useGraphQLQuery(UsersQuery, { search: search || null });
  const options = (found.data?.users.nodes ?? []).map((user) => ({ value: user.id, label: userLabel(user) }));
  const chosen = useUserLabel(value);
  return (
    <ServerSelect
      label="User"
      placeholder="All users"
      value={value}
      onChange={onChange}
      options={options}
      chosenLabel={chosen}
      typed={typed}
      setTyped={setTyped}
      searching={found.isFetching}
      nothing="No user matches"
    />
  );
}

export function ApplicationPicker({ value, onChange }: PickerProps) {
  const [typed, setTyped] = useState('');
  const search = useDeferred(typed);
  const found = useGraphQLQuery(ApplicationsQuery, { search: search || null });
  const options = (found.data?.applications.nodes ?? []).map((app) => ({ value: app.id, label: app.name }));
  const chosen = useApplicationName(value);
  return (
    <ServerSelect
      label="Application"
      placeholder="All applications"
      value={value}
      onChange={onChange}
      options={options}
      chosenLabel={chosen}
      typed={typed}
      setTyped={setTyped}
      searching={found.isFetching}
      nothing="No application matches"
    />
  );
}
