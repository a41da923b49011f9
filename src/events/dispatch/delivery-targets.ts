// Where the deliveries of a claimed batch go: a webhook's hook (its URL, headers and signing keys
// opened), or the application a back-channel logout is for (its URI and how its logout tokens are
// made). One query per kind, whatever the size of the batch; a target deleted meanwhile is absent
// (its deliveries went with it).
import type { Db } from '../../db/database.js';
import type { KeyEncryptionKey } from '../../domain/envelope.js';
import { backchannelLogoutApplications } from '../../domain/oauth/backchannel-logout.js';
import type { ClaimedDelivery } from '../../domain/webhooks/delivery-queue.js';
import { hooksForDelivery } from '../../domain/webhooks/hooks.js';
import { logoutTarget, type LogoutTokenSigning } from '../logout-token.js';
import { webhookTarget, type DeliveryTarget } from './deliver-round.js';

const distinct = (values: Array<string | null>): string[] => [...new Set(values.filter((v): v is string => v !== null))];

export function deliveryTargets(db: Db, kek: KeyEncryptionKey, signing: LogoutTokenSigning) {
  return async (batch: readonly ClaimedDelivery[]): Promise<Map<string, DeliveryTarget>> => {
    const hookIds = distinct(batch.map((d) => d.hookId));
    const applicationIds = distinct(batch.map((d) => d.applicationId));
    const hooks = hookIds.length ? await hooksForDelivery(db, hookIds, kek) : new Map();
    const applications = applicationIds.length ? await backchannelLogoutApplications(db, applicationIds) : new Map();
    const targets = new Map<string, DeliveryTarget>();
    for (const delivery of batch) {
      const hook = delivery.hookId ? hooks.get(delivery.hookId) : undefined;
      const application = delivery.applicationId ? applications.get(delivery.applicationId) : undefined;
      if (hook) targets.set(delivery.id, webhookTarget(delivery, hook));
      else if (application) targets.set(delivery.id, logoutTarget(delivery, application, signing));
    }
    return targets;
  };
}
