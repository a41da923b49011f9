// SAML applications: service providers Tessera signs people in to as a SAML identity provider
// (docs/saml-apps.md). The list, and a short creation form (name, SP entity id and ACS URL, or
// the SP's metadata XML); the rest is set on the application's page.
import { Anchor, Button, Code, Group, Paper, Stack, Table, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';
import { PageHeader } from '../../components/page-header';
import { Pager, useListParams } from '../../components/list-controls';
import { formatDate } from '../../components/dates';
import { splitUserErrors } from '../../components/user-errors';

const SamlApplicationsQuery = graphql(`
  query ConsoleSamlApplications($first: Int, $offset: Int) {
    samlApplications(first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        name
        entityId
        acsUrl {
          url
        }
        createdAt
      }
    }
  }
`);

const CreateSamlApplication = graphql(`
  mutation ConsoleCreateSamlApplication($input: SamlApplicationInput!) {
    createSamlApplication(input: $input) {
      samlApplication {
        id
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const FIELDS = ['name', 'entityId', 'acsUrl', 'metadataXml'] as const;

function CreateForm() {
  const navigate = useNavigate();
  const create = useGraphQLMutation(CreateSamlApplication);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm({ initialValues: { name: '', entityId: '', acsUrl: '', metadataXml: '' } });
  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      const { createSamlApplication } = await create.mutateAsync({
        input: {
          name: values.name.trim(),
          ...(values.metadataXml.trim() ? { metadataXml: values.metadataXml.trim() } : {}),
          ...(values.entityId.trim() ? { entityId: values.entityId.trim() } : {}),
          ...(values.acsUrl.trim() ? { acsUrl: { url: values.acsUrl.trim() } } : {}),
        },
      });
      if (createSamlApplication.userErrors.length) {
        const errors = splitUserErrors(createSamlApplication.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'SAML application created', color: 'green' });
      void navigate(`/saml-applications/${createSamlApplication.samlApplication!.id}`);
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });
  return (
    <Paper withBorder p="md" mb="md">
      <form onSubmit={submit} noValidate aria-label="Create SAML application">
        <Stack>
          <GeneralErrors messages={general} />
          <TextInput label="Name" required autoComplete="off" {...form.getInputProps('name')} />
          <TextInput
            label="SP entity id"
            description="The service provider's entity id (the Issuer of its requests)"
            autoComplete="off"
            {...form.getInputProps('entityId')}
          />
          <TextInput
            label="ACS URL"
            description="Where the signed response is posted (https, or http to localhost)"
            autoComplete="off"
            {...form.getInputProps('acsUrl')}
          />
          <Textarea
            label="SP metadata XML"
            description="Or paste the SP's metadata: it fills the entity id, ACS URL and certificates"
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps('metadataXml')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Create SAML application
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export default function SamlApplicationsList() {
  const list = useListParams();
  const query = useGraphQLQuery(SamlApplicationsQuery, { first: list.first, offset: list.offset });
  return (
    <>
      <PageHeader title="SAML applications" />
      <CreateForm />
      <Paper withBorder>
        <QueryState query={query}>
          {() =>
            query.data!.samlApplications.nodes.length === 0 ? (
              <EmptyState title="No SAML applications yet">Create one for each application that signs its users in with SAML 2.0.</EmptyState>
            ) : (
              <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>SP entity id</Table.Th>
                      <Table.Th>ACS URL</Table.Th>
                      <Table.Th>Created</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.samlApplications.nodes.map((application) => (
                      <Table.Tr key={application.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/saml-applications/${application.id}`}>
                            {application.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{application.entityId ? <Code style={{ overflowWrap: 'anywhere' }}>{application.entityId}</Code> : '—'}</Table.Td>
                        <Table.Td>{application.acsUrl ? <Code style={{ overflowWrap: 'anywhere' }}>{application.acsUrl.url}</Code> : '—'}</Table.Td>
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
      {query.data ? <Pager page={list.page} total={query.data.samlApplications.totalCount} onChange={(page) => list.update({ page })} /> : null}
    </>
  );
}
