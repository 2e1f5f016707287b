import type { Submission } from '../store/storeRecords';

/** One way of handing the forms' submissions to the company (e-mail, webhook). */
export interface Channel {
  /** Resolves once the receiving end has accepted the submission; rejects otherwise. */
  deliver: (submission: Submission) => Promise<void>;
  /** Lets go of connections kept open between deliveries. */
  close: () => void;
}
