import { Anchor, Breadcrumbs, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useReadOnly } from './read-only';

/** A page's title, breadcrumb and actions; the actions are left out where the operator may only read (components/read-only.tsx). */
export function PageHeader({ title, parent, actions }: { title: string; parent?: { label: string; to: string }; actions?: ReactNode }) {
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
        {actions && !readOnly ? <Group gap="xs">{actions}</Group> : null}
      </Group>
    </Stack>
  );
}
