// The Account API (/api/my-account) accepts user access tokens whose audience is the built-in
// resource `{BASE_URL}/me`: a client asks for it with `resource={BASE_URL}/me` like any API.
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { upsertAccountResource } from '../../db/repositories/account-resource.js';
import { newId } from '../ids.js';

export const accountApiResource = (config: Config): string => `${config.baseUrl}/me`;

export function ensureAccountResource(db: Db, config: Config): Promise<string> {
  return upsertAccountResource(db, newId(), accountApiResource(config));
}
