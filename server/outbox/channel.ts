import type { Submission } from '../store/storeRecords';

export interface Channel {
  deliver: (submission: Submission) => Promise<void>;
  close: () => void;
}
