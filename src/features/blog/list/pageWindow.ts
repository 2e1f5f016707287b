export type PageItem = number | 'gap';

/** All pages when few, else first, last and the current one's neighbours, with gaps. */
export function pageWindow(current: number, count: number, neighbours = 1): PageItem[] {
  if (count <= 5 + neighbours * 2) return Array.from({ length: count }, (_, index) => index + 1);
  const items: PageItem[] = [1];
  const start = Math.max(2, current - neighbours);
  const end = Math.min(count - 1, current + neighbours);
  if (start > 2) items.push('gap');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < count - 1) items.push('gap');
  items.push(count);
  return items;
}
