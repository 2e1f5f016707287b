import { escapeHtml } from '@contract/escapeHtml';

export function notificationBody({
  title,
  intro,
  fields,
  block,
}: {
  title: string;
  intro: string;
  fields: readonly (readonly [string, string])[];
  block?: { heading: string; text: string };
}): { text: string; html: string } {
  const text = [
    intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    ...(block ? ['', `${block.heading}:`, block.text] : []),
    '',
  ].join('\n');
  const rows = fields
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const blockHtml = block
    ? `<h2>${block.heading}</h2>
<p style="white-space: pre-wrap">${escapeHtml(block.text)}</p>
`
    : '';
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body>
<p>${escapeHtml(intro)}</p>
<table cellpadding="4">
${rows}
</table>
${blockHtml}</body></html>
`;
  return { text, html };
}
