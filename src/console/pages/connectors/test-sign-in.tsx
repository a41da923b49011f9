// A connector's "Test sign-in": the server starts a test sign-in (startConnectorTest or
// startSsoConnectorTest) and the administrator's browser opens it in a new tab, where they sign in
// at the provider and see what it said of them; nobody is signed in. The tab is opened at the
// click (a browser lets a click open one) and sent to the test once the server has answered; where
// the browser blocked it, a link to open it takes its place.
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { UserErrorLike } from '../../components/user-errors';

export interface StartedTest {
  url?: string | null;
  userErrors: readonly UserErrorLike[];
}

export function TestSignIn({ start }: { start(): Promise<StartedTest> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [blocked, setBlocked] = useState<string>();
  return (
    <Paper withBorder p="md" mb="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 16rem' }}>
          <Text fw={600} size="sm">
            Test sign-in
          </Text>
          <Text size="sm" c="dimmed">
            Sign in at the provider in a new tab and see what it says about you. Nobody is signed in here and no account is created or changed; it works while
            the connector is off.
          </Text>
        </Stack>
        <Button
          variant="default"
          loading={busy}
          onClick={async () => {
            setError(undefined);
            setBlocked(undefined);
            setBusy(true);
            const tab = window.open('', '_blank');
            try {
              const started = await start();
              if (started.userErrors.length || !started.url) {
                tab?.close();
                setError(started.userErrors.map((e) => e.message).join(' ') || 'The test could not be started.');
                return;
              }
              if (!tab) {
                setBlocked(started.url);
                return;
              }
              // The tab must not reach back into the console.
              tab.opener = null;
              tab.location.href = started.url;
            } catch (e) {
              tab?.close();
              setError(e instanceof Error ? e.message : String(e));
            } finally {
              setBusy(false);
            }
          }}
        >
          Test sign-in
        </Button>
      </Group>
      {error ? (
        <Alert color="red" title="The test could not start" mt="sm" role="alert">
          {error}
        </Alert>
      ) : null}
      {blocked ? (
        <Text size="sm" mt="sm">
          The browser did not open a new tab.{' '}
          <Anchor href={blocked} target="_blank" rel="noopener noreferrer">
            Open the test sign-in
          </Anchor>{' '}
          (it works once, for 10 minutes).
        </Text>
      ) : null}
    </Paper>
  );
}
