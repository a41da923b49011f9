// The Identities tab: where the user signs in besides a password, at social connectors (by their
// target, e.g. `google`) and at enterprise SSO connectors (by the connector's name), each with the
// user's id at that provider and what the provider last said about the user.
import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { graphql } from '../../gql';
import { useGraphQLQuery } from '../../graphql/hooks';
import { formatDate } from '../../components/dates';
import { EmptyState } from '../../components/query-state';

const SsoConnectorNameQuery = graphql(`
  query ConsoleSsoConnectorName($id: ID!) {
    ssoConnector(id: $id) {
      id
      connectorName
    }
  }
`);

// A table with nothing focusable inside scrolls sideways on a phone: its viewport takes the focus so
// the keyboard can scroll it (axe: scrollable-region-focusable).
const SCROLLABLE_BY_KEYBOARD = { viewportProps: { tabIndex: 0 } };

export interface SsoIdentityRow {
  id: string;
  ssoConnectorId: string;
  issuer: string;
  identityId: string;
  detail: Record<string, unknown>;
  createdAt: string;
}

function SsoConnectorName({ id }: { id: string }) {
  const connector = useGraphQLQuery(SsoConnectorNameQuery, { id }).data?.ssoConnector;
  return <>{connector?.connectorName ?? id}</>;
}

function Detail({ value }: { value: unknown }) {
  if (!value || (typeof value === 'object' && Object.keys(value).length === 0))
    return (
      <Text size="sm" c="dimmed">
        none
      </Text>
    );
  return (
    <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 420 }}>
      {JSON.stringify(value, null, 2)}
    </Code>
  );
}

export function UserIdentities({ social, sso }: { social: Record<string, unknown>; sso: readonly SsoIdentityRow[] }) {
  const socialRows = Object.entries(social).map(([target, identity]) => {
    const { userId, details } = (identity ?? {}) as { userId?: unknown; details?: unknown };
    return { target, userId: typeof userId === 'string' ? userId : '', details };
  });
  if (socialRows.length === 0 && sso.length === 0)
    return <EmptyState title="No linked identities">Identities appear here when the user signs in with a social or enterprise connector.</EmptyState>;
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="social-identities-title">
        <Title order={2} size="h4" id="social-identities-title">
          Social identities
        </Title>
        {socialRows.length === 0 ? (
          <Text size="sm" c="dimmed">
            None.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560} scrollAreaProps={SCROLLABLE_BY_KEYBOARD}>
            <Table aria-labelledby="social-identities-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Connector</Table.Th>
                  <Table.Th>User ID at the provider</Table.Th>
                  <Table.Th>Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {socialRows.map((row) => (
                  <Table.Tr key={row.target}>
                    <Table.Td>{row.target}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.userId || '—'}</Table.Td>
                    <Table.Td>
                      <Detail value={row.details} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="sso-identities-title">
        <Title order={2} size="h4" id="sso-identities-title">
          Enterprise SSO identities
        </Title>
        {sso.length === 0 ? (
          <Text size="sm" c="dimmed">
            None.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560} scrollAreaProps={SCROLLABLE_BY_KEYBOARD}>
            <Table aria-labelledby="sso-identities-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Connector</Table.Th>
                  <Table.Th>Identity provider</Table.Th>
                  <Table.Th>User ID at the provider</Table.Th>
                  <Table.Th>Linked</Table.Th>
                  <Table.Th>Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sso.map((identity) => (
                  <Table.Tr key={identity.id}>
                    <Table.Td>
                      <SsoConnectorName id={identity.ssoConnectorId} />
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{identity.issuer}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{identity.identityId}</Table.Td>
                    <Table.Td title={identity.createdAt}>{formatDate(identity.createdAt)}</Table.Td>
                    <Table.Td>
                      <Detail value={identity.detail} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
