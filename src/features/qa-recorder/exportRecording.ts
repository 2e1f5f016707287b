import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import * as v from 'valibot';
import type { RecordedEntry } from './recorder';

/** The action DevTools puts first in every history (`INIT_ACTION` of @redux-devtools/instrument). */
export const INIT_ACTION = { type: '@@INIT' } as const;

export interface PerformedAction {
  type: 'PERFORM_ACTION';
  action: UnknownAction;
  timestamp: number;
}

/** The lifted state of @redux-devtools/instrument: what the DevTools extension imports. */
export interface ExportedRecording<S = unknown> {
  actionsById: Record<number, PerformedAction>;
  nextActionId: number;
  stagedActionIds: number[];
  skippedActionIds: number[];
  committedState: S;
  currentStateIndex: number;
  computedStates: { state: S }[];
  isLocked: boolean;
  isPaused: boolean;
}

export interface ExportInput<S> {
  reducer: Reducer<S, UnknownAction>;
  /** The state the first entry was applied to. */
  initialState: S;
  entries: readonly RecordedEntry[];
  /** Wall-clock epoch ms of offset 0. */
  startedAt: number;
}

/**
 * Builds the lifted state exactly as instrument would after importing these actions:
 * state i is action i applied to state i-1, starting from the committed state.
 */
export function exportRecording<S>({
  reducer,
  initialState,
  entries,
  startedAt,
}: ExportInput<S>): ExportedRecording<S> {
  const performed: PerformedAction[] = [
    { type: 'PERFORM_ACTION', action: { ...INIT_ACTION }, timestamp: startedAt },
    ...entries.map(({ action, offsetMs }) => ({
      type: 'PERFORM_ACTION' as const,
      action,
      timestamp: startedAt + Math.round(offsetMs),
    })),
  ];
  const computedStates: { state: S }[] = [];
  let state = initialState;
  for (const { action } of performed) {
    state = reducer(state, action);
    computedStates.push({ state });
  }
  return {
    actionsById: Object.fromEntries(performed.map((entry, id) => [id, entry])),
    nextActionId: performed.length,
    stagedActionIds: performed.map((_entry, id) => id),
    skippedActionIds: [],
    committedState: initialState,
    currentStateIndex: performed.length - 1,
    computedStates,
    isLocked: false,
    isPaused: false,
  };
}

const PerformedActionSchema = v.object({
  type: v.literal('PERFORM_ACTION'),
  action: v.looseObject({ type: v.string() }),
  timestamp: v.number(),
});

const RecordingSchema = v.looseObject({
  actionsById: v.record(v.string(), PerformedActionSchema),
  stagedActionIds: v.array(v.pipe(v.number(), v.integer())),
  skippedActionIds: v.optional(v.array(v.number()), []),
  committedState: v.unknown(),
  computedStates: v.array(v.looseObject({ state: v.unknown() })),
});

export interface ParsedRecording {
  /** The recorded actions in order, without the leading @@INIT. */
  entries: RecordedEntry[];
  /** The state the recording starts from (undefined in a file that has none). */
  initialState: unknown;
  /** The state the recording ended in, as the recorder computed it. */
  finalState: unknown;
}

export type ParseResult = { ok: true; value: ParsedRecording } | { ok: false; error: string };

const fail = (error: string): ParseResult => ({ ok: false, error });

/** Reads a recording file (the JSON text, or the already parsed value). */
export function parseRecording(input: string | unknown): ParseResult {
  let json: unknown = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch {
      return fail('The file is not JSON.');
    }
  }
  const parsed = v.safeParse(RecordingSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue ? v.getDotPath(issue) : null;
    return fail(
      `The file is not a recording${where ? ` (problem at "${where}")` : ''}: ${issue?.message ?? 'unknown problem'}.`,
    );
  }
  const { actionsById, stagedActionIds, skippedActionIds, committedState, computedStates } =
    parsed.output;
  const skipped = new Set(skippedActionIds);
  const performed: v.InferOutput<typeof PerformedActionSchema>[] = [];
  for (const id of stagedActionIds) {
    const entry = actionsById[String(id)];
    if (!entry) return fail(`The file lists action ${id} but does not contain it.`);
    if (!skipped.has(id)) performed.push(entry);
  }
  const [first, ...rest] = performed;
  const startsWithInit = first?.action.type === INIT_ACTION.type;
  const actions = startsWithInit ? rest : performed;
  const origin = first?.timestamp ?? 0;
  return {
    ok: true,
    value: {
      entries: actions.map(({ action, timestamp }) => ({
        action: action as UnknownAction,
        offsetMs: Math.max(0, timestamp - origin),
      })),
      initialState: committedState,
      finalState: computedStates.at(-1)?.state,
    },
  };
}
