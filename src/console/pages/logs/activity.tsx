// The Activity tab of a user or an application: its audit log entries, newest first, with a way
// to the whole audit log filtered on it.
import { Anchor, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LogList } from './log-list';

export function Activity({ userId, applicationId }: { userId?: string; applicationId?: string }) {
  const [page, setPage] = useState(1);
  const filter = userId ? `user=${encodeURIComponent(userId)}` : `application=${encodeURIComponent(applicationId ?? '')}`;
  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {userId
            ? 'What this user did, and the tokens issued to them.'
            : 'Sign-ins and tokens through this application, and the changes made with its tokens.'}
        </Text>
        <Anchor component={Link} to={`/logs?${filter}`} size="sm">
          Filter in the audit log
        </Anchor>
      </Group>
      <LogList
        label={userId ? 'Activity of this user' : 'Activity of this application'}
        filter={{ userId, applicationId }}
        page={page}
        onPage={setPage}
        empty={{ title: 'No activity yet' }}
      />
    </>
  );
}
