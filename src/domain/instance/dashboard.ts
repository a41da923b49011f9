// The console's landing page counts. "Today" is the server clock's UTC day unless the console
// asks from another start (its own midnight); a start more than a year back or in the future is
// refused, so the count stays a question about recent activity.
import type { Db } from '../../db/database.js';
import { countDashboard, type DashboardCounts } from '../../db/repositories/console-dashboard.js';
import type { Clock } from '../clock.js';
import { invalidInput } from '../errors.js';

const MAX_LOOKBACK_MS = 366 * 24 * 3600 * 1000;

export interface Dashboard extends DashboardCounts {
  since: Date;
}

export const startOfUtcDay = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export async function consoleDashboard(db: Db, clock: Clock, since?: Date | null): Promise<Dashboard> {
  const now = clock.now();
  const from = since ?? startOfUtcDay(now);
  if (from.getTime() > now.getTime()) throw invalidInput('since must not be in the future', ['since']);
  if (now.getTime() - from.getTime() > MAX_LOOKBACK_MS) throw invalidInput('since must be at most 366 days ago', ['since']);
  return { since: from, ...(await countDashboard(db, from)) };
}
