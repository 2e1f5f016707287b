import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AppStore } from '@/app/store';
import { renderWithProviders } from '@/test/renderWithProviders';
import { asPost, buildPost, buildPosts } from '@/test/blog/builders';
import { serveBlog } from '@/test/blog/blogServer';
import { breakApi, OUTAGES, useFakeClock } from '@/test/blog/outages';
import { storeWithPageState } from '@/test/blog/pageState';
import { summaryOf } from '@contract/blog/postContext';
import { staleContent, teaserContent } from '../blogContent';
import { BlogTeaser } from './BlogTeaser';

/** The home page's teaser as the browser hydrates it: with the two posts its HTML showed. */

// In fake time: long enough for the client's 10 s timeouts, in steps that skip the back-offs.
const WAIT = { timeout: 30_000, interval: 250 };

const renderTeaser = (store: AppStore) =>
  renderWithProviders(
    <MemoryRouter>
      <BlogTeaser />
    </MemoryRouter>,
    { store },
  );

const teaser = () => within(screen.getByRole('region', { name: 'Strategies and Insights.' }));
const titles = () =>
  teaser()
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

const handedOver = () => buildPosts(2).map((post) => summaryOf(asPost(post)));

describe('the home teaser when its refresh fails', () => {
  useFakeClock();

  it.each(OUTAGES)(
    '%s: keeps its posts with a quiet note; Retry brings the new ones',
    async (_outage, answer) => {
      const shown = handedOver();
      const store = await storeWithPageState({ teaser: shown });
      breakApi(answer);
      const { user } = renderTeaser(store);
      expect(titles()).toEqual(shown.map((post) => post.title));

      const note = await teaser().findByText(staleContent.note, {}, WAIT);
      expect(note).toHaveAttribute('role', 'status');
      expect(titles()).toEqual(shown.map((post) => post.title));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      serveBlog([buildPost({ title: 'Published during the outage' }), ...buildPosts(2)]);
      await user.click(teaser().getByRole('button', { name: staleContent.retry }));
      await waitFor(() => expect(titles()[0]).toBe('Published during the outage'), WAIT);
      expect(teaser().queryByText(staleContent.note)).not.toBeInTheDocument();
      expect(teaser().queryByRole('button', { name: staleContent.retry })).not.toBeInTheDocument();
    },
  );

  it('offers Retry to the keyboard, and keeps the focus in place when the note goes', async () => {
    const store = await storeWithPageState({ teaser: handedOver() });
    breakApi(() => new Response(null, { status: 503 }));
    const { user } = renderTeaser(store);
    await teaser().findByText(staleContent.note, {}, WAIT);

    teaser().getByRole('link', { name: 'View All' }).focus();
    await user.tab();
    const retry = teaser().getByRole('button', { name: staleContent.retry });
    expect(retry).toHaveFocus();
    serveBlog(buildPosts(2));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(teaser().queryByText(staleContent.note)).not.toBeInTheDocument());
    // Said politely where the note was; the next Tab goes on from there, not from the top.
    expect(teaser().getByRole('status')).toHaveTextContent(staleContent.updated);
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('region', { name: 'Strategies and Insights.' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    expect(document.activeElement).toContainElement(teaser().getByRole('status'));
  });

  it('says it is checking while Retry runs, and again that it may be out of date if it fails', async () => {
    const store = await storeWithPageState({ teaser: handedOver() });
    breakApi(() => new Response(null, { status: 500 }));
    const { user } = renderTeaser(store);
    await teaser().findByText(staleContent.note, {}, WAIT);
    await user.click(teaser().getByRole('button', { name: staleContent.retry }));
    expect(await teaser().findByText(staleContent.checking)).toHaveAttribute('role', 'status');
    expect(await teaser().findByText(staleContent.note, {}, WAIT)).toBeInTheDocument();
    expect(titles()).toHaveLength(2);
  });

  it.each(OUTAGES)('%s with nothing to show: the quiet error line', async (_outage, answer) => {
    breakApi(answer);
    renderTeaser(await storeWithPageState({}));
    const alert = await teaser().findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent(teaserContent.error);
    expect(teaser().queryByText(staleContent.note)).not.toBeInTheDocument();
  });

  it('does not ask again while what the page handed over is younger than the content age', async () => {
    const log = serveBlog(buildPosts(2));
    const shown = handedOver();
    renderTeaser(await storeWithPageState({ teaser: shown }, Date.now()));
    expect(titles()).toEqual(shown.map((post) => post.title));
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(log.lists).toHaveLength(0);
  });
});
