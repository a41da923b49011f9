// The editor of declarative custom claims, shared by an API resource's "Claims" tab (its access
// tokens) and an application's "ID token claims" tab: one small form per mapping (claim name,
// source, its field or path, the grants it applies to), saved as a whole list; the server's
// refusals are shown beside the field they name. Below, a test preview asks the server what a
// token would carry for a chosen user, through the same code the token endpoint runs.
import { Alert, Button, Code, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type ReactNode } from 'react';
import { GeneralErrors } from './query-state';
import type { UserErrorLike } from './user-errors';

export interface ClaimMappingValue {
  claim: string;
  from: string;
  grantTypes?: readonly string[] | null;
}

type SourceKind = 'user' | 'customData' | 'roles' | 'organizationRoles' | 'application' | 'applicationMetadata';

interface Row {
  key: number;
  claim: string;
  kind: SourceKind;
  /** The user or application field, or the dot path. */
  detail: string;
  grantTypes: string[];
}

const KINDS: Array<{ value: SourceKind; label: string }> = [
  { value: 'user', label: 'User field' },
  { value: 'customData', label: 'User custom data path' },
  { value: 'roles', label: 'User role names' },
  { value: 'organizationRoles', label: 'Organization role names' },
  { value: 'application', label: 'Application field' },
  { value: 'applicationMetadata', label: 'Application custom metadata path' },
];
const USER_FIELDS = ['id', 'username', 'primaryEmail', 'primaryPhone', 'name', 'avatar'];
const APPLICATION_FIELDS = ['id', 'name'];
const METADATA_PREFIX = 'application.customClientMetadata.';

let nextKey = 0;

function toRow(mapping: ClaimMappingValue): Row {
  const { claim, from } = mapping;
  const row = (kind: SourceKind, detail = ''): Row => ({ key: nextKey++, claim, kind, detail, grantTypes: [...(mapping.grantTypes ?? [])] });
  if (from === 'roles' || from === 'organizationRoles') return row(from);
  if (from.startsWith('user.')) return row('user', from.slice(5));
  if (from.startsWith('customData.')) return row('customData', from.slice(11));
  if (from.startsWith(METADATA_PREFIX)) return row('applicationMetadata', from.slice(METADATA_PREFIX.length));
  return row('application', from.replace(/^application\./, ''));
}

function fromOf(row: Row): string {
  switch (row.kind) {
    case 'roles':
    case 'organizationRoles':
      return row.kind;
    case 'user':
      return `user.${row.detail}`;
    case 'customData':
      return `customData.${row.detail.trim()}`;
    case 'application':
      return `application.${row.detail}`;
    case 'applicationMetadata':
      return `${METADATA_PREFIX}${row.detail.trim()}`;
  }
}

type RowErrors = Partial<Record<'claim' | 'from' | 'grantTypes', string>>;

/** What the browser can tell before asking the server: empty names and paths. */
function localErrors(rows: readonly Row[]): Map<number, RowErrors> {
  const errors = new Map<number, RowErrors>();
  for (const row of rows) {
    const own: RowErrors = {};
    if (!row.claim.trim()) own.claim = 'A claim name is required';
    if (row.kind !== 'roles' && row.kind !== 'organizationRoles' && !row.detail.trim()) own.from = 'Choose a field or enter a path';
    if (Object.keys(own).length) errors.set(row.key, own);
  }
  return errors;
}

export interface ClaimMappingsEditorProps {
  /** "access token" or "ID token", in the texts. */
  tokenLabel: string;
  mappings: readonly ClaimMappingValue[];
  /** The grants a mapping may be limited to. */
  grantTypes: readonly string[];
  /** Saves the whole list; answers the mutation's userErrors (empty on success). */
  save(mappings: Array<{ claim: string; from: string; grantTypes: string[] | null }>): Promise<readonly UserErrorLike[]>;
  saving: boolean;
  /** The test preview (its pickers and button), rendered under the list. */
  preview: ReactNode;
}

