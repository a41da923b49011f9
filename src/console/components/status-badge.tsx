// A status in a table or header: shades dark (or light with dark text) enough for WCAG AA at the
// badge's small size, and never cut short by a narrow column.
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

const TONES = {
  good: 'teal.9',
  bad: 'red.9',
  neutral: 'gray.7',
  waiting: 'yellow.4',
} as const;

export function StatusBadge({ tone, children, title }: { tone: keyof typeof TONES; children: ReactNode; title?: string }) {
  return (
    <Badge color={TONES[tone]} autoContrast miw="max-content" title={title}>
      {children}
    </Badge>
  );
}
