// What a connector's configuration must be, as the Management API stores it: one zod schema per
// connector kind (and per social preset, which is a kind with fewer fields). A schema's issues
// carry the API's own words (the message a caller reads, the field it names); the domain turns
// them into its errors (src/domain/federation/connectors.ts and sso-connectors.ts). Secrets are not part of what
// is stored here: a social connector's clientSecret is sealed apart, an enterprise OIDC
// connector's is sealed in place by the domain.
//
// What no schema decides: whether a URL may be connected to (the outbound rule, which resolves
// names: src/net/outbound-urls.ts) and whether a SAML IdP's metadata or certificate parse
// (src/connectors/saml.ts): both need more than the shape.
import { z } from 'zod';
import type { ConfigFieldDescription, ConfigFieldMeta } from './config-describe.js';
import type { ProfileMap, TokenEndpointAuthMethod } from './types.js';

/** A field's form: label, help, input kind (src/connectors/config-describe.ts reads it). */
const form = <T extends z.ZodType>(schema: T, meta: ConfigFieldMeta): T => schema.meta({ ...meta });

/** The profile map a generic OAuth 2.0 connector starts with. */
export const OAUTH2_DEFAULT_PROFILE_MAP: ProfileMap = { id: 'id', email: 'email', name: 'name', avatar: 'avatar' };

type Ctx = z.core.$RefinementCtx;

/** A custom issue at `key` with the API's message. */
const refuse = (ctx: Ctx, message: string, key?: string) => {
  ctx.addIssue({ code: 'custom', message, ...(key ? { path: [key] } : {}) });
  return z.NEVER;
};

const empty = (value: unknown) => value === undefined || value === null;

/** A config field read by `check`; an absent one reads as null, so its check (or default) still applies. */
const field = <T>(check: (value: unknown, ctx: Ctx) => T) => z.unknown().transform(check).prefault(null);

/** Text on one line, trimmed. */
function lineOf(value: unknown, ctx: Ctx, key: string, max: number): string {
  if (typeof value !== 'string' || !value.trim() || value.length > max || /[\0\r\n]/.test(value))
    return refuse(ctx, `${key} must be 1 to ${max} characters on one line`);
  return value.trim();
}

/** An absolute http(s) URL without credentials or fragment, as given (an issuer must match the provider's own spelling exactly). */
const upstreamUrl = (key: string) =>
  field((value, ctx) => {
    if (typeof value !== 'string' || !URL.canParse(value)) return refuse(ctx, `${key} must be an absolute URL`);
    const u = new URL(value);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return refuse(ctx, `${key} must be an https URL`);
    if (u.username || u.password || value.includes('#')) return refuse(ctx, `${key} must not hold credentials or a fragment`);
    return value;
  });

const scope = (fallback: string, requireOpenid: boolean) =>
  field((value, ctx) => {
    const raw = empty(value) ? fallback : value;
    if (typeof raw !== 'string' || raw.length > 1024 || /[^\x21\x23-\x5b\x5d-\x7e ]/.test(raw)) return refuse(ctx, 'scope must be space-separated scope names');
    const scopes = raw.split(' ').filter(Boolean);
    if (requireOpenid && !scopes.includes('openid')) return refuse(ctx, 'an OpenID Connect connector needs the openid scope');
    return scopes.join(' ');
  });

const AUTH_METHODS = ['client_secret_post', 'client_secret_basic'] as const;

const authMethod = form(
  field((value, ctx): TokenEndpointAuthMethod => {
    if (empty(value)) return 'client_secret_post';
    if (value === 'client_secret_post' || value === 'client_secret_basic') return value;
    return refuse(ctx, 'tokenEndpointAuthMethod must be client_secret_post or client_secret_basic');
  }),
  { title: 'Token endpoint authentication', input: 'SELECT', options: AUTH_METHODS, description: 'How the client secret is sent to the token endpoint.' },
);

const CLAIM = /^[\w.:-]{1,128}$/;
const PROFILE_FIELDS = ['id', 'email', 'name', 'avatar', 'emailVerified'];

const profileMap = form(
  field((value, ctx): ProfileMap => {
    if (empty(value)) return { ...OAUTH2_DEFAULT_PROFILE_MAP };
    if (typeof value !== 'object' || Array.isArray(value)) return refuse(ctx, 'profileMap must be an object');
    const out: Record<string, string> = { ...OAUTH2_DEFAULT_PROFILE_MAP };
    for (const [key, claim] of Object.entries(value)) {
      if (!PROFILE_FIELDS.includes(key)) return refuse(ctx, `profileMap.${key} is not a profile field`);
      if (typeof claim !== 'string' || !CLAIM.test(claim)) return refuse(ctx, `profileMap.${key} must name a claim`);
      out[key] = claim;
    }
    return out as unknown as ProfileMap;
  }),
  {
    title: 'Profile map',
    input: 'JSON',
    description: 'Which user-info field holds each profile field (id, email, name, avatar, emailVerified).',
  },
);

const TENANT = /^[A-Za-z0-9][A-Za-z0-9.-]{0,127}$/;

const tenantId = form(
  field((value, ctx) => {
    const tenant = lineOf(value, ctx, 'tenantId', 128);
    if (typeof tenant !== 'string') return tenant;
    if (!TENANT.test(tenant)) return refuse(ctx, 'tenantId must be a directory id or domain');
    // Their ID tokens name the user's own tenant as issuer, which discovery cannot tell in advance.
    if (['common', 'organizations', 'consumers'].includes(tenant.toLowerCase())) {
      return refuse(ctx, 'tenantId must name one tenant (common, organizations and consumers cannot have their issuer checked)');
    }
    return tenant;
  }),
  { title: 'Tenant ID', description: 'The directory (tenant) id or domain of your Microsoft Entra tenant.' },
);

