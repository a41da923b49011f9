import { Anchor, Breadcrumbs, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function PageHeader({ title, parent, actions }: { title: string; parent?: { label: string; to: string }; actions?: ReactNode }) {
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
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
    </Stack>
  );
}
