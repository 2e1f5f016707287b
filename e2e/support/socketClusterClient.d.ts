/** What the browser tests use of socketcluster-client (the Redux DevTools' transport), which ships no types. */
declare module 'socketcluster-client' {
  interface ClientSocket {
    invoke(procedure: string, data: unknown): Promise<unknown>;
    subscribe(channel: string): AsyncIterable<unknown>;
    disconnect(): void;
  }
  const socketClusterClient: {
    create(options: { hostname: string; port: number; autoReconnect?: boolean }): ClientSocket;
  };
  export default socketClusterClient;
}
