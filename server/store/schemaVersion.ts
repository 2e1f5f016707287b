import type { SchemaState } from './formsStore';

export const SCHEMA_VERSION = 5;

export function schemaProblem(state: SchemaState, location: string): string | null {
  if (state.version < SCHEMA_VERSION) {
    return (
      `The database (${location}) is at schema version ${state.version}; this server needs ` +
      `${SCHEMA_VERSION}. Run \`npm run migrate\` first, or start the server with MIGRATE_ON_START=true.`
    );
  }
  if (state.readableFrom > SCHEMA_VERSION) {
    return (
      `The database (${location}) is at schema version ${state.version}, which servers before ` +
      `version ${state.readableFrom} cannot use; this server is built for ${SCHEMA_VERSION}. Run a newer release.`
    );
  }
  return null;
}
