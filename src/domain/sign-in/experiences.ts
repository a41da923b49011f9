// In-progress experiences: a register or forgot-password flow of one browser or custom UI. Their
// state is kept in the interactions store, as a sign-in's is: under `data.experience` of the
// OIDC interaction they were started in, or of an interaction-like row of their own (no client)
// when /register or /forgot-password was visited directly. A row of their own expires after an
// hour; inside an interaction they live as long as it does.
//
// An experience is named by `<row id>.<flow id>`: the flow id is drawn afresh at every start, so a
// restart of the same interaction makes the previous experience's name (its cookie, its CSRF
// tokens, the codes sent under it) worthless.
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/interactions.js';
import { z } from 'zod';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';
import { parseFields } from '../input.js';
import { addVerification, type NewVerification } from './sign-in-state.js';

export type ExperienceEvent = 'SignIn' | 'Register' | 'ForgotPassword';

export interface ExperienceState {
  /** The experience's name: its cookie's value, the owner of its codes, what its CSRF tokens bind. */
  id: string;
  /** The OIDC interaction it belongs to; null for a direct visit. */
  interactionId: string | null;
  event: ExperienceEvent;
  userId: string | null;
  pending: Record<string, unknown>;
}

export interface ExperienceStateWrite {
  userId?: string | null;
  pending?: Record<string, unknown>;
}

export const EXPERIENCE_TTL_SECONDS = 3600;
const eventShape = z.enum(['SignIn', 'Register', 'ForgotPassword'] satisfies ExperienceEvent[], {
  error: 'interactionEvent must be SignIn, Register or ForgotPassword',
});

/** What the row keeps under `data.experience`. */
const storedShape = z.object({
  id: z.string().min(1),
  event: eventShape,
  userId: z.string().nullable(),
  pending: z.record(z.string(), z.unknown()),
});
type Stored = z.infer<typeof storedShape>;
const KEY = 'experience';

export function parseExperienceEvent(value: unknown): ExperienceEvent {
  return parseFields(eventShape, value, ['interactionEvent']);
}

const nameOf = (rowId: string, flowId: string) => `${rowId}.${flowId}`;

function partsOf(name: string): { rowId: string; flowId: string } | undefined {
  const [rowId, flowId, ...rest] = name.split('.');
  return rowId && flowId && rest.length === 0 ? { rowId, flowId } : undefined;
}

/** The row and the experience it keeps, when `name` is still its current one. */
async function load(db: Db, name: string): Promise<{ row: repo.ExperienceRow; stored: Stored } | undefined> {
  const parts = partsOf(name);
  const row = parts && (await repo.findPendingExperienceRow(db, parts.rowId));
  if (!parts || !row) return undefined;
  const stored = storedShape.safeParse(row.data[KEY]);
  return stored.success && stored.data.id === parts.flowId ? { row, stored: stored.data } : undefined;
}

const stateOf = (row: repo.ExperienceRow, stored: Stored): ExperienceState => ({
  id: nameOf(row.id, stored.id),
  interactionId: row.clientId === null ? null : row.id,
  event: stored.event,
  userId: stored.userId,
  pending: stored.pending,
});

export async function startExperience(db: Db, event: ExperienceEvent, interactionId: string | null): Promise<ExperienceState> {
  const stored: Stored = { id: newId(), event, userId: null, pending: {} };
  if (interactionId === null) {
    const rowId = newId();
    await repo.insertDirectExperienceRow(db, rowId, { event, data: { [KEY]: stored }, ttlSeconds: EXPERIENCE_TTL_SECONDS });
    return stateOf({ id: rowId, clientId: null, data: {} }, stored);
  }
  const row = await repo.findPendingExperienceRow(db, interactionId);
  if (!row || !(await repo.updateExperienceRowData(db, row.id, { ...row.data, [KEY]: stored }))) {
    throw new DomainError('session.not_found', 'No sign-in experience is in progress (or it expired); start again.');
  }
  return stateOf(row, stored);
}

export async function findExperience(db: Db, id: string | undefined): Promise<ExperienceState | undefined> {
  const found = id ? await load(db, id) : undefined;
  return found && stateOf(found.row, found.stored);
}

export async function requireExperience(db: Db, id: string | undefined, event?: ExperienceEvent): Promise<ExperienceState> {
  const state = await findExperience(db, id);
  if (!state) throw new DomainError('session.not_found', 'No sign-in experience is in progress (or it expired); start again.');
  if (event && state.event !== event) {
    throw new DomainError('session.interaction_event_mismatch', `This step belongs to ${event}, but the experience in progress is ${state.event}.`);
  }
  return state;
}

/** Writes the experience's user or pending input; nothing when it ended meanwhile. */
export async function updateExperience(db: Db, id: string, write: ExperienceStateWrite): Promise<void> {
  const found = await load(db, id);
  if (!found) return;
  const stored: Stored = {
    ...found.stored,
    ...(write.userId !== undefined ? { userId: write.userId } : {}),
    ...(write.pending !== undefined ? { pending: write.pending } : {}),
  };
  await repo.updateExperienceRowData(db, found.row.id, { ...found.row.data, [KEY]: stored });
}

/**
 * Adds a proof to the experience's own list (kept in `pending`, never in the sign-in's list: a
 * record of a sign-up binds no account yet): a checked code, a new account's identity. Returns the
 * record's id. `session.not_found` when the experience ended meanwhile.
 */
export async function addExperienceVerification(db: Db, id: string, record: NewVerification & { id?: string }): Promise<string> {
  const found = await load(db, id);
  if (!found) throw new DomainError('session.not_found', 'No sign-in experience is in progress (or it expired); start again.');
  const { data: pending, verificationId } = addVerification(found.stored.pending, record);
  await repo.updateExperienceRowData(db, found.row.id, { ...found.row.data, [KEY]: { ...found.stored, pending } });
  return verificationId;
}

/** Ends the experience: a direct visit's row goes; an interaction keeps its sign-in state without it. */
export async function endExperience(db: Db, id: string): Promise<void> {
  const found = await load(db, id);
  if (!found) return;
  if (found.row.clientId === null) return repo.deleteDirectExperienceRow(db, found.row.id);
  const { [KEY]: _ended, ...rest } = found.row.data;
  await repo.updateExperienceRowData(db, found.row.id, rest);
}
