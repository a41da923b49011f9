// Token exchange (RFC 8693) for one application: the "Allow token exchange" switch, the target
// resources it may exchange for, the transaction tokens switch, and Management API access for signed-in users. Each switch
// saves at once; a refusal (public clients cannot exchange tokens, an unknown indicator) is shown
// under the control it is about, and the control keeps the server's value.
import { Alert, Button, Group, Stack, Switch, TagsInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import type { ApplicationType, CustomClientMetadataInput } from '../../gql/graphql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { GeneralErrors } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';
import { isConfidential } from './application-types';

const TargetChoicesQuery = graphql(`
  query ConsoleTokenExchangeTargets {
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

const UpdateCustomMetadata = graphql(`
  mutation ConsoleUpdateApplicationTokenExchange($id: ID!, $input: UpdateApplicationInput!) {
    updateApplication(id: $id, input: $input) {
      application {
        id
        customClientMetadata {
          allowTokenExchange
          transactionTokens
          allowedTokenExchangeResources
          allowManagementApi
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

const FIELDS = [
  'customClientMetadata.allowTokenExchange',
  'customClientMetadata.transactionTokens',
  'customClientMetadata.allowedTokenExchangeResources',
  'customClientMetadata.allowManagementApi',
] as const;
type Field = (typeof FIELDS)[number];

export function TokenExchangeSettings({
  id,
  type,
  metadata,
}: {
  id: string;
  type: ApplicationType;
  metadata: { allowTokenExchange: boolean; transactionTokens: boolean; allowedTokenExchangeResources: readonly string[]; allowManagementApi: boolean };
}) {
  const update = useGraphQLMutation(UpdateCustomMetadata);
  const targets = useGraphQLQuery(TargetChoicesQuery, {});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState<Field>();
  const [resources, setResources] = useState<string[]>([...metadata.allowedTokenExchangeResources]);
  useEffect(() => setResources([...metadata.allowedTokenExchangeResources]), [metadata.allowedTokenExchangeResources]);

  const save = async (field: Field, input: CustomClientMetadataInput, done: string) => {
    setErrors({});
    setGeneral([]);
    setSaving(field);
    try {
      const { updateApplication } = await update.mutateAsync({ id, input: { customClientMetadata: input } });
      if (updateApplication.userErrors.length) {
        const split = splitUserErrors(updateApplication.userErrors, FIELDS);
        // A refusal that names no field is about the control just used.
        setErrors({ ...split.byField, ...(split.general.length ? { [field]: split.general.join(' ') } : {}) });
        return;
      }
      notifications.show({ message: done, color: 'green' });
    } catch (e) {
      setGeneral([e instanceof Error ? e.message : String(e)]);
    } finally {
      setSaving(undefined);
    }
  };

  // Tessera's own APIs cannot be targets; the server refuses them, so they are not offered.
  const indicators = (targets.data?.resources.nodes ?? []).filter((r) => !r.isManagement).map((r) => r.indicator);
  const savedResources = [...metadata.allowedTokenExchangeResources];
  const resourcesChanged = JSON.stringify(resources) !== JSON.stringify(savedResources);

  return (
    <Stack maw={640}>
      <GeneralErrors messages={general} />
      <Title order={2} size="h4">
        Token exchange
      </Title>
      {!isConfidential(type) ? (
        <Alert color="gray">Only confidential applications (Traditional web, machine-to-machine) can use token exchange: this one is a public client.</Alert>
      ) : null}
      <Switch
        label="Allow token exchange"
        description="Lets this application trade a user's access token for one aimed at another API (RFC 8693 token exchange grant)"
        checked={metadata.allowTokenExchange}
        disabled={saving === 'customClientMetadata.allowTokenExchange'}
        onChange={(event) =>
          void save(
            'customClientMetadata.allowTokenExchange',
            { allowTokenExchange: event.currentTarget.checked },
            event.currentTarget.checked ? 'Token exchange allowed' : 'Token exchange turned off',
          )
        }
        error={errors['customClientMetadata.allowTokenExchange']}
      />
      <Stack gap="xs">
        <TagsInput
          label="Allowed target resources"
          description="API resource indicators this application may exchange tokens for; pick one or type it. Empty means any API resource other than Tessera's own."
          data={indicators}
          value={resources}
          onChange={setResources}
          splitChars={[',', ' ']}
          clearable
          error={errors['customClientMetadata.allowedTokenExchangeResources']}
        />
        <Group>
          <Button
            size="xs"
            disabled={!resourcesChanged}
            loading={saving === 'customClientMetadata.allowedTokenExchangeResources'}
            onClick={() =>
              void save('customClientMetadata.allowedTokenExchangeResources', { allowedTokenExchangeResources: resources }, 'Allowed target resources saved')
            }
          >
            Save target resources
          </Button>
          {resourcesChanged ? (
            <Button size="xs" variant="subtle" onClick={() => setResources(savedResources)}>
              Undo changes
            </Button>
          ) : null}
        </Group>
      </Stack>
      <Title order={2} size="h4" mt="md">
        Transaction tokens
      </Title>
      {type !== 'MachineToMachine' ? <Alert color="gray">Only machine-to-machine applications (workloads) can obtain transaction tokens.</Alert> : null}
      <Switch
        label="Allow transaction tokens"
        description="Lets this workload trade a user's access token for a short-lived transaction token of the trust domain, or replace one with a narrower one (draft-ietf-oauth-transaction-tokens)"
        checked={metadata.transactionTokens}
        disabled={saving === 'customClientMetadata.transactionTokens' || (type !== 'MachineToMachine' && !metadata.transactionTokens)}
        onChange={(event) =>
          void save(
            'customClientMetadata.transactionTokens',
            { transactionTokens: event.currentTarget.checked },
            event.currentTarget.checked ? 'Transaction tokens allowed' : 'Transaction tokens turned off',
          )
        }
        error={errors['customClientMetadata.transactionTokens']}
      />
      <Title order={2} size="h4" mt="md">
        Management API
      </Title>
      <Switch
        label="Allow Management API tokens for signed-in users"
        description="Lets this application obtain tokens for Tessera's Management API on behalf of the user who signed in: full administrative access for any administrator using it. Machine-to-machine access is given with a role instead."
        checked={metadata.allowManagementApi}
        disabled={saving === 'customClientMetadata.allowManagementApi'}
        color="red"
        onChange={(event) =>
          void save(
            'customClientMetadata.allowManagementApi',
            { allowManagementApi: event.currentTarget.checked },
            event.currentTarget.checked ? 'Management API access allowed' : 'Management API access turned off',
          )
        }
        error={errors['customClientMetadata.allowManagementApi']}
      />
    </Stack>
  );
}
