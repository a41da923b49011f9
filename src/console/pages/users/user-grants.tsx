// The applications a user authorized: one grant per sign-in of an application, with the scopes it
// allows per API resource; revoking one ends every token issued under it. Below them, the limits
// the user set on the applications (agents) acting for them by token exchange.
import { Badge, Button, Group, MultiSelect, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { ApplicationSearchSelect } from '../../components/server-pickers';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { QueryState } from '../../components/query-state';

const GrantsQuery = graphql(`
  query ConsoleUserGrants($userId: ID!) {
    userGrants(userId: $userId) {
      grants {
        id
        createdAt
        expiresAt
        application {
          id
          name
        }
        scopes
        resourceScopes {
          resource
          scopes
        }
      }
    }
    userAgentLimits(userId: $userId) {
      applicationId
      applicationName
      resources
      updatedAt
    }
  }
`);

const RevokeGrant = graphql(`
  mutation ConsoleRevokeUserGrant($userId: ID!, $grantId: ID!) {
    revokeUserGrant(userId: $userId, grantId: $grantId) {
      revokedId
      userErrors {
        code
        message
      }
    }
  }
`);

const RemoveLimit = graphql(`
  mutation ConsoleRemoveUserAgentLimit($userId: ID!, $applicationId: ID!) {
    removeUserAgentLimit(userId: $userId, applicationId: $applicationId) {
      removedApplicationId
      userErrors {
        code
        message
      }
    }
  }
`);

const SetLimit = graphql(`
  mutation ConsoleSetUserAgentLimit($userId: ID!, $applicationId: ID!, $resources: [String!]!) {
    setUserAgentLimit(userId: $userId, applicationId: $applicationId, resources: $resources) {
      limit {
        applicationId
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const LimitResources = graphql(`
  query ConsoleAgentLimitResources {
    resources(first: 100) {
      nodes {
        id
        name
        indicator
        isManagement
      }
    }
  }
`);

/**
 * Sets (or replaces) the limit on one application: the API resources it may reach for this user
 * by token exchange; none chosen forbids it any exchange. The server's refusal is shown beside the
 * field it names.
 */
function SetLimitForm({ userId, onSaved }: { userId: string; onSaved(): Promise<unknown> }) {
  const [applicationId, setApplicationId] = useState<string | null>(null);
  const [resources, setResources] = useState<string[]>([]);
  const [error, setError] = useState<{ field: 'applicationId' | 'resources'; message: string } | null>(null);
  const available = useGraphQLQuery(LimitResources, {});
  const set = useGraphQLMutation(SetLimit);
  const options = (available.data?.resources.nodes ?? [])
    .filter((resource) => !resource.isManagement)
    .map((resource) => ({ value: resource.indicator, label: `${resource.name} (${resource.indicator})` }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!applicationId) return setError({ field: 'applicationId', message: 'Choose the application the limit is on.' });
    const { setUserAgentLimit } = await set.mutateAsync({ userId, applicationId, resources });
    const refused = setUserAgentLimit.userErrors[0];
    if (refused) return setError({ field: refused.field?.includes('resources') ? 'resources' : 'applicationId', message: refused.message });
    await onSaved();
    notifications.show({ color: 'green', message: 'Agent limit saved' });
    setApplicationId(null);
    setResources([]);
    return undefined;
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="set-limit-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="set-limit-title">
          Set a limit
        </Title>
        <Group align="flex-start" wrap="wrap">
          <ApplicationSearchSelect
            label="Application"
            placeholder="Search applications"
            value={applicationId}
            onChange={setApplicationId}
            error={error?.field === 'applicationId' ? error.message : undefined}
            w={260}
          />
          <MultiSelect
            label="May reach"
            placeholder={resources.length ? undefined : 'Nothing: no token exchange'}
            data={options}
            value={resources}
            onChange={setResources}
            searchable
            error={error?.field === 'resources' ? error.message : undefined}
            w={340}
          />
          <Button type="submit" mt={25} loading={set.isPending}>
            Save limit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Scopes({ names }: { names: string[] }) {
  if (names.length === 0)
    return (
      <Text size="sm" c="dimmed" component="span">
        none
      </Text>
    );
  return (
    <Group gap={4} component="span">
      {names.map((name) => (
        <Badge key={name} variant="light" color="gray" tt="none">
          {name}
        </Badge>
      ))}
    </Group>
  );
}

export function UserGrants({ userId }: { userId: string }) {
  const query = useGraphQLQuery(GrantsQuery, { userId });
  const revoke = useGraphQLMutation(RevokeGrant);
  const remove = useGraphQLMutation(RemoveLimit);
  return (
    <QueryState query={query}>
      {() => {
        const { grants } = query.data!.userGrants;
        const limits = query.data!.userAgentLimits;
        return (
          <Stack gap="lg">
            <Stack gap="xs" component="section" aria-labelledby="grants-title">
              <Title order={2} size="h4" id="grants-title">
                Authorized apps
              </Title>
              {grants.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No application holds a grant of this user.
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={720}>
                  <Table aria-labelledby="grants-title">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Application</Table.Th>
                        <Table.Th>Scopes</Table.Th>
                        <Table.Th>Granted</Table.Th>
                        <Table.Th>Expires</Table.Th>
                        <Table.Th>
                          <VisuallyHidden>Actions</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {grants.map((grant) => (
                        <Table.Tr key={grant.id}>
                          <Table.Td>{grant.application.name}</Table.Td>
                          <Table.Td>
                            <Stack gap={6}>
                              <div>
                                <Text size="xs" c="dimmed">
                                  Sign-in
                                </Text>
                                <Scopes names={grant.scopes} />
                              </div>
                              {grant.resourceScopes.map((r) => (
                                <div key={r.resource}>
                                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                                    {r.resource}
                                  </Text>
                                  <Scopes names={r.scopes} />
                                </div>
                              ))}
                            </Stack>
                          </Table.Td>
                          <Table.Td>{formatDate(grant.createdAt)}</Table.Td>
                          <Table.Td>{formatDate(grant.expiresAt)}</Table.Td>
                          <Table.Td w={1}>
                            <ConfirmButton
                              size="xs"
                              label="Revoke"
                              aria-label={`Revoke ${grant.application.name}`}
                              title="Revoke this grant?"
                              confirmLabel="Revoke"
                              onConfirm={async () => {
                                const { revokeUserGrant } = await revoke.mutateAsync({ userId, grantId: grant.id });
                                if (revokeUserGrant.userErrors.length) return revokeUserGrant.userErrors[0]!.message;
                                notifications.show({ message: 'Grant revoked', color: 'green' });
                                await query.refetch();
                                return undefined;
                              }}
                            >
                              The application's refresh and access tokens issued under this grant, and every token exchanged from them, stop working. For a
                              third-party application the user's consent goes too.
                            </ConfirmButton>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>
            <Stack gap="xs" component="section" aria-labelledby="agent-limits-title">
              <Title order={2} size="h4" id="agent-limits-title">
                Agent limits
              </Title>
              <Text size="sm" c="dimmed">
                The resources each application may reach by token exchange when it acts for this user. Applications not listed follow their own rules.
              </Text>
              <SetLimitForm userId={userId} onSaved={() => query.refetch()} />
              {limits.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No limit set.
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={560}>
                  <Table aria-labelledby="agent-limits-title">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Application</Table.Th>
                        <Table.Th>May reach</Table.Th>
                        <Table.Th>Changed</Table.Th>
                        <Table.Th>
                          <VisuallyHidden>Actions</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {limits.map((limit) => (
                        <Table.Tr key={limit.applicationId}>
                          <Table.Td>{limit.applicationName}</Table.Td>
                          <Table.Td style={{ overflowWrap: 'anywhere' }}>
                            {limit.resources.length ? limit.resources.join(', ') : 'nothing (no token exchange)'}
                          </Table.Td>
                          <Table.Td>{formatDate(limit.updatedAt)}</Table.Td>
                          <Table.Td w={1}>
                            <ConfirmButton
                              size="xs"
                              label="Remove"
                              aria-label={`Remove the limit on ${limit.applicationName}`}
                              title="Remove this limit?"
                              confirmLabel="Remove"
                              onConfirm={async () => {
                                const { removeUserAgentLimit } = await remove.mutateAsync({ userId, applicationId: limit.applicationId });
                                if (removeUserAgentLimit.userErrors.length) return removeUserAgentLimit.userErrors[0]!.message;
                                await query.refetch();
                                return undefined;
                              }}
                            >
                              The application may then reach whatever its own settings allow when it acts for this user.
                            </ConfirmButton>
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
      }}
    </QueryState>
  );
}
