// Scopes to grant, picked from every API resource's scopes, grouped by resource.
import { MultiSelect } from '@mantine/core';
import { useScopeChoices } from '../../components/server-pickers';

export function ScopePicker({
  label,
  value,
  onChange,
  exclude = [],
  error,
  description,
}: {
  label: string;
  value: string[];
  onChange(value: string[]): void;
  /** Scopes already granted, left out of the choices. */
  exclude?: readonly string[];
  error?: string | undefined;
  description?: string;
}) {
  const query = useScopeChoices();
  const skip = new Set(exclude);
  const data = (query.data?.resources.nodes ?? [])
    .map((resource) => ({
      group: resource.name,
      items: resource.scopes.filter((scope) => !skip.has(scope.id)).map((scope) => ({ value: scope.id, label: scope.name })),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <MultiSelect
      label={label}
      description={description}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      error={error ?? (query.isError ? 'The API resources could not be loaded' : undefined)}
      placeholder={query.isPending ? 'Loading scopes…' : 'Pick scopes'}
      nothingFoundMessage={data.length ? 'No scope matches' : 'No scopes to add: create them on an API resource first'}
      w={{ base: '100%', sm: 420 }}
    />
  );
}
