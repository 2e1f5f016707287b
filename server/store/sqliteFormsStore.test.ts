import { describeSubmissionsAndStaff } from './test/formsStoreSuite';
import { describeOutboxAndLimits } from './test/outboxStoreSuite';
import { sqliteFixture } from './test/storeFixtures';

describeSubmissionsAndStaff('sqlite', sqliteFixture);
describeOutboxAndLimits('sqlite', sqliteFixture);
