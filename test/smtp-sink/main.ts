import http from 'node:http';
import { startTestSmtpServer } from '../../server/test/smtpServer';

/**
 * A real SMTP server for the browser tests, with what it received readable over HTTP:
 *
 *   SMTP_SINK_PORT=4176 SMTP_SINK_HTTP_PORT=4177 npx tsx test/smtp-sink/main.ts
 *
 * GET /messages answers [{ rcptTo, subject, messageId, text }] for every message accepted.
 */
const smtpPort = Number(process.env.SMTP_SINK_PORT ?? '4176');
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? '4177');

async function main(): Promise<void> {
  const smtp = await startTestSmtpServer({ port: smtpPort });
  const control = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const messages = smtp.messages.map(({ rcptTo, read: { subject, messageId, text } }) => ({
      rcptTo,
      subject,
      messageId,
      text,
    }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => control.listen(httpPort, '127.0.0.1', () => resolve()));
  console.info(
    `SMTP sink on 127.0.0.1:${smtpPort}, messages at http://127.0.0.1:${httpPort}/messages`,
  );
  const stop = (): void => {
    control.close();
    void smtp.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The SMTP sink could not start:', error);
  process.exit(1);
});
