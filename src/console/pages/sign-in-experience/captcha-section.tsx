// The CAPTCHA of the sign-in and registration pages: the provider (Turnstile or reCAPTCHA
// Enterprise), its site key, its secret key (write-only: the server never answers it, an empty
// field keeps the stored one) and whether sign-in requires it. The server judges every value.
import { Alert, Button, Fieldset, Group, PasswordInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import type { CaptchaConfigInput, CaptchaType, ConsoleCaptchaQuery, RecaptchaMode } from '../../gql/graphql';
import { RequestError } from '../../graphql/client';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { useResetOnChange } from '../../components/form-reset';
import { GeneralErrors } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';

const ProviderQuery = graphql(`
  query ConsoleCaptcha {
    captchaProvider {
      id
      config {
        type
        siteKey
        projectId
        domain
        mode
      }
    }
  }
`);

const PolicyQuery = graphql(`
  query ConsoleCaptchaPolicy {
    signInExperience {
      captchaPolicy {
        enabled
      }
    }
  }
`);

const SaveProvider = graphql(`
  mutation ConsoleUpdateCaptchaProvider($config: CaptchaConfigInput!) {
    updateCaptchaProvider(config: $config) {
      captchaProvider {
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

const DeleteProvider = graphql(`
  mutation ConsoleDeleteCaptchaProvider {
    deleteCaptchaProvider {
      deleted
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const SavePolicy = graphql(`
  mutation ConsoleUpdateCaptchaPolicy($enabled: Boolean!) {
    updateSignInExperience(input: { captchaPolicy: { enabled: $enabled } }) {
      signInExperience {
        captchaPolicy {
          enabled
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

/** What the server keeps in place of the secret key; sent back, it keeps the stored one. */
const MASK = '********';

type Provider = ConsoleCaptchaQuery['captchaProvider'] | null;
interface Values {
  type: CaptchaType;
  siteKey: string;
  secretKey: string;
  projectId: string;
  domain: string;
  mode: RecaptchaMode;
  enabled: boolean;
}

const FIELDS = ['config.type', 'config.siteKey', 'config.secretKey', 'config.projectId', 'config.domain', 'config.mode', 'captchaPolicy.enabled'];

function valuesOf(provider: Provider, enabled: boolean): Values {
  return {
    type: provider?.config.type ?? 'Turnstile',
    siteKey: provider?.config.siteKey ?? '',
    secretKey: '',
    projectId: provider?.config.projectId ?? '',
    domain: provider?.config.domain ?? '',
    mode: provider?.config.mode ?? 'invisible',
    enabled,
  };
}

/** Field errors at the form's own paths (the server names `config.siteKey`, the form `siteKey`). */
function formErrors(byField: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(byField).map(([field, message]) => [field.replace(/^config\./, '').replace(/^captchaPolicy\./, ''), message]));
}

function CaptchaForm({ provider, enabled }: { provider: Provider; enabled: boolean }) {
  const save = useGraphQLMutation(SaveProvider);
  const remove = useGraphQLMutation(DeleteProvider);
  const savePolicy = useGraphQLMutation(SavePolicy);
  const [general, setGeneral] = useState<string[]>([]);
  const initial = valuesOf(provider, enabled);
  const form = useForm<Values>({ initialValues: initial });
  useResetOnChange(form, initial);
  const recaptcha = form.values.type === 'RecaptchaEnterprise';

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      const providerChanged =
        !provider || values.secretKey !== '' || (['type', 'siteKey', 'projectId', 'domain', 'mode'] as const).some((key) => values[key] !== initial[key]);
      if (providerChanged) {
        const config: CaptchaConfigInput = {
          type: values.type,
          siteKey: values.siteKey.trim(),
          // Empty keeps the stored key (the server refuses it when there is none of this type).
          secretKey: values.secretKey === '' ? MASK : values.secretKey,
          ...(values.type === 'RecaptchaEnterprise'
            ? { projectId: values.projectId.trim(), mode: values.mode, ...(values.domain.trim() ? { domain: values.domain.trim() } : {}) }
            : {}),
        };
        const { updateCaptchaProvider } = await save.mutateAsync({ config });
        if (updateCaptchaProvider.userErrors.length) {
          const errors = splitUserErrors(updateCaptchaProvider.userErrors, FIELDS);
          form.setErrors(formErrors(errors.byField));
          setGeneral(errors.general);
          return;
        }
      }
      if (values.enabled !== initial.enabled) {
        const { updateSignInExperience } = await savePolicy.mutateAsync({ enabled: values.enabled });
        if (updateSignInExperience.userErrors.length) {
          const errors = splitUserErrors(updateSignInExperience.userErrors, FIELDS);
          form.setErrors(formErrors(errors.byField));
          setGeneral(errors.general);
          return;
        }
      }
      if (!providerChanged && values.enabled === initial.enabled) {
        notifications.show({ message: 'Nothing changed' });
        return;
      }
      form.setFieldValue('secretKey', '');
      notifications.show({ message: 'CAPTCHA settings saved', color: 'green' });
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });

  const removeProvider = async () => {
    setGeneral([]);
    try {
      const { deleteCaptchaProvider } = await remove.mutateAsync({});
      if (deleteCaptchaProvider.userErrors.length) {
        setGeneral(deleteCaptchaProvider.userErrors.map((e) => e.message));
        return;
      }
      notifications.show({ message: 'CAPTCHA provider removed; sign-in no longer requires a CAPTCHA', color: 'green' });
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640}>
        <GeneralErrors messages={general} />
        <Fieldset legend="CAPTCHA">
          <Stack>
            <Text size="sm" c="dimmed">
              Shown on the sign-in and registration pages and checked by the server at the provider before a password is checked, a code is sent or an account
              is created. Social, single sign-on and passkey sign-ins do not need it.
            </Text>
            <Select
              label="Provider"
              data={[
                { value: 'Turnstile', label: 'Cloudflare Turnstile' },
                { value: 'RecaptchaEnterprise', label: 'Google reCAPTCHA Enterprise' },
              ]}
              allowDeselect={false}
              {...form.getInputProps('type')}
            />
            <TextInput label="Site key" description="The public key the page’s widget uses." {...form.getInputProps('siteKey')} />
            <PasswordInput
              label={recaptcha ? 'API key' : 'Secret key'}
              description={
                provider
                  ? 'Write-only: a key is stored and never shown. Leave empty to keep it.'
                  : recaptcha
                    ? 'A Google Cloud API key allowed to create reCAPTCHA assessments.'
                    : 'Turnstile’s secret key. It is sealed at rest and never shown again.'
              }
              autoComplete="new-password"
              {...form.getInputProps('secretKey')}
            />
            {recaptcha ? (
              <>
                <TextInput label="Google Cloud project id" {...form.getInputProps('projectId')} />
                <Select
                  label="Key type"
                  data={[
                    { value: 'invisible', label: 'Score-based (no challenge shown)' },
                    { value: 'checkbox', label: 'Checkbox' },
                  ]}
                  allowDeselect={false}
                  {...form.getInputProps('mode')}
                />
                <TextInput label="Script host" description="Optional, e.g. www.recaptcha.net where google.com is blocked." {...form.getInputProps('domain')} />
              </>
            ) : null}
            <Switch
              label="Require a CAPTCHA at sign-in and registration"
              description={provider ? undefined : 'Set a provider first (it is saved with this switch).'}
              {...form.getInputProps('enabled', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" loading={save.isPending || savePolicy.isPending}>
            Save CAPTCHA
          </Button>
          {provider ? (
            <Button variant="default" color="red" onClick={() => void removeProvider()} loading={remove.isPending}>
              Remove provider
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

export function CaptchaSection() {
  const provider = useGraphQLQuery(ProviderQuery, {});
  const policy = useGraphQLQuery(PolicyQuery, {});
  // No provider is the compatible 404, `entity.not_found`: an empty form, not an error.
  const none = provider.error instanceof RequestError && provider.error.code === 'entity.not_found';
  // The last answer known, kept while a refetch (after every save) is under way, so the form is
  // not unmounted and its errors and typing lost in between.
  const [known, setKnown] = useState<{ provider: Provider } | undefined>();
  useEffect(() => {
    if (provider.data) setKnown({ provider: provider.data.captchaProvider });
    else if (none) setKnown({ provider: null });
  }, [provider.data, none]);
  const failed = (provider.error && !none) || policy.error;
  if (failed) {
    return (
      <Alert color="red" title="The CAPTCHA settings could not be loaded">
        {(failed as Error).message}
      </Alert>
    );
  }
  if (!policy.data || !known) return <Text size="sm">Loading…</Text>;
  return <CaptchaForm provider={known.provider} enabled={policy.data.signInExperience.captchaPolicy.enabled} />;
}
