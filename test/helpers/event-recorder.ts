// Records what each mutation hands to the outbox (through the observer that runs after the
// outbox write, in the same transaction), for contract tests of the mutation→event table.
import { mutationEvents } from '../../src/events/mutation-events.js';
import { setEventWriter } from '../../src/events/record-mutation-events.js';

export interface RecordedEvent {
  mutation: string;
  event: string;
  data?: any;
  extra?: any;
}

export function recordEmittedEvents(): { events: RecordedEvent[]; clear(): void } {
  const recorder = {
    events: [] as RecordedEvent[],
    clear() {
      recorder.events.length = 0;
    },
  };
  setEventWriter(async (_ctx, mutation, args, result) => {
    for (const e of mutationEvents[mutation]!.emit(result, args)) recorder.events.push({ mutation, ...e });
  });
  return recorder;
}
