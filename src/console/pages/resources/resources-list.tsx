// API resources: the downstream APIs Tessera issues access tokens for, with their scopes.
import { Anchor, Button, Code, Group, Paper, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLQuery } from '../../graphql/hooks';
import { EmptyState, QueryState } from '../../components/query-state';
import { PageHeader } from '../../components/page-header';
import { Pager, SearchBox, useListParams } from '../../components/list-controls';
import { formatDate } from '../../components/dates';

const ResourcesQuery = graphql(`
  query ConsoleResources($first: Int, $offset: Int, $search: String) {
    resources(first: $first, offset: $offset, search: $search) {
      totalCount
      nodes {
        id
        name
        indicator
        accessTokenTtl
        isManagement
        scopes {
          id
        }
        createdAt
      }
    }
  }
`);

export default function ResourcesList() {
  const list = useListParams();
  const query = useGraphQLQuery(ResourcesQuery, { first: list.first, offset: list.offset, search: list.search || null });
  return (
    <>
      <PageHeader
        title="API resources"
        actions={
          <Button component={Link} to="/resources/new">
            Create API resource
          </Button>
        }
      />
      <Group mb="md">
        <SearchBox label="Search API resources" value={list.search} onChange={(search) => list.update({ search })} />
      </Group>
      <Paper withBorder>
        <QueryState query={query}>
          {() =>
            query.data!.resources.nodes.length === 0 ? (
              <EmptyState title={list.search ? 'No API resource matches this search' : 'No API resources yet'}>
                {list.search ? 'Try another name or indicator.' : 'Create one for each API your applications call.'}
              </EmptyState>
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Indicator</Table.Th>
                      <Table.Th>Scopes</Table.Th>
                      <Table.Th>Token lifetime</Table.Th>
                      <Table.Th>Created</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.resources.nodes.map((resource) => (
                      <Table.Tr key={resource.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/resources/${resource.id}`}>
                            {resource.name}
                          </Anchor>{' '}
                          {resource.isManagement ? (
                            <Text span size="xs" c="dimmed">
                              (built-in)
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <Code style={{ overflowWrap: 'anywhere' }}>{resource.indicator}</Code>
                        </Table.Td>
                        <Table.Td>{resource.scopes.length}</Table.Td>
                        <Table.Td>{resource.accessTokenTtl} s</Table.Td>
                        <Table.Td>{formatDate(resource.createdAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Paper>
      {query.data ? <Pager page={list.page} total={query.data.resources.totalCount} onChange={(page) => list.update({ page })} /> : null}
    </>
  );
}