export function ClaimMappingsEditor({ tokenLabel, mappings, grantTypes, save, saving, preview }: ClaimMappingsEditorProps) {
  const [rows, setRows] = useState<Row[]>(() => mappings.map(toRow));
  const [errors, setErrors] = useState<Map<number, RowErrors>>(new Map());
  const [general, setGeneral] = useState<string[]>([]);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    setRows(mappings.map(toRow));
    setDirty(false);
  }, [mappings]);

  const change = (key: number, patch: Partial<Row>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setErrors((current) => {
      const next = new Map(current);
      next.delete(key);
      return next;
    });
    setDirty(true);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setGeneral([]);
    const local = localErrors(rows);
    setErrors(local);
    if (local.size) return;
    try {
      const refused = await save(
        rows.map((row) => ({ claim: row.claim.trim(), from: fromOf(row), grantTypes: row.grantTypes.length ? row.grantTypes : null })),
      );
      if (!refused.length) {
        notifications.show({ message: `${tokenLabel.charAt(0).toUpperCase()}${tokenLabel.slice(1)} claims saved`, color: 'green' });
        setDirty(false);
        return;
      }
      // ['mappings', '<index>', 'claim' | 'from' | 'grantTypes'] → beside that field of that mapping.
      const byRow = new Map<number, RowErrors>();
      const rest: string[] = [];
      for (const error of refused) {
        const [head, index, name] = error.field ?? [];
        const row = head === 'mappings' && index !== undefined ? rows[Number(index)] : undefined;
        if (row && (name === 'claim' || name === 'from' || name === 'grantTypes')) byRow.set(row.key, { ...byRow.get(row.key), [name]: error.message });
        else rest.push(error.message);
      }
      setErrors(byRow);
      setGeneral(rest);
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Each mapping adds one claim to the {tokenLabel}s issued from then on, filled from the signed-in user, the application or the token&apos;s organization.
        No code runs: a value that is absent is left out, and one over 2 KB (or past 8 KB in all) is left out and logged. The server&apos;s own claims cannot be
        set.
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={`${tokenLabel} claim mappings`}>
        <Stack>
          <GeneralErrors messages={general} />
          {rows.length === 0 ? (
            <Alert color="gray" variant="light">
              No claim mappings: the {tokenLabel}s carry only the server&apos;s own claims.
            </Alert>
          ) : null}
          {rows.map((row, index) => {
            const own = errors.get(row.key) ?? {};
            const fixedField = row.kind === 'user' || row.kind === 'application';
            return (
              <Paper key={row.key} withBorder p="sm" role="group" aria-label={`Mapping ${index + 1}`}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label="Claim name"
                    required
                    placeholder="department"
                    value={row.claim}
                    error={own.claim}
                    onChange={(event) => change(row.key, { claim: event.currentTarget.value })}
                  />
                  <Select
                    label="Source"
                    data={KINDS}
                    allowDeselect={false}
                    value={row.kind}
                    onChange={(kind) => kind && change(row.key, { kind, detail: '' })}
                  />
                  {fixedField ? (
                    <Select
                      label={row.kind === 'user' ? 'User field' : 'Application field'}
                      data={row.kind === 'user' ? USER_FIELDS : APPLICATION_FIELDS}
                      allowDeselect={false}
                      value={row.detail || null}
                      error={own.from}
                      onChange={(detail) => change(row.key, { detail: detail ?? '' })}
                    />
                  ) : row.kind === 'customData' || row.kind === 'applicationMetadata' ? (
                    <TextInput
                      label="Path"
                      description="Dot-separated keys, e.g. plan.tier"
                      value={row.detail}
                      error={own.from}
                      onChange={(event) => change(row.key, { detail: event.currentTarget.value })}
                    />
                  ) : (
                    <Text size="sm" c="dimmed" pt="lg">
                      {row.kind === 'roles'
                        ? 'The names of the user’s roles.'
                        : 'Role names in the token’s organization, or organization-id:role for each outside one.'}
                    </Text>
                  )}
                  <MultiSelect
                    label="Only for grant types"
                    placeholder={row.grantTypes.length ? undefined : 'Every grant'}
                    data={[...grantTypes]}
                    value={row.grantTypes}
                    error={own.grantTypes}
                    onChange={(next) => change(row.key, { grantTypes: next })}
                  />
                </SimpleGrid>
                <Group justify="flex-end" mt="xs">
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() => {
                      setRows((current) => current.filter((r) => r.key !== row.key));
                      setDirty(true);
                    }}
                  >
                    Remove mapping {index + 1}
                  </Button>
                </Group>
              </Paper>
            );
          })}
          <Group>
            <Button
              variant="default"
              disabled={rows.length >= 20}
              onClick={() => {
                setRows((current) => [...current, { key: nextKey++, claim: '', kind: 'customData', detail: '', grantTypes: [] }]);
                setDirty(true);
              }}
            >
              Add mapping
            </Button>
            <Button type="submit" loading={saving} disabled={!dirty}>
              Save claims
            </Button>
            {rows.length >= 20 ? (
              <Text size="sm" c="dimmed">
                At most 20 mappings.
              </Text>
            ) : null}
          </Group>
        </Stack>
      </form>
      {preview}
    </Stack>
  );
}

/** The test preview's answer: the claims as JSON, or why it failed. */
export function ClaimPreviewResult({ claims, error }: { claims: Record<string, unknown> | undefined; error: string | undefined }) {
  if (error) return <GeneralErrors messages={[error]} />;
  if (!claims) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Mapped claims this token would carry
      </Text>
      <Code block data-testid="claim-preview" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {Object.keys(claims).length ? JSON.stringify(claims, null, 2) : '{} (no mapped claim has a value for this user)'}
      </Code>
    </Stack>
  );
}

export function PreviewSection({ children }: { children: ReactNode }) {
  return (
    <Stack gap="xs" mt="lg">
      <Title order={4}>Test</Title>
      <Text size="sm" c="dimmed">
        See the mapped claims a user would get, as saved (save your changes first).
      </Text>
      {children}
    </Stack>
  );
}
