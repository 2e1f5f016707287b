import { postgresFixture } from '../store/test/storeFixtures';
import { describeForgetAndPurge } from '../test/leadsRemovalSuite';

describeForgetAndPurge('postgres', postgresFixture);
