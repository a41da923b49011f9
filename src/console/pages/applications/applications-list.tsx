// Applications (OAuth clients), filtered by type (?type=…).
import { Anchor, Badge, Button, Code, Group, Paper, Select, Table } from '@mantine/core';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLQuery } from '../../graphql/hooks';
import { EmptyState, QueryState } from '../../components/query-state';
import { PageHeader } from '../../components/page-header';
import { Pager, SearchBox, useListParams } from '../../components/list-controls';
import { formatDate } from '../../components/dates';
import { APPLICATION_TYPES, APPLICATION_TYPE_LABELS, parseApplicationType } from './application-types';
import { RemoveSelfRegisteredButton, SelfRegisteredBadge } from './self-registered';

const ApplicationsQuery = graphql(`
  query ConsoleApplications($first: Int, $offset: Int, $type: ApplicationType, $search: String) {
    applications(first: $first, offset: $offset, type: $type, search: $search) {
      totalCount
      nodes {
        id
        name
        description
        type
        isBuiltIn
        registrationKind
        customClientMetadata {
          allowTokenExchange
        }
        createdAt
      }
    }
  }
`);

export default function ApplicationsList() {
  const list = useListParams(['type'] as const);
  const type = parseApplicationType(list.filters.type);
  const query = useGraphQLQuery(ApplicationsQuery, { first: list.first, offset: list.offset, type: type ?? null, search: list.search || null });
  return (
    <>
      <PageHeader
        title="Applications"
        actions={
          <Button component={Link} to={type ? `/applications/new?type=${type}` : '/applications/new'}>
            Create application
          </Button>
        }
      />
      <Group mb="md" align="flex-end" wrap="wrap">
        <SearchBox label="Search applications" value={list.search} onChange={(search) => list.update({ search })} />
        <Select
          label="Type"
          data={[{ value: '', label: 'All types' }, ...APPLICATION_TYPES.map((t) => ({ value: t.value, label: t.label }))]}
          value={type ?? ''}
          onChange={(value) => list.update({ type: value ?? undefined })}
          allowDeselect={false}
          w={{ base: '100%', sm: 240 }}
        />
      </Group>
      <Paper withBorder>
        <QueryState query={query}>
          {() =>
            query.data!.applications.nodes.length === 0 ? (
              <EmptyState
                title={
                  list.search
                    ? 'No application matches this search'
                    : type
                      ? `No ${APPLICATION_TYPE_LABELS[type].toLowerCase()} applications yet`
                      : 'No applications yet'
                }
              >
                {list.search
                  ? 'Try another name or client ID.'
                  : 'Register each app that signs users in, and each service that calls your APIs on its own behalf.'}
              </EmptyState>
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Application</Table.Th>
                      <Table.Th>Type</Table.Th>
                      <Table.Th>Client ID</Table.Th>
                      <Table.Th>Token exchange</Table.Th>
                      <Table.Th>Created</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.applications.nodes.map((application) => (
                      <Table.Tr key={application.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/applications/${application.id}`}>
                            {application.name}
                          </Anchor>{' '}
                          {application.isBuiltIn ? (
                            <Badge variant="light" color="gray" size="sm" ml={4}>
                              Built-in
                            </Badge>
                          ) : null}
                          {application.registrationKind ? (
                            <Group gap={4} display="inline-flex">
                              <SelfRegisteredBadge />
                              <RemoveSelfRegisteredButton id={application.id} name={application.name} />
                            </Group>
                          ) : null}
                        </Table.Td>
                        <Table.Td>{APPLICATION_TYPE_LABELS[application.type]}</Table.Td>
                        <Table.Td>
                          <Code>{application.id}</Code>
                        </Table.Td>
                        <Table.Td>{application.customClientMetadata.allowTokenExchange ? 'Allowed' : '—'}</Table.Td>
                        <Table.Td>{formatDate(application.createdAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Paper>
      {query.data ? <Pager page={list.page} total={query.data.applications.totalCount} onChange={(page) => list.update({ page })} /> : null}
    </>
  );
}
