// The console's landing page: today's activity in four counts, each linking to where it is looked
// into, and quickstarts that show the code for this instance and one of its applications.
import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLQuery } from '../../graphql/hooks';
import { CopySnippet, CopyValue } from '../../components/copy-value';
import { discoveryUrl, useProviderMetadata } from '../../components/discovery';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { QUICKSTARTS, type QuickstartSettings } from './quickstart-snippets';

const DashboardQuery = graphql(`
  query ConsoleDashboard($since: DateTime) {
    consoleDashboard(since: $since) {
      since
      userCount
      signIns
      failedWebhookDeliveries
      tokenExchanges
      refusedTokenExchanges
    }
  }
`);

const QuickstartApplications = graphql(`
  query ConsoleQuickstartApplications {
    applications(first: 100) {
      nodes {
        id
        name
        type
        isBuiltIn
        oidcClientMetadata {
          redirectUris
          postLogoutRedirectUris
        }
      }
    }
  }
`);

/** Midnight where the administrator is: "today" as they mean it. */
function localMidnight(): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}

function Count({ label, value, to, detail }: { label: string; value: number; to: string; detail?: string }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2} data-testid="count">
        {value}
      </Text>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {detail ?? ''}
        </Text>
        <Anchor component={Link} to={to} size="sm" aria-label={`Open: ${label}`}>
          Open
        </Anchor>
      </Group>
    </Paper>
  );
}

function Counts() {
  const since = useMemo(localMidnight, []);
  const query = useGraphQLQuery(DashboardQuery, { since });
  return (
    <Stack gap="sm" mb="xl">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Today
        </Title>
        <Button size="xs" variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
          Refresh
        </Button>
      </Group>
      <QueryState query={query}>
        {() => {
          const counts = query.data!.consoleDashboard;
          return (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <Count label="Users" value={counts.userCount} to="/users" detail="in all" />
              <Count label="Sign-ins today" value={counts.signIns} to="/sessions" />
              <Count label="Failed webhook deliveries today" value={counts.failedWebhookDeliveries} to="/webhooks" />
              <Count
                label="Token exchanges today"
                value={counts.tokenExchanges}
                to="/token-exchange"
                detail={counts.refusedTokenExchanges ? `${counts.refusedTokenExchanges} refused` : undefined}
              />
            </SimpleGrid>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function Quickstarts() {
  const metadata = useProviderMetadata();
  const applications = useGraphQLQuery(QuickstartApplications, {});
  const [tab, setTab] = useState<string>(QUICKSTARTS[0]!.id);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const quickstart = QUICKSTARTS.find((q) => q.id === tab) ?? QUICKSTARTS[0]!;
  const fitting = (applications.data?.applications.nodes ?? []).filter((a) => !a.isBuiltIn && quickstart.types.includes(a.type));
  const application = fitting.find((a) => a.id === chosen[quickstart.id]) ?? fitting[0];

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Quickstarts
      </Title>
      <Text size="sm" c="dimmed">
        Sign users in to your app with this instance. The code below is filled with this instance&apos;s settings and the application you pick.
      </Text>
      <QueryState query={metadata}>
        {() => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <CopyValue label="Issuer" value={metadata.data!.issuer} />
            <CopyValue label="Discovery URL" value={discoveryUrl()} />
          </SimpleGrid>
        )}
      </QueryState>
      <Tabs value={tab} onChange={(next) => next && setTab(next)} keepMounted={false}>
        <Tabs.List mb="md">
          {QUICKSTARTS.map((q) => (
            <Tabs.Tab key={q.id} value={q.id}>
              {q.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {QUICKSTARTS.map((q) => (
          <Tabs.Panel key={q.id} value={q.id}>
            <Stack gap="sm">
              <Select
                label="Application"
                description={`Applications of the fitting type (${q.types.join(' or ')})`}
                data={fitting.map((a) => ({ value: a.id, label: a.name }))}
                value={application?.id ?? null}
                onChange={(value) => value && setChosen({ ...chosen, [q.id]: value })}
                allowDeselect={false}
                placeholder="No fitting application yet"
                w={{ base: '100%', sm: 360 }}
              />
              {!application ? (
                <Text size="sm">
                  <Anchor component={Link} to={`/applications/new?type=${q.types[0]!}`}>
                    Create an application
                  </Anchor>{' '}
                  to fill in its client ID; until then the code shows a placeholder.
                </Text>
              ) : null}
              {metadata.data ? <QuickstartCode id={q.id} settings={settingsFor(metadata.data, application)} /> : null}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function settingsFor(
  metadata: { issuer: string; token_endpoint: string },
  application: { id: string; oidcClientMetadata: { redirectUris: readonly string[]; postLogoutRedirectUris: readonly string[] } } | undefined,
): QuickstartSettings {
  return {
    issuer: metadata.issuer,
    discoveryUrl: discoveryUrl(),
    tokenEndpoint: metadata.token_endpoint,
    clientId: application?.id ?? '<your client ID>',
    redirectUri: application?.oidcClientMetadata.redirectUris[0] ?? 'http://localhost:3000/callback',
    postLogoutRedirectUri: application?.oidcClientMetadata.postLogoutRedirectUris[0] ?? 'http://localhost:3000/',
  };
}

function QuickstartCode({ id, settings }: { id: string; settings: QuickstartSettings }) {
  const quickstart = QUICKSTARTS.find((q) => q.id === id)!;
  return (
    <Stack gap="sm">
      <Text size="sm">{quickstart.setup(settings)}</Text>
      <CopySnippet label={`${quickstart.label}: install`} value={quickstart.install} />
      <CopySnippet label={`${quickstart.label}: code`} value={quickstart.code(settings)} />
    </Stack>
  );
}

export default function GetStarted() {
  return (
    <>
      <PageHeader title="Get started" />
      <Counts />
      <Quickstarts />
    </>
  );
}