const clientId = form(
  field((value, ctx) => lineOf(value, ctx, 'clientId', 512)),
  { title: 'Client ID', description: 'The application (client) id the provider gave you.' },
);

const scopeHelp = { title: 'Scope', description: 'Space-separated scopes to ask for.' };
const url = (key: string, title: string, description?: string) => form(upstreamUrl(key), { title, input: 'URL', ...(description ? { description } : {}) });

/** A social connector's secret: given with the config, sealed apart, never shown again. */
export const SOCIAL_SECRET_FIELDS: readonly ConfigFieldDescription[] = [
  {
    key: 'clientSecret',
    label: 'Client secret',
    type: 'TEXT',
    required: true,
    secret: true,
    options: [],
    defaultValue: null,
    description: 'Stored sealed and never shown again.',
  },
];

/**
 * A social connector's stored config, by the factory it is made from. The key order is the order
 * of the checks (the first refusal is the one reported). Unknown keys are refused (clientSecret
 * aside: it is given with the config and stored apart).
 */
export const SOCIAL_CONFIG_SCHEMAS = {
  oidc: z.object({
    clientId,
    issuer: url('issuer', 'Issuer', 'The provider’s issuer URL (its discovery document is at /.well-known/openid-configuration below it).'),
    scope: form(scope('openid profile email', true), scopeHelp),
    tokenEndpointAuthMethod: authMethod,
  }),
  oauth2: z.object({
    clientId,
    authorizationEndpoint: url('authorizationEndpoint', 'Authorization endpoint'),
    tokenEndpoint: url('tokenEndpoint', 'Token endpoint'),
    userInfoEndpoint: url('userInfoEndpoint', 'User info endpoint'),
    scope: form(scope('', false), scopeHelp),
    tokenEndpointAuthMethod: authMethod,
    profileMap,
  }),
  google: z.object({ clientId, scope: form(scope('openid profile email', true), scopeHelp) }),
  github: z.object({ clientId, scope: form(scope('read:user user:email', false), scopeHelp) }),
  microsoft: z.object({ clientId, tenantId, scope: form(scope('openid profile email', true), scopeHelp) }),
} as const;

export type SocialFactoryId = keyof typeof SOCIAL_CONFIG_SCHEMAS;

/** The setting names of a social factory's config (what its schema reads). */
export const socialConfigKeys = (factory: SocialFactoryId): string[] => Object.keys(SOCIAL_CONFIG_SCHEMAS[factory].shape);

const present = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function isHttpUrl(value: unknown): boolean {
  const raw = present(value);
  if (!raw || !URL.canParse(raw)) return false;
  const { protocol } = new URL(raw);
  return protocol === 'https:' || protocol === 'http:';
}

/** Every field an enterprise OIDC connector's config may hold; all checks run, each refusal reported. */
const enterpriseOidc = z.object({
  issuer: form(z.unknown().refine(isHttpUrl, { message: 'config.issuer must be an http(s) URL' }), {
    title: 'Issuer',
    input: 'URL',
    description: 'The IdP’s issuer URL; its endpoints are discovered from it.',
  }),
  clientId: form(
    z.unknown().refine((v) => present(v) !== undefined, { message: 'config.clientId is required' }),
    { title: 'Client ID' },
  ),
  clientSecret: form(
    z.unknown().refine((v) => present(v) !== undefined, { message: 'config.clientSecret is required' }),
    {
      title: 'Client secret',
      secret: true,
      description: 'Stored sealed and never shown again.',
    },
  ),
  scope: form(z.unknown().optional(), { title: 'Scope', description: 'Space-separated scopes; openid profile email when empty.' }),
});

const ATTRIBUTE_MAPPING = 'config.attributeMapping must map profile fields (id, email, name, avatar) to attribute names';
const attributeMapping = form(z.record(z.string(), z.string({ error: ATTRIBUTE_MAPPING }), { error: ATTRIBUTE_MAPPING }).optional(), {
  title: 'Attribute mapping',
  input: 'JSON',
  description: 'Which SAML attribute holds each profile field, such as { "email": "mail" }.',
});

/**
 * The shape of a SAML connector's config: the IdP as metadata (XML), a metadata URL, or its three
 * settings, and the attribute mapping. Whether they describe a usable IdP is the SAML module's
 * reading (src/connectors/saml.ts), not a shape.
 */
const enterpriseSaml = z
  .object({
    metadataUrl: form(z.unknown(), {
      title: 'IdP metadata URL',
      input: 'URL',
      description: 'Fetched once, when saved. Give this, or the metadata XML, or the entity ID, sign-in endpoint and certificate.',
    }),
    metadata: form(z.unknown(), { title: 'IdP metadata (XML)', input: 'MULTILINE' }),
    entityId: form(z.unknown(), { title: 'IdP entity ID' }),
    signInEndpoint: form(z.unknown(), { title: 'IdP sign-in endpoint', input: 'URL', description: 'Its HTTP-Redirect single sign-on service URL.' }),
    x509Certificate: form(z.unknown(), { title: 'IdP signing certificate', input: 'MULTILINE', description: 'PEM or base64 DER.' }),
    attributeMapping,
  })
  .partial();

/** An enterprise connector's config, by its provider. */
export const ENTERPRISE_CONFIG_SCHEMAS = { OIDC: enterpriseOidc, SAML: enterpriseSaml } as const;

export const enterpriseConfigKeys = (provider: keyof typeof ENTERPRISE_CONFIG_SCHEMAS): string[] => Object.keys(ENTERPRISE_CONFIG_SCHEMAS[provider].shape);
