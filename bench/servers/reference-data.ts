// What the bench hands a reference server: its key, the clients and who holds which scopes.
import { readFileSync } from 'node:fs';
import type { JWK } from 'jose';

export interface ReferenceData {
  privateJwk: JWK & { kid: string };
  resources: Array<{ indicator: string; scopes: string[] }>;
  clients: Array<{ id: string; secret: string; kind: 'm2m' | 'exchange'; held: Record<string, string[]> }>;
  /** userId → resource indicator → scope names held through roles. */
  users: Record<string, Record<string, string[]>>;
}

export function readReferenceData(): ReferenceData {
  const file = process.argv[2];
  if (!file) throw new Error('usage: <server> <reference-data.json>');
  return JSON.parse(readFileSync(file, 'utf8')) as ReferenceData;
}

/** Requested ∩ held, in request order: the same rule Tessera applies. */
export function grantScopes(requested: string | undefined, held: string[] | undefined): string {
  const have = new Set(held ?? []);
  return [...new Set((requested ?? '').split(' ').filter((s) => have.has(s)))].join(' ');
}
