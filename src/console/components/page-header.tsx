import { Anchor, Breadcrumbs, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useReadOnly } from './read-only';

/**
 * A page's title, breadcrumb, status and actions. The status (a badge such as "Suspended") is a
 * fact every operator sees; the actions are left out where the operator may only read
 * (components/read-only.tsx).
 */
export function PageHeader({
  title,
  parent,
  status,
  actions,
}: {
  title: string;
  parent?: { label: string; to: string };
  status?: ReactNode;
  actions?: ReactNode;
}) {
  const readOnly = useReadOnly();
  return (
    <Stack gap={4} mb="lg">
      {parent ? (
        <Breadcrumbs>
          <Anchor component={Link} to={parent.to} size="sm">
            {parent.label}
          </Anchor>
          <span>{title}</span>
        </Breadcrumbs>
      ) : null}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {status || (actions && !readOnly) ? (
          <Group gap="xs">
            {status}
            {readOnly ? null : actions}
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
