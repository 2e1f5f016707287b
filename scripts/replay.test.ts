import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordingFileOf } from '@/features/qa-recorder/recordingFile';
import { makeRecordedStore, playScriptedSession } from '@/test/qa-recorder/scriptedSession';

const root = path.resolve(__dirname, '..');
let folder = '';

/** Runs `npm run replay` (its script, under tsx) on a file holding `content`. */
const replay = (content: unknown) => {
  const file = path.join(folder, 'recording.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/replay.ts'), file],
    { cwd: root, encoding: 'utf8' },
  );
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
};

const recorded = async () => {
  const { recorder, dispatch } = makeRecordedStore();
  recorder.start();
  await playScriptedSession(dispatch);
  recorder.stop();
  const file = recordingFileOf(recorder);
  if (!file) throw new Error('Nothing was recorded');
  return file;
};

describe('npm run replay', () => {
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'replay-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('replays a recording to the screens the live app recorded (exit 0)', async () => {
    const { code, out } = replay(await recorded());
    expect(out).toMatch(/equal: yes \(every step\)/);
    expect(out).toMatch(/DevTools import: same final screen/);
    expect(code).toBe(0);
  });

  it('says where a replay first differs from the recording (exit 1)', async () => {
    const file = await recorded();
    const selected = Object.values(file.actionsById).find(
      ({ action }) => action.type === 'hero/slideSelected',
    );
    if (!selected) throw new Error('The session selects no slide');
    selected.action = { ...selected.action, payload: { index: 1 } };
    const { code, out } = replay(file);
    expect(out).toMatch(/equal: NO \(the replay first differs at step \d+ \(hero\/slideSelected\)/);
    expect(code).toBe(1);
  });

  it('refuses files it cannot replay (exit 2)', async () => {
    const todoApp = { actionsById: {}, stagedActionIds: [], committedState: { todos: [] } };
    expect(replay(todoApp)).toEqual({
      code: 2,
      out: expect.stringMatching(/is not a Harbourline website recording/) as unknown,
    });
    const text = JSON.stringify(await recorded());
    expect(replay(text.slice(0, text.length / 2))).toEqual({
      code: 2,
      out: expect.stringMatching(/The file is not JSON \(it may be cut short\)/) as unknown,
    });
  });
});
