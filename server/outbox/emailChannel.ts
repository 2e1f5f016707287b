import nodemailer from 'nodemailer';
import type { Channel } from './channel';
import { composeLeadEmail } from './leadEmail';
import { composeSignupEmail } from './signupEmail';

export interface EmailChannelOptions {
  /** smtps:// (TLS from the first byte); smtp:// upgrades with STARTTLS when offered. */
  smtpUrl: string;
  /** Win over a login in the URL, so a password need not sit in a URL that ends up in logs. */
  user?: string;
  password?: string;
  from: string;
  notifyTo: string[];
  siteHost: string;
  maxConnections?: number;
}

// nodemailer resolves only on the relay's 2xx answer: that is what marks a job delivered.
export function emailChannel(options: EmailChannelOptions): Channel {
  const { from, notifyTo, siteHost, maxConnections = 4 } = options;
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
  const deliver: Channel['deliver'] = async (submission) => {
    if (submission.kind === 'signup') {
      const email = composeSignupEmail(submission.signup, siteHost);
      await transport.sendMail({ from, to: notifyTo, ...email });
      return;
    }
    const email = composeLeadEmail(submission.lead, siteHost);
    await transport.sendMail({
      from,
      to: notifyTo,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: email.messageId,
    });
  };
  return { deliver, close: () => transport.close() };
}
