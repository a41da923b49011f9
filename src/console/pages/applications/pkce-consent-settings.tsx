// PKCE (RFC 7636) and consent: whether the authorization code flow must carry a code challenge
// (always for public applications, which have no secret to bind the code exchange), saved at once;
// and whether the application is a third-party one, whose users see a consent screen (fixed when
// the application was created, so shown and not switched).
import { Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import type { ApplicationType } from '../../gql/graphql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { GeneralErrors } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';
import { isConfidential } from './application-types';

const PkceConsentQuery = graphql(`
  query ConsoleApplicationPkceConsent($id: ID!) {
    application(id: $id) {
      id
      isThirdParty
      customClientMetadata {
        requirePkce
      }
    }
  }
`);

const UpdatePkce = graphql(`
  mutation ConsoleUpdateApplicationPkce($id: ID!, $input: UpdateApplicationInput!) {
    updateApplication(id: $id, input: $input) {
      application {
        id
        customClientMetadata {
          requirePkce
        }
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const FIELD = 'customClientMetadata.requirePkce';

export function PkceConsentSettings({ id, type }: { id: string; type: ApplicationType }) {
  const query = useGraphQLQuery(PkceConsentQuery, { id });
  const update = useGraphQLMutation(UpdatePkce);
  const stored = query.data?.application?.customClientMetadata.requirePkce ?? true;
  const [value, setValue] = useState(stored);
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string[]>([]);
  useEffect(() => setValue(stored), [stored]);
  const publicClient = !isConfidential(type);

  const save = async (next: boolean) => {
    setError(undefined);
    setGeneral([]);
    setValue(next);
    const { updateApplication } = await update.mutateAsync({ id, input: { customClientMetadata: { requirePkce: next } } });
    if (updateApplication.userErrors.length) {
      const split = splitUserErrors(updateApplication.userErrors, [FIELD]);
      setError(split.byField[FIELD]);
      setGeneral(split.general);
      setValue(stored);
      return;
    }
    notifications.show({ message: next ? 'PKCE is now required' : 'PKCE is no longer required', color: 'green' });
  };

  if (!query.data?.application) return null;
  const thirdParty = query.data.application.isThirdParty;
  return (
    <Stack gap="xs" mt="lg">
      <Title order={4}>PKCE and consent</Title>
      <GeneralErrors messages={general} />
      <Switch
        label="Require PKCE (code_challenge with S256)"
        description={
          publicClient
            ? 'Always on for single-page and native applications: they have no secret to protect the code exchange.'
            : 'When on, an authorization request without a code_challenge is refused; a challenge that is sent is checked either way.'
        }
        checked={value}
        disabled={publicClient || update.isPending}
        error={error}
        onChange={(event) => void save(event.currentTarget.checked)}
      />
      <Text size="sm">
        {thirdParty
          ? 'Third-party application: its users see a consent screen and it may ask only for the scopes they consent to; it never gets token exchange.'
          : 'First-party application: users are not asked for consent.'}{' '}
        <Text span size="sm" c="dimmed">
          Chosen when the application was created; it cannot change.
        </Text>
      </Text>
    </Stack>
  );
}
