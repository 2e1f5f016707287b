import type { Page } from '@playwright/test';

/**
 * Colour maths for holding what the browser paints to WCAG contrast. The page is asked
 * only for computed styles; the maths runs in the test, where it can be shared and typed.
 */

/** A computed colour: sRGB channels from 0 to 255, then alpha from 0 to 1. */
type Rgba = [number, number, number, number];

/** What an element paints as its own background, as its computed style gives it. */
interface Background {
  backgroundColor: string;
  backgroundImage: string;
  opacity: string;
}

/** What shows under the layers when none of them is opaque: the canvas, taken as white. */
const WHITE: Rgba = [255, 255, 255, 1];

/** Reads a computed `rgb()` or `rgba()` colour; any other form fails rather than guesses. */
export const parseColour = (value: string): Rgba => {
  const match = /^rgba?\(([^)]+)\)$/.exec(value.trim());
  if (!match?.[1]) throw new Error(`Unexpected colour "${value}"`);
  const parts = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b, a];
};

/** The colour with its alpha scaled, as an opacity or a fill or stroke opacity scales it. */
export const withAlpha = ([r, g, b, a]: Rgba, factor: number): Rgba => [r, g, b, a * factor];

/** `top` painted over an opaque `bottom`. */
export const paintOver = (top: Rgba, bottom: Rgba): Rgba => {
  const [r, g, b, a] = top;
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
};

/** WCAG relative luminance of an opaque colour. */
const relativeLuminance = ([r, g, b]: Rgba) => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG contrast ratio of two opaque colours, from 1 to 21. */
const contrastRatio = (a: Rgba, b: Rgba) => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
};

/** The lowest contrast of `colour`, painted over each backdrop, against that backdrop. */
export const worstContrast = (colour: Rgba, backdrops: Rgba[]) =>
  Math.min(...backdrops.map((backdrop) => contrastRatio(paintOver(colour, backdrop), backdrop)));

/** Every colour an element's own background can show over the given backdrops. */
const paintBackground = (
  { backgroundColor, backgroundImage, opacity }: Background,
  below: Rgba[],
): Rgba[] => {
  const alpha = Number(opacity);
  let shown = below.map((backdrop) =>
    paintOver(withAlpha(parseColour(backgroundColor), alpha), backdrop),
  );
  if (backgroundImage !== 'none') {
    if (backgroundImage.includes('url(')) {
      throw new Error(`An image in the backdrop has no one colour to judge: ${backgroundImage}`);
    }
    // Layers are listed top first; each gradient is judged by its colour stops.
    const layers = backgroundImage.split(/,\s*(?=(?:linear|radial|conic|repeating)-gradient\()/);
    for (const layer of layers.reverse()) {
      const stops = (layer.match(/rgba?\([^)]+\)/g) ?? []).map((stop) =>
        withAlpha(parseColour(stop), alpha),
      );
      shown = stops.flatMap((stop) => shown.map((backdrop) => paintOver(stop, backdrop)));
    }
  }
  const unique = new Map(shown.map((colour) => [colour.map(Math.round).join(), colour]));
  return [...unique.values()];
};

const isOpaque = ({ backgroundColor, opacity }: Background) =>
  parseColour(backgroundColor)[3] === 1 && opacity === '1';

/** The layers' colours composited top down to the first opaque one, or to the canvas. */
const backdropColours = (layers: Background[]): Rgba[] => {
  const firstOpaque = layers.findIndex(isOpaque);
  const stack = firstOpaque === -1 ? layers : layers.slice(0, firstOpaque + 1);
  return stack.reduceRight((below, layer) => paintBackground(layer, below), [WHITE]);
};

/**
 * Every colour the page can show behind the centre of the element `selector` matches:
 * what lies under it, other than its own content, composited. A gradient counts as each
 * of its colour stops, so a contrast judged against all of them is the worst over the stops.
 */
export const backdropsBehind = async (page: Page, selector: string): Promise<Rgba[]> => {
  const layers = await page.evaluate((selector) => {
    const target = document.querySelector(selector);
    if (!target) throw new Error(`Nothing matches ${selector}`);
    const box = target.getBoundingClientRect();
    // Top first, as the browser stacks them at that point.
    return document
      .elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      .filter((element) => !target.contains(element))
      .map((element) => {
        const { backgroundColor, backgroundImage, opacity } = getComputedStyle(element);
        return { backgroundColor, backgroundImage, opacity };
      });
  }, selector);
  return backdropColours(layers);
};

/** An opaque colour as `rgb(r g b)`, for failure messages. */
export const formatColour = ([r, g, b]: Rgba) => `rgb(${[r, g, b].map(Math.round).join(' ')})`;
