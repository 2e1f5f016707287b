import { describeSubmissionsAndStaff } from './test/formsStoreSuite';
import { describeOutboxAndLimits } from './test/outboxStoreSuite';
import { postgresFixture } from './test/storeFixtures';

describeSubmissionsAndStaff('postgres', postgresFixture);
describeOutboxAndLimits('postgres', postgresFixture);
