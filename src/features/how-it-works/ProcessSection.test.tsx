import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '@/test/renderWithProviders';
import { apiUrl, server } from '@/test/server';

const STEPS = ['Request', 'Date', 'Contract', 'Service'];

async function renderProcess() {
  server.use(http.get(apiUrl('/posts'), () => HttpResponse.json({ data: [] })));
  const view = renderRoute('/');
  const section = await screen.findByRole('region', {
    name: 'Four steps from first call to first service',
  });
  return { ...view, section };
}

describe('home page process section', () => {
  it('lists the four steps in order, each with a description', async () => {
    const { section } = await renderProcess();
    const steps = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    steps.forEach((step, index) => {
      expect(within(step).getByRole('heading', { level: 3 })).toHaveTextContent(STEPS[index]!);
      expect(step.querySelector('p')?.textContent?.length).toBeGreaterThan(40);
    });
  });

  it('gives each step a distinctly named Read More link to its part of /how-it-works', async () => {
    const { section } = await renderProcess();
    const links = within(section).getAllByRole('link', { name: /^Read More/ });
    expect(links.map((link) => link.textContent)).toEqual(
      STEPS.map((step) => `Read More about ${step}`),
    );
    for (const step of STEPS) {
      expect(
        within(section).getByRole('link', { name: `Read More about ${step}` }),
      ).toHaveAttribute('href', `/how-it-works#${step.toLowerCase()}`);
    }
  });

  it('takes the visitor to the step they chose', async () => {
    const { section, user, router } = await renderProcess();
    await user.click(within(section).getByRole('link', { name: 'Read More about Contract' }));
    expect(router.state.location).toMatchObject({ pathname: '/how-it-works', hash: '#contract' });
  });

  it('ends with a button to the whole process', async () => {
    const { section, user, router } = await renderProcess();
    const button = within(section).getByRole('link', { name: 'See the full process' });
    expect(button).toHaveAttribute('href', '/how-it-works');
    await user.click(button);
    expect(router.state.location).toMatchObject({ pathname: '/how-it-works', hash: '' });
  });
});
