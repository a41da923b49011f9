// How the sign-in page looks and what it offers first: the product name, logos, favicons, colours
// and dark theme, the languages, and the sign-in methods in their order, with a live preview
// beside the form. The preview is the server's own rendering of the sign-in page with the unsaved
// values (`signInExperiencePreview`), shown in a sandboxed frame where nothing runs or submits;
// the server checks the values as a save would, and its refusal is shown in place of the preview.
import { ActionIcon, Button, Checkbox, ColorInput, Fieldset, Grid, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ConsoleBrandingQuery, SignInIdentifier, UpdateSignInExperienceInput } from '../../gql/graphql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { useResetOnChange } from '../../components/form-reset';
import { GeneralErrors, QueryState } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';
import { settings as consoleSettings } from '../../settings';

const BrandingQuery = graphql(`
  query ConsoleBranding {
    signInExperience {
      productName
      branding {
        logoUrl
        darkLogoUrl
        favicon
        darkFavicon
      }
      color {
        primaryColor
        isDarkModeEnabled
        darkPrimaryColor
      }
      languageInfo {
        autoDetect
        fallbackLanguage
      }
      signIn {
        methods {
          identifier
          password
          verificationCode
          isPasswordPrimary
        }
      }
    }
  }
`);

const PreviewQuery = graphql(`
  query ConsoleSignInPreview($input: UpdateSignInExperienceInput!, $language: String) {
    signInExperiencePreview(input: $input, language: $language)
  }
`);

