import type { ApplicationType } from '../../gql/graphql';

export const APPLICATION_TYPES: ReadonlyArray<{ value: ApplicationType; label: string; description: string }> = [
  { value: 'Traditional', label: 'Traditional web', description: 'A server-rendered web app: signs users in, keeps a client secret on its server' },
  { value: 'SPA', label: 'Single-page app', description: 'A browser app: signs users in with PKCE, has no secret' },
  { value: 'Native', label: 'Native', description: 'A mobile or desktop app: signs users in with PKCE, may use a custom URI scheme' },
  {
    value: 'MachineToMachine',
    label: 'Machine-to-machine',
    description: 'A backend service acting on its own behalf (client credentials), with a secret and roles',
  },
];

export const APPLICATION_TYPE_LABELS = Object.fromEntries(APPLICATION_TYPES.map((t) => [t.value, t.label])) as Record<ApplicationType, string>;

/** An application type from the URL; anything else means no filter. */
export function parseApplicationType(value: string | null): ApplicationType | undefined {
  return APPLICATION_TYPES.find((t) => t.value === value)?.value;
}

/** Confidential clients hold a secret (and only they may use token exchange). */
export const isConfidential = (type: ApplicationType) => type === 'Traditional' || type === 'MachineToMachine';

/** Several URIs may be pasted at once, separated by commas, spaces or new lines. */
export const URI_SPLIT = [',', ' ', '\n'];
