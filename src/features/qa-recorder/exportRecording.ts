import type { UnknownAction } from '@reduxjs/toolkit';
import * as v from 'valibot';
import type { RecordedEntry } from './recorder';
import { isRecord } from '@contract/isRecord';

/** The first action of every DevTools history (`INIT_ACTION` of @redux-devtools/instrument). */
export const INIT_ACTION = { type: '@@INIT' } as const;

/** What a recording file says it was made with; checked before anything is replayed. */
export const RECORDING_APP = 'harbourline-website';
/** Raised when a file written by an older panel could no longer be replayed the same way. */
export const RECORDING_FORMAT = 2;

export interface RecordingHeader {
  app: string;
  format: number;
  build: string;
  /** The root state's keys: a store of another shape cannot replay the file. */
  stateKeys: string[];
  /** Screen fingerprints (screenDigest.ts) of the live app: at the start, then per action. */
  digests: string[];
  /** The window's size as recorded, so a replay can show the page at the same width. */
  viewport?: Viewport;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface PerformedAction {
  type: 'PERFORM_ACTION';
  action: UnknownAction;
  timestamp: number;
}

/** @redux-devtools/instrument's lifted state, as the extension imports it, plus a header. */
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
  recording: RecordingHeader;
}

export interface ExportInput<S> {
  initialState: S;
  entries: readonly RecordedEntry[];
  startedAt: number;
  build: string;
  digests: string[];
  viewport?: Viewport;
}

/** Builds the file: instrument's lifted state, as it would stand after importing these actions. */
export function exportRecording<S extends object>({
  initialState,
  entries,
  startedAt,
  build,
  digests,
  viewport,
}: ExportInput<S>): ExportedRecording<S> {
  const performed: PerformedAction[] = [
    { type: 'PERFORM_ACTION', action: { ...INIT_ACTION }, timestamp: startedAt },
    ...entries.map(({ action, offsetMs }) => ({
      type: 'PERFORM_ACTION' as const,
      action,
      timestamp: startedAt + Math.round(offsetMs),
    })),
  ];
  return {
    actionsById: Object.fromEntries(performed.map((entry, id) => [id, entry])),
    nextActionId: performed.length,
    stagedActionIds: performed.map((_entry, id) => id),
    skippedActionIds: [],
    committedState: initialState,
    currentStateIndex: performed.length - 1,
    computedStates: [],
    isLocked: false,
    isPaused: false,
    recording: {
      app: RECORDING_APP,
      format: RECORDING_FORMAT,
      build,
      stateKeys: Object.keys(initialState).sort(),
      digests,
      ...(viewport ? { viewport } : {}),
    },
  };
}

const PerformedActionSchema = v.object({
  type: v.literal('PERFORM_ACTION'),
  action: v.looseObject({ type: v.string() }),
  timestamp: v.number(),
});

const HeaderSchema = v.looseObject({
  app: v.string(),
  format: v.number(),
  build: v.optional(v.string(), 'unknown'),
  stateKeys: v.optional(v.array(v.string()), []),
  digests: v.optional(v.array(v.string()), []),
  // Older files, and sizes no window has, replay at the replaying window's own size.
  viewport: v.fallback(
    v.optional(
      v.object({
        width: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(10_000)),
        height: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(10_000)),
      }),
    ),
    undefined,
  ),
});

const RecordingSchema = v.looseObject({
  actionsById: v.record(v.string(), PerformedActionSchema),
  stagedActionIds: v.array(v.pipe(v.number(), v.integer())),
  skippedActionIds: v.optional(v.array(v.number()), []),
  committedState: v.unknown(),
});

export interface ParsedRecording {
  entries: RecordedEntry[];
  initialState: unknown;
  digests: string[];
  build: string;
  viewport: Viewport | null;
}

export interface ReplayingApp {
  build: string;
  stateKeys: readonly string[];
}

export type ParseResult = { ok: true; value: ParsedRecording } | { ok: false; error: string };

const fail = (error: string): ParseResult => ({ ok: false, error });

function headerProblem(header: unknown, app: ReplayingApp): string | null {
  if (header === undefined) {
    return 'This file is not a Harbourline website recording: it has no recording header (it may come from another app, or from an older version of this panel).';
  }
  const parsed = v.safeParse(HeaderSchema, header);
  if (!parsed.success) return 'The recording header of this file is damaged.';
  const { app: madeIn, format, stateKeys } = parsed.output;
  if (madeIn !== RECORDING_APP) {
    return `This recording was made in another app (“${madeIn}”), not the Harbourline website.`;
  }
  if (format !== RECORDING_FORMAT) {
    return `This recording uses format ${format}; this site replays format ${RECORDING_FORMAT}. Record the session again.`;
  }
  const expected = [...app.stateKeys].sort();
  if (stateKeys.join() !== expected.join()) {
    return `This recording was made with a different store (state keys ${stateKeys.join(', ')}; this site has ${expected.join(', ')}).`;
  }
  return null;
}

export function parseRecording(input: string | unknown, app: ReplayingApp): ParseResult {
  let json: unknown = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch {
      return fail('The file is not JSON (it may be cut short).');
    }
  }
  if (!isRecord(json)) return fail('The file is not a recording: it holds no object.');
  const problem = headerProblem(json.recording, app);
  if (problem) return fail(problem);
  const header = v.parse(HeaderSchema, json.recording);
  const parsed = v.safeParse(RecordingSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue ? v.getDotPath(issue) : null;
    return fail(
      `The file is not a recording${where ? ` (problem at "${where}")` : ''}: ${issue?.message ?? 'unknown problem'}.`,
    );
  }
  const { actionsById, stagedActionIds, skippedActionIds, committedState } = parsed.output;
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
  // Digests describe the recording as made: after DevTools skips actions they no longer apply.
  const digests =
    skipped.size === 0 && header.digests.length === actions.length + 1 ? header.digests : [];
  return {
    ok: true,
    value: {
      entries: actions.map(({ action, timestamp }) => ({
        action: action as UnknownAction,
        offsetMs: Math.max(0, timestamp - origin),
      })),
      initialState: committedState,
      digests,
      build: header.build,
      viewport: header.viewport ?? null,
    },
  };
}
