// Input rules shared by the organization areas: names, id lists, references that must exist.
import { z } from 'zod';
import { constraintViolation } from '../../db/constraint-errors.js';
import { DomainError } from '../errors.js';
import { jsonObject, nonEmptyList, parseFields, parseInput } from '../input.js';

export const MAX_NAME_LENGTH = 128;

/** The length is the trimmed name's (zod's `trim` runs before the checks after it). */
const organizationName = z.string().trim().min(1).max(MAX_NAME_LENGTH);

/** A required display name: trimmed, 1 to 128 characters. */
export function checkName(value: string, field = 'name'): string {
  return parseInput(organizationName, value, `${field} must be 1 to ${MAX_NAME_LENGTH} characters`, [field]);
}

export function checkObject(value: unknown, field: string): Record<string, unknown> {
  parseInput(jsonObject(), value, `${field} must be a JSON object`, [field]);
  return value as Record<string, unknown>;
}

/** The ids without duplicates, in first-seen order. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/** An id list of a body with at least one entry; an empty one is refused as `<field> must not be empty`. */
export function nonEmpty(ids: readonly string[], field: string): void {
  parseFields(nonEmptyList(`${field} must not be empty`), ids, [field]);
}

/**
 * A referenced id that does not exist: the reference product answers 422 for ids in a body,
 * keeping 404 for the entity the path names.
 */
export function missingReference(entity: string, ids: readonly string[], field: string): DomainError {
  return new DomainError(
    'entity.relation_foreign_key_not_found',
    `unknown ${entity} id${ids.length > 1 ? 's' : ''}: ${ids.join(', ')}`,
    { entity, ids: [...ids] },
    [field],
  );
}

/** Throws when some of `wanted` are not in `found`. */
export function requireAll(entity: string, wanted: readonly string[], found: readonly string[], field: string): void {
  const have = new Set(found);
  const missing = wanted.filter((id) => !have.has(id));
  if (missing.length) throw missingReference(entity, missing, field);
}

/** Runs a write and turns a unique-index violation whose name contains `index` into `error`. */
export async function guardUnique<T>(index: string, error: () => DomainError, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (caught) {
    const violation = constraintViolation(caught);
    if (violation?.kind === 'unique' && violation.constraint.includes(index)) throw error();
    throw caught;
  }
}

/**
 * Runs a write whose references were checked beforehand; a row deleted concurrently between
 * the check and the write still surfaces as the 422 a missing reference gets, never a 500.
 */
export async function guardReferences<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (caught) {
    if (constraintViolation(caught)?.kind === 'foreign_key') {
      throw new DomainError('entity.relation_foreign_key_not_found', 'a referenced entity no longer exists');
    }
    throw caught;
  }
}
