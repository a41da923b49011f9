// Loading, error and empty states, the same on every page.
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

export function QueryState({ query, children }: { query: QueryLike; children: () => ReactNode }) {
  if (query.isPending) {
    return (
      // The label sits on the live region: axe refuses aria-label on the loader's role-less <span>.
      <Center py="xl" role="status" aria-live="polite" aria-label="Loading">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="Could not load this page" role="alert">
        <Stack gap="xs">
          <Text size="sm">{query.error instanceof Error ? query.error.message : 'Unknown error'}</Text>
          <Group>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return <>{children()}</>;
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" py="xl" gap="xs">
      <Text fw={600}>{title}</Text>
      {children ? (
        <Text c="dimmed" size="sm" ta="center">
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}

export function GeneralErrors({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <Alert color="red" role="alert" title="The change was refused">
      {messages.map((message) => (
        <Text key={message} size="sm">
          {message}
        </Text>
      ))}
    </Alert>
  );
}
