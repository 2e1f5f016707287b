import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { useBlogFilterActions } from './useBlogFilterActions';

type Actions = ReturnType<typeof useBlogFilterActions>;

interface Row {
  choice: (actions: Actions) => void;
  search: string;
  how: string;
}

/** Makes the choices on the list at `path`; returns the address they lead to and how. */
const choose = (path: string, ...choices: ((actions: Actions) => void)[]) => {
  const { result } = renderHook(
    () => ({ actions: useBlogFilterActions(), location: useLocation(), how: useNavigationType() }),
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      ),
    },
  );
  for (const choice of choices) act(() => choice(result.current.actions));
  return { search: result.current.location.search, how: result.current.how };
};

const onPage3 = '/blog?search=mould&category=Cleaning+Tips&page=3';

describe("the visitor's filter choices", () => {
  const newSearch = (text: string) => (actions: Actions) => actions.changeSearch(text);
  const category = (name: string | null) => (actions: Actions) => actions.selectCategory(name);
  const page = (number: number) => (actions: Actions) => actions.selectPage(number);

  it.each`
    choice                              | search                                           | how          | what
    ${newSearch('  grease traps ')}     | ${'?search=grease+traps&category=Cleaning+Tips'} | ${'REPLACE'} | ${'a new search, trimmed, starts on page 1 and replaces the history entry'}
    ${newSearch('grease\ttraps\u0000')} | ${'?search=grease+traps&category=Cleaning+Tips'} | ${'REPLACE'} | ${'control characters become spaces (the API refuses them)'}
    ${newSearch('mould ')}              | ${'?search=mould&category=Cleaning+Tips&page=3'} | ${'POP'}     | ${'the same search text keeps the page and the address'}
    ${category('Waste Management')}     | ${'?search=mould&category=Waste+Management'}     | ${'PUSH'}    | ${'another category starts on page 1 and adds a history entry'}
    ${category(null)}                   | ${'?search=mould'}                               | ${'PUSH'}    | ${'All starts on page 1 of every category'}
    ${page(5)}                          | ${'?search=mould&category=Cleaning+Tips&page=5'} | ${'PUSH'}    | ${'a page adds a history entry'}
  `('$what', ({ choice, search, how }: Row) => {
    expect(choose(onPage3, choice)).toEqual({ search, how });
  });

  it('select a page, refusing anything but a positive whole number', () => {
    const page1 = '?search=mould&category=Cleaning+Tips';
    expect(choose(onPage3, page(0)).search).toBe(page1);
    expect(choose(onPage3, page(2.5)).search).toBe(page1);
  });

  it('keep parameters that are not the filter', () => {
    const chosen = choose('/blog?utm_source=news&page=4', category('A & B'));
    expect(chosen.search).toBe('?utm_source=news&category=A+%26+B');
  });
});
