// How codes and invitations reach people, set by an administrator in the console rather than only
// through the environment: an SMTP server for email, an HTTP gateway (a JSON webhook, or Twilio)
// for SMS. Each is kept in system_settings (`emailDelivery`, `smsDelivery`); its secret (the SMTP
// password, the Twilio auth token) is sealed there under KEY_ENCRYPTION_KEY (`enc:v3:`, bound to
// `system_settings:<key>`) and every answer masks it. A setting made here wins over the
// environment's (SMTP_URL, SMS_*); removing it falls back to them. The SMS gateway's URL is held to
// the outbound rule of connector URLs (https; plain http only to this machine in development);
// the SMTP host is not, because mail relays are commonly on the internal network (docs/console.md).
import { z } from 'zod';
import type { Config } from '../../config.js';
import { guardedFetch } from '../../connectors/guarded-fetch.js';
import type { Db } from '../../db/database.js';
import { deleteSetting, getSetting, putSetting } from '../../db/repositories/settings.js';
import { isEmailAddress } from '../../net/email-address.js';
import { checkOutboundUrlToSave, outboundPolicyOf, outboundRefusalIn, type OutboundPolicy } from '../../net/outbound-urls.js';
import { createNotifier, type ConsoleDelivery, type Notifier, type SmsGateway, type SmtpServer } from '../../notify/index.js';
import type { Clock } from '../clock.js';
import { openSecret, sealSecret, type KeyEncryptionKey } from '../envelope.js';
import { DomainError, invalidInput } from '../errors.js';
import { parseFields } from '../input.js';
import { canonicalPhone } from '../phone-numbers.js';

export const EMAIL_DELIVERY_SETTING = 'emailDelivery';
export const SMS_DELIVERY_SETTING = 'smsDelivery';

/** What every answer shows in place of a stored secret; given back, it keeps the stored one. */
export const DELIVERY_SECRET_MASK = '********';

/** Where a channel's messages go now. */
export type DeliverySource = 'Console' | 'Environment' | 'DevelopmentLog' | 'None';

export interface EmailDeliverySettings extends SmtpServer {
  fromAddress: string;
  fromName?: string;
}

export type SmsDeliverySettings = { type: 'Webhook'; url: string } | { type: 'Twilio'; accountSid: string; authToken: string; from: string };

interface Stored<T> {
  settings: T;
  updatedAt: number;
}

export interface MessageDelivery {
  email: { source: DeliverySource; smtp: EmailDeliverySettings | null; updatedAt: Date | null };
  sms: { source: DeliverySource; gateway: SmsDeliverySettings | null; updatedAt: Date | null };
}

const bindingOf = (key: string) => `system_settings:${key}`;
const seal = (key: string, secret: string, kek: KeyEncryptionKey) => sealSecret(secret, kek, 'enc:v3:', bindingOf(key));
const open = (key: string, stored: string, kek: KeyEncryptionKey) => openSecret(stored, kek, 'enc:v3:', bindingOf(key));

