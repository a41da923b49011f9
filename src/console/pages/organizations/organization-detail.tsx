// One organization: settings and custom data, members, machine-to-machine applications, invitations,
// just-in-time provisioning (tabs in ?tab=), deletion.
import { Anchor, Button, Code, Group, Paper, Stack, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { JsonObjectEditor } from '../../components/json-editor';
import { PageHeader } from '../../components/page-header';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';
import { OrganizationApplications } from './organization-applications';
import { OrganizationInvitations } from './organization-invitations';
import { OrganizationJit } from './organization-jit';
import { OrganizationMembers } from './organization-members';

const OrganizationQuery = graphql(`
  query ConsoleOrganization($id: ID!) {
    organization(id: $id) {
      id
      name
      description
      customData
      createdAt
      updatedAt
    }
  }
`);

const UpdateOrganization = graphql(`
  mutation ConsoleUpdateOrganization($id: ID!, $input: UpdateOrganizationInput!) {
    updateOrganization(id: $id, input: $input) {
      organization {
        id
        name
        description
        customData
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const DeleteOrganization = graphql(`
  mutation ConsoleDeleteOrganization($id: ID!) {
    deleteOrganization(id: $id) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

const FIELDS = ['name', 'description'] as const;

function SettingsForm({ id, initial }: { id: string; initial: { name: string; description: string } }) {
  const update = useGraphQLMutation(UpdateOrganization);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm({ initialValues: initial });
  useEffect(() => {
    form.setInitialValues(initial);
    form.setValues(initial);
    // Only when the stored organization changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial.name, initial.description]);
  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      const { updateOrganization } = await update.mutateAsync({
        id,
        input: { name: values.name.trim(), description: values.description.trim() === '' ? null : values.description.trim() },
      });
      if (updateOrganization.userErrors.length) {
        const errors = splitUserErrors(updateOrganization.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'Organization saved', color: 'green' });
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={560}>
        <GeneralErrors messages={general} />
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CustomData({ id, value }: { id: string; value: Record<string, unknown> }) {
  const update = useGraphQLMutation(UpdateOrganization);
  const [error, setError] = useState<string>();
  return (
    <JsonObjectEditor
      label="Custom data"
      value={value}
      saving={update.isPending}
      serverError={error}
      onSave={async (customData) => {
        try {
          const { updateOrganization } = await update.mutateAsync({ id, input: { customData } });
          setError(updateOrganization.userErrors[0]?.message);
          if (!updateOrganization.userErrors.length) notifications.show({ message: 'Custom data saved', color: 'green' });
        } catch (e) {
          setError(e instanceof Error ? e.message : String(e));
        }
      }}
    />
  );
}

const TABS = [
  { value: 'settings', label: 'Settings' },
  { value: 'members', label: 'Members' },
  { value: 'applications', label: 'Applications' },
  { value: 'invitations', label: 'Invitations' },
  { value: 'jit', label: 'Just-in-time provisioning' },
] as const;

export default function OrganizationDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = useGraphQLQuery(OrganizationQuery, { id });
  const remove = useGraphQLMutation(DeleteOrganization);
  const tab = TABS.some((t) => t.value === params.get('tab')) ? params.get('tab')! : 'settings';

  return (
    <QueryState query={query}>
      {() => {
        const organization = query.data!.organization;
        if (!organization) {
          return (
            <EmptyState title="This organization does not exist">
              It may have been deleted.{' '}
              <Anchor component={Link} to="/organizations">
                Back to organizations
              </Anchor>
            </EmptyState>
          );
        }
        return (
          <>
            <PageHeader
              title={organization.name}
              parent={{ label: 'Organizations', to: '/organizations' }}
              actions={
                <ConfirmButton
                  label="Delete"
                  title="Delete this organization?"
                  confirmLabel="Delete organization"
                  onConfirm={async () => {
                    const { deleteOrganization } = await remove.mutateAsync({ id });
                    if (deleteOrganization.userErrors.length) return deleteOrganization.userErrors[0]!.message;
                    notifications.show({ message: 'Organization deleted', color: 'green' });
                    void navigate('/organizations');
                    return undefined;
                  }}
                >
                  {organization.name} will be deleted with its memberships, member roles and invitations. The users and applications stay. This cannot be
                  undone.
                </ConfirmButton>
              }
            />
            <Text size="sm" c="dimmed" mb="md">
              ID <Code>{organization.id}</Code> · created {formatDate(organization.createdAt)} · updated {formatDate(organization.updatedAt)}
            </Text>
            <Tabs value={tab} onChange={(next) => setParams(next && next !== 'settings' ? { tab: next } : {}, { replace: true })} keepMounted={false}>
              <Tabs.List mb="md">
                {TABS.map((t) => (
                  <Tabs.Tab key={t.value} value={t.value}>
                    {t.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Paper withBorder p="md">
                <Tabs.Panel value="settings">
                  <Stack gap="xl">
                    <SettingsForm id={id} initial={{ name: organization.name, description: organization.description ?? '' }} />
                    <CustomData id={id} value={organization.customData} />
                  </Stack>
                </Tabs.Panel>
                <Tabs.Panel value="members">
                  <OrganizationMembers id={id} />
                </Tabs.Panel>
                <Tabs.Panel value="applications">
                  <OrganizationApplications id={id} />
                </Tabs.Panel>
                <Tabs.Panel value="invitations">
                  <OrganizationInvitations id={id} />
                </Tabs.Panel>
                <Tabs.Panel value="jit">
                  <OrganizationJit id={id} />
                </Tabs.Panel>
              </Paper>
            </Tabs>
          </>
        );
      }}
    </QueryState>
  );
}
