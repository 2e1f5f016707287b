import type { FastifyInstance } from 'fastify';
import { registerCors } from '../http/cors';
import type { CspReportOptions } from '../csp/cspReportRoutes';
import { registerCspReportRoutes } from '../csp/cspReportRoutes';
import type { FormsOutbox } from '../outbox/outboxWorker';
import { STORE_ONLY_OUTBOX } from '../outbox/outboxWorker';
import { DEFAULT_SERVER_LIMITS } from '../serverLimits';
import type { FormsStore } from '../store/formsStore';
import { registerContactRoutes } from './contactRequests';
import type { FormRateLimit } from './formGuards';
import { DEFAULT_CONTACT_RATE_LIMIT, DEFAULT_SIGNUP_RATE_LIMIT } from './formGuards';
import { registerSignupRoutes } from './newsletterSignups';

export const FORMS_PREFIX = '/forms';

export interface FormsOptions {
  store: FormsStore;
  outbox?: FormsOutbox;
  clock?: () => Date;
  contactRateLimit?: FormRateLimit;
  signupRateLimit?: FormRateLimit;
  /** The contact route's body limit (CONTACT_BODY_LIMIT_BYTES). */
  contactBodyLimit?: number;
  corsOrigins?: readonly string[];
  cspReports?: CspReportOptions;
}

export async function registerForms(app: FastifyInstance, options: FormsOptions): Promise<void> {
  const { store, outbox = STORE_ONLY_OUTBOX, clock = () => new Date() } = options;
  const corsOrigins = options.corsOrigins ?? [];
  await app.register(
    async (forms) => {
      if (corsOrigins.length > 0) {
        await registerCors(forms, corsOrigins, {
          methods: ['POST'],
          allowedHeaders: ['Content-Type', 'Accept', 'Idempotency-Key'],
        });
      }
      // Answers about a visitor's own submission: never kept by any cache.
      forms.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });
      registerContactRoutes(forms, {
        store,
        clock,
        outbox,
        rateLimit: options.contactRateLimit ?? DEFAULT_CONTACT_RATE_LIMIT,
        bodyLimit: options.contactBodyLimit ?? DEFAULT_SERVER_LIMITS.CONTACT_BODY_LIMIT_BYTES,
      });
      registerSignupRoutes(forms, {
        store,
        clock,
        outbox,
        rateLimit: options.signupRateLimit ?? DEFAULT_SIGNUP_RATE_LIMIT,
      });
      await registerCspReportRoutes(forms, options.cspReports ?? {});
    },
    { prefix: FORMS_PREFIX },
  );
}
