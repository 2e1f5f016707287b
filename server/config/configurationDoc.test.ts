import fs from 'node:fs';
import path from 'node:path';
import { buildSchema } from './buildSettings';
import { apiSchema, cliSchema, PROJECT_ROOT, serverSchema } from './serverConfig';

const schemas = {
  build: buildSchema.pipe[0],
  server: serverSchema.pipe[0],
  api: apiSchema.pipe[0],
  cli: cliSchema,
};
type Process = keyof typeof schemas;

/** The settings each process's row names in docs/configuration.md's "Settings" table. */
function documented(): Record<Process, string[]> {
  const doc = fs.readFileSync(path.join(PROJECT_ROOT, 'docs', 'configuration.md'), 'utf8');
  const table = doc.split('## Settings')[1]?.split('\n## ')[0] ?? '';
  const named: Record<Process, string[]> = { build: [], server: [], api: [], cli: [] };
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    const [setting = '', , , processes = ''] = row.split('|').slice(1);
    const names = [...setting.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1] ?? '');
    for (const process of processes.split(',').map((word) => word.trim())) {
      named[process as Process].push(...names);
    }
  }
  return named;
}

describe('docs/configuration.md', () => {
  it.each(Object.keys(schemas) as Process[])(
    'names the same settings as the %s schema',
    (process) => {
      expect(documented()[process].sort()).toEqual(Object.keys(schemas[process].entries).sort());
    },
  );
});
