import { site } from '@/config/site';
import type { Commitment, TitledText } from './aboutTypes';

export const whyChooseUsContent: {
  heading: string;
  intro: string;
  reasons: readonly TitledText[];
} = {
  heading: 'Why choose Harbourline',
  intro:
    'Facility managers switch to us for the same few reasons: fewer contractors to manage, a standard that holds, and someone who picks up the phone.',
  reasons: [
    {
      title: 'One accountable partner',
      description:
        'Cleaning, waste, maintenance and grounds under one agreement, one supervisor and one invoice, so nothing falls between contractors.',
    },
    {
      title: 'Trained and vetted teams',
      description:
        'Every team member is inducted in our procedures and in work health and safety, background-checked and covered by our insurance.',
    },
    {
      title: 'Fixed, itemised pricing',
      description:
        'A written scope with a fixed price. Periodic work is listed separately and extra work is agreed in writing before it starts.',
    },
    {
      title: 'Quick, reliable response',
      description: `Enquiries are answered within ${site.responseTime} and our emergency line is staffed ${site.emergency} for spills, floods and urgent clean-ups.`,
    },
    {
      title: 'Greener by default',
      description:
        'Green-certified products and microfibre as standard, with waste separated on site so more of it is recycled.',
    },
    {
      title: 'Results you can see',
      description:
        'Regular inspections against the agreed scope, shared with you along with every issue raised and how it was closed.',
    },
  ],
};

export const commitmentsContent: {
  heading: string;
  intro: string;
  commitments: readonly Commitment[];
} = {
  heading: 'Our commitments to you',
  intro: 'What every client can expect from us, written into each service agreement.',
  commitments: [
    {
      title: 'Safety on every shift',
      description:
        'Safe work method statements for the tasks on your site, site inductions before anyone starts and prompt incident reporting.',
      icon: 'safety',
    },
    {
      title: 'Fair employment',
      description:
        'Award wages, correct superannuation and direct employment for our cleaners, so the people on your site are supported and stay.',
      icon: 'people',
    },
    {
      title: 'A regular team',
      description:
        'The same people on your site each week, with trained cover arranged and briefed when someone is on leave.',
      icon: 'continuity',
    },
    {
      title: 'Routine quality inspections',
      description:
        'Supervisors inspect against the agreed scope and share the results, so you see the standard rather than take it on trust.',
      icon: 'inspection',
    },
    {
      title: 'Clear communication',
      description: `One point of contact, a site communication log and replies within ${site.responseTime} during office hours.`,
      icon: 'communication',
    },
    {
      title: 'Honest pricing',
      description:
        'No hidden extras: price changes and additional work are explained and agreed in writing before they happen.',
      icon: 'pricing',
    },
    {
      title: 'Emergency response',
      description: `An emergency line answered ${site.emergency} for spills, flooding and urgent clean-ups, with make-safe repairs arranged fast.`,
      icon: 'response',
    },
    {
      title: 'Compliance you can check',
      description:
        'Current insurance certificates, background checks and site-specific procedures, such as infection control in healthcare settings, available on request.',
      icon: 'compliance',
    },
    {
      title: 'Continuous improvement',
      description:
        'Regular service reviews where we act on your feedback and adjust the scope as your site and its use change.',
      icon: 'improvement',
    },
  ],
};
