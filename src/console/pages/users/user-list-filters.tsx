// The users list's filters and order, kept in the query string (?status=…&mfa=…&role=…&organization=…&sort=…)
// and passed to the server as the users query's arguments: the database filters and sorts.
import { Select } from '@mantine/core';
import { useRef } from 'react';
import { graphql } from '../../gql';
import type { OrderDirection, UserOrderField } from '../../gql/graphql';
import { useGraphQLQuery } from '../../graphql/hooks';

const FilterChoices = graphql(`
  query ConsoleUserFilterChoices {
    roles(first: 100, type: User) {
      nodes {
        id
        name
      }
    }
    organizations(first: 100) {
      nodes {
        id
        name
      }
    }
  }
`);

export const USER_FILTERS = ['status', 'mfa', 'role', 'organization', 'sort'] as const;
type Filters = Record<(typeof USER_FILTERS)[number], string>;

const SORTS: Record<string, { label: string; field: UserOrderField; direction: OrderDirection }> = {
  'created-desc': { label: 'Newest first', field: 'CreatedAt', direction: 'Desc' },
  'created-asc': { label: 'Oldest first', field: 'CreatedAt', direction: 'Asc' },
  'last-sign-in-desc': { label: 'Last sign-in, latest first', field: 'LastSignInAt', direction: 'Desc' },
  'last-sign-in-asc': { label: 'Last sign-in, earliest first', field: 'LastSignInAt', direction: 'Asc' },
  'name-asc': { label: 'Name, A to Z', field: 'Name', direction: 'Asc' },
  'name-desc': { label: 'Name, Z to A', field: 'Name', direction: 'Desc' },
};

const yesNo = (value: string) => (value === 'yes' ? true : value === 'no' ? false : null);

/** The users query's arguments for the filters in the URL (unknown values are ignored). */
export function userListArguments(filters: Filters) {
  const sort = SORTS[filters.sort];
  return {
    isSuspended: filters.status === 'suspended' ? true : filters.status === 'active' ? false : null,
    hasMfa: yesNo(filters.mfa),
    roleId: filters.role || null,
    organizationId: filters.organization || null,
    orderBy: sort ? { field: sort.field, direction: sort.direction } : null,
  };
}

export const hasUserFilter = (filters: Filters) => Boolean(filters.status || filters.mfa || filters.role || filters.organization);

const WIDTH = { base: '100%', sm: 200 } as const;

export function UserListFilters({ filters, update: latestUpdate }: { filters: Filters; update(changes: Partial<Filters>): void }) {
  // The router's search-params setter reads the query string of the render that made it: a Select
  // keeping an older onChange would bring back a filter cleared since. Always call the newest.
  const updateRef = useRef(latestUpdate);
  updateRef.current = latestUpdate;
  const update = (changes: Partial<Filters>) => updateRef.current(changes);
  const choices = useGraphQLQuery(FilterChoices, {});
  const roles = choices.data?.roles.nodes ?? [];
  const organizations = choices.data?.organizations.nodes ?? [];
  return (
    <>
      <Select
        label="Status"
        data={[
          { value: '', label: 'Any status' },
          { value: 'active', label: 'Active' },
          { value: 'suspended', label: 'Suspended' },
        ]}
        value={filters.status}
        onChange={(value) => update({ status: value ?? '' })}
        allowDeselect={false}
        w={WIDTH}
      />
      <Select
        label="Two-step verification"
        data={[
          { value: '', label: 'Any' },
          { value: 'yes', label: 'Has a second factor' },
          { value: 'no', label: 'No second factor' },
        ]}
        value={filters.mfa}
        onChange={(value) => update({ mfa: value ?? '' })}
        allowDeselect={false}
        w={WIDTH}
      />
      <Select
        label="Role"
        searchable
        data={[{ value: '', label: 'Any role' }, ...roles.map((role) => ({ value: role.id, label: role.name }))]}
        value={filters.role}
        onChange={(value) => update({ role: value ?? '' })}
        allowDeselect={false}
        w={WIDTH}
      />
      <Select
        label="Organization"
        searchable
        data={[{ value: '', label: 'Any organization' }, ...organizations.map((o) => ({ value: o.id, label: o.name }))]}
        value={filters.organization}
        onChange={(value) => update({ organization: value ?? '' })}
        allowDeselect={false}
        w={WIDTH}
      />
      <Select
        label="Sort by"
        data={Object.entries(SORTS).map(([value, sort]) => ({ value, label: sort.label }))}
        value={SORTS[filters.sort] ? filters.sort : 'created-desc'}
        onChange={(value) => update({ sort: value === 'created-desc' ? '' : (value ?? '') })}
        allowDeselect={false}
        w={WIDTH}
      />
    </>
  );
}
