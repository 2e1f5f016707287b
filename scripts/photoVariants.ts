// Makes one photograph's variants for the build's photo loader (scripts/photoLoader.cjs): WebP
// cut to PHOTO_SHAPE at the PHOTO_WIDTHS it is wide enough for, by the image pipeline that
// resizes posts' pictures. Usage: tsx scripts/photoVariants.ts <photo> <folder>; writes
// <width>.webp for each and, last, variants.json naming the shape and the widths.
import fs from 'node:fs';
import path from 'node:path';
import { PHOTO_SHAPE, PHOTO_WIDTHS, variantWidths, widestIn } from '@contract/images/images';
import { resizeToWidths, sourceSize } from '../server/images/resizeImage';

async function main([photo, folder]: string[]) {
  if (!photo || !folder) throw new Error('Usage: tsx scripts/photoVariants.ts <photo> <folder>');
  const bytes = fs.readFileSync(photo);
  const { width, height } = await sourceSize(bytes);
  const widths = variantWidths(PHOTO_WIDTHS, widestIn(width, height, PHOTO_SHAPE));
  fs.mkdirSync(folder, { recursive: true });
  const variants = await resizeToWidths(bytes, widths, PHOTO_SHAPE);
  for (const variant of variants) {
    fs.writeFileSync(path.join(folder, `${variant.width}.webp`), variant.data);
  }
  fs.writeFileSync(
    path.join(folder, 'variants.json'),
    JSON.stringify({ shape: PHOTO_SHAPE, widths: variants.map((variant) => variant.width) }),
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
