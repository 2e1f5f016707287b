import type { ServiceId } from '@/config/catalogue';
import cleaningImage from './images/cleaning.svg';
import groundsImage from './images/grounds.svg';
import maintenanceImage from './images/maintenance.svg';
import wasteImage from './images/waste.svg';

export type HeroSlideId = ServiceId;

export interface HeroSlide {
  id: HeroSlideId;
  /** The service the slide presents; also names its thumbnail. */
  title: string;
  headline: string;
  description: string;
  image: string;
  imageAlt: string;
}

export const heroContent = {
  // No-break spaces keep each separator at the end of a line when the list wraps.
  eyebrow: 'Cleaning\u00a0· Waste\u00a0· Maintenance\u00a0· Grounds',
  heading: 'Commercial cleaning and facility services across Australia',
  intro: 'One agreement and one accountable supervisor for everything your site needs.',
  // The primary action is the quote, worded in @/config/site.
  secondaryCta: { label: 'See how it works', to: '/how-it-works' },
  carouselLabel: 'Our services',
  thumbnailsLabel: 'Choose a service',
  showSlideLabel: (position: number, title: string) => `Show slide ${position}: ${title}`,
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
  pauseLabel: 'Pause slideshow',
  playLabel: 'Play slideshow',
};

export const heroSlides: readonly HeroSlide[] = [
  {
    id: 'cleaning',
    title: 'Cleaning Services',
    headline: 'Clean workplaces, delivered to a written scope',
    description:
      'Daily, after-hours and periodic cleaning for offices, schools and clinics, checked weekly on site.',
    image: cleaningImage,
    imageAlt: 'A cleaner mopping an office floor beside a cleaning trolley',
  },
  {
    id: 'waste',
    title: 'Waste Management',
    headline: 'Less to landfill, and the records to prove it',
    description:
      'Waste plans, scheduled collections, e-waste and hazardous waste, with monthly diversion reports.',
    image: wasteImage,
    imageAlt: 'General, recycling and organics bins beside a collection truck',
  },
  {
    id: 'maintenance',
    title: 'Maintenance',
    headline: 'Small repairs fixed before they become big ones',
    description:
      'Planned and reactive repairs, from lighting and plumbing to painting, tracked in one work-order system.',
    image: maintenanceImage,
    imageAlt: 'A technician on a stepladder replacing a ceiling light',
  },
  {
    id: 'grounds',
    title: 'Ground Maintenance',
    headline: 'Grounds that make the right first impression',
    description:
      'Mowing, hedging, garden beds and irrigation checks, planned around the seasons and your opening hours.',
    image: groundsImage,
    imageAlt: 'A groundskeeper mowing a lawn beside a clipped hedge, a house and a shade tree',
  },
];
