// What the experience and Account API handlers share: services, the code notifier and the
// send counter (database, or Redis when REDIS_URL is set).
import { databaseSendCounter, type SendCounter } from '../domain/sign-in/rate-limits.js';
import { messageNotifier } from '../domain/sign-in/message-delivery.js';
import type { Notifier } from '../notify/index.js';
import type { Services } from '../services.js';
import { redisSendCounter } from './redis-counter.js';

export interface ExperienceDeps {
  services: Services;
  notifier: Notifier;
  sendCounter: SendCounter;
}

export function createExperienceDeps(services: Services): ExperienceDeps {
  const notifier = messageNotifier(services.db, services.config);
  services.onClose.push(() => notifier.close());
  let sendCounter = databaseSendCounter(services.db, services.clock);
  if (services.config.redisUrl) {
    const redis = redisSendCounter(services.config.redisUrl, services.clock);
    services.onClose.push(() => redis.close());
    sendCounter = redis;
  }
  return { services, notifier, sendCounter };
}
