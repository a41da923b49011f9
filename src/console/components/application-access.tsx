// Who may sign in to an application (application-level access control), for OIDC and SAML
// applications alike: the switch, and the users, roles and organizations it allows, found by
// searching the server. Saving replaces the three lists; organization-role rules, which the
// API sets, are kept as they are and counted here.
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { graphql } from '../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../graphql/hooks';
import { GeneralErrors, QueryState } from './query-state';
import { OrganizationPicker, UserPicker, UserRolePicker } from './server-pickers';
import { splitUserErrors } from './user-errors';

const AccessQuery = graphql(`
  query ConsoleApplicationAccess($applicationId: ID!) {
    applicationAccessControl(applicationId: $applicationId) {
      enabled
      userIds
      userRoleIds
      organizationIds
      organizationRoleRules {
        organizationId
        organizationRoleIds
      }
      labels {
        id
        label
      }
    }
  }
`);

const ReplaceAccess = graphql(`
  mutation ConsoleReplaceApplicationAccess($applicationId: ID!, $input: ApplicationAccessControlInput!) {
    replaceApplicationAccessControl(applicationId: $applicationId, input: $input) {
      accessControl {
        enabled
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

interface Values {
  enabled: boolean;
  userIds: string[];
  userRoleIds: string[];
  organizationIds: string[];
}
const FIELDS = ['enabled', 'userIds', 'userRoleIds', 'organizationIds'];

export function ApplicationAccess({ applicationId }: { applicationId: string }) {
  const query = useGraphQLQuery(AccessQuery, { applicationId });
  const replace = useGraphQLMutation(ReplaceAccess);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<Values>({ initialValues: { enabled: false, userIds: [], userRoleIds: [], organizationIds: [] } });
  const stored = query.data?.applicationAccessControl;
  useEffect(() => {
    if (!stored) return;
    const values = { enabled: stored.enabled, userIds: stored.userIds, userRoleIds: stored.userRoleIds, organizationIds: stored.organizationIds };
    form.setValues(values);
    form.resetDirty(values);
    // Only when the stored control changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(stored)]);
  const known = (stored?.labels ?? []).map((l) => ({ value: l.id, label: l.label }));

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    const { replaceApplicationAccessControl } = await replace.mutateAsync({
      applicationId,
      input: {
        ...values,
        // Set through the API; kept as they are.
        organizationRoleRules: (stored?.organizationRoleRules ?? []).map((r) => ({
          organizationId: r.organizationId,
          organizationRoleIds: r.organizationRoleIds,
        })),
      },
    });
    if (replaceApplicationAccessControl.userErrors.length) {
      const split = splitUserErrors(replaceApplicationAccessControl.userErrors, FIELDS);
      form.setErrors(split.byField);
      setGeneral(split.general);
      return;
    }
    notifications.show({ message: 'Access saved', color: 'green' });
  });

  return (
    <QueryState query={query}>
      {() => (
        <form onSubmit={submit} aria-label="Who may sign in" noValidate>
          <Stack maw={640}>
            <GeneralErrors messages={general} />
            <Switch
              label="Only the users below may sign in"
              description="Off: every user may. On: a user the lists do not allow gets no token or assertion (checked at sign-in, at every refresh and token exchange)."
              {...form.getInputProps('enabled', { type: 'checkbox' })}
            />
            <UserPicker
              label="Users"
              placeholder="Search users"
              known={known}
              value={form.values.userIds}
              onChange={(ids) => form.setFieldValue('userIds', ids)}
              error={form.errors.userIds}
            />
            <UserRolePicker
              label="Users holding any of these roles"
              placeholder="Search roles"
              known={known}
              value={form.values.userRoleIds}
              onChange={(ids) => form.setFieldValue('userRoleIds', ids)}
              error={form.errors.userRoleIds}
            />
            <OrganizationPicker
              label="Members of these organizations"
              placeholder="Search organizations"
              known={known}
              value={form.values.organizationIds}
              onChange={(ids) => form.setFieldValue('organizationIds', ids)}
              error={form.errors.organizationIds}
            />
            {stored && stored.organizationRoleRules.length > 0 ? (
              <Text size="sm" c="dimmed">
                {stored.organizationRoleRules.length} organization-role rule(s) set through the API are kept.
              </Text>
            ) : null}
            <Group>
              <Button type="submit" loading={replace.isPending}>
                Save access
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </QueryState>
  );
}
