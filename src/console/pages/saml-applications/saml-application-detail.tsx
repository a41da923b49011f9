// One SAML application: its SP settings (entity id, ACS URL, NameID format, attribute mapping,
// request signing, IdP-initiated sign-in), what to give the SP (IdP entity id, SSO URL, metadata
// URL and download), and its signing certificates with rotation (add, activate, delete an
// inactive one). The rules are the server's; its userErrors are shown beside the fields.
import { Anchor, Button, Code, Group, Paper, Select, Stack, Switch, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { CopyValue } from '../../components/copy-value';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../components/dates';
import { KeyValueEditor, fromRows, toRows, type KeyValueRow } from '../../components/key-value-editor';
import { ApplicationAccess } from '../../components/application-access';
import { PageHeader } from '../../components/page-header';
import { GeneralErrors, QueryState } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';

const SamlApplicationQuery = graphql(`
  query ConsoleSamlApplication($id: ID!) {
    samlApplication(id: $id) {
      id
      name
      entityId
      acsUrl {
        url
      }
      nameIdFormat
      attributeMapping
      spCertificate
      requireSignedRequests
      idpInitiatedSignIn
      sloUrl {
        binding
        url
      }
      idp {
        entityId
        ssoUrl
        sloUrl
        metadataUrl
        loginUrl
      }
    }
    samlApplicationSecrets(id: $id) {
      id
      active
      expiresAt
      createdAt
      fingerprints
    }
  }
`);

const UpdateSamlApplication = graphql(`
  mutation ConsoleUpdateSamlApplication($id: ID!, $input: SamlApplicationInput!) {
    updateSamlApplication(id: $id, input: $input) {
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

const DeleteSamlApplication = graphql(`
  mutation ConsoleDeleteSamlApplication($id: ID!) {
    deleteSamlApplication(id: $id) {
      deletedId
      userErrors {
        message
      }
    }
  }
`);

const CreateSecret = graphql(`
  mutation ConsoleCreateSamlApplicationSecret($id: ID!, $lifeSpanInYears: Int!) {
    createSamlApplicationSecret(id: $id, lifeSpanInYears: $lifeSpanInYears) {
      samlApplicationSecret {
        id
      }
      userErrors {
        message
      }
    }
  }
`);

const ActivateSecret = graphql(`
  mutation ConsoleActivateSamlApplicationSecret($id: ID!, $secretId: ID!) {
    updateSamlApplicationSecret(id: $id, secretId: $secretId, active: true) {
      samlApplicationSecret {
        id
      }
      userErrors {
        message
      }
    }
  }
`);

const DeleteSecret = graphql(`
  mutation ConsoleDeleteSamlApplicationSecret($id: ID!, $secretId: ID!) {
    deleteSamlApplicationSecret(id: $id, secretId: $secretId) {
      deletedId
      userErrors {
        message
      }
    }
  }
`);

/** A table that scrolls sideways on a phone takes the focus, so a keyboard can scroll it. */
const SCROLLABLE_BY_KEYBOARD = { viewportProps: { tabIndex: 0 } };

const NAME_ID_FORMATS = [
  { value: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent', label: 'Persistent (the user id)' },
  { value: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress', label: 'Email address' },
  { value: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified', label: 'Unspecified (the user id)' },
];
const FIELDS = [
  'name',
  'entityId',
  'acsUrl',
  'nameIdFormat',
  'attributeMapping',
  'spCertificate',
  'requireSignedRequests',
  'idpInitiatedSignIn',
  'sloUrl',
] as const;
const SLO_BINDINGS = [
  { value: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', label: 'HTTP-Redirect' },
  { value: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', label: 'HTTP-POST' },
];

interface Stored {
  name: string;
  entityId: string;
  acsUrl: string;
  nameIdFormat: string;
  attributeMapping: KeyValueRow[];
  spCertificate: string;
  requireSignedRequests: boolean;
  idpInitiatedSignIn: boolean;
  sloUrl: string;
  sloBinding: string;
}

function SettingsForm({ id, stored }: { id: string; stored: Stored }) {
  const update = useGraphQLMutation(UpdateSamlApplication);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<Stored>({ initialValues: stored });
  const key = JSON.stringify(stored);
  useEffect(() => {
    form.setValues(stored);
    // Only when the stored application changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      const { updateSamlApplication } = await update.mutateAsync({
        id,
        input: {
          name: values.name.trim(),
          entityId: values.entityId.trim() || null,
          acsUrl: values.acsUrl.trim() ? { url: values.acsUrl.trim() } : null,
          nameIdFormat: values.nameIdFormat,
          // Attribute name (the SP's) → user field, as the form shows it; the API maps field → name.
          attributeMapping: Object.fromEntries(Object.entries(fromRows(values.attributeMapping)).map(([name, field]) => [field, name])),
          spCertificate: values.spCertificate.trim() || null,
          requireSignedRequests: values.requireSignedRequests,
          idpInitiatedSignIn: values.idpInitiatedSignIn,
          sloUrl: values.sloUrl.trim() ? { binding: values.sloBinding, url: values.sloUrl.trim() } : null,
        },
      });
      if (updateSamlApplication.userErrors.length) {
        const errors = splitUserErrors(updateSamlApplication.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'SAML application saved', color: 'green' });
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label="SAML application settings">
        <Stack>
          <Title order={2} size="h4">
            Service provider
          </Title>
          <GeneralErrors messages={general} />
          <TextInput label="Name" required autoComplete="off" {...form.getInputProps('name')} />
          <TextInput label="SP entity id" autoComplete="off" {...form.getInputProps('entityId')} />
          <TextInput label="ACS URL" description="HTTP-POST binding; https, or http to localhost" autoComplete="off" {...form.getInputProps('acsUrl')} />
          <Select label="NameID format" data={NAME_ID_FORMATS} allowDeselect={false} {...form.getInputProps('nameIdFormat')} />
          <KeyValueEditor
            label="Attribute mapping"
            description="SAML attribute name → user field: id, username, primaryEmail, primaryPhone, name, avatar or customData.<key>"
            keyLabel="Attribute"
            valueLabel="User field"
            addLabel="Add attribute"
            rows={form.values.attributeMapping}
            onChange={(rows) => form.setFieldValue('attributeMapping', rows)}
            error={form.errors.attributeMapping as string | undefined}
          />
          <Textarea label="SP signing certificate (PEM)" autosize minRows={2} maxRows={8} {...form.getInputProps('spCertificate')} />
          <Switch label="Require signed AuthnRequests" {...form.getInputProps('requireSignedRequests', { type: 'checkbox' })} />
          <Switch label="Allow IdP-initiated sign-in" {...form.getInputProps('idpInitiatedSignIn', { type: 'checkbox' })} />
          <TextInput
            label="Single Logout URL"
            description="Where the SP takes logout answers (its SingleLogoutService); empty turns Single Logout off"
            autoComplete="off"
            {...form.getInputProps('sloUrl')}
          />
          <Select label="Single Logout binding" data={SLO_BINDINGS} allowDeselect={false} {...form.getInputProps('sloBinding')} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

type Secret = { id: string; active: boolean; expiresAt: string; createdAt: string; fingerprints: Record<string, unknown> };

function Certificates({ id, secrets }: { id: string; secrets: Secret[] }) {
  const create = useGraphQLMutation(CreateSecret);
  const activate = useGraphQLMutation(ActivateSecret);
  const remove = useGraphQLMutation(DeleteSecret);
  const sha256 = (secret: Secret) => ((secret.fingerprints.sha256 as { formatted?: string } | undefined)?.formatted ?? '').slice(0, 29) + '…';
  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            Signing certificates
          </Title>
          <Button
            variant="default"
            loading={create.isPending}
            onClick={async () => {
              const { createSamlApplicationSecret } = await create.mutateAsync({ id, lifeSpanInYears: 3 });
              const refused = createSamlApplicationSecret.userErrors[0]?.message;
              notifications.show({ message: refused ?? 'Certificate added (inactive until you activate it)', color: refused ? 'red' : 'green' });
            }}
          >
            Add certificate
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          To rotate: add a certificate, give it to the SP (or let it read the metadata again), then activate it; the old one can then be deleted.
        </Text>
        <Table.ScrollContainer minWidth={520} scrollAreaProps={SCROLLABLE_BY_KEYBOARD}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SHA-256 fingerprint</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {secrets.map((secret) => (
                <Table.Tr key={secret.id}>
                  <Table.Td>
                    <Code>{sha256(secret)}</Code>
                  </Table.Td>
                  <Table.Td>{secret.active ? <StatusBadge tone="good">Active</StatusBadge> : <StatusBadge tone="neutral">Inactive</StatusBadge>}</Table.Td>
                  <Table.Td>{formatDate(secret.expiresAt)}</Table.Td>
                  <Table.Td>
                    {secret.active ? null : (
                      <Group gap="xs">
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Activate certificate expiring ${formatDate(secret.expiresAt)}`}
                          onClick={async () => {
                            const { updateSamlApplicationSecret } = await activate.mutateAsync({ id, secretId: secret.id });
                            const refused = updateSamlApplicationSecret.userErrors[0]?.message;
                            notifications.show({ message: refused ?? 'Certificate activated', color: refused ? 'red' : 'green' });
                          }}
                        >
                          Activate
                        </Button>
                        <ConfirmButton
                          size="xs"
                          color="red"
                          variant="light"
                          label="Delete"
                          title="Delete this certificate?"
                          onConfirm={async () => {
                            const { deleteSamlApplicationSecret } = await remove.mutateAsync({ id, secretId: secret.id });
                            return deleteSamlApplicationSecret.userErrors[0]?.message;
                          }}
                        >
                          The SP can no longer check responses signed with it.
                        </ConfirmButton>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

export default function SamlApplicationDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useGraphQLQuery(SamlApplicationQuery, { id });
  const remove = useGraphQLMutation(DeleteSamlApplication);
  const application = query.data?.samlApplication;
  return (
    <>
      <PageHeader
        title={application?.name ?? 'SAML application'}
        parent={{ label: 'SAML applications', to: '/saml-applications' }}
        actions={
          <ConfirmButton
            color="red"
            variant="light"
            label="Delete application"
            title="Delete this SAML application?"
            onConfirm={async () => {
              const { deleteSamlApplication } = await remove.mutateAsync({ id });
              const refused = deleteSamlApplication.userErrors[0]?.message;
              if (!refused) void navigate('/saml-applications');
              return refused;
            }}
          >
            Its service provider can no longer sign people in through Tessera.
          </ConfirmButton>
        }
      />
      <QueryState query={query}>
        {() =>
          application ? (
            <Stack>
              <Paper withBorder p="md">
                <Stack gap="xs">
                  <Title order={2} size="h4">
                    Identity provider (give these to the SP)
                  </Title>
                  <CopyValue label="IdP entity id" value={application.idp.entityId} />
                  <CopyValue label="SSO URL (HTTP-Redirect and HTTP-POST)" value={application.idp.ssoUrl} />
                  <CopyValue label="Single Logout URL (HTTP-Redirect and HTTP-POST)" value={application.idp.sloUrl} />
                  <CopyValue label="Metadata URL" value={application.idp.metadataUrl} />
                  <CopyValue label="IdP-initiated sign-in URL" value={application.idp.loginUrl} />
                  <Anchor href={application.idp.metadataUrl} download={`tessera-saml-${application.id}.xml`}>
                    Download IdP metadata
                  </Anchor>
                </Stack>
              </Paper>
              <SettingsForm
                id={application.id}
                stored={{
                  name: application.name,
                  entityId: application.entityId ?? '',
                  acsUrl: application.acsUrl?.url ?? '',
                  nameIdFormat: application.nameIdFormat,
                  attributeMapping: toRows(
                    Object.fromEntries(Object.entries((application.attributeMapping ?? {}) as Record<string, string>).map(([field, name]) => [name, field])),
                  ),
                  spCertificate: application.spCertificate ?? '',
                  requireSignedRequests: application.requireSignedRequests,
                  idpInitiatedSignIn: application.idpInitiatedSignIn,
                  sloUrl: application.sloUrl?.url ?? '',
                  sloBinding: application.sloUrl?.binding ?? SLO_BINDINGS[0]!.value,
                }}
              />
              <Certificates id={application.id} secrets={query.data!.samlApplicationSecrets} />
              <Paper withBorder p="md">
                <Stack gap="xs">
                  <Title order={2} size="h4">
                    Who may sign in
                  </Title>
                  <ApplicationAccess applicationId={application.id} />
                </Stack>
              </Paper>
            </Stack>
          ) : (
            <Text>This SAML application does not exist.</Text>
          )
        }
      </QueryState>
    </>
  );
}
