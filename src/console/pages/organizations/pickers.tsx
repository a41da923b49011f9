// Pickers that search the server as one types (the lists can be long): users, organization roles
// and scopes, machine-to-machine applications. Chosen items keep their labels while the search
// changes. API resource scopes are picked from a grouped list.
import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { graphql } from '../../gql';
import { useGraphQLQuery } from '../../graphql/hooks';

const PickUsers = graphql(`
  query ConsolePickUsers($search: String) {
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

const PickOrganizationRoles = graphql(`
  query ConsolePickOrganizationRoles($search: String) {
    organizationRoles(first: 50, search: $search) {
      nodes {
        id
        name
      }
    }
  }
`);

const PickApplications = graphql(`
  query ConsolePickApplications($search: String) {
    applications(first: 20, type: MachineToMachine, search: $search) {
      nodes {
        id
        name
      }
    }
  }
`);

export interface Option {
  value: string;
  label: string;
}

type PickerProps = Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  value: string[];
  onChange(value: string[]): void;
  /** Labels of items chosen before the picker opened (the current roles, say). */
  known?: Option[];
  /** Items not to offer (the current members, say). */
  exclude?: ReadonlySet<string>;
};

/** A MultiSelect whose options come from the server for the typed text. */
function ServerMultiSelect({
  options,
  loading,
  search,
  onSearch,
  value,
  onChange,
  known = [],
  exclude,
  ...props
}: PickerProps & { options: Option[]; loading: boolean; search: string; onSearch(value: string): void }) {
  const labels = useRef(new Map<string, string>());
  for (const option of [...known, ...options]) labels.current.set(option.value, option.label);
  const data = useMemo(() => {
    const shown = new Map<string, Option>();
    for (const id of value) shown.set(id, { value: id, label: labels.current.get(id) ?? id });
    for (const option of options) if (!exclude?.has(option.value)) shown.set(option.value, option);
    return [...shown.values()];
  }, [options, value, exclude]);
  return (
    <MultiSelect
      searchable
      data={data}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={onSearch}
      // The server already filtered by the search.
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? 'Searching…' : 'Nothing found'}
      {...props}
    />
  );
}

export function UserPicker(props: PickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useGraphQLQuery(PickUsers, { search: debounced || null });
  const options = (query.data?.users.nodes ?? []).map((user) => ({
    value: user.id,
    label: [user.username ?? user.name, user.primaryEmail].filter(Boolean).join(' · ') || user.id,
  }));
  return <ServerMultiSelect {...props} options={options} loading={query.isFetching} search={search} onSearch={setSearch} />;
}

export function OrganizationRolePicker(props: PickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useGraphQLQuery(PickOrganizationRoles, { search: debounced || null });
  const options = (query.data?.organizationRoles.nodes ?? []).map((role) => ({ value: role.id, label: role.name }));
  return <ServerMultiSelect {...props} options={options} loading={query.isFetching} search={search} onSearch={setSearch} />;
}

export function ApplicationPicker(props: PickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useGraphQLQuery(PickApplications, { search: debounced || null });
  const options = (query.data?.applications.nodes ?? []).map((app) => ({ value: app.id, label: app.name }));
  return <ServerMultiSelect {...props} options={options} loading={query.isFetching} search={search} onSearch={setSearch} />;
}

const PickOrganizationScopes = graphql(`
  query ConsolePickOrganizationScopes($search: String) {
    organizationScopes(first: 50, search: $search) {
      nodes {
        id
        name
      }
    }
  }
`);

const PickResourceScopes = graphql(`
  query ConsolePickResourceScopes {
    resources(first: 100) {
      nodes {
        id
        name
        indicator
        scopes {
          id
          name
        }
      }
    }
  }
`);

export function OrganizationScopePicker(props: PickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useGraphQLQuery(PickOrganizationScopes, { search: debounced || null });
  const options = (query.data?.organizationScopes.nodes ?? []).map((scope) => ({ value: scope.id, label: scope.name }));
  return <ServerMultiSelect {...props} options={options} loading={query.isFetching} search={search} onSearch={setSearch} />;
}

/** API resource scopes, grouped by their resource (the Management API's included). */
export function ResourceScopePicker({ value, onChange, exclude, ...props }: PickerProps) {
  // The scopes of the first 100 resources, filtered here by scope name: `resources(search)` matches
  // a resource's name or indicator, not its scopes' names.
  const query = useGraphQLQuery(PickResourceScopes, {});
  const data = (query.data?.resources.nodes ?? [])
    .map((resource) => ({
      group: `${resource.name} (${resource.indicator})`,
      items: resource.scopes.filter((scope) => !exclude?.has(scope.id)).map((scope) => ({ value: scope.id, label: `${scope.name} · ${resource.name}` })),
    }))
    .filter((group) => group.items.length);
  const { known: _known, ...rest } = props;
  return <MultiSelect searchable data={data} value={value} onChange={onChange} nothingFoundMessage={query.isPending ? 'Loading…' : 'No scopes'} {...rest} />;
}
