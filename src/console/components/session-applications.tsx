// The applications a session signed in to, one badge per application (a console re-signs in
// silently after each reload, so one application may hold many grants): its name, how many
// sign-ins, and "(revoked)" when none of them stands any more.
import { Badge, Group } from '@mantine/core';

interface Client {
  grantId: string;
  applicationId: string;
  applicationName?: string | null;
  isRevoked: boolean;
}

export function SessionApplications({ clients }: { clients: readonly Client[] }) {
  if (clients.length === 0) return <>—</>;
  const byApplication = new Map<string, { name: string; count: number; standing: boolean }>();
  for (const client of clients) {
    const entry = byApplication.get(client.applicationId) ?? { name: client.applicationName ?? client.applicationId, count: 0, standing: false };
    entry.count += 1;
    entry.standing ||= !client.isRevoked;
    byApplication.set(client.applicationId, entry);
  }
  return (
    <Group gap={4}>
      {[...byApplication].map(([id, entry]) => (
        <Badge key={id} variant="light" color={entry.standing ? 'indigo' : 'gray'} tt="none" title={id}>
          {entry.name}
          {entry.count > 1 ? ` ×${entry.count}` : ''}
          {entry.standing ? '' : ' (revoked)'}
        </Badge>
      ))}
    </Group>
  );
}
