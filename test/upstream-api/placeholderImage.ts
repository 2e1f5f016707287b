const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? '',
  );

/** A small placeholder picture whose colour and caption come from its name. */
export function svgFor(name: string): string {
  let hue = 0;
  for (const char of name) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  const label = escapeXml(name.replace(/[-_]+/g, ' '));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-labelledby="title">',
    `<title id="title">${label}</title>`,
    `<rect width="640" height="360" fill="hsl(${hue}, 45%, 38%)"/>`,
    `<circle cx="480" cy="150" r="110" fill="hsl(${(hue + 40) % 360}, 55%, 62%)"/>`,
    `<text x="32" y="320" font-family="sans-serif" font-size="28" fill="#ffffff">${label}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
