// What an application's developer copies into its configuration: this instance's issuer and
// OIDC endpoints (from the discovery document) and the application's client ID.
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CopyValue } from '../../components/copy-value';
import { discoveryUrl, useProviderMetadata } from '../../components/discovery';
import { QueryState } from '../../components/query-state';

export function ApplicationEndpoints({ clientId }: { clientId: string }) {
  const query = useProviderMetadata();
  return (
    <Stack gap="sm" component="section" aria-labelledby="endpoints-title">
      <Title order={2} size="h4" id="endpoints-title">
        Endpoints
      </Title>
      <Text size="sm" c="dimmed">
        Most OIDC libraries need only the issuer (or the discovery URL) and the client ID; the rest they read from the discovery document.
      </Text>
      <QueryState query={query}>
        {() => {
          const metadata = query.data!;
          const rows: [string, string | undefined][] = [
            ['Client ID', clientId],
            ['Issuer', metadata.issuer],
            ['Discovery URL', discoveryUrl()],
            ['Authorization endpoint', metadata.authorization_endpoint],
            ['Token endpoint', metadata.token_endpoint],
            ['Userinfo endpoint', metadata.userinfo_endpoint],
            ['End-session endpoint', metadata.end_session_endpoint],
            ['JWKS URI', metadata.jwks_uri],
          ];
          return (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {rows.map(([label, value]) => (value ? <CopyValue key={label} label={label} value={value} /> : null))}
            </SimpleGrid>
          );
        }}
      </QueryState>
    </Stack>
  );
}
