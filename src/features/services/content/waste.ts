import image from '../images/waste.svg';
import type { ServiceContent } from '../serviceTypes';

export const waste: ServiceContent = {
  id: 'waste',
  title: 'Waste Management',
  summary:
    'Waste and recycling programs that keep your site compliant, send less to landfill and make the cost of every bin visible.',
  metaDescription:
    'Waste management for Australian workplaces: site waste plans, scheduled collection and removal, e-waste recycling and licensed hazardous waste disposal.',
  image: {
    src: image,
    alt: 'Colour-coded general waste, recycling and organics bins beside a collection truck.',
  },
  description: [
    'Waste is a facility cost that grows quietly. We look at what your site actually throws away, then set up the right bins, collection frequencies and recycling streams so you stop paying landfill rates for material that could be recovered.',
    'Our cleaners handle waste on site as part of their routine, and we coordinate licensed collectors for everything from general waste to e-waste and hazardous materials, with the records to show where it went.',
  ],
  highlights: [
    'Waste audits that show what leaves your site and what it costs',
    'Separate streams for general waste, recycling, organics and cardboard',
    'Licensed contractors and documented disposal',
    'Reporting that supports your sustainability targets',
  ],
  features: [
    {
      title: 'Site waste management plan',
      description:
        'We audit your waste streams, set recovery targets and document bin locations, signage, collection schedules and responsibilities in a plan your staff can follow.',
      icon: 'plan',
    },
    {
      title: 'Collection and removal',
      description:
        'Scheduled and on-call collection of general waste, co-mingled recycling, cardboard, organics and bulky items, sized to your volumes so you do not pay for empty bins.',
      icon: 'collection',
    },
    {
      title: 'E-waste',
      description:
        'Computers, screens, phones, batteries and fluorescent tubes collected separately and sent to accredited recyclers, with data-bearing devices tracked through to destruction.',
      icon: 'eWaste',
    },
    {
      title: 'Hazardous waste',
      description:
        'Chemicals, oils, paints, clinical waste and sharps packaged, labelled and removed by licensed transporters, with tracking records kept to meet EPA requirements.',
      icon: 'hazard',
    },
  ],
  benefits: [
    {
      title: 'Lower landfill costs',
      description:
        'Diverting recyclables and organics reduces the tonnage you pay to landfill and the levies that come with it.',
    },
    {
      title: 'Compliance you can show',
      description:
        'Disposal records, tracking certificates and audit reports kept on file for inspectors, landlords and your own reporting.',
    },
    {
      title: 'Tidier bin areas',
      description:
        'Bins sized and placed correctly, with washing routines that keep bin bays clean and free of odours and pests.',
    },
  ],
  pricing: {
    drivers: [
      'The streams you separate and the bins each one needs',
      'How often each bin is collected, and how full it is when it goes',
      'Landfill levies, which differ from state to state',
      'E-waste, hazardous or confidential material that needs licensed handling',
      'How far the site is from the nearest processing facility',
    ],
    models: [
      {
        name: 'Per bin lift',
        description:
          'A price for each collection of each bin size and stream, shown line by line on your invoice.',
      },
      {
        name: 'Monthly program',
        description:
          'Bins, scheduled collections and reporting for a fixed monthly price, reviewed as your volumes change.',
      },
      {
        name: 'Per job',
        description:
          'A fixed quote for a waste audit, a bulky-item removal or a one-off e-waste or hazardous collection.',
      },
    ],
  },
  closing:
    'Start with a waste audit: we will show you what leaves your site each week, what it costs and where the savings are.',
};
