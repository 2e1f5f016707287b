import type { Location } from './aboutTypes';
import adelaide from './images/adelaide.svg';
import brisbane from './images/brisbane.svg';
import canberra from './images/canberra.svg';
import melbourne from './images/melbourne.svg';
import perth from './images/perth.svg';
import sydney from './images/sydney.svg';

export const locationsContent: { heading: string; intro: string; locations: readonly Location[] } =
  {
    heading: 'Where we work',
    intro:
      'Our teams are based in six capital cities, each led by a supervisor who lives and works nearby. Regional sites are serviced from the closest city, so every region of Australia is covered.',
    locations: [
      {
        id: 'sydney',
        name: 'Sydney',
        state: 'New South Wales',
        description:
          'Home to our Silverwater office, serving the CBD, Parramatta, the Inner West and Greater Western Sydney.',
        image: {
          src: sydney,
          alt: 'Illustration of the Sydney Harbour Bridge and the Opera House sails on the harbour',
        },
      },
      {
        id: 'melbourne',
        name: 'Melbourne',
        state: 'Victoria',
        description:
          'Offices, retail and education sites across the CBD, Docklands and the inner and eastern suburbs.',
        image: {
          src: melbourne,
          alt: 'Illustration of Flinders Street Station with its dome and clock tower, and a green tram',
        },
      },
      {
        id: 'brisbane',
        name: 'Brisbane',
        state: 'Queensland',
        description:
          'Commercial, healthcare and hospitality sites from the CBD and Fortitude Valley to the outer suburbs.',
        image: {
          src: brisbane,
          alt: 'Illustration of the Story Bridge over the Brisbane River, with palm trees on the banks',
        },
      },
      {
        id: 'perth',
        name: 'Perth',
        state: 'Western Australia',
        description:
          'Offices, industrial and public sites across the metropolitan area, from Joondalup to Rockingham.',
        image: {
          src: perth,
          alt: 'Illustration of the Elizabeth Quay bridge, the Bell Tower and a black swan on the Swan River',
        },
      },
      {
        id: 'adelaide',
        name: 'Adelaide',
        state: 'South Australia',
        description:
          'Commercial, education and government sites across metropolitan Adelaide and the Adelaide Hills.',
        image: {
          src: adelaide,
          alt: 'Illustration of Adelaide Oval under its white sail roofs, beside the River Torrens footbridge',
        },
      },
      {
        id: 'canberra',
        name: 'Canberra',
        state: 'Australian Capital Territory',
        description:
          'Government, commercial and public spaces across Canberra and Queanbeyan, including sites that need additional staff vetting.',
        image: {
          src: canberra,
          alt: 'Illustration of Parliament House and its flagpole, with Black Mountain Tower behind Lake Burley Griffin',
        },
      },
    ],
  };
