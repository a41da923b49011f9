import type { RoleType } from '../../gql/graphql';

export const ROLE_TYPE_LABELS: Record<RoleType, string> = {
  User: 'User',
  MachineToMachine: 'Machine-to-machine',
};

/** A role type from the URL; anything else means no filter. */
export function parseRoleType(value: string | null): RoleType | undefined {
  return value === 'User' || value === 'MachineToMachine' ? value : undefined;
}
