// Who may sign in to an application (application-level access control), for OIDC and SAML
// applications alike: the switch, and the users, roles and organizations it allows, found by
// searching the server, and the organization-role rules (an organization and the roles whose
// holders there may sign in). Saving replaces all of them at once.
import { ActionIcon, Button, Fieldset, Group, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { graphql } from '../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../graphql/hooks';
import { GeneralErrors, QueryState } from './query-state';
import { OrganizationPicker, OrganizationRolePicker, OrganizationSearchSelect, UserPicker, UserRolePicker } from './server-pickers';
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

interface OrganizationRoleRule {
  organizationId: string | null;
  organizationRoleIds: string[];
}

interface Values {
  enabled: boolean;
  userIds: string[];
  userRoleIds: string[];
  organizationIds: string[];
  organizationRoleRules: OrganizationRoleRule[];
}
const FIELDS = ['enabled', 'userIds', 'userRoleIds', 'organizationIds', 'organizationRoleRules'];

export function ApplicationAccess({ applicationId }: { applicationId: string }) {
  const query = useGraphQLQuery(AccessQuery, { applicationId });
  const replace = useGraphQLMutation(ReplaceAccess);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<Values>({ initialValues: { enabled: false, userIds: [], userRoleIds: [], organizationIds: [], organizationRoleRules: [] } });
  const stored = query.data?.applicationAccessControl;
  useEffect(() => {
    if (!stored) return;
    const values = {
      enabled: stored.enabled,
      userIds: stored.userIds,
      userRoleIds: stored.userRoleIds,
      organizationIds: stored.organizationIds,
      organizationRoleRules: stored.organizationRoleRules.map((r) => ({ organizationId: r.organizationId, organizationRoleIds: r.organizationRoleIds })),
    };
    form.setValues(values);
    form.resetDirty(values);
    // Only when the stored control changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(stored)]);
  const known = (stored?.labels ?? []).map((l) => ({ value: l.id, label: l.label }));
  const labelOf = (id: string) => known.find((k) => k.value === id)?.label ?? id;

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    const { replaceApplicationAccessControl } = await replace.mutateAsync({
      applicationId,
      input: {
        ...values,
        // A row left without an organization is not a rule yet; the server names a rule without roles.
        organizationRoleRules: values.organizationRoleRules.flatMap((r) =>
          r.organizationId ? [{ organizationId: r.organizationId, organizationRoleIds: r.organizationRoleIds }] : [],
        ),
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
            <Fieldset legend="Organization members holding roles there">
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  A member of the organization who holds any of the chosen organization roles may sign in.
                </Text>
                {form.values.organizationRoleRules.map((rule, i) => (
                  <Group key={i} align="flex-end" wrap="wrap">
                    <OrganizationSearchSelect
                      style={{ flex: '1 1 220px' }}
                      label={`Organization of rule ${i + 1}`}
                      placeholder="Search organizations"
                      value={rule.organizationId}
                      chosenLabel={labelOf(rule.organizationId ?? '')}
                      onChange={(id) => form.setFieldValue(`organizationRoleRules.${i}.organizationId`, id)}
                    />
                    <OrganizationRolePicker
                      style={{ flex: '1 1 220px' }}
                      label={`Roles of rule ${i + 1}`}
                      placeholder="Search organization roles"
                      known={known}
                      value={rule.organizationRoleIds}
                      onChange={(ids) => form.setFieldValue(`organizationRoleRules.${i}.organizationRoleIds`, ids)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Remove rule ${i + 1}`}
                      onClick={() => form.removeListItem('organizationRoleRules', i)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                ))}
                {form.errors.organizationRoleRules ? (
                  <Text size="sm" c="red.8" role="alert">
                    {form.errors.organizationRoleRules}
                  </Text>
                ) : null}
                <Group>
                  <Button variant="light" onClick={() => form.insertListItem('organizationRoleRules', { organizationId: null, organizationRoleIds: [] })}>
                    Add a rule
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
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
