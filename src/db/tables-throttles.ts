// Table types of the throttles against guessing (migration 20261129_0301).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AuthThrottlesTable {
  key: string;
  failures: Generated<number>;
  window_started_at: Timestamp;
  blocked_until: Timestamp | null;
  trips: Generated<number>;
}

export interface ThrottleTables {
  auth_throttles: AuthThrottlesTable;
}
