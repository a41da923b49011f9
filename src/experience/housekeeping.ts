// Hourly purge of expired codes, code-send logs, lockout and throttle counters.
import { purgeExperienceLeftovers } from '../domain/sign-in/experience-housekeeping.js';
import { getExperienceSettings } from '../domain/sign-in/experience-settings.js';
import type { Services } from '../services.js';
import { logFailure } from '../domain/service-unavailable.js';
import { purgeIdleThrottleRows } from '../domain/sign-in/throttles.js';

export function startExperienceHousekeeping(services: Services): void {
  const housekeeping = setInterval(() => {
    void (async () => {
      const { lockout, codeSend } = await getExperienceSettings(services.db, services.config);
      await purgeExperienceLeftovers(services.db, services.clock, Math.max(lockout.windowSeconds, codeSend.windowSeconds));
      await purgeIdleThrottleRows(services.db, services.clock, services.config.throttles);
    })().catch((error: unknown) => logFailure('experience housekeeping failed', error));
  }, 3_600_000);
  housekeeping.unref();
  services.onClose.push(() => clearInterval(housekeeping));
}
