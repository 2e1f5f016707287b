import nodemailer from 'nodemailer';
import type { Channel } from './channel';
import { confirmationLink, confirmationToken, CONFIRMATION_VALID_MS } from './confirmationLink';
import { composeDigestEmail } from './digestEmail';
import { composeLeadEmail } from './leadEmail';
import { composeConfirmationEmail, composeSignupEmail } from './signupEmail';

export interface EmailChannelOptions {
  /** smtps:// (TLS from the first byte); smtp:// upgrades with STARTTLS when offered. */
  smtpUrl: string;
  /** Win over a login in the URL, so a password need not sit in a URL that ends up in logs. */
  user?: string;
  password?: string;
  from: string;
  notifyTo: string[];
  /** The site's address: its host names the messages, its confirmation page is linked. */
  siteUrl: string;
  /** The key confirmation links are signed with (the database's). */
  signingKey: () => Promise<string>;
  /** What the digest tells staff of the cap on their e-mails. */
  staffCap: { cap: number; periodMinutes: number };
  maxConnections?: number;
  now?: () => Date;
}

/**
 * The staff's e-mail (each submission, or a digest of several) and the subscriber's confirmation,
 * over one pooled connection to the relay. nodemailer resolves only on the relay's 2xx answer:
 * that is what marks a job delivered.
 */
export function emailChannels(options: EmailChannelOptions): {
  email: Channel;
  confirmation: Channel;
} {
  const { from, notifyTo, maxConnections = 4, now = () => new Date() } = options;
  const siteHost = new URL(options.siteUrl).hostname;
  const url = new URL(options.smtpUrl);
  if (options.user) url.username = options.user;
  if (options.password) url.password = options.password;
  // Pooled: a burst of requests reuses a few connections instead of a handshake per message.
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections,
    url: url.href,
    // A relay that stops answering must not hold a delivery slot for nodemailer's 10 minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  let closed = 0;
  const close = () => {
    closed += 1;
    if (closed === 2) transport.close();
  };

  const email: Channel = {
    deliver: async (submission) => {
      if (submission.kind === 'signup') {
        const message = composeSignupEmail(submission.signup, siteHost);
        await transport.sendMail({ from, to: notifyTo, ...message });
        return;
      }
      const message = composeLeadEmail(submission.lead, siteHost);
      await transport.sendMail({
        from,
        to: notifyTo,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
      });
    },
    deliverDigest: async (submissions) => {
      const message = composeDigestEmail(submissions, { ...options.staffCap, siteHost });
      await transport.sendMail({ from, to: notifyTo, ...message });
    },
    close,
  };

  const confirmation: Channel = {
    deliver: async (submission) => {
      if (submission.kind !== 'signup') throw new Error('Only a sign-up is confirmed');
      const { signup } = submission;
      const token = confirmationToken(
        await options.signingKey(),
        signup.reference,
        new Date(now().getTime() + CONFIRMATION_VALID_MS),
      );
      const message = composeConfirmationEmail(signup, confirmationLink(options.siteUrl, token));
      await transport.sendMail({ from, ...message });
    },
    close,
  };
  return { email, confirmation };
}
