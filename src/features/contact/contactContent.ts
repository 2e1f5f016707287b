import { site } from '@/config/site';

export const contactPageContent = {
  title: 'Contact Us',
  lead: `Talk to us about your site. We reply within ${site.responseTime}.`,
  metaDescription: `Call, e-mail or visit ${site.name} in Silverwater NSW. Request a free quote; we reply within ${site.responseTime} and answer emergencies ${site.emergency}.`,
  cardsHeading: 'Ways to reach us',
  cards: {
    call: { title: 'Call us', note: `${site.emergency} emergency line` },
    email: { title: 'Email us', note: `We respond within ${site.responseTime}` },
    visit: { title: 'Visit us', note: 'By appointment only' },
    hours: { title: 'Office hours', note: 'Closed weekends and public holidays' },
  },
  map: {
    heading: 'Find our office',
    intro:
      'The map is provided by Google and loads only when you ask for it. Google may then set cookies and receive your IP address.',
    show: 'Show map',
    hide: 'Hide map',
    iframeTitle: 'Map of our Silverwater office',
    openLink: 'Open in Google Maps',
  },
  pricing: {
    heading: 'What a quote depends on',
    intro:
      'We price each site after seeing it, so the figure you sign is the figure you pay. Telling us these in your message gets you a quote sooner.',
    guide: {
      drivers: [
        'The services you need, and the size and type of the site',
        'How often the work happens, and at what hours',
        'Access, security and induction requirements',
        'Specialist areas or materials: clinical rooms, food areas, hazardous waste',
        'Whether it is ongoing or a one-off job',
      ],
      models: [
        {
          name: 'Monthly contract',
          description:
            'A fixed monthly price for a written scope and schedule: how most ongoing cleaning, maintenance and grounds care is priced.',
        },
        {
          name: 'Per visit or per bin lift',
          description:
            'A set price for each clean, visit or collection, for work that happens weekly or less.',
        },
        {
          name: 'Per job',
          description: 'A fixed quote for one-off work such as a deep clean, repairs or a removal.',
        },
      ],
    },
  },
  faqHeading: 'Frequently asked questions',
  faqs: [
    {
      question: 'How quickly will you respond to my enquiry?',
      answer: `We answer standard requests within ${site.responseTime} during office hours (${site.officeHours.label}). Enquiries that arrive after hours are answered early the next business day.`,
    },
    {
      question: 'Do you handle emergencies?',
      answer: `Yes. Our emergency line is answered ${site.emergency} for urgent cleaning, spills, flood clean-up and make-safe repairs. Call ${site.phone.display} at any hour.`,
    },
    {
      question: 'Are your cleaning products environmentally friendly?',
      answer:
        'Yes. We use green-certified cleaning products and microfibre systems as standard, which cut chemical and water use. Where a site needs something specific, such as fragrance-free products, we match it.',
    },
    {
      question: 'Do I need to provide equipment or supplies?',
      answer:
        'No. Our teams bring their own equipment, machinery and cleaning products. We only ask that you provide access to water and electricity on site.',
    },
    {
      question: 'Which areas do you service?',
      answer:
        'We service all regions of Australia, from capital-city business districts to regional centres. Our office is in Silverwater NSW, and each contract is staffed by a team local to the site.',
    },
    {
      question: 'Are your cleaners trained and insured?',
      answer:
        'Yes. Every cleaner is trained in our procedures and in work health and safety, background-checked before they start, and covered by our insurance.',
    },
  ],
};
