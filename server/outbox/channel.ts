import type { Lead } from './deliveryJobs';

/** One way of handing leads to the company (e-mail, webhook). */
export interface Channel {
  /** Resolves once the receiving end has accepted the lead; rejects otherwise. */
  deliver: (lead: Lead) => Promise<void>;
  /** Lets go of connections kept open between deliveries. */
  close: () => void;
}
