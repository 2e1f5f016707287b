import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import type { FormRateLimit } from '../forms/formGuards';
import { rateLimitConfig } from '../forms/formGuards';
import { parseCspReports } from './cspViolations';

/** Where reports go, under the forms' prefix: the one place every deployment reaches. */
export const CSP_REPORTS_PATH = '/csp-reports';

const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/** A browser batches a few reports of about 1 KB each. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;

/** Reports one client may send a minute: a page breaking its policy sends one per violation. */
export const DEFAULT_CSP_REPORT_RATE_LIMIT: FormRateLimit = { max: 60, windowMs: 60_000 };

/** Lines logged per request: one broken page repeats the same violation. */
const MAX_LOGGED = 10;

export interface CspReportOptions {
  rateLimit?: FormRateLimit;
  onViolation?: (directive: string) => void;
}

export async function registerCspReportRoutes(
  app: FastifyInstance,
  { rateLimit = DEFAULT_CSP_REPORT_RATE_LIMIT, onViolation = () => undefined }: CspReportOptions,
): Promise<void> {
  await app.register(async (reports) => {
    reports.addContentTypeParser(
      REPORT_TYPES,
      { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new HttpError(400, 'The report is not valid JSON.'), undefined);
        }
      },
    );
    reports.post(
      CSP_REPORTS_PATH,
      { bodyLimit: CSP_REPORT_BODY_LIMIT, config: rateLimitConfig(rateLimit, 'csp-reports') },
      async (request, reply) => {
        const violations = parseCspReports(request.body);
        if (violations === null) {
          throw new HttpError(400, 'The body is not a CSP violation report.');
        }
        // Counted as logged: a report of hundreds would otherwise move the metric by hundreds.
        for (const violation of violations.slice(0, MAX_LOGGED)) {
          onViolation(violation.directive);
          request.log.warn(violation, 'Content-Security-Policy violation');
        }
        return reply.code(204).send();
      },
    );
  });
}