const SaveBranding = graphql(`
  mutation ConsoleSaveBranding($input: UpdateSignInExperienceInput!) {
    updateSignInExperience(input: $input) {
      signInExperience {
        productName
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
  { value: 'fr', label: 'Français' },
  { value: 'es', label: 'Español' },
  { value: 'ja', label: '日本語' },
  { value: 'zh-CN', label: '简体中文' },
];
const IDENTIFIERS = [
  { value: 'username', label: 'Username' },
  { value: 'email', label: 'Email address' },
  { value: 'phone', label: 'Phone number' },
];

type Settings = ConsoleBrandingQuery['signInExperience'];
interface Method {
  identifier: SignInIdentifier;
  password: boolean;
  verificationCode: boolean;
  isPasswordPrimary: boolean;
}
interface Values {
  productName: string;
  logoUrl: string;
  darkLogoUrl: string;
  favicon: string;
  darkFavicon: string;
  primaryColor: string;
  isDarkModeEnabled: boolean;
  darkPrimaryColor: string;
  autoDetect: boolean;
  fallbackLanguage: string;
  methods: Method[];
}
const FIELDS = ['productName', 'branding', 'color', 'languageInfo', 'signIn.methods'];

function valuesOf(s: Settings): Values {
  return {
    productName: s.productName,
    logoUrl: s.branding.logoUrl ?? '',
    darkLogoUrl: s.branding.darkLogoUrl ?? '',
    favicon: s.branding.favicon ?? '',
    darkFavicon: s.branding.darkFavicon ?? '',
    primaryColor: s.color.primaryColor,
    isDarkModeEnabled: s.color.isDarkModeEnabled,
    darkPrimaryColor: s.color.darkPrimaryColor,
    autoDetect: s.languageInfo.autoDetect,
    fallbackLanguage: s.languageInfo.fallbackLanguage,
    methods: s.signIn.methods.map((m) => ({ ...m, isPasswordPrimary: m.isPasswordPrimary ?? true })),
  };
}

/** The whole look as an update (the preview shows it; a save sends it). */
function inputOf(v: Values): UpdateSignInExperienceInput {
  return {
    productName: v.productName,
    branding: { logoUrl: v.logoUrl.trim(), darkLogoUrl: v.darkLogoUrl.trim(), favicon: v.favicon.trim(), darkFavicon: v.darkFavicon.trim() },
    color: { primaryColor: v.primaryColor, isDarkModeEnabled: v.isDarkModeEnabled, darkPrimaryColor: v.darkPrimaryColor },
    languageInfo: { autoDetect: v.autoDetect, fallbackLanguage: v.fallbackLanguage },
    signIn: { methods: v.methods },
  };
}

/** The page in a frame: sandboxed (no scripts, no forms, no navigation), its style under the console's nonce. */
function Preview({ values, language }: { values: Values; language: string }) {
  const [debounced] = useDebouncedValue(values, 400);
  const query = useGraphQLQuery(PreviewQuery, { input: inputOf(debounced), language });
  // The console's Content-Security-Policy governs a srcdoc frame: its inline style needs the nonce.
  const page = query.data?.signInExperiencePreview.replace(/<style>/g, `<style nonce="${consoleSettings.cspNonce}">`);
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Preview
      </Text>
      {query.error ? (
        <Text size="sm" c="red.8" role="alert">
          Preview unavailable: {query.error.message}
        </Text>
      ) : null}
      <iframe
        title="Sign-in page preview"
        sandbox=""
        srcDoc={page ?? ''}
        style={{ width: '100%', height: 620, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, background: 'white' }}
      />
    </Stack>
  );
}

function BrandingForm({ settings }: { settings: Settings }) {
  const save = useGraphQLMutation(SaveBranding);
  const [general, setGeneral] = useState<string[]>([]);
  const [previewLanguage, setPreviewLanguage] = useState<string>(settings.languageInfo.fallbackLanguage);
  const initial = valuesOf(settings);
  const form = useForm<Values>({ initialValues: initial });
  useResetOnChange(form, initial);
  const used = new Set(form.values.methods.map((m) => m.identifier));

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    const { updateSignInExperience } = await save.mutateAsync({ input: inputOf(values) });
    if (updateSignInExperience.userErrors.length) {
      const split = splitUserErrors(updateSignInExperience.userErrors, FIELDS);
      setGeneral([...split.general, ...Object.values(split.byField)]);
      return;
    }
    notifications.show({ message: 'Look and sign-in methods saved', color: 'green' });
  });

  const move = (from: number, to: number) => form.reorderListItem('methods', { from, to });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <form onSubmit={submit} aria-label="Look and sign-in methods" noValidate>
          <Stack>
            <GeneralErrors messages={general} />
            <Fieldset legend="Branding">
              <Stack>
                <TextInput label="Product name" description="Shown in the page title and beside the logo." {...form.getInputProps('productName')} />
                <TextInput label="Logo URL" placeholder="https://example.com/logo.svg" {...form.getInputProps('logoUrl')} />
                <TextInput label="Favicon URL" placeholder="https://example.com/favicon.ico" {...form.getInputProps('favicon')} />
                <ColorInput label="Primary colour" format="hex" withPicker={false} withEyeDropper={false} {...form.getInputProps('primaryColor')} />
                <Switch label="Dark theme for visitors who prefer it" {...form.getInputProps('isDarkModeEnabled', { type: 'checkbox' })} />
                {form.values.isDarkModeEnabled ? (
                  <>
                    <ColorInput
                      label="Dark theme primary colour"
                      format="hex"
                      withPicker={false}
                      withEyeDropper={false}
                      {...form.getInputProps('darkPrimaryColor')}
                    />
                    <TextInput label="Dark theme logo URL" {...form.getInputProps('darkLogoUrl')} />
                    <TextInput label="Dark theme favicon URL" {...form.getInputProps('darkFavicon')} />
                  </>
                ) : null}
              </Stack>
            </Fieldset>
            <Fieldset legend="Languages">
              <Stack>
                <Select label="Default language" data={LANGUAGES} allowDeselect={false} {...form.getInputProps('fallbackLanguage')} />
                <Switch label="Follow the browser’s language when it is one of these" {...form.getInputProps('autoDetect', { type: 'checkbox' })} />
              </Stack>
            </Fieldset>
            <Fieldset legend="Sign-in methods, in the order shown">
              <Stack gap="sm">
                {form.values.methods.map((method, i) => {
                  const name = IDENTIFIERS.find((d) => d.value === method.identifier)?.label ?? method.identifier;
                  return (
                    <Group key={method.identifier} justify="space-between" wrap="wrap" gap="xs" aria-label={`${name} sign-in`} role="group">
                      <Text fw={500} w={130}>
                        {name}
                      </Text>
                      <Checkbox label="Password" {...form.getInputProps(`methods.${i}.password`, { type: 'checkbox' })} />
                      <Checkbox
                        label="Code"
                        disabled={method.identifier === 'username'}
                        {...form.getInputProps(`methods.${i}.verificationCode`, { type: 'checkbox' })}
                      />
                      <Checkbox
                        label="Password first"
                        disabled={!method.password || !method.verificationCode}
                        {...form.getInputProps(`methods.${i}.isPasswordPrimary`, { type: 'checkbox' })}
                      />
                      <Group gap={4}>
                        <ActionIcon variant="default" aria-label={`Move ${name} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          aria-label={`Move ${name} down`}
                          disabled={i === form.values.methods.length - 1}
                          onClick={() => move(i, i + 1)}
                        >
                          ↓
                        </ActionIcon>
                        <ActionIcon variant="default" aria-label={`Remove ${name}`} onClick={() => form.removeListItem('methods', i)}>
                          ×
                        </ActionIcon>
                      </Group>
                    </Group>
                  );
                })}
                <Group>
                  {IDENTIFIERS.filter((d) => !used.has(d.value as SignInIdentifier)).map((d) => (
                    <Button
                      key={d.value}
                      variant="default"
                      size="xs"
                      onClick={() =>
                        form.insertListItem('methods', {
                          identifier: d.value as SignInIdentifier,
                          password: d.value !== 'phone',
                          verificationCode: d.value === 'phone',
                          isPasswordPrimary: true,
                        })
                      }
                    >
                      Add {d.label.toLowerCase()}
                    </Button>
                  ))}
                </Group>
              </Stack>
            </Fieldset>
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save look and methods
              </Button>
              <Button variant="default" onClick={() => form.reset()}>
                Discard changes
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="xs">
          <Select label="Preview language" data={LANGUAGES} allowDeselect={false} value={previewLanguage} onChange={(v) => setPreviewLanguage(v ?? 'en')} />
          <Preview values={form.values} language={previewLanguage} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

export function BrandingSection() {
  const query = useGraphQLQuery(BrandingQuery, {});
  return <QueryState query={query}>{() => <BrandingForm settings={query.data!.signInExperience} />}</QueryState>;
}
