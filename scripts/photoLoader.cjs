// The company's photographs, imported by the site's content, become WebP variants cut to 3:2 at
// the widths the layouts use (scripts/photoVariants.ts, the image pipeline that resizes posts'
// pictures). The import's value is what an <img> needs: src and srcSet. Variants are kept in
// cacheDir by the bytes' hash, so a photo is resized once, not on every build.
const { execFile } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** Bumped when variants would come out differently, so cached ones are made again. */
const RECIPE = 'photo-1';
const TSX = require.resolve('tsx/cli');
const MAKER = path.join(__dirname, 'photoVariants.ts');

/** Photos being made, by name: the site's and the server's builds ask for each at once. */
const making = new Map();

/** The shape and widths made of the photo at `file`, once its variants are in `folder`. */
function variantsIn(file, folder) {
  const list = path.join(folder, 'variants.json');
  if (fs.existsSync(list)) return Promise.resolve(JSON.parse(fs.readFileSync(list, 'utf8')));
  let pending = making.get(folder);
  if (!pending) {
    // In a process of its own: the pipeline is TypeScript, and the build's cache of webpack
    // cannot follow modules loaded into its own process by tsx.
    pending = new Promise((resolve, reject) => {
      execFile(process.execPath, [TSX, MAKER, file, folder], (error, _stdout, stderr) => {
        making.delete(folder);
        if (error) reject(new Error(stderr.trim() || error.message));
        else resolve(JSON.parse(fs.readFileSync(list, 'utf8')));
      });
    });
    making.set(folder, pending);
  }
  return pending;
}

/** @this {import('webpack').LoaderContext<{ emit: boolean; cacheDir: string }>} */
module.exports = function photoLoader(bytes) {
  const done = this.async();
  const { emit, cacheDir } = this.getOptions();
  const name = createHash('sha256').update(RECIPE).update(bytes).digest('base64url').slice(0, 16);
  const folder = path.join(cacheDir, name);
  variantsIn(this.resourcePath, folder).then(
    ({ shape, widths }) => {
      const urls = widths.map((width) => {
        const url = `/assets/photos/${name}-${shape}-${width}.webp`;
        if (emit) this.emitFile(url.slice(1), fs.readFileSync(path.join(folder, `${width}.webp`)));
        return { url, width };
      });
      const fallback = urls[Math.floor((urls.length - 1) / 2)];
      const photo = {
        src: fallback.url,
        srcSet: urls.map(({ url, width }) => `${url} ${width}w`).join(', '),
      };
      done(null, `export default ${JSON.stringify(photo)};`);
    },
    (error) => done(new Error(`${this.resourcePath}: ${error.message}`)),
  );
};

// Photos are bytes, not text.
module.exports.raw = true;
