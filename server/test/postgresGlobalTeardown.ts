/** Jest's global tear-down for the server tests: the run's PostgreSQL cluster goes. */
export default async function tearDownPostgres(): Promise<void> {
  await globalThis.harbourlinePostgres?.stop();
}
