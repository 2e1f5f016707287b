import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import webpack from 'webpack';

const LOADER = path.resolve(__dirname, 'photoLoader.cjs');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-loader-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A JPEG as a camera gives it: noisy detail, `width` × `height`. */
const cameraPhoto = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6b8e23',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

interface Built {
  photo: { src: string; srcSet: string } | null;
  errors: string[];
  outDir: string;
}

/** Builds content that imports `file`, as the site's build does, and reads what it gave. */
async function buildImporting(file: string): Promise<Built> {
  fs.writeFileSync(
    path.join(dir, 'content.js'),
    `import photo from './${path.basename(file)}';\nexport default photo;\n`,
  );
  const outDir = path.join(dir, 'dist');
  const compiler = webpack({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './content.js',
    output: { path: outDir, filename: 'content.js', library: { type: 'commonjs2' } },
    module: {
      rules: [
        {
          test: /\.(png|jpe?g|webp)$/,
          use: { loader: LOADER, options: { emit: true, cacheDir: path.join(dir, 'cache') } },
        },
      ],
    },
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const errors = stats.toJson({ errors: true }).errors?.map((error) => error.message) ?? [];
  if (errors.length > 0) return { photo: null, errors, outDir };
  const built = jest.requireActual<{ default: Built['photo'] }>(path.join(outDir, 'content.js'));
  return { photo: built.default, errors, outDir };
}

const widthsIn = (srcSet: string) => srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? '');

describe("the build's photo loader", () => {
  it('cuts a camera photo to 3:2 WebP at each width the layouts use, named by its bytes', async () => {
    fs.writeFileSync(path.join(dir, 'crew.jpg'), await cameraPhoto(3000, 2250));
    const { photo, outDir } = await buildImporting('crew.jpg');
    expect(photo?.src).toMatch(/^\/assets\/photos\/[\w-]{16}-3x2-828\.webp$/);
    const files = widthsIn(photo?.srcSet ?? '');
    expect(files.map((file) => file.replace(/.*-3x2-/, ''))).toEqual([
      '384.webp',
      '640.webp',
      '828.webp',
      '1080.webp',
      '1280.webp',
    ]);
    for (const file of files) {
      const meta = await sharp(path.join(outDir, file)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Number(/-(\d+)\.webp$/.exec(file)?.[1]));
      expect(meta.height).toBe(Math.round((meta.width ?? 0) / 1.5));
    }
  }, 60_000);

  it('never enlarges a small photo, and reuses the variants it made before', async () => {
    fs.writeFileSync(
      path.join(dir, 'small.png'),
      await sharp(await cameraPhoto(500, 400))
        .png()
        .toBuffer(),
    );
    const first = await buildImporting('small.png');
    expect(widthsIn(first.photo?.srcSet ?? '')).toEqual([first.photo?.src]);
    expect(first.photo?.src).toMatch(/-3x2-384\.webp$/);
    const [made] = fs.readdirSync(path.join(dir, 'cache'));
    const record = path.join(dir, 'cache', made ?? '', 'variants.json');
    const madeAt = fs.statSync(record).mtimeMs;
    fs.rmSync(first.outDir, { recursive: true });
    const again = await buildImporting('small.png');
    expect(again.photo).toEqual(first.photo);
    expect(fs.statSync(record).mtimeMs).toBe(madeAt);
  }, 60_000);

  it('fails the build naming a file that is not a picture', async () => {
    fs.writeFileSync(path.join(dir, 'notes.jpg'), 'Meeting notes, saved with the wrong name.');
    const { errors } = await buildImporting('notes.jpg');
    expect(errors.join('\n')).toMatch(
      /notes\.jpg: The source is not a JPEG, PNG, WebP, AVIF or GIF picture/,
    );
  }, 60_000);
});
