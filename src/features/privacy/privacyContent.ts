import { site } from '@/config/site';

/** A part of the policy: paragraphs, then an optional list. */
export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/**
 * The privacy policy. The 24 months are the forms server's default retention
 * (LEADS_RETENTION_DAYS=730 in deploy/harbourline.env.example): change both together.
 */
export const privacyContent = {
  title: 'Privacy policy',
  lead: 'What this website collects, why, who sees it, how long we keep it, and how to ask us to show, correct or delete it.',
  metaDescription: `How ${site.name} handles the details you send through its quote form and newsletter sign-up: what is collected, why, who receives it, how long it is kept and how to ask for access, correction or deletion.`,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${site.name} runs this website. We handle personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect, and why',
      paragraphs: [
        'We collect only what you type into our two forms, and use it only for the reason you gave it:',
      ],
      list: [
        'The quote form: your name, e-mail address, phone number if you give it, the service you are interested in and your message. We use them to answer your enquiry and prepare your quote, and we call only about your enquiry.',
        'The newsletter sign-up: your e-mail address, when you signed up and when you confirmed it. We first send one e-mail asking you to confirm, and only then our monthly newsletter; an address that is not confirmed receives nothing more.',
        'While you fill in the quote form, your browser keeps an unsent draft for that tab only, so a reload loses nothing. It stays on your device and is cleared once your message is sent.',
        'To stop floods of messages, our server counts recent messages from each internet address; the counts are not linked to what you send.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and trackers',
      paragraphs: [
        'This website sets no cookies and uses no analytics or advertising trackers. The map on our contact page comes from Google and loads only when you ask for it; Google may then set cookies and receive your internet address under its own privacy policy.',
      ],
    },
    {
      id: 'who-receives-it',
      heading: 'Who receives it',
      paragraphs: [
        'Our office staff receive each enquiry and sign-up by e-mail. The companies that host our website and our e-mail store it on our behalf and may not use it for anything else.',
        'We do not sell, rent or trade your details, and we do not use them for advertising.',
      ],
    },
    {
      id: 'how-long',
      heading: 'How long we keep it',
      paragraphs: [
        'Our website keeps each enquiry and newsletter sign-up for 24 months, then deletes it automatically.',
        'If you become a client, your enquiry becomes part of your client record for as long as we work together. You can leave the newsletter at any time by replying to it or contacting us, and we remove your address.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Seeing, correcting or deleting your details',
      paragraphs: [
        'You can ask us to show you what we hold about you, to correct it, or to delete it. Contact our privacy officer (below); we answer within 30 days and may first ask you to confirm the request is yours. Deleting your details removes your enquiries, your newsletter sign-up and any message still waiting to be sent to our staff.',
      ],
    },
  ] satisfies PolicySection[],
  contact: {
    id: 'contact',
    heading: 'Privacy questions and complaints',
    intro: 'Write to or call our privacy officer:',
    complaint:
      'If you are not satisfied with our answer, you can complain to the Office of the Australian Information Commissioner at ',
    regulatorUrl: 'https://www.oaic.gov.au',
    regulatorName: 'oaic.gov.au',
    regulatorPhone: ' or on 1300 363 992.',
  },
};
