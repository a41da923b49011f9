// The audit log: sign-ins, token grants and every Management API change, newest first, with
// filters kept in the URL (a filtered view can be bookmarked and shared).
import { Autocomplete, Group, Select, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useListParams } from '../../components/list-controls';
import { PageHeader } from '../../components/page-header';
import { EVENT_CHOICES } from './log-keys';
import { LogList } from './log-list';
import { ApplicationSearchSelect, UserSearchSelect } from '../../components/server-pickers';

/** A `datetime-local` value (the reader's time zone) as an instant, or null when empty or unreadable. */
function instant(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The event filter: a family or key picked from the list, or any key typed (reaching the URL after a pause). */
function EventFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onChange(draft.trim()), 400);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <Autocomplete
      label="Event"
      placeholder="Any event, or a key such as ManagementApi."
      data={EVENT_CHOICES.map((choice) => ({ value: choice.value, label: choice.value }))}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{EVENT_CHOICES.find((choice) => choice.value === option.value)?.label}</Text>
          <Text size="xs" c="dimmed">
            {option.value}
          </Text>
        </div>
      )}
      value={draft}
      onChange={setDraft}
      onOptionSubmit={(next) => onChange(next)}
      spellCheck={false}
      w={{ base: '100%', sm: 300 }}
    />
  );
}

export default function Logs() {
  const list = useListParams(['user', 'application', 'event', 'result', 'from', 'to'] as const);
  const { user, application, event, result, from, to } = list.filters;
  const filtered = Boolean(user || application || event || result || from || to);
  return (
    <>
      <PageHeader title="Audit log" />
      <Text size="sm" c="dimmed" mb="md">
        Sign-ins, token grants and every Management API change, with who did it, from where and how it ended. Newest first.
      </Text>
      <Group mb="md" align="flex-end" wrap="wrap" gap="sm" role="search" aria-label="Filter the audit log">
        <UserSearchSelect
          label="User"
          placeholder="All users"
          nothingFoundMessage="No user matches"
          value={user || null}
          onChange={(value) => list.update({ user: value ?? undefined })}
          w={{ base: '100%', sm: 220 }}
        />
        <ApplicationSearchSelect
          label="Application"
          placeholder="All applications"
          nothingFoundMessage="No application matches"
          value={application || null}
          onChange={(value) => list.update({ application: value ?? undefined })}
          w={{ base: '100%', sm: 220 }}
        />
        <EventFilter value={event} onChange={(value) => list.update({ event: value })} />
        <Select
          label="Result"
          placeholder="Success or error"
          data={[
            { value: 'Success', label: 'Success' },
            { value: 'Error', label: 'Error' },
          ]}
          value={result || null}
          onChange={(value) => list.update({ result: value ?? undefined })}
          clearable
          w={{ base: '100%', sm: 160 }}
        />
        <TextInput
          type="datetime-local"
          label="From"
          value={from}
          onChange={(e) => list.update({ from: e.currentTarget.value })}
          w={{ base: '100%', sm: 220 }}
        />
        <TextInput type="datetime-local" label="Until" value={to} onChange={(e) => list.update({ to: e.currentTarget.value })} w={{ base: '100%', sm: 220 }} />
      </Group>
      <LogList
        label="Audit log entries"
        filter={{
          userId: user,
          applicationId: application,
          logKey: event ? [event] : null,
          result: result === 'Success' || result === 'Error' ? result : null,
          startTime: instant(from),
          endTime: instant(to),
        }}
        page={list.page}
        onPage={(page) => list.update({ page })}
        empty={
          filtered
            ? { title: 'No entry matches these filters', text: 'Clear a filter to see more.' }
            : { title: 'Nothing logged yet', text: 'Sign-ins, token requests and Management API changes appear here.' }
        }
      />
    </>
  );
}
