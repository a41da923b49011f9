// One user: profile, custom data, roles, organizations, security (password, suspension), deletion.
import { Anchor, Button, Code, Group, Paper, PasswordInput, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { JsonObjectEditor } from '../../components/json-editor';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';
import { useTabParam } from '../../components/tab-param';
import { useReadOnly } from '../../components/read-only';
import { Activity } from '../logs/activity';
import { UserIdentities } from './user-identities';
import { UserMfaVerifications } from './user-mfa-verifications';
import { UserRoles } from './user-roles';
import { UserSessions } from './user-sessions';
import { UserGrants } from './user-grants';

const UserQuery = graphql(`
  query ConsoleUser($id: ID!) {
    user(id: $id) {
      id
      username
      primaryEmail
      primaryPhone
      emailVerified
      phoneVerified
      name
      avatar
      customData
      profile
      identities
      ssoIdentities {
        id
        ssoConnectorId
        issuer
        identityId
        detail
        createdAt
      }
      hasPassword
      hasMfa
      isSuspended
      lastSignInAt
      createdAt
      updatedAt
    }
    userOrganizations(userId: $id) {
      id
      name
    }
  }
`);

const UpdateUser = graphql(`
  mutation ConsoleUpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      user {
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

const UpdateCustomData = graphql(`
  mutation ConsoleUpdateUserCustomData($id: ID!, $customData: JSONObject!) {
    updateUserCustomData(id: $id, customData: $customData) {
      value
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const UpdatePassword = graphql(`
  mutation ConsoleUpdateUserPassword($id: ID!, $password: String!) {
    updateUserPassword(id: $id, password: $password) {
      user {
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

const SetIdentifierVerified = graphql(`
  mutation ConsoleSetUserIdentifierVerified($id: ID!, $identifierType: VerifiableIdentifierType!, $verified: Boolean!) {
    setUserIdentifierVerified(id: $id, identifierType: $identifierType, verified: $verified) {
      user {
        id
        emailVerified
        phoneVerified
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const SetSuspended = graphql(`
  mutation ConsoleSetUserSuspended($id: ID!, $isSuspended: Boolean!) {
    setUserSuspended(id: $id, isSuspended: $isSuspended) {
      user {
        id
        isSuspended
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const DeleteUser = graphql(`
  mutation ConsoleDeleteUser($id: ID!) {
    deleteUser(id: $id) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

const TABS = ['profile', 'custom-data', 'roles', 'organizations', 'security', 'authorized-apps', 'identities', 'activity'];

const PROFILE_FIELDS = ['username', 'primaryEmail', 'primaryPhone', 'name', 'avatar'] as const;
type ProfileValues = Record<(typeof PROFILE_FIELDS)[number], string>;

function ProfileForm({ id, initial }: { id: string; initial: ProfileValues }) {
  const update = useGraphQLMutation(UpdateUser);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<ProfileValues>({ initialValues: initial });
  useEffect(() => {
    form.setInitialValues(initial);
    form.setValues(initial);
    // Only when the stored user changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(initial)]);
  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    // A cleared field is sent as null (removes the value); untouched ones are not sent.
    const input = Object.fromEntries(
      PROFILE_FIELDS.filter((field) => values[field] !== initial[field]).map((field) => [field, values[field].trim() === '' ? null : values[field].trim()]),
    );
    const { updateUser } = await update.mutateAsync({ id, input });
    if (updateUser.userErrors.length) {
      const errors = splitUserErrors(updateUser.userErrors, PROFILE_FIELDS);
      form.setErrors(errors.byField);
      setGeneral(errors.general);
      return;
    }
    notifications.show({ message: 'Profile saved', color: 'green' });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={560}>
        <GeneralErrors messages={general} />
        <TextInput label="Username" {...form.getInputProps('username')} />
        <TextInput label="Email" type="email" {...form.getInputProps('primaryEmail')} />
        <TextInput label="Phone" type="tel" {...form.getInputProps('primaryPhone')} />
        <TextInput label="Name" {...form.getInputProps('name')} />
        <TextInput label="Avatar URL" type="url" {...form.getInputProps('avatar')} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Whether the primary email and phone count as verified (the ID token's `email_verified` and
 * `phone_number_verified`): switched by an administrator, shown only for an address the user has.
 */
function AddressVerification({
  id,
  user,
}: {
  id: string;
  user: { primaryEmail?: string | null; primaryPhone?: string | null; emailVerified: boolean; phoneVerified: boolean };
}) {
  const set = useGraphQLMutation(SetIdentifierVerified);
  const readOnly = useReadOnly();
  const rows = [
    { type: 'email' as const, address: user.primaryEmail, verified: user.emailVerified, label: 'Email verified', claim: 'email_verified' },
    { type: 'phone' as const, address: user.primaryPhone, verified: user.phoneVerified, label: 'Phone verified', claim: 'phone_number_verified' },
  ].filter((row) => row.address);
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs" mt="lg" maw={560}>
      {rows.map((row) => (
        <Switch
          key={row.type}
          label={row.label}
          description={`Whether ${row.address} counts as proved (${row.claim} in ID tokens; account linking trusts only a verified address)`}
          checked={row.verified}
          disabled={readOnly || set.isPending}
          onChange={async (event) => {
            const verified = event.currentTarget.checked;
            const { setUserIdentifierVerified } = await set.mutateAsync({ id, identifierType: row.type, verified });
            const error = setUserIdentifierVerified.userErrors[0]?.message;
            notifications.show(
              error ? { message: error, color: 'red' } : { message: `${row.address} marked ${verified ? 'verified' : 'not verified'}`, color: 'green' },
            );
          }}
        />
      ))}
    </Stack>
  );
}

function CustomData({ id, value }: { id: string; value: Record<string, unknown> }) {
  const update = useGraphQLMutation(UpdateCustomData);
  const [error, setError] = useState<string>();
  return (
    <JsonObjectEditor
      label="Custom data"
      value={value}
      saving={update.isPending}
      serverError={error}
      onSave={async (customData) => {
        const { updateUserCustomData } = await update.mutateAsync({ id, customData });
        setError(updateUserCustomData.userErrors[0]?.message);
        if (!updateUserCustomData.userErrors.length) notifications.show({ message: 'Custom data saved', color: 'green' });
      }}
    />
  );
}

function PasswordReset({ id }: { id: string }) {
  const update = useGraphQLMutation(UpdatePassword);
  const form = useForm({ initialValues: { password: '' } });
  const submit = form.onSubmit(async ({ password }) => {
    const { updateUserPassword } = await update.mutateAsync({ id, password });
    if (updateUserPassword.userErrors.length) {
      form.setFieldError('password', updateUserPassword.userErrors.map((e) => e.message).join(' '));
      return;
    }
    form.reset();
    notifications.show({ message: 'Password changed; the user’s sessions were ended', color: 'green' });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" wrap="wrap">
        <PasswordInput label="New password" autoComplete="new-password" w={{ base: '100%', sm: 320 }} {...form.getInputProps('password')} />
        <Button type="submit" loading={update.isPending}>
          Set password
        </Button>
      </Group>
    </form>
  );
}

export default function UserDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const tabs = useTabParam('profile');
  const query = useGraphQLQuery(UserQuery, { id });
  const suspend = useGraphQLMutation(SetSuspended);
  const remove = useGraphQLMutation(DeleteUser);

  return (
    <QueryState query={query}>
      {() => {
        const user = query.data!.user;
        if (!user)
          return (
            <EmptyState title="This user does not exist">
              It may have been deleted.{' '}
              <Anchor component={Link} to="/users">
                Back to users
              </Anchor>
            </EmptyState>
          );
        const title = user.username ?? user.name ?? user.primaryEmail ?? user.id;
        return (
          <>
            <PageHeader
              title={title}
              parent={{ label: 'Users', to: '/users' }}
              status={user.isSuspended ? <StatusBadge tone="bad">Suspended</StatusBadge> : null}
              actions={
                <>
                  <ConfirmButton
                    label={user.isSuspended ? 'Reactivate' : 'Suspend'}
                    color={user.isSuspended ? 'green' : 'orange'}
                    title={user.isSuspended ? 'Reactivate this user?' : 'Suspend this user?'}
                    onConfirm={async () => {
                      const { setUserSuspended } = await suspend.mutateAsync({ id, isSuspended: !user.isSuspended });
                      return setUserSuspended.userErrors[0]?.message;
                    }}
                  >
                    {user.isSuspended
                      ? `${title} will be able to sign in again.`
                      : `${title} will be signed out everywhere and cannot sign in until reactivated.`}
                  </ConfirmButton>
                  <ConfirmButton
                    label="Delete"
                    title="Delete this user?"
                    onConfirm={async () => {
                      const { deleteUser } = await remove.mutateAsync({ id });
                      if (deleteUser.userErrors.length) return deleteUser.userErrors[0]!.message;
                      notifications.show({ message: 'User deleted', color: 'green' });
                      void navigate('/users');
                      return undefined;
                    }}
                  >
                    {title} and everything tied to it (roles, sessions, identities) will be deleted. This cannot be undone.
                  </ConfirmButton>
                </>
              }
            />
            <Text size="sm" c="dimmed" mb="md">
              ID <Code>{user.id}</Code> · created {formatDate(user.createdAt)} · last sign-in {formatDate(user.lastSignInAt)}
            </Text>
            <Tabs value={tabs.tab(TABS)} onChange={tabs.select} keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="profile">Profile</Tabs.Tab>
                <Tabs.Tab value="custom-data">Custom data</Tabs.Tab>
                <Tabs.Tab value="roles">Roles</Tabs.Tab>
                <Tabs.Tab value="organizations">Organizations</Tabs.Tab>
                <Tabs.Tab value="security">Security</Tabs.Tab>
                <Tabs.Tab value="authorized-apps">Authorized apps</Tabs.Tab>
                <Tabs.Tab value="identities">Identities</Tabs.Tab>
                <Tabs.Tab value="activity">Activity</Tabs.Tab>
              </Tabs.List>
              <Paper withBorder p="md">
                <Tabs.Panel value="profile">
                  <ProfileForm
                    id={id}
                    initial={{
                      username: user.username ?? '',
                      primaryEmail: user.primaryEmail ?? '',
                      primaryPhone: user.primaryPhone ?? '',
                      name: user.name ?? '',
                      avatar: user.avatar ?? '',
                    }}
                  />
                  <AddressVerification id={id} user={user} />
                </Tabs.Panel>
                <Tabs.Panel value="custom-data">
                  <CustomData id={id} value={user.customData} />
                </Tabs.Panel>
                <Tabs.Panel value="roles">
                  <UserRoles userId={id} />
                </Tabs.Panel>
                <Tabs.Panel value="organizations">
                  {query.data!.userOrganizations.length === 0 ? (
                    <EmptyState title="Not a member of any organization" />
                  ) : (
                    <Stack gap="xs">
                      {query.data!.userOrganizations.map((org) => (
                        <Anchor key={org.id} component={Link} to={`/organizations/${org.id}`}>
                          {org.name}
                        </Anchor>
                      ))}
                    </Stack>
                  )}
                </Tabs.Panel>
                <Tabs.Panel value="security">
                  <Stack>
                    <Text size="sm">
                      Password: {user.hasPassword ? 'set' : 'none'} · Two-step verification: {user.hasMfa ? 'on' : 'off'}
                    </Text>
                    <PasswordReset id={id} />
                    <UserMfaVerifications userId={id} />
                    <UserSessions userId={id} />
                  </Stack>
                </Tabs.Panel>
                <Tabs.Panel value="authorized-apps">
                  <UserGrants userId={id} />
                </Tabs.Panel>
                <Tabs.Panel value="identities">
                  <UserIdentities social={user.identities} sso={user.ssoIdentities} />
                </Tabs.Panel>
                <Tabs.Panel value="activity">
                  <Activity userId={id} />
                </Tabs.Panel>
              </Paper>
            </Tabs>
          </>
        );
      }}
    </QueryState>
  );
}
