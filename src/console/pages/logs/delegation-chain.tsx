// The chain of a token exchange, user → agent(s) → tool, read from its audit entry: the user the
// subject token stood for and the application they signed in to, each actor of the nested `act`
// claim (earliest first), the application that asked, and the resource it asked for.
import { Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';

interface Step {
  role: string;
  name: string;
  detail?: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The actors of a nested `act` claim, earliest first (the outermost is the latest, RFC 8693 §4.1). */
export function actorsOf(act: unknown): Array<{ sub: string; clientId?: string | undefined }> {
  const actors: Array<{ sub: string; clientId?: string | undefined }> = [];
  let current = act;
  // Bounded: a chain is short, and a malformed payload must not hang the page.
  for (let depth = 0; depth < 16 && current && typeof current === 'object'; depth += 1) {
    const record = current as Record<string, unknown>;
    const sub = text(record.sub);
    if (sub) actors.unshift({ sub, clientId: text(record.client_id) });
    current = record.act;
  }
  return actors;
}

export function DelegationChain({
  payload,
  userLabel,
  applicationLabel,
}: {
  payload: Record<string, unknown>;
  userLabel: string | undefined;
  applicationLabel: string | undefined;
}) {
  const steps: Step[] = [];
  steps.push({ role: 'User', name: userLabel ?? 'unknown', detail: text(payload.subjectClientId) && `signed in to ${text(payload.subjectClientId)}` });
  for (const actor of actorsOf(payload.actorChain)) {
    steps.push({ role: 'Acting', name: actor.sub, detail: actor.clientId && actor.clientId !== actor.sub ? `client ${actor.clientId}` : undefined });
  }
  steps.push({ role: 'Requested by', name: applicationLabel ?? 'unknown' });
  steps.push({ role: 'For resource', name: text(payload.resource) ?? 'none named' });
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby="chain-title">
      <Title order={2} size="h4" mb="xs" id="chain-title">
        Delegation chain
      </Title>
      <Group gap="xs" align="stretch" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="user, agents, tool">
        {steps.map((step, index) => (
          <Fragment key={index}>
            {index > 0 ? (
              <Text component="li" aria-hidden="true" c="dimmed" style={{ alignSelf: 'center' }}>
                →
              </Text>
            ) : null}
            <Stack component="li" gap={2} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed" fw={600}>
                {step.role}
              </Text>
              <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{step.name}</Code>
              {step.detail ? (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {step.detail}
                </Text>
              ) : null}
            </Stack>
          </Fragment>
        ))}
      </Group>
    </Paper>
  );
}
