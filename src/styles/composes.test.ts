import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';

/**
 * css-loader does not fail on `composes: name from '…'` when that file has no `.name`: the
 * element gets the class "undefined" and silently loses the styles it was meant to share.
 * Jest's CSS stub cannot notice either, so every composition is checked against its source.
 */

const SRC = path.resolve(__dirname, '..');

const cssModules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssModules(full);
    return entry.name.endsWith('.module.css') ? [full] : [];
  });

const classesIn = (file: string): Set<string> => {
  const classes = new Set<string>();
  postcss.parse(readFileSync(file, 'utf8')).walkRules((rule) => {
    for (const [, name = ''] of rule.selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name);
  });
  return classes;
};

/** Where `from '…'` points: `@/` is `src/`, anything else is relative to the module. */
const resolveFrom = (file: string, specifier: string): string =>
  specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : path.resolve(path.dirname(file), specifier);

interface Composition {
  file: string;
  names: string[];
  source: string;
}

const compositionsIn = (file: string): Composition[] => {
  const found: Composition[] = [];
  postcss.parse(readFileSync(file, 'utf8')).walkDecls('composes', (decl) => {
    const match = /^(.+?)(?:\s+from\s+(?:'([^']+)'|"([^"]+)"|(global)))?$/.exec(decl.value.trim());
    if (!match || match[4]) return;
    const specifier = match[2] ?? match[3];
    found.push({
      file,
      names: (match[1] ?? '').split(/\s+/),
      source: specifier ? resolveFrom(file, specifier) : file,
    });
  });
  return found;
};

const compositions = cssModules(SRC).flatMap(compositionsIn);

describe('CSS Modules compositions', () => {
  it('are used across the site (the check below has something to check)', () => {
    expect(compositions.length).toBeGreaterThan(20);
  });

  it('only compose classes their source file defines', () => {
    const missing = compositions.flatMap(({ file, names, source }) => {
      const defined = classesIn(source);
      return names
        .filter((name) => !defined.has(name))
        .map(
          (name) => `${path.relative(SRC, file)}: .${name} is not in ${path.relative(SRC, source)}`,
        );
    });
    expect(missing).toEqual([]);
  });
});
