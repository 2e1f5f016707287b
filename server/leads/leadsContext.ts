import type { CliSettings } from '../config/serverConfig';
import type { FormsStore } from '../store/formsStore';

export interface TextOutput {
  write(text: string): unknown;
}

export type DbAccess = 'read' | 'write';

export interface LeadsContext {
  store: FormsStore | ((access: DbAccess) => Promise<FormsStore>);
  out: TextOutput;
  err: TextOutput;
  now: Date;
  cwd?: string;
  settings?: CliSettings;
}

export const storeFor = (context: LeadsContext, access: DbAccess): Promise<FormsStore> =>
  typeof context.store === 'function' ? context.store(access) : Promise.resolve(context.store);
