import type { Locator, Page } from '@playwright/test';

interface DomNode {
  nodeId: number;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

const attribute = (node: DomNode, name: string): string | undefined => {
  const attributes = node.attributes ?? [];
  const index = attributes.indexOf(name);
  return index >= 0 ? attributes[index + 1] : undefined;
};

const descendants = function* (node: DomNode): Generator<DomNode> {
  yield node;
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
    yield* descendants(child);
  }
};

/**
 * The engine's own controls drawn inside a form control and not hidden: the parts of its
 * user-agent shadow tree named like `-webkit-search-cancel-button`, which `getComputedStyle`
 * cannot reach. Read through the DevTools protocol, so Chromium only.
 */
export async function engineControls(page: Page, control: Locator): Promise<string[]> {
  const marker = 'data-engine-controls-probe';
  await control.evaluate((element, name) => element.setAttribute(name, ''), marker);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    const element = [...descendants(root)].find((node) => attribute(node, marker) !== undefined);
    if (!element) throw new Error('The form control is not in the document');
    const shown: string[] = [];
    for (const part of (element.shadowRoots ?? []).flatMap((shadow) => [...descendants(shadow)])) {
      const name = attribute(part, 'pseudo');
      if (!name || !/button|indicator/.test(name)) continue;
      const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', {
        nodeId: part.nodeId,
      });
      const display = computedStyle.find((property) => property.name === 'display')?.value;
      if (display !== 'none') shown.push(name);
    }
    return shown;
  } finally {
    await control.evaluate((element, name) => element.removeAttribute(name), marker);
    await cdp.detach();
  }
}
