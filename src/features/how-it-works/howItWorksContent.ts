import type { QuoteBandContent } from '@/components/QuoteBand';
import { site } from '@/config/site';
import type { StepId } from './processSteps';

/** A step as /how-it-works tells it, beside its title and summary in processSteps. */
export interface StepDetail {
  tagline: string;
  paragraphs: string[];
  timing: string;
}

export const howItWorksPageContent = {
  title: 'How It Works',
  lead: 'Four clear steps from your first call to a cleaner, safer site.',
  metaDescription: `How ${site.name} works: request a quote, book a site walk-through, sign a clear service agreement and get a trained team with regular quality checks.`,
  eyebrow: 'Our process',
  stepLabel: 'Step',
  timingLabel: 'Typical timing',
  jumpLinksLabel: 'Jump to a step',
};

export const howItWorksQuote: QuoteBandContent = {
  id: 'how-it-works-cta-heading',
  heading: 'Ready to start with step one?',
  text: `Tell us about your site and what is not working today. We reply within ${site.responseTime} and can usually walk your site with you within a week.`,
};

export const stepDetails: Record<StepId, StepDetail> = {
  request: {
    tagline: 'Tell us about your site',
    paragraphs: [
      'Call us, send an e-mail or fill in the contact form. A few details are enough to start: the type of site, its rough size, when it is occupied and what you want done differently from today.',
      `We reply within ${site.responseTime} during office hours with a named contact who stays with you through the whole process. If your needs are simple, such as a one-off end-of-lease or builders clean, we can often price it from photos and a short call.`,
      'For regulated sites, such as healthcare, childcare, food preparation or laboratories, we ask about your infection-control, food-safety or access requirements at this stage, so the scope is right from the beginning.',
    ],
    timing: `Reply within ${site.responseTime}`,
  },
  date: {
    tagline: 'Book a walk-through at a time that suits you',
    paragraphs: [
      'We agree a date for a site walk-through, during business hours or after close if that is easier for your team. A supervisor walks the site with you, measures floor areas, notes surfaces, high-traffic zones, waste streams, access points and any site induction you require.',
      'Within a few business days of the visit you receive a written scope and a fixed price: every area, every task and how often it is done, with periodic work such as carpet extraction, window cleaning and high dusting listed separately so you can see exactly what you pay for.',
      'We also agree a start date that works around your operations, whether that means after-hours cleaning for an office, early mornings before trading for a shop, or a staged start for a multi-level building.',
    ],
    timing: 'Walk-through usually within a week of your request',
  },
  contract: {
    tagline: 'A clear agreement and a planned start',
    paragraphs: [
      'Our service agreement is written in plain English. It sets out the scope and schedule of works, the quality standards and how they are inspected, the price and how it is reviewed, the term and a fair notice period.',
      'Before the first shift you receive our certificates of currency for public liability and workers compensation insurance, safe work method statements for the tasks on your site and a site-specific induction plan. Every team member is background-checked and paid correctly under the relevant award.',
      'We then organise keys, access cards and alarm codes, set up consumables and a communication log, and brief the team on your site. Most contracts start one to two weeks after signing; urgent starts can be arranged sooner.',
    ],
    timing: 'Usually one to two weeks from signing to first shift',
  },
  service: {
    tagline: 'A trained team, checked and reported on',
    paragraphs: [
      'Your team starts on the agreed date, with a supervisor on site for the first shifts to make sure every task on the schedule is understood and done. The same people come back each time, so they learn your site and its priorities.',
      'Supervisors carry out regular quality inspections against the agreed scope and share the results with you, along with any issues found and how they were fixed. Periodic work is booked in advance and confirmed before it happens.',
      `You have one point of contact for changes, extra work and feedback, an emergency line answered ${site.emergency} for spills, floods and urgent clean-ups, and regular service reviews to adjust the scope as your site changes.`,
    ],
    timing: 'First review after 30 days, then at agreed intervals',
  },
};
