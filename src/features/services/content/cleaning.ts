import image from '../images/cleaning.svg';
import type { ServiceContent } from '../serviceTypes';

export const cleaning: ServiceContent = {
  id: 'cleaning',
  title: 'Commercial Cleaning',
  summary:
    'Scheduled and specialist cleaning for offices, schools, clinics and shops, delivered to a written scope by the same trained team each visit.',
  metaDescription:
    'Commercial cleaning for Australian offices, schools, clinics and retail sites: written scopes, consistent trained teams, green-certified products and regular quality inspections.',
  image: {
    src: image,
    alt: 'A cleaner with a mop and trolley in a bright office beside clean windows and a desk.',
  },
  description: [
    'We clean workplaces to a written scope, not a guess. Before the first shift we walk your site with you, note every room and surface, and agree what is done nightly, weekly and periodically. That scope becomes the checklist your cleaners sign off and your supervisor inspects against.',
    'Most of our commercial clients are cleaned after hours so people arrive to a ready building. For busy sites such as medical centres, shopping centres and public buildings we also provide day cleaners who keep amenities and entries in order while you trade.',
  ],
  highlights: [
    'Daily, weekly or periodic schedules, including after hours and weekends',
    'A written scope and room-by-room checklist for your site',
    'The same trained team each visit, led by a named supervisor',
    'Regular quality inspections, with findings shared in writing',
  ],
  features: [
    {
      title: 'Office and workplace cleaning',
      description:
        'Desks, meeting rooms, reception and common areas dusted, wiped and vacuumed to your schedule, with bins emptied and liners replaced on every visit.',
      icon: 'office',
    },
    {
      title: 'Washroom hygiene',
      description:
        'Toilets, urinals, basins and fittings cleaned and disinfected, floors mopped, and soap, hand towel and toilet paper restocked so amenities never run short.',
      icon: 'washroom',
    },
    {
      title: 'Kitchen and breakroom cleaning',
      description:
        'Benches, sinks, appliances and tables cleaned and sanitised, dishwashers stacked or emptied on request, and fridges cleared on an agreed day each week.',
      icon: 'kitchen',
    },
    {
      title: 'Hard-floor care',
      description:
        'Vinyl, timber, tile and polished concrete swept and mopped routinely, then machine-scrubbed, stripped and resealed periodically so floors stay safe underfoot.',
      icon: 'floor',
    },
    {
      title: 'Carpet and upholstery care',
      description:
        'Hot-water extraction and spot treatment for carpets, office chairs and lounges, timed to dry overnight so nobody works around wet floors.',
      icon: 'carpet',
    },
    {
      title: 'Window and glass cleaning',
      description:
        'Internal glass, partitions, doors and reachable external windows cleaned streak-free. Higher facades are arranged with height-safety trained crews.',
      icon: 'glass',
    },
    {
      title: 'Touch-point disinfection',
      description:
        'Door handles, lift buttons, light switches, handrails and shared equipment wiped with TGA-listed hospital-grade disinfectant on every visit.',
      icon: 'touchPoint',
    },
    {
      title: 'Deep and periodic cleans',
      description:
        'High and low dusting, vents, skirtings and the spaces behind furniture and equipment, scheduled quarterly or before audits, inspections and events.',
      icon: 'deepClean',
    },
    {
      title: "Builders' and post-construction cleans",
      description:
        'Fine dust, paint spots, adhesive residue and debris removed after fit-outs and refurbishments, leaving the space ready for handover.',
      icon: 'construction',
    },
    {
      title: 'Medical and clinical area cleaning',
      description:
        'Consulting rooms, treatment areas and waiting rooms cleaned to infection-control procedures with colour-coded equipment that prevents cross-contamination.',
      icon: 'clinical',
    },
  ],
  benefits: [
    {
      title: 'One accountable contact',
      description:
        'A named supervisor who knows your site, answers your calls and resolves issues before they turn into complaints.',
    },
    {
      title: 'Trained, checked and insured',
      description:
        'Every cleaner completes a site induction and WHS training, passes a police check and is covered by our insurance.',
    },
    {
      title: 'Greener by default',
      description:
        'Green-certified products and microfibre systems cut chemical and water use without lowering hygiene standards.',
    },
    {
      title: 'Room to change',
      description:
        'Add areas, change frequencies or book one-off cleans without renegotiating the whole agreement.',
    },
  ],
  additionalServices: [
    {
      title: 'Appliance test and tag',
      description:
        'Portable electrical appliances tested and tagged to AS/NZS 3760 by qualified technicians, with a register of results for your WHS records.',
      icon: 'testAndTag',
    },
    {
      title: 'Housekeeping',
      description:
        'Daytime housekeepers who keep lobbies, meeting rooms and amenities presentable, reset rooms between bookings and look after small requests.',
      icon: 'housekeeping',
    },
    {
      title: 'Supply of consumables',
      description:
        'Toilet paper, hand towel, soap, bin liners and cleaning products supplied and restocked on each visit, on the same invoice as your cleaning.',
      icon: 'consumables',
    },
  ],
  pricing: {
    drivers: [
      'Floor area, and how much of it is carpet, hard floor or washrooms',
      'How often we clean, and whether it is during the day or after hours',
      'How busy the site is: people per floor, kitchens and amenities in use',
      'Specialist areas such as clinical rooms, food preparation or high glass',
      'Consumables: whether we supply and restock paper, soap and liners',
    ],
    models: [
      {
        name: 'Monthly contract',
        description:
          'A fixed monthly price for a written scope and schedule; most offices, schools and clinics are priced this way.',
      },
      {
        name: 'Per visit',
        description:
          'A set price for each clean, for sites that need cleaning weekly or less, or on event days.',
      },
      {
        name: 'Per job',
        description:
          'A fixed quote for one-off work such as a deep clean, carpet extraction or a post-construction clean.',
      },
    ],
  },
  closing:
    'Whether you manage one office floor or a portfolio of sites, we will walk the space with you and put a written scope and a fixed price in front of you before any work begins.',
};
