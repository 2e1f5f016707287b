import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/test/renderWithProviders';
import { expectLinkTo } from '@/test/pages';

const address = 'Unit 7, 15 Holker Street, Silverwater NSW 2128';
const encoded = encodeURIComponent(address);

async function openContactPage() {
  const result = renderRoute('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  return result;
}

describe('contact page', () => {
  it('shows how to call, e-mail and visit, and when the office is open', async () => {
    await openContactPage();
    const cards = within(screen.getByRole('list', { name: 'Ways to reach us' }));
    expect(cards.getAllByRole('listitem')).toHaveLength(4);
    expectLinkTo('(02) 5550 1234', 'tel:+61255501234', cards);
    expect(cards.getByText('24/7 emergency line')).toBeInTheDocument();
    expectLinkTo('hello@harbourline.example', 'mailto:hello@harbourline.example', cards);
    expect(cards.getByText('We respond within 2 business hours')).toBeInTheDocument();
    expect(cards.getByText(address)).toBeInTheDocument();
    expect(cards.getByText('By appointment only')).toBeInTheDocument();
    expect(cards.getByText('Mon–Fri 9:00AM–5:00PM')).toBeInTheDocument();
  });

  it('says what a quote depends on, how work is charged and how soon the quote comes', async () => {
    await openContactPage();
    const pricing = within(screen.getByRole('region', { name: 'What a quote depends on' }));
    expect(pricing.getByRole('heading', { name: 'What affects the price' })).toBeInTheDocument();
    expect(within(pricing.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
    expect(pricing.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Monthly contract',
      'Per visit or per bin lift',
      'Per job',
    ]);
    expect(
      pricing.getByText(
        /We reply within 2 business hours, walk your site with you \(usually within a week\), and send a written, fixed-price quote within 3 business days of that visit\./,
      ),
    ).toBeInTheDocument();
  });

  it('loads the map only when the visitor asks for it', async () => {
    const { user } = await openContactPage();
    expect(document.querySelector('iframe')).toBeNull();
    expectLinkTo(
      /Open in Google Maps/,
      `https://www.google.com/maps/search/?api=1&query=${encoded}`,
    );

    await user.click(screen.getByRole('button', { name: 'Show map' }));
    const map = screen.getByTitle('Map of our Silverwater office');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', `https://www.google.com/maps?q=${encoded}&output=embed`);
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');

    await user.click(screen.getByRole('button', { name: 'Hide map' }));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('answers six questions in disclosures that open and close', async () => {
    const { user } = await openContactPage();
    const faq = within(screen.getByRole('list', { name: 'Frequently asked questions' }));
    const toggles = faq.getAllByRole('button');
    expect(toggles).toHaveLength(6);
    for (const toggle of toggles) {
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const answer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(answer).not.toBeVisible();
    }

    const question = faq.getByRole('button', {
      name: 'Do I need to provide equipment or supplies?',
    });
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent(/bring their own equipment/);
    expect(answer).toHaveTextContent(/water and electricity/);

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('covers response times, emergencies, products, coverage and staff checks', async () => {
    const { user } = await openContactPage();
    const faq = within(screen.getByRole('list', { name: 'Frequently asked questions' }));
    for (const toggle of faq.getAllByRole('button')) await user.click(toggle);
    const text = screen.getByRole('list', { name: 'Frequently asked questions' }).textContent;
    expect(text).toMatch(/within 2 business hours/);
    expect(text).toMatch(/answered 24\/7/);
    expect(text).toMatch(/green-certified/);
    expect(text).toMatch(/all regions of Australia/);
    expect(text).toMatch(/trained.*background-checked.*insurance/);
  });

  it('puts the quote form on the page', async () => {
    await openContactPage();
    expect(screen.getByRole('form', { name: 'Get a free quote' })).toBeInTheDocument();
  });
});
