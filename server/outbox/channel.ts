import type { Submission } from '../store/formsStore';

export interface Channel {
  deliver: (submission: Submission) => Promise<void>;
  /** Several submissions held back, in one message (the staff e-mail's digest). */
  deliverDigest?: (submissions: readonly Submission[]) => Promise<void>;
  close: () => void;
}
