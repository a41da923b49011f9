// Sign-in experience settings: who may sign up and with what, which social connectors and whether
// enterprise single sign-on the sign-in page offers, lockout after failures, and the
// verification-code send limits, the password policy and the MFA policy. Only changed values are sent; the server judges them.
import { Button, Checkbox, Fieldset, Group, NumberInput, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { graphql } from '../../gql';
import type {
  ConsoleSignInExperienceQuery,
  MfaPolicy,
  OrganizationRequiredMfaPolicy,
  SignInMfaFactor,
  SignUpIdentifier,
  UpdateSignInExperienceInput,
} from '../../gql/graphql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { PageHeader } from '../../components/page-header';
import { useResetOnChange } from '../../components/form-reset';
import { GeneralErrors, QueryState } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';
import { BrandingSection } from './branding-section';
import { CaptchaSection } from './captcha-section';

const SettingsQuery = graphql(`
  query ConsoleSignInExperience {
    signInExperience {
      signUp {
        identifiers
        verifyEmail
      }
      lockout {
        maxAttempts
        windowSeconds
        durationSeconds
      }
      codeSend {
        limit
        windowSeconds
        ipLimit
      }
      socialSignInConnectorTargets
      singleSignOnEnabled
      passwordPolicy {
        length {
          min
          max
        }
        characterTypes {
          min
        }
        rejects {
          pwned
          repetitionAndSequence
          userInfo
          history
        }
      }
      mfa {
        factors
        policy
        organizationRequiredMfaPolicy
        administratorsRequired
      }
    }
    connectors {
      id
      target
      name
    }
  }
`);

const UpdateSettings = graphql(`
  mutation ConsoleUpdateSignInExperience($input: UpdateSignInExperienceInput!) {
    updateSignInExperience(input: $input) {
      signInExperience {
        signUp {
          identifiers
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

type Settings = ConsoleSignInExperienceQuery['signInExperience'];
type Connectors = ConsoleSignInExperienceQuery['connectors'];
type NumberValue = number | string;
interface Values {
  signUp: { identifiers: string[]; verifyEmail: boolean };
  /** Targets of the social connectors offered, in the order the sign-in page shows them. */
  socialSignInConnectorTargets: string[];
  singleSignOnEnabled: boolean;
  lockout: { maxAttempts: NumberValue; windowSeconds: NumberValue; durationSeconds: NumberValue };
  codeSend: { limit: NumberValue; windowSeconds: NumberValue; ipLimit: NumberValue };
  passwordPolicy: {
    length: { min: NumberValue; max: NumberValue };
    characterTypes: { min: NumberValue };
    rejects: { pwned: boolean; repetitionAndSequence: boolean; userInfo: boolean; history: NumberValue };
  };
  mfa: { factors: string[]; policy: string; organizationRequiredMfaPolicy: string; administratorsRequired: boolean };
}

/** The MFA policies, in the compatible product's names, as an administrator reads them. */
const MFA_POLICY_OPTIONS = [
  { value: 'NoPrompt', label: 'Off: nobody is asked to set up a second factor' },
  { value: 'UserControlled', label: 'Invite users at sign-in; they may skip' },
  { value: 'PromptOnlyAtSignIn', label: 'Invite users at sign-in; they may skip (PromptOnlyAtSignIn)' },
  { value: 'PromptAtSignInAndSignUp', label: 'Invite users at sign-in; they may skip (PromptAtSignInAndSignUp)' },
  { value: 'Mandatory', label: 'Required for everyone' },
  { value: 'PromptOnlyAtSignInMandatory', label: 'Required for everyone (PromptOnlyAtSignInMandatory)' },
  { value: 'PromptAtSignInAndSignUpMandatory', label: 'Required for everyone (PromptAtSignInAndSignUpMandatory)' },
];

/** The password policy's numbers, at their paths in the form and in the server's field names. */
const POLICY_NUMBERS = [
  ['length', 'min'],
  ['length', 'max'],
  ['characterTypes', 'min'],
  ['rejects', 'history'],
] as const;
const POLICY_REJECTS = ['pwned', 'repetitionAndSequence', 'userInfo'] as const;

const NUMBER_FIELDS = [
  ['lockout', 'maxAttempts'],
  ['lockout', 'windowSeconds'],
  ['lockout', 'durationSeconds'],
  ['codeSend', 'limit'],
  ['codeSend', 'windowSeconds'],
  ['codeSend', 'ipLimit'],
] as const;
const FIELDS = [
  'signUp.identifiers',
  'signUp.verifyEmail',
  'socialSignInConnectorTargets',
  'singleSignOnEnabled',
  ...NUMBER_FIELDS.map(([section, key]) => `${section}.${key}`),
  ...POLICY_NUMBERS.map(([part, key]) => `passwordPolicy.${part}.${key}`),
  'mfa.factors',
  'mfa.policy',
];

function valuesOf(settings: Settings): Values {
  return {
    signUp: { identifiers: [...settings.signUp.identifiers], verifyEmail: settings.signUp.verifyEmail },
    socialSignInConnectorTargets: [...settings.socialSignInConnectorTargets],
    singleSignOnEnabled: settings.singleSignOnEnabled,
    lockout: { ...settings.lockout },
    codeSend: { ...settings.codeSend },
    passwordPolicy: {
      length: { ...settings.passwordPolicy.length },
      characterTypes: { ...settings.passwordPolicy.characterTypes },
      rejects: { ...settings.passwordPolicy.rejects },
    },
    mfa: { ...settings.mfa, factors: [...settings.mfa.factors] },
  };
}

function SettingsForm({ settings, connectors }: { settings: Settings; connectors: Connectors }) {
  const update = useGraphQLMutation(UpdateSettings);
  const [general, setGeneral] = useState<string[]>([]);
  const initial = valuesOf(settings);
  const form = useForm<Values>({ initialValues: initial });
  useResetOnChange(form, initial);

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    // A number field must hold a whole number to be sent at all; whether it is acceptable is the server's call.
    const notNumbers = NUMBER_FIELDS.filter(
      ([section, key]) =>
        !Number.isInteger(Number((values[section] as Record<string, NumberValue>)[key])) || (values[section] as Record<string, NumberValue>)[key] === '',
    );
    const policyNotNumbers = POLICY_NUMBERS.filter(([part, key]) => {
      const value = (values.passwordPolicy[part] as Record<string, NumberValue>)[key];
      return value === '' || !Number.isInteger(Number(value));
    });
    if (notNumbers.length || policyNotNumbers.length) {
      form.setErrors(
        Object.fromEntries([
          ...notNumbers.map(([section, key]) => [`${section}.${key}`, 'Enter a whole number']),
          ...policyNotNumbers.map(([part, key]) => [`passwordPolicy.${part}.${key}`, 'Enter a whole number']),
        ]),
      );
      return;
    }
    const input: UpdateSignInExperienceInput = {};
    const identifiersChanged = [...values.signUp.identifiers].sort().join() !== [...initial.signUp.identifiers].sort().join();
    if (identifiersChanged || values.signUp.verifyEmail !== initial.signUp.verifyEmail) {
      input.signUp = {
        ...(identifiersChanged ? { identifiers: values.signUp.identifiers as SignUpIdentifier[] } : {}),
        ...(values.signUp.verifyEmail !== initial.signUp.verifyEmail ? { verifyEmail: values.signUp.verifyEmail } : {}),
      };
    }
    if (values.socialSignInConnectorTargets.join('\n') !== initial.socialSignInConnectorTargets.join('\n')) {
      input.socialSignInConnectorTargets = values.socialSignInConnectorTargets;
    }
    if (values.singleSignOnEnabled !== initial.singleSignOnEnabled) input.singleSignOnEnabled = values.singleSignOnEnabled;
    for (const [section, key] of NUMBER_FIELDS) {
      const next = Number((values[section] as Record<string, NumberValue>)[key]);
      if (next !== Number((initial[section] as Record<string, NumberValue>)[key])) {
        input[section] = { ...(input[section] ?? {}), [key]: next };
      }
    }
    const policy: NonNullable<UpdateSignInExperienceInput['passwordPolicy']> = {};
    for (const [part, key] of POLICY_NUMBERS) {
      const next = Number((values.passwordPolicy[part] as Record<string, NumberValue>)[key]);
      if (next !== Number((initial.passwordPolicy[part] as Record<string, NumberValue>)[key])) policy[part] = { ...(policy[part] ?? {}), [key]: next };
    }
    for (const key of POLICY_REJECTS) {
      if (values.passwordPolicy.rejects[key] !== initial.passwordPolicy.rejects[key])
        policy.rejects = { ...policy.rejects, [key]: values.passwordPolicy.rejects[key] };
    }
    if (Object.keys(policy).length) input.passwordPolicy = policy;
    const mfa: NonNullable<UpdateSignInExperienceInput['mfa']> = {};
    if (values.mfa.factors.join() !== initial.mfa.factors.join()) mfa.factors = values.mfa.factors as SignInMfaFactor[];
    if (values.mfa.policy !== initial.mfa.policy) mfa.policy = values.mfa.policy as MfaPolicy;
    if (values.mfa.organizationRequiredMfaPolicy !== initial.mfa.organizationRequiredMfaPolicy)
      mfa.organizationRequiredMfaPolicy = values.mfa.organizationRequiredMfaPolicy as OrganizationRequiredMfaPolicy;
    if (values.mfa.administratorsRequired !== initial.mfa.administratorsRequired) mfa.administratorsRequired = values.mfa.administratorsRequired;
    if (Object.keys(mfa).length) input.mfa = mfa;
    if (Object.keys(input).length === 0) {
      notifications.show({ message: 'Nothing changed' });
      return;
    }
    try {
      const { updateSignInExperience } = await update.mutateAsync({ input });
      if (updateSignInExperience.userErrors.length) {
        const errors = splitUserErrors(updateSignInExperience.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'Sign-in experience saved', color: 'green' });
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });

  const seconds = (label: string, path: string, description: string) => (
    <NumberInput label={label} description={description} suffix=" s" allowDecimal={false} thousandSeparator=" " {...form.getInputProps(path)} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640}>
        <GeneralErrors messages={general} />
        <Fieldset legend="Sign-up">
          <Stack>
            <Checkbox.Group
              label="Identifiers a new account may be created with"
              description="With both, the sign-up form’s identifier field accepts either."
              {...form.getInputProps('signUp.identifiers')}
            >
              <Group mt="xs">
                <Checkbox value="username" label="Username" />
                <Checkbox value="email" label="Email address" />
              </Group>
            </Checkbox.Group>
            <Switch label="Verify the email address by code before creating the account" {...form.getInputProps('signUp.verifyEmail', { type: 'checkbox' })} />
          </Stack>
        </Fieldset>
        <Fieldset legend="Connectors on the sign-in page">
          <Stack>
            <Text size="sm" c="dimmed">
              A connector appears on the sign-in page, and the Experience API accepts it, only once it is offered here: creating one offers nothing.
            </Text>
            <Checkbox.Group
              label="Social connectors offered"
              description="Shown in the order they are ticked."
              {...form.getInputProps('socialSignInConnectorTargets')}
            >
              <Stack mt="xs" gap="xs">
                {connectors.length === 0 ? <Text size="sm">No social connectors yet.</Text> : null}
                {connectors.map((c) => (
                  <Checkbox key={c.id} value={c.target} label={`${c.name} (${c.target})`} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Switch
              label="Offer enterprise single sign-on (“Continue with single sign-on”)"
              {...form.getInputProps('singleSignOnEnabled', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend="Lockout">
          <Stack>
            <Text size="sm" c="dimmed">
              After this many failed verifications (password, code, authenticator) of one identifier within the window, the identifier is locked.
            </Text>
            <NumberInput label="Failures that lock" allowDecimal={false} {...form.getInputProps('lockout.maxAttempts')} />
            {seconds('Counting window', 'lockout.windowSeconds', 'Failures older than this are forgotten.')}
            {seconds('Lock duration', 'lockout.durationSeconds', 'How long the identifier stays locked.')}
          </Stack>
        </Fieldset>
        <Fieldset legend="Password policy">
          <Stack>
            <Text size="sm" c="dimmed">
              Held wherever a password is set: sign-up, reset, a user’s own change and an administrator’s.
            </Text>
            <Group grow align="flex-start">
              <NumberInput label="Minimum length" allowDecimal={false} {...form.getInputProps('passwordPolicy.length.min')} />
              <NumberInput label="Maximum length" allowDecimal={false} {...form.getInputProps('passwordPolicy.length.max')} />
            </Group>
            <NumberInput
              label="Character types required"
              description="Of lower case, upper case, digits and symbols (1 to 4)."
              allowDecimal={false}
              {...form.getInputProps('passwordPolicy.characterTypes.min')}
            />
            <Switch label="Reject common leaked passwords (checked locally)" {...form.getInputProps('passwordPolicy.rejects.pwned', { type: 'checkbox' })} />
            <Switch
              label="Reject repeated characters and sequences (aaa, abc, 321)"
              {...form.getInputProps('passwordPolicy.rejects.repetitionAndSequence', { type: 'checkbox' })}
            />
            <Switch
              label="Reject the user’s own username, email, phone or name"
              {...form.getInputProps('passwordPolicy.rejects.userInfo', { type: 'checkbox' })}
            />
            <NumberInput
              label="Password history"
              description="A change may not reuse any of the user’s last N passwords, the current one included (0 turns this off; at most 24)."
              allowDecimal={false}
              min={0}
              {...form.getInputProps('passwordPolicy.rejects.history')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend="Multi-factor authentication">
          <Stack>
            <Text size="sm" c="dimmed">
              Which second factors users may set up and give at sign-in, and who must have one. A user who must but has none sets one up before the sign-in
              completes.
            </Text>
            <Checkbox.Group
              label="Factors allowed"
              description="Backup codes only beside another factor. Email and phone codes need nothing set up: they are asked for where a second factor is required or beside an enrolled one."
              {...form.getInputProps('mfa.factors')}
            >
              <Group mt="xs">
                <Checkbox value="Totp" label="Authenticator app (TOTP)" />
                <Checkbox value="WebAuthn" label="Passkey" />
                <Checkbox value="BackupCode" label="Backup codes" />
                <Checkbox value="EmailVerificationCode" label="Code to the user's email" />
                <Checkbox value="PhoneVerificationCode" label="Code to the user's phone (SMS)" />
              </Group>
            </Checkbox.Group>
            <Select label="Policy" data={MFA_POLICY_OPTIONS} allowDeselect={false} {...form.getInputProps('mfa.policy')} />
            <Switch
              label="Members of an organization that requires MFA must have a second factor"
              checked={form.values.mfa.organizationRequiredMfaPolicy === 'Mandatory'}
              onChange={(event) => form.setFieldValue('mfa.organizationRequiredMfaPolicy', event.currentTarget.checked ? 'Mandatory' : 'NoPrompt')}
            />
            <Switch label="Console administrators must have a second factor" {...form.getInputProps('mfa.administratorsRequired', { type: 'checkbox' })} />
          </Stack>
        </Fieldset>
        <Fieldset legend="Verification codes">
          <Stack>
            <NumberInput
              label="Codes per recipient"
              description="Within the window, to one email address or phone."
              allowDecimal={false}
              {...form.getInputProps('codeSend.limit')}
            />
            <NumberInput
              label="Codes per client address"
              description="Within the window, to any recipients, from one IP (IPv6: one /64)."
              allowDecimal={false}
              {...form.getInputProps('codeSend.ipLimit')}
            />
            {seconds('Rolling window', 'codeSend.windowSeconds', 'The period both limits count over.')}
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save settings
          </Button>
          <Button
            variant="default"
            onClick={() => {
              form.reset();
              setGeneral([]);
            }}
          >
            Discard changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function SignInExperience() {
  const query = useGraphQLQuery(SettingsQuery, {});
  return (
    <>
      <PageHeader title="Sign-in experience" />
      <Text size="sm" c="dimmed" mb="md">
        These settings apply to every instance at once and override the server’s environment defaults.
      </Text>
      <Paper withBorder p="md" mb="md">
        <BrandingSection />
      </Paper>
      <Paper withBorder p="md">
        <QueryState query={query}>{() => <SettingsForm settings={query.data!.signInExperience} connectors={query.data!.connectors} />}</QueryState>
      </Paper>
      <Paper withBorder p="md" mt="md">
        <CaptchaSection />
      </Paper>
    </>
  );
}