const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$|^\[?[0-9a-f:.]+\]?$/i;
const emailInput = z.strictObject(
  {
    host: z.string({ error: 'host is required' }).regex(HOST, 'host must be a host name or an IP address'),
    port: z.number({ error: 'port is required' }).int('port must be a whole number').min(1, 'port must be 1–65535').max(65535, 'port must be 1–65535'),
    security: z.enum(['Tls', 'StartTls', 'None'], { error: 'security is Tls, StartTls or None' }),
    username: z.string().max(256, 'username is at most 256 characters').optional(),
    password: z.string().max(512, 'password is at most 512 characters').optional(),
    fromAddress: z.string({ error: 'fromAddress is required' }).refine(isEmailAddress, 'fromAddress must be an email address'),
    fromName: z
      .string()
      .max(100, 'fromName is at most 100 characters')
      .regex(/^[^\r\n"<>]*$/, 'fromName must not contain line breaks, quotes or angle brackets')
      .optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown fields: ${issue.keys.join(', ')}` : undefined) },
);
const smsInput = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('Webhook'),
      url: z.string({ error: 'url is required for a Webhook gateway' }).max(2048, 'url is at most 2048 characters'),
    }),
    z.strictObject({
      type: z.literal('Twilio'),
      accountSid: z.string({ error: 'accountSid is required for Twilio' }).regex(/^AC[0-9a-fA-F]{32}$/, 'accountSid must be AC followed by 32 hex digits'),
      authToken: z
        .string({ error: 'authToken is required for Twilio' })
        .min(1, 'authToken is required for Twilio')
        .max(256, 'authToken is at most 256 characters'),
      from: z
        .string({ error: 'from is required for Twilio' })
        .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'from must be a phone number in E.164 (+15551234567) or a Messaging Service SID (MG…)'),
    }),
  ],
  { error: 'type is Webhook or Twilio' },
);

/** Drops absent optional fields (GraphQL gives nulls) so the stored shape has none. */
const present = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined && v !== ''));

function masked<T extends object>(settings: T, secret: keyof T): T {
  return settings[secret] ? { ...settings, [secret]: DELIVERY_SECRET_MASK } : settings;
}

/** A given secret, the stored one when the mask is given back, or none. */
function secretToStore(key: string, given: string | undefined, previous: string | undefined, kek: KeyEncryptionKey, field: string): string | undefined {
  if (given !== DELIVERY_SECRET_MASK) return given === undefined ? undefined : seal(key, given, kek);
  if (previous === undefined) throw invalidInput(`${field} is required (the masked value keeps only a stored one)`, [field]);
  return previous;
}

function sourceOf(stored: boolean, environment: boolean, config: Pick<Config, 'production'>): DeliverySource {
  if (stored) return 'Console';
  if (environment) return 'Environment';
  return config.production ? 'None' : 'DevelopmentLog';
}

/** Both channels as the Management API shows them: where messages go, and the console's settings with secrets masked. */
export async function getMessageDelivery(db: Db, config: Config): Promise<MessageDelivery> {
  const email = await getSetting<Stored<EmailDeliverySettings>>(db, EMAIL_DELIVERY_SETTING);
  const sms = await getSetting<Stored<SmsDeliverySettings>>(db, SMS_DELIVERY_SETTING);
  return {
    email: {
      source: sourceOf(Boolean(email), Boolean(config.smtpUrl), config),
      smtp: email ? masked(email.settings, 'password') : null,
      updatedAt: email ? new Date(email.updatedAt) : null,
    },
    sms: {
      source: sourceOf(Boolean(sms), config.smsConfigured, config),
      gateway: sms ? (sms.settings.type === 'Twilio' ? masked(sms.settings, 'authToken') : sms.settings) : null,
      updatedAt: sms ? new Date(sms.updatedAt) : null,
    },
  };
}

/** Whether SMS can be sent (a gateway in the console or the environment): phone codes are offered only then. */
export async function smsDeliveryConfigured(db: Db, config: Pick<Config, 'smsConfigured'>): Promise<boolean> {
  return config.smsConfigured || (await getSetting(db, SMS_DELIVERY_SETTING)) !== undefined;
}

/** Whether email has a real transport (in the console or SMTP_URL), not only the development log. */
export async function emailDeliveryConfigured(db: Db, config: Pick<Config, 'smtpUrl'>): Promise<boolean> {
  return Boolean(config.smtpUrl) || (await getSetting(db, EMAIL_DELIVERY_SETTING)) !== undefined;
}

/** Sets the SMTP server codes and invitations are mailed through (the whole setting each time). */
export async function setEmailDelivery(db: Db, config: Config, clock: Clock, input: Record<string, unknown>): Promise<void> {
  const given = parseFields(emailInput, present(input));
  if (given.password !== undefined && !given.username) throw invalidInput('password needs a username', ['password']);
  const previous = await getSetting<Stored<EmailDeliverySettings>>(db, EMAIL_DELIVERY_SETTING);
  const password = secretToStore(EMAIL_DELIVERY_SETTING, given.password, previous?.settings.password, config.keyEncryptionKey, 'password');
  const settings: EmailDeliverySettings = { ...given, ...(password === undefined ? {} : { password }) };
  if (password === undefined) delete settings.password;
  await putSetting(db, EMAIL_DELIVERY_SETTING, { settings, updatedAt: clock.now().getTime() } satisfies Stored<EmailDeliverySettings>);
}

/** Sets the SMS gateway; a webhook URL is held to the outbound rule when saved, and again at each message. */
export async function setSmsDelivery(db: Db, config: Config, clock: Clock, input: Record<string, unknown>): Promise<void> {
  const given = parseFields(smsInput, present(input));
  const previous = await getSetting<Stored<SmsDeliverySettings>>(db, SMS_DELIVERY_SETTING);
  let settings: SmsDeliverySettings;
  if (given.type === 'Webhook') {
    try {
      await checkOutboundUrlToSave(given.url, outboundPolicyOf(config), 'url');
    } catch (error) {
      const refusal = outboundRefusalIn(error);
      if (refusal) throw invalidInput(refusal.message, ['url']);
      throw error;
    }
    settings = given;
  } else {
    const stored = previous?.settings.type === 'Twilio' ? previous.settings.authToken : undefined;
    settings = { ...given, authToken: secretToStore(SMS_DELIVERY_SETTING, given.authToken, stored, config.keyEncryptionKey, 'authToken')! };
  }
  await putSetting(db, SMS_DELIVERY_SETTING, { settings, updatedAt: clock.now().getTime() } satisfies Stored<SmsDeliverySettings>);
}

/** Removes the console's setting of a channel: the environment's delivery applies again. */
export async function clearDelivery(db: Db, channel: 'email' | 'sms'): Promise<void> {
  if (!(await deleteSetting(db, channel === 'email' ? EMAIL_DELIVERY_SETTING : SMS_DELIVERY_SETTING))) {
    throw new DomainError('entity.not_found', `No ${channel === 'email' ? 'email' : 'SMS'} delivery is set in the console.`, { entity: `${channel} delivery` });
  }
}

/** The console's delivery with its secrets open, for the notifier; never answered. */
async function consoleDelivery(db: Db, config: Config): Promise<ConsoleDelivery> {
  const email = await getSetting<Stored<EmailDeliverySettings>>(db, EMAIL_DELIVERY_SETTING);
  const sms = await getSetting<Stored<SmsDeliverySettings>>(db, SMS_DELIVERY_SETTING);
  const kek = config.keyEncryptionKey;
  const delivery: ConsoleDelivery = {};
  if (email) {
    const { fromAddress, fromName, password, ...server } = email.settings;
    delivery.email = {
      version: `${email.updatedAt}`,
      smtp: { ...server, ...(password ? { password: open(EMAIL_DELIVERY_SETTING, password, kek) } : {}) },
      from: fromName ? `"${fromName}" <${fromAddress}>` : fromAddress,
    };
  }
  if (sms) {
    const gateway: SmsGateway =
      sms.settings.type === 'Twilio'
        ? { ...sms.settings, authToken: open(SMS_DELIVERY_SETTING, sms.settings.authToken, kek), apiUrl: config.smsTwilioApiUrl }
        : sms.settings;
    delivery.sms = { version: `${sms.updatedAt}`, gateway };
  }
  return delivery;
}

function gatewayFetch(policy: OutboundPolicy) {
  const fetchGuarded = guardedFetch(policy, 'the SMS gateway URL');
  return (url: string, init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal }) => fetchGuarded(url, init);
}

const notifiers = new WeakMap<Config, Notifier>();

/** The transports of an instance (one per configuration), reused from message to message. */
function notifierOf(config: Config): Notifier {
  let notifier = notifiers.get(config);
  if (!notifier) {
    notifier = createNotifier(config, { gatewayFetch: gatewayFetch(outboundPolicyOf(config)) });
    notifiers.set(config, notifier);
  }
  return notifier;
}

/**
 * The notifier that sends through the console's delivery first, then the environment's, reading
 * the console's setting with `db` at each message: the pool, or the caller's transaction (a
 * mutation that mails inside its transaction must read there: PGlite has one connection).
 */
export function messageNotifier(db: Db, config: Config): Notifier {
  const notifier = notifierOf(config);
  return {
    sendCode: async (channel, to, message) => notifier.sendCode(channel, to, message, await consoleDelivery(db, config)),
    sendMail: async (mail) => notifier.sendMail(mail, await consoleDelivery(db, config)),
    close: () => notifier.close(),
  };
}

/** The longest a refusal from a mail server or gateway is shown (its own words, never our secrets). */
const TEST_ERROR_MAX = 300;

/**
 * Sends a short test message through the channel's current delivery, for an administrator to
 * check a setting: whether it was handed over, or the server's or gateway's refusal.
 */
export async function sendTestMessage(db: Db, config: Config, channel: 'email' | 'sms', to: string): Promise<{ delivered: boolean; error: string | null }> {
  let recipient = to.trim();
  if (channel === 'email' && !isEmailAddress(recipient)) throw invalidInput('to must be an email address', ['to']);
  if (channel === 'sms') {
    if (!/^\+?[\d\s().-]{7,20}$/.test(recipient)) throw invalidInput('to must be a phone number', ['to']);
    recipient = canonicalPhone(recipient);
  }
  const text = `This is a test message from Tessera at ${new URL(config.baseUrl).host}: ${channel === 'email' ? 'email' : 'SMS'} delivery works.`;
  try {
    await messageNotifier(db, config).sendCode(channel === 'email' ? 'email' : 'phone', recipient, { subject: 'Tessera test message', text });
    return { delivered: true, error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { delivered: false, error: message.slice(0, TEST_ERROR_MAX) };
  }
}
