import image from '../images/maintenance.svg';
import type { ServiceContent } from '../serviceTypes';

export const maintenance: ServiceContent = {
  id: 'maintenance',
  title: 'Facility Maintenance',
  summary:
    'Planned and reactive maintenance that keeps your building safe, compliant and working, coordinated by one team you can call.',
  metaDescription:
    'Facility maintenance for Australian buildings: planned preventive maintenance, reactive repairs with 24/7 emergency response, and minor works by licensed trades.',
  image: {
    src: image,
    alt: 'A maintenance technician on a step ladder replacing a ceiling light, with a toolbox below.',
  },
  description: [
    'Small faults become expensive when nobody owns them. Our facility maintenance service gives you one number to call for the dripping tap, the flickering light and the door that will not latch, and a planned program that finds problems before your staff do.',
    'Our maintenance technicians carry out general repairs themselves, and we engage licensed electricians, plumbers and specialist contractors for regulated work, so every job is done by someone qualified to do it.',
  ],
  highlights: [
    'Planned maintenance schedules built from an asset register',
    '24/7 emergency response for urgent faults',
    'Licensed trades for electrical, plumbing and specialist work',
    'Completion reports with notes and photos',
  ],
  features: [
    {
      title: 'Planned preventive maintenance',
      description:
        'Scheduled inspection and servicing of lighting, doors, hardware, gutters, fixtures and fittings, planned around an asset register we keep current for your site.',
      icon: 'schedule',
    },
    {
      title: 'Reactive repairs',
      description:
        'Faults reported by phone or e-mail are triaged by urgency, made safe first and then repaired, with a report when the job is closed.',
      icon: 'repair',
    },
    {
      title: 'Minor works and make-good',
      description:
        'Patching and painting, signage, shelving, furniture assembly and small fit-out changes, plus make-good works when a tenancy changes hands.',
      icon: 'minorWorks',
    },
  ],
  benefits: [
    {
      title: 'Fewer surprises',
      description:
        'Planned checks catch worn parts and slow leaks before they become breakdowns, closures or insurance claims.',
    },
    {
      title: 'One call, one owner',
      description:
        'One call logs the job; we arrange the right trade, follow it up and report back when it is done.',
    },
    {
      title: 'Records for compliance',
      description:
        'Service histories and completion reports help you meet landlord, insurer and WHS obligations.',
    },
  ],
  pricing: {
    drivers: [
      'The size and age of the building, and the plant and equipment in it',
      'How many planned tasks the schedule covers, and how often',
      'Response times you need for reactive calls, including after hours',
      'Trades involved, and whether works need permits or shutdowns',
      'Materials and parts, which are quoted at cost plus a stated margin',
    ],
    models: [
      {
        name: 'Monthly contract',
        description:
          'Planned maintenance on a written schedule for a fixed monthly price, with reactive work at agreed rates.',
      },
      {
        name: 'Hourly rates',
        description:
          'Agreed rates per trade for reactive and small jobs, with call-out fees stated up front.',
      },
      {
        name: 'Per job',
        description: 'A fixed quote for defined works such as a repaint, a fit-out or a repair.',
      },
    ],
  },
  closing:
    'Tell us about your building and the way it is used, and we will propose a maintenance schedule and response times to match.',
};
