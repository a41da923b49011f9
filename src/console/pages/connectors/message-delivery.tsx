// Email and SMS delivery (Connectors → Email & SMS): the SMTP server and the SMS gateway that carry
// verification codes and invitations, where each channel's messages go now, and a test message
// that shows the server's or gateway's own refusal. Secrets are write-only: an empty field keeps
// the stored one. The server judges every value; its refusals are shown beside their fields.
import { Alert, Button, Fieldset, Group, NumberInput, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ConsoleMessageDeliveryQuery, MessageChannel, MessageDeliverySource, SmsGatewayType, SmtpSecurity } from '../../gql/graphql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { useResetOnChange } from '../../components/form-reset';
import { GeneralErrors, QueryState } from '../../components/query-state';
import { StatusBadge } from '../../components/status-badge';
import { splitUserErrors } from '../../components/user-errors';

const DeliveryQuery = graphql(`
  query ConsoleMessageDelivery {
    messageDelivery {
      email {
        source
        updatedAt
        smtp {
          host
          port
          security
          username
          password
          fromAddress
          fromName
        }
      }
      sms {
        source
        updatedAt
        gateway {
          type
          url
          accountSid
          authToken
          from
        }
      }
    }
  }
`);

const SetEmail = graphql(`
  mutation ConsoleSetEmailDelivery($input: SmtpDeliveryInput!) {
    setEmailDelivery(input: $input) {
      messageDelivery {
        email {
          source
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

const ClearEmail = graphql(`
  mutation ConsoleClearEmailDelivery {
    clearEmailDelivery {
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const SetSms = graphql(`
  mutation ConsoleSetSmsDelivery($input: SmsDeliveryInput!) {
    setSmsDelivery(input: $input) {
      messageDelivery {
        sms {
          source
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

const ClearSms = graphql(`
  mutation ConsoleClearSmsDelivery {
    clearSmsDelivery {
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const SendTest = graphql(`
  mutation ConsoleSendTestMessage($channel: MessageChannel!, $to: String!) {
    sendTestMessage(channel: $channel, to: $to) {
      delivered
      error
      userErrors {
        code
        message
        field
      }
    }
  }
`);

/** What the server keeps in place of a secret; sent back, it keeps the stored one. */
const MASK = '********';

type Delivery = ConsoleMessageDeliveryQuery['messageDelivery'];

const SOURCE_TEXT: Record<MessageDeliverySource, { label: string; tone: 'good' | 'neutral' | 'waiting'; detail: string }> = {
  Console: { label: 'Set here', tone: 'good', detail: 'Messages go through the settings below.' },
  Environment: {
    label: 'From the environment',
    tone: 'good',
    detail: 'Messages go through the server’s environment settings; saving here takes over from them.',
  },
  DevelopmentLog: {
    label: 'Development log',
    tone: 'waiting',
    detail: 'Nothing is set: messages are written to the server’s log, which only suits development.',
  },
  None: { label: 'Not set', tone: 'waiting', detail: 'Nothing is set: messages cannot be sent.' },
};

function SourceLine({ source }: { source: MessageDeliverySource }) {
  const text = SOURCE_TEXT[source];
  return (
    <Group gap="xs">
      <StatusBadge tone={text.tone}>{text.label}</StatusBadge>
      <Text size="sm" c="dimmed">
        {text.detail}
      </Text>
    </Group>
  );
}

/** A test message to an address of the channel, with the result beside it. */
function TestMessage({ channel, label, placeholder }: { channel: MessageChannel; label: string; placeholder: string }) {
  const send = useGraphQLMutation(SendTest);
  const [to, setTo] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const run = async () => {
    setResult(null);
    setError(undefined);
    try {
      const { sendTestMessage } = await send.mutateAsync({ channel, to });
      if (sendTestMessage.userErrors.length) return setError(sendTestMessage.userErrors[0]!.message);
      setResult(
        sendTestMessage.delivered
          ? { ok: true, message: `Handed over for ${to}.` }
          : { ok: false, message: sendTestMessage.error ?? 'The message was not accepted.' },
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <TextInput label={label} placeholder={placeholder} value={to} onChange={(e) => setTo(e.currentTarget.value)} error={error} style={{ flex: 1 }} />
        <Button variant="default" onClick={() => void run()} loading={send.isPending} disabled={!to.trim()}>
          Send test
        </Button>
      </Group>
      {result ? (
        <Alert color={result.ok ? 'green' : 'red'} title={result.ok ? 'Test message sent' : 'Test message not sent'} role="status">
          {result.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

interface EmailValues {
  host: string;
  port: number | string;
  security: SmtpSecurity;
  username: string;
  password: string;
  fromAddress: string;
  fromName: string;
}
const EMAIL_FIELDS = ['host', 'port', 'security', 'username', 'password', 'fromAddress', 'fromName'];

function EmailDelivery({ email }: { email: Delivery['email'] }) {
  const save = useGraphQLMutation(SetEmail);
  const clear = useGraphQLMutation(ClearEmail);
  const [general, setGeneral] = useState<string[]>([]);
  const smtp = email.smtp;
  const initial: EmailValues = {
    host: smtp?.host ?? '',
    port: smtp?.port ?? 587,
    security: smtp?.security ?? 'StartTls',
    username: smtp?.username ?? '',
    password: '',
    fromAddress: smtp?.fromAddress ?? '',
    fromName: smtp?.fromName ?? '',
  };
  const form = useForm<EmailValues>({ initialValues: initial });
  useResetOnChange(form, initial);

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    const username = values.username.trim();
    const { setEmailDelivery } = await save.mutateAsync({
      input: {
        host: values.host.trim(),
        port: Number(values.port),
        security: values.security,
        ...(username ? { username } : {}),
        // Empty keeps the stored password, if the username still has one.
        ...(values.password ? { password: values.password } : username && smtp?.password ? { password: MASK } : {}),
        fromAddress: values.fromAddress.trim(),
        ...(values.fromName.trim() ? { fromName: values.fromName.trim() } : {}),
      },
    });
    if (setEmailDelivery.userErrors.length) {
      const split = splitUserErrors(setEmailDelivery.userErrors, EMAIL_FIELDS);
      form.setErrors(split.byField);
      setGeneral(split.general);
      return;
    }
    form.setFieldValue('password', '');
    notifications.show({ message: 'Email delivery saved', color: 'green' });
  });

  const remove = async () => {
    const { clearEmailDelivery } = await clear.mutateAsync({});
    if (clearEmailDelivery.userErrors.length) return setGeneral(clearEmailDelivery.userErrors.map((e) => e.message));
    notifications.show({ message: 'Email delivery removed', color: 'green' });
  };

  return (
    <form onSubmit={submit} aria-label="Email delivery" noValidate>
      <Fieldset legend="Email (SMTP)">
        <Stack>
          <SourceLine source={email.source} />
          <GeneralErrors messages={general} />
          <Group grow align="flex-start">
            <TextInput label="SMTP host" placeholder="smtp.example.com" required {...form.getInputProps('host')} />
            <NumberInput label="Port" min={1} max={65535} allowDecimal={false} required {...form.getInputProps('port')} />
          </Group>
          <Select
            label="Security"
            data={[
              { value: 'StartTls', label: 'STARTTLS, required (usually port 587)' },
              { value: 'Tls', label: 'TLS from the start (usually port 465)' },
              { value: 'None', label: 'None: a relay on a trusted network (usually port 25)' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('security')}
          />
          <Group grow align="flex-start">
            <TextInput label="Username" description="Empty for a relay without authentication." autoComplete="off" {...form.getInputProps('username')} />
            <PasswordInput
              label="Password"
              description={smtp?.password ? 'Write-only: leave empty to keep the stored one.' : 'Sealed at rest and never shown again.'}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput label="From address" placeholder="no-reply@example.com" required {...form.getInputProps('fromAddress')} />
            <TextInput label="From name" placeholder="Example Accounts" {...form.getInputProps('fromName')} />
          </Group>
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save email delivery
            </Button>
            {smtp ? (
              <Button variant="default" color="red" onClick={() => void remove()} loading={clear.isPending}>
                Remove
              </Button>
            ) : null}
          </Group>
          <TestMessage channel="Email" label="Send a test email to" placeholder="you@example.com" />
        </Stack>
      </Fieldset>
    </form>
  );
}

interface SmsValues {
  type: SmsGatewayType;
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
}
const SMS_FIELDS = ['type', 'url', 'accountSid', 'authToken', 'from'];

function SmsDelivery({ sms }: { sms: Delivery['sms'] }) {
  const save = useGraphQLMutation(SetSms);
  const clear = useGraphQLMutation(ClearSms);
  const [general, setGeneral] = useState<string[]>([]);
  const gateway = sms.gateway;
  const initial: SmsValues = {
    type: gateway?.type ?? 'Webhook',
    url: gateway?.url ?? '',
    accountSid: gateway?.accountSid ?? '',
    authToken: '',
    from: gateway?.from ?? '',
  };
  const form = useForm<SmsValues>({ initialValues: initial });
  useResetOnChange(form, initial);
  const twilio = form.values.type === 'Twilio';

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    const input =
      values.type === 'Webhook'
        ? { type: values.type, url: values.url.trim() }
        : {
            type: values.type,
            accountSid: values.accountSid.trim(),
            // Empty keeps the stored token (refused when there is none).
            authToken: values.authToken || MASK,
            from: values.from.trim(),
          };
    const { setSmsDelivery } = await save.mutateAsync({ input });
    if (setSmsDelivery.userErrors.length) {
      const split = splitUserErrors(setSmsDelivery.userErrors, SMS_FIELDS);
      form.setErrors(split.byField);
      setGeneral(split.general);
      return;
    }
    form.setFieldValue('authToken', '');
    notifications.show({ message: 'SMS delivery saved', color: 'green' });
  });

  const remove = async () => {
    const { clearSmsDelivery } = await clear.mutateAsync({});
    if (clearSmsDelivery.userErrors.length) return setGeneral(clearSmsDelivery.userErrors.map((e) => e.message));
    notifications.show({ message: 'SMS delivery removed', color: 'green' });
  };

  return (
    <form onSubmit={submit} aria-label="SMS delivery" noValidate>
      <Fieldset legend="SMS">
        <Stack>
          <SourceLine source={sms.source} />
          <Text size="sm" c="dimmed">
            Phone codes (sign-in, password reset, second factor) are offered only while SMS can be delivered.
          </Text>
          <GeneralErrors messages={general} />
          <Select
            label="Gateway"
            data={[
              { value: 'Webhook', label: 'Webhook: a JSON POST { to, text } to your URL' },
              { value: 'Twilio', label: 'Twilio' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          {twilio ? (
            <>
              <TextInput label="Account SID" placeholder="AC…" required {...form.getInputProps('accountSid')} />
              <PasswordInput
                label="Auth token"
                description={gateway?.authToken ? 'Write-only: leave empty to keep the stored one.' : 'Sealed at rest and never shown again.'}
                autoComplete="new-password"
                {...form.getInputProps('authToken')}
              />
              <TextInput
                label="Sender"
                description="A number in E.164 (+15551234567) or a Messaging Service SID (MG…)."
                required
                {...form.getInputProps('from')}
              />
            </>
          ) : (
            <TextInput label="Webhook URL" placeholder="https://sms.example.com/send" required {...form.getInputProps('url')} />
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save SMS delivery
            </Button>
            {gateway ? (
              <Button variant="default" color="red" onClick={() => void remove()} loading={clear.isPending}>
                Remove
              </Button>
            ) : null}
          </Group>
          <TestMessage channel="Sms" label="Send a test text to" placeholder="+1 555 123 4567" />
        </Stack>
      </Fieldset>
    </form>
  );
}

export function MessageDeliverySettings() {
  const query = useGraphQLQuery(DeliveryQuery, {});
  return (
    <QueryState query={query}>
      {() => (
        <Stack maw={720} p="md">
          <Text size="sm" c="dimmed">
            How verification codes and organization invitations reach people. A setting saved here takes over from the server’s environment (SMTP_URL,
            SMS_WEBHOOK_URL, SMS_TWILIO_*); removing it gives them back.
          </Text>
          <EmailDelivery email={query.data!.messageDelivery.email} />
          <SmsDelivery sms={query.data!.messageDelivery.sms} />
        </Stack>
      )}
    </QueryState>
  );
}
