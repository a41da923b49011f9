// Pickers whose options the server finds as one types (users, applications, organization roles
// and scopes can be many): one search hook per kind, a single-choice select and a multi-choice
// select that keep a chosen item's label while the search shows other results. API resource
// scopes are picked from a grouped list instead (resources(search) matches resources, not scopes).
import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { graphql } from '../gql';
import type { ApplicationType } from '../gql/graphql';
import { useGraphQLQuery } from '../graphql/hooks';
import { useApplicationName, useUserLabel } from './entity-names';

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

const PickApplications = graphql(`
  query ConsolePickApplications($search: String, $type: ApplicationType) {
    applications(first: 20, type: $type, search: $search) {
      nodes {
        id
        name
      }
    }
  }
`);

const PickUserRoles = graphql(`
  query ConsolePickUserRoles($search: String) {
    roles(first: 50, type: User, search: $search) {
      nodes {
        id
        name
      }
    }
  }
`);

const PickOrganizations = graphql(`
  query ConsolePickOrganizations($search: String) {
    organizations(first: 50, search: $search) {
      nodes {
        id
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

const ScopeChoicesQuery = graphql(`
  query ConsoleScopeChoices {
    resources(first: 100) {
      nodes {
        id
        name
        indicator
        scopes {
          id
          name
          description
        }
      }
    }
  }
`);

/** Every resource with its scopes (the first 100 resources), for pickers and for naming a scope's resource. */
export function useScopeChoices() {
  return useGraphQLQuery(ScopeChoicesQuery, {});
}

export interface Option {
  value: string;
  label: string;
}

/** What a picker needs from its search: the options for the typed text (asked after a pause). */
interface ServerSearch {
  options: Option[];
  loading: boolean;
  search: string;
  onSearch(value: string): void;
}

function useTypedSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  return { search, onSearch: setSearch, searched: debounced || null };
}

function useUserSearch(): ServerSearch {
  const { searched, ...typed } = useTypedSearch();
  const query = useGraphQLQuery(PickUsers, { search: searched });
  const options = (query.data?.users.nodes ?? []).map((user) => ({
    value: user.id,
    label: [user.username ?? user.name, user.primaryEmail].filter(Boolean).join(' · ') || user.id,
  }));
  return { options, loading: query.isFetching, ...typed };
}

function useApplicationSearch(type: ApplicationType | null): ServerSearch {
  const { searched, ...typed } = useTypedSearch();
  const query = useGraphQLQuery(PickApplications, { search: searched, type });
  const options = (query.data?.applications.nodes ?? []).map((app) => ({ value: app.id, label: app.name }));
  return { options, loading: query.isFetching, ...typed };
}

function useUserRoleSearch(): ServerSearch {
  const { searched, ...typed } = useTypedSearch();
  const query = useGraphQLQuery(PickUserRoles, { search: searched });
  const options = (query.data?.roles.nodes ?? []).map((role) => ({ value: role.id, label: role.name }));
  return { options, loading: query.isFetching, ...typed };
}

function useOrganizationSearch(): ServerSearch {
  const { searched, ...typed } = useTypedSearch();
  const query = useGraphQLQuery(PickOrganizations, { search: searched });
  const options = (query.data?.organizations.nodes ?? []).map((organization) => ({ value: organization.id, label: organization.name }));
  return { options, loading: query.isFetching, ...typed };
}

function useOrganizationRoleSearch(): ServerSearch {
  const { searched, ...typed } = useTypedSearch();
  const query = useGraphQLQuery(PickOrganizationRoles, { search: searched });
  const options = (query.data?.organizationRoles.nodes ?? []).map((role) => ({ value: role.id, label: role.name }));
  return { options, loading: query.isFetching, ...typed };
}

function useOrganizationScopeSearch(): ServerSearch {
  const { searched, ...typed } = useTypedSearch();
  const query = useGraphQLQuery(PickOrganizationScopes, { search: searched });
  const options = (query.data?.organizationScopes.nodes ?? []).map((scope) => ({ value: scope.id, label: scope.name }));
  return { options, loading: query.isFetching, ...typed };
}

type SelectPickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  value: string | null;
  onChange(value: string | null): void;
};

/** One choice among the server's answers; the chosen item's label comes from `chosenLabel` (a deep link names only its id). */
function ServerSelect({ found, chosenLabel, value, onChange, ...props }: SelectPickerProps & { found: ServerSearch; chosenLabel: string }) {
  const data = value && !found.options.some((o) => o.value === value) ? [{ value, label: chosenLabel }, ...found.options] : found.options;
  return (
    <Select
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      searchValue={found.search}
      onSearchChange={found.onSearch}
      // The server already filtered by the search.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.loading ? 'Searching…' : 'Nothing found'}
      {...props}
    />
  );
}

export function UserSearchSelect(props: SelectPickerProps) {
  return <ServerSelect {...props} found={useUserSearch()} chosenLabel={useUserLabel(props.value ?? '')} />;
}

/** One organization; `chosenLabel` names the chosen one until a search shows it. */
export function OrganizationSearchSelect({ chosenLabel, ...props }: SelectPickerProps & { chosenLabel: string }) {
  return <ServerSelect {...props} found={useOrganizationSearch()} chosenLabel={chosenLabel} />;
}

export function ApplicationSearchSelect(props: SelectPickerProps) {
  return <ServerSelect {...props} found={useApplicationSearch(null)} chosenLabel={useApplicationName(props.value ?? '')} />;
}

type MultiPickerProps = Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  value: string[];
  onChange(value: string[]): void;
  /** Labels of items chosen before the picker opened (the current roles, say). */
  known?: Option[];
  /** Items not to offer (the current members, say). */
  exclude?: ReadonlySet<string>;
};

/** Several choices among the server's answers; chosen items keep the labels they were seen with. */
function ServerMultiSelect({ found, value, onChange, known = [], exclude, ...props }: MultiPickerProps & { found: ServerSearch }) {
  const labels = useRef(new Map<string, string>());
  for (const option of [...known, ...found.options]) labels.current.set(option.value, option.label);
  const data = useMemo(() => {
    const shown = new Map<string, Option>();
    for (const id of value) shown.set(id, { value: id, label: labels.current.get(id) ?? id });
    for (const option of found.options) if (!exclude?.has(option.value)) shown.set(option.value, option);
    return [...shown.values()];
  }, [found.options, value, exclude]);
  return (
    <MultiSelect
      searchable
      data={data}
      value={value}
      onChange={onChange}
      searchValue={found.search}
      onSearchChange={found.onSearch}
      // The server already filtered by the search.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.loading ? 'Searching…' : 'Nothing found'}
      {...props}
    />
  );
}

export function UserPicker(props: MultiPickerProps) {
  return <ServerMultiSelect {...props} found={useUserSearch()} />;
}

/** Machine-to-machine applications (the only kind an organization or a role of that type takes). */
export function MachineApplicationPicker(props: MultiPickerProps) {
  return <ServerMultiSelect {...props} found={useApplicationSearch('MachineToMachine')} />;
}

/** Roles of the User type (those a user holds). */
export function UserRolePicker(props: MultiPickerProps) {
  return <ServerMultiSelect {...props} found={useUserRoleSearch()} />;
}

export function OrganizationPicker(props: MultiPickerProps) {
  return <ServerMultiSelect {...props} found={useOrganizationSearch()} />;
}

export function OrganizationRolePicker(props: MultiPickerProps) {
  return <ServerMultiSelect {...props} found={useOrganizationRoleSearch()} />;
}

export function OrganizationScopePicker(props: MultiPickerProps) {
  return <ServerMultiSelect {...props} found={useOrganizationScopeSearch()} />;
}

/** API resource scopes, grouped by their resource (the Management API's included). */
export function ResourceScopePicker({ value, onChange, exclude, known: _known, ...props }: MultiPickerProps) {
  // The scopes of the first 100 resources, filtered here by scope name.
  const query = useScopeChoices();
  const data = (query.data?.resources.nodes ?? [])
    .map((resource) => ({
      group: `${resource.name} (${resource.indicator})`,
      items: resource.scopes.filter((scope) => !exclude?.has(scope.id)).map((scope) => ({ value: scope.id, label: `${scope.name} · ${resource.name}` })),
    }))
    .filter((group) => group.items.length);
  return <MultiSelect searchable data={data} value={value} onChange={onChange} nothingFoundMessage={query.isPending ? 'Loading…' : 'No scopes'} {...props} />;
}
