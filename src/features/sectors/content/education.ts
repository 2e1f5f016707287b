import image from '../images/education.svg';
import type { SectorContent } from '../sectorTypes';

export const education: SectorContent = {
  id: 'education',
  title: 'Education',
  summary:
    'Clean, healthy learning spaces for childcare centres, schools, TAFEs and universities, scheduled around the school day.',
  metaDescription:
    'Cleaning and facility care for Australian childcare centres, schools, TAFEs and universities: safe products, holiday deep cleans and Working with Children checked staff.',
  image: {
    src: image,
    alt: 'A school building with a flag, a clock above the entrance and a stack of books in front.',
  },
  description: [
    'Children and students share desks, taps and door handles all day, so a clean campus is a healthier one. We clean classrooms, amenities and shared spaces after the last bell, and step up touch-point disinfection when coughs and colds go around.',
    'School holidays are when the bigger work gets done: carpets extracted, hard floors stripped and resealed, windows cleaned and high areas dusted, so every term starts fresh.',
  ],
  approach: [
    {
      title: 'Child-safe staff',
      description:
        'Everyone who works on an education site holds a current Working with Children Check and completes a site induction.',
    },
    {
      title: 'Safer products for younger children',
      description:
        'Fragrance-free, low-toxicity products where little hands and noses are closest to surfaces.',
    },
    {
      title: 'Work planned around the timetable',
      description:
        'After-school cleaning during term and planned deep cleans during holidays, agreed with your business manager.',
    },
    {
      title: 'Illness-season response',
      description:
        'Extra disinfection of touch points and amenities when outbreaks are reported, at short notice.',
    },
  ],
  services: [
    'Classroom, library and office cleaning',
    'Washroom hygiene and consumables',
    'Holiday deep cleans and floor restoration',
    'Canteen and kitchen cleaning',
    'Playground, courtyard and sports area care',
    'Waste and recycling programs',
  ],
  closing:
    'Tell us how your campus runs across the year, and we will build a term-time and holiday schedule that keeps it ready for learning.',
};
