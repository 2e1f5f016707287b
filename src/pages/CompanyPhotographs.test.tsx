import { screen, within } from '@testing-library/react';
import type * as LocationsModule from '@/features/about/locationsContent';
import type * as CleaningModule from '@/features/services/content/cleaning';
import type { Photo } from '@contract/images/images';
import { openPage } from '@/test/pages';

// The company's photographs, as the build's photo loader gives them.
const photo = (name: string, alt: string): Photo => ({
  file: {
    src: `/assets/photos/${name}-3x2-828.webp`,
    srcSet: [384, 640, 828, 1080, 1280]
      .map((width) => `/assets/photos/${name}-3x2-${width}.webp ${width}w`)
      .join(', '),
  },
  alt,
});

const CREW = 'Our evening crew vacuuming the open-plan floor of a Parramatta office';
const SYDNEY = 'The team outside our Silverwater office';
const NORTHGATE = 'A Northgate office floor after its night clean';

jest.mock('@/features/services/content/cleaning', () => {
  const actual = jest.requireActual<typeof CleaningModule>('@/features/services/content/cleaning');
  return { cleaning: { ...actual.cleaning, photo: photo('crew', CREW) } };
});

jest.mock('@/features/about/locationsContent', () => {
  const { locationsContent } = jest.requireActual<typeof LocationsModule>(
    '@/features/about/locationsContent',
  );
  const [sydney, ...others] = locationsContent.locations;
  return {
    locationsContent: {
      ...locationsContent,
      locations: [{ ...sydney, photo: photo('sydney', SYDNEY) }, ...others],
    },
  };
});

jest.mock('@/config/caseStudyPhotos', () => ({
  caseStudyPhotos: { 'northgate-offices': photo('northgate', NORTHGATE) },
}));

const widthsOf = (image: HTMLElement) =>
  (image.getAttribute('srcset') ?? '').split(', ').map((entry) => entry.split(' ')[1]);

describe("the company's photographs", () => {
  it("stand beside a service's opening text in every width, fetched first", async () => {
    await openPage('/services/cleaning', 'Commercial Cleaning');
    const image = screen.getByRole('img', { name: CREW });
    expect(image).toHaveAttribute('src', '/assets/photos/crew-3x2-828.webp');
    expect(widthsOf(image)).toEqual(['384w', '640w', '828w', '1080w', '1280w']);
    expect(image).toHaveAttribute('sizes', expect.stringContaining('560px'));
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
    // Reserved at 3:2 before a byte arrives.
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '320');
  });

  it('leave the illustration wherever the content has no photograph', async () => {
    await openPage('/services/waste', 'Waste Management');
    const others = within(screen.getByRole('list', { name: 'Explore our other services' }));
    // Cleaning's card shows its photograph, the other two their illustrations, all lazily.
    const [crew, ...illustrations] = others.getAllByRole('img');
    expect(crew).toHaveAccessibleName(CREW);
    expect(crew).toHaveAttribute('sizes', expect.stringContaining('384px'));
    expect(illustrations).toHaveLength(2);
    for (const image of [crew, ...illustrations]) expect(image).toHaveAttribute('loading', 'lazy');
    for (const image of illustrations) expect(image).not.toHaveAttribute('srcset');
  });

  it("show an office's photograph among the locations' illustrations", async () => {
    await openPage('/about', 'About Us');
    const locations = within(screen.getByRole('region', { name: 'Where we work' }));
    expect(locations.getByRole('img', { name: SYDNEY })).toHaveAttribute('loading', 'lazy');
    expect(locations.getAllByRole('img', { name: /^Illustration of/ })).toHaveLength(5);
  });

  it("head a case study's card", async () => {
    await openPage('/services/cleaning', 'Commercial Cleaning');
    const work = within(screen.getByRole('region', { name: 'Work we have done' }));
    // Two case studies: two cards to a row, so the photo is chosen for half the page.
    const card = work.getByRole('img', { name: NORTHGATE });
    expect(card).toHaveAttribute('sizes', expect.stringContaining('588px'));
    expect(card).toHaveAttribute('loading', 'lazy');
    expect(work.getAllByRole('img')).toHaveLength(1);
  });

  it("stand beside a case study's results on /portfolio", async () => {
    await openPage('/portfolio', 'Portfolio');
    const story = screen.getByRole('article', { name: 'Three office floors, one standard' });
    const image = within(story).getByRole('img', { name: NORTHGATE });
    // The first story's photo is the page's first picture.
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(within(story).getByRole('heading', { name: 'Results' })).toBeVisible();
  });
});
