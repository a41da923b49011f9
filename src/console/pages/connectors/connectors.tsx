// Connectors: social sign-in providers, enterprise single sign-on, and the email and SMS delivery of
// codes, one tab each (?tab=).
import { StatusBadge } from '../../components/status-badge';
import { Anchor, Badge, Button, Group, Paper, Table, Tabs, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLQuery } from '../../graphql/hooks';
import { formatDate } from '../../components/dates';
import { Pager, useListParams } from '../../components/list-controls';
import { PageHeader } from '../../components/page-header';
import { EmptyState, QueryState } from '../../components/query-state';
import { MessageDeliverySettings } from './message-delivery';

const SocialQuery = graphql(`
  query ConsoleConnectors {
    connectors {
      id
      connectorId
      name
      target
      logo
      syncProfile
      enabled
      createdAt
    }
  }
`);

const SsoQuery = graphql(`
  query ConsoleSsoConnectors($first: Int, $offset: Int) {
    ssoConnectors(first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        connectorName
        providerName
        domains
        syncProfile
        enabled
        createdAt
      }
    }
  }
`);

function SocialList() {
  const query = useGraphQLQuery(SocialQuery, {});
  return (
    <QueryState query={query}>
      {() =>
        query.data!.connectors.length === 0 ? (
          <EmptyState title="No social connectors yet">Add Google, GitHub, Microsoft or any OpenID Connect / OAuth 2.0 provider.</EmptyState>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover aria-label="Social connectors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Target</Table.Th>
                  <Table.Th>Profile sync</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Created</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data!.connectors.map((connector) => (
                  <Table.Tr key={connector.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/connectors/social/${connector.id}`}>
                        {connector.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{connector.connectorId}</Table.Td>
                    <Table.Td>{connector.target}</Table.Td>
                    <Table.Td>{connector.syncProfile ? 'Every sign-in' : 'First sign-in'}</Table.Td>
                    <Table.Td>
                      <StatusBadge tone={connector.enabled ? 'good' : 'neutral'}>{connector.enabled ? 'Enabled' : 'Disabled'}</StatusBadge>
                    </Table.Td>
                    <Table.Td>{formatDate(connector.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </QueryState>
  );
}

function SsoList() {
  const list = useListParams();
  const query = useGraphQLQuery(SsoQuery, { first: list.first, offset: list.offset });
  return (
    <>
      <QueryState query={query}>
        {() =>
          query.data!.ssoConnectors.nodes.length === 0 ? (
            <EmptyState title="No enterprise SSO connectors yet">Connect a company’s SAML or OpenID Connect identity provider to its email domains.</EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover aria-label="Enterprise SSO connectors">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Protocol</Table.Th>
                    <Table.Th>Email domains</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Created</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data!.ssoConnectors.nodes.map((connector) => (
                    <Table.Tr key={connector.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/connectors/sso/${connector.id}`}>
                          {connector.connectorName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Badge miw="max-content" variant="default">
                          {connector.providerName}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{connector.domains.length ? connector.domains.join(', ') : '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge tone={connector.enabled ? 'good' : 'neutral'}>{connector.enabled ? 'Enabled' : 'Disabled'}</StatusBadge>
                      </Table.Td>
                      <Table.Td>{formatDate(connector.createdAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      {query.data ? <Pager page={list.page} total={query.data.ssoConnectors.totalCount} onChange={(page) => list.update({ page })} /> : null}
    </>
  );
}

export default function Connectors() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'sso' || asked === 'delivery' ? asked : 'social';
  return (
    <>
      <PageHeader
        title="Connectors"
        actions={
          <Group gap="xs">
            {tab === 'social' ? (
              <Button component={Link} to="/connectors/social/new">
                Add social connector
              </Button>
            ) : tab === 'sso' ? (
              <Button component={Link} to="/connectors/sso/new">
                Add SSO connector
              </Button>
            ) : null}
          </Group>
        }
      />
      <Text size="sm" c="dimmed" mb="md">
        A connector appears on the sign-in page only once it is offered in the{' '}
        <Anchor component={Link} to="/sign-in-experience" underline="always">
          sign-in experience
        </Anchor>
        .
      </Text>
      <Tabs value={tab} onChange={(next) => setParams(next === 'sso' || next === 'delivery' ? { tab: next } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="social">Social</Tabs.Tab>
          <Tabs.Tab value="sso">Enterprise SSO</Tabs.Tab>
          <Tabs.Tab value="delivery">Email &amp; SMS</Tabs.Tab>
        </Tabs.List>
        <Paper withBorder>
          <Tabs.Panel value="social">
            <SocialList />
          </Tabs.Panel>
          <Tabs.Panel value="sso">
            <SsoList />
          </Tabs.Panel>
          <Tabs.Panel value="delivery">
            <MessageDeliverySettings />
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </>
  );
}
