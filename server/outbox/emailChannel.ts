import nodemailer from 'nodemailer';
import type { Channel } from './channel';
import type { SmtpSettings } from './deliverySettings';
import { composeLeadEmail } from './leadEmail';
import { composeSignupEmail } from './signupEmail';

export interface EmailChannelOptions {
  smtp: SmtpSettings;
  from: string;
  notifyTo: string[];
  siteHost: string;
  maxConnections?: number;
}

// nodemailer resolves only on the relay's 2xx answer: that is what marks a job delivered.
export function emailChannel(options: EmailChannelOptions): Channel {
  const { smtp, from, notifyTo, siteHost, maxConnections = 4 } = options;
  // Pooled: a burst of requests reuses a few connections instead of a handshake per message.
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user === null ? undefined : { user: smtp.user, pass: smtp.password ?? '' },
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
