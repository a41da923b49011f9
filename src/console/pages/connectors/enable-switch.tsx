// A connector's enable switch: saved at once (no form to submit), and said back in a notification.
// Off, the connector keeps its settings but the sign-in page does not offer it and its callback
// refuses the provider's answers.
import { Paper, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { UserErrorLike } from '../../components/user-errors';

export function EnableSwitch({ enabled, onChange }: { enabled: boolean; onChange(enabled: boolean): Promise<readonly UserErrorLike[]> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <Paper withBorder p="md" mb="md">
      <Switch
        label="Enabled"
        description={
          enabled
            ? 'Offered on the sign-in page (where the sign-in experience lists it) and accepted at its callback.'
            : 'Off: not offered on the sign-in page, and its callback signs nobody in. Its settings are kept.'
        }
        checked={enabled}
        disabled={busy}
        error={error}
        onChange={async (event) => {
          const next = event.currentTarget.checked;
          setBusy(true);
          setError(undefined);
          try {
            const errors = await onChange(next);
            if (errors.length) setError(errors.map((e) => e.message).join(' '));
            else notifications.show({ message: next ? 'Connector enabled' : 'Connector disabled', color: 'green' });
          } catch (e) {
            setError(e instanceof Error ? e.message : String(e));
          } finally {
            setBusy(false);
          }
        }}
      />
    </Paper>
  );
}
