// In-progress experiences: a register, forgot-password or sign-in (MFA step) flow of one
// browser or custom UI, identified by a random id kept in a cookie. They expire after an hour.
import type { Db } from '../../db/database.js';
import * as repo from '../../db/repositories/experience-states.js';
import type { ExperienceEvent, ExperienceState, ExperienceStateWrite } from '../../db/repositories/experience-states.js';
import { z } from 'zod';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';
import { parseFields } from '../input.js';

export type { ExperienceEvent, ExperienceState };

export const EXPERIENCE_TTL_SECONDS = 3600;
const eventShape = z.enum(['SignIn', 'Register', 'ForgotPassword'] satisfies ExperienceEvent[], {
  error: 'interactionEvent must be SignIn, Register or ForgotPassword',
});

export function parseExperienceEvent(value: unknown): ExperienceEvent {
  return parseFields(eventShape, value, ['interactionEvent']);
}

export function startExperience(db: Db, event: ExperienceEvent, interactionId: string | null): Promise<ExperienceState> {
  return repo.insertExperienceState(db, { id: newId(), interactionId, event, ttlSeconds: EXPERIENCE_TTL_SECONDS });
}

export async function findExperience(db: Db, id: string | undefined): Promise<ExperienceState | undefined> {
  return id ? repo.findLiveExperienceState(db, id) : undefined;
}

export async function requireExperience(db: Db, id: string | undefined, event?: ExperienceEvent): Promise<ExperienceState> {
  const state = await findExperience(db, id);
  if (!state) throw new DomainError('session.not_found', 'No sign-in experience is in progress (or it expired); start again.');
  if (event && state.event !== event) {
    throw new DomainError('session.interaction_event_mismatch', `This step belongs to ${event}, but the experience in progress is ${state.event}.`);
  }
  return state;
}

export const updateExperience = (db: Db, id: string, write: ExperienceStateWrite) => repo.updateExperienceState(db, id, write);
export const endExperience = (db: Db, id: string) => repo.deleteExperienceState(db, id);
