import type { Db } from '../store/sqlite';
import { addLead } from './leadsFixtures';

/**
 * Test helper: four requests covering every way a status is derived. Sydney is on AEDT
 * (UTC+11) in November and AEST (UTC+10) in July.
 */
export function addSampleLeads(db: Db): void {
  addLead(db, {
    reference: 'HL-55555555',
    createdAt: '2026-07-01T03:00:00.000Z', // 1 Jul 13:00 AEST
    name: 'Winter Enquiry',
    email: 'winter@example.com',
    phone: null,
    service: null,
    jobs: [{ status: 'delivered', attempts: 1 }],
  });
  addLead(db, {
    reference: 'HL-44444444',
    createdAt: '2026-11-18T12:59:00.000Z', // 18 Nov 23:59 AEDT, a minute before the 19th
    name: 'Late Night',
    email: 'late@example.com',
    service: 'deep',
    jobs: [
      { channel: 'email', status: 'delivered', attempts: 1 },
      { channel: 'webhook', status: 'failed', attempts: 9, lastError: 'HTTP 500 from CRM' },
    ],
  });
  addLead(db, {
    reference: 'HL-33333333',
    createdAt: '2026-11-19T01:00:00.000Z', // 19 Nov 12:00 AEDT
    name: 'Half Way',
    email: 'half@example.com',
    service: 'move',
    jobs: [
      { channel: 'email', status: 'delivered', attempts: 2 },
      { channel: 'webhook', status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED' },
    ],
  });
  addLead(db, {
    reference: 'HL-22222222',
    createdAt: '2026-11-20T22:15:00.000Z', // 21 Nov 09:15 AEDT
    name: 'Zoë Nguyen',
    email: 'zoe@example.com.au',
    phone: '+61 2 9000 0000',
    service: 'commercial',
    message: 'Weekly clean of a 400 m² office, "ASAP", please.\nSecond line.',
    jobs: [
      { status: 'failed', attempts: 14, lastError: '451 4.7.0 Try again later\r\nmailbox busy' },
    ],
  });
}
