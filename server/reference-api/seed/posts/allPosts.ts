import { commercialCleaningPosts } from './commercialCleaning';
import { facilityMaintenancePosts } from './facilityMaintenance';
import { groundsLandscapingPosts } from './groundsLandscaping';
import { sustainabilityPosts } from './sustainability';
import { wasteManagementPosts } from './wasteManagement';
import { workplaceSafetyPosts } from './workplaceSafety';
import type { SeedPost } from '../seedTypes';

export const seedPosts: readonly SeedPost[] = [
  ...commercialCleaningPosts,
  ...facilityMaintenancePosts,
  ...groundsLandscapingPosts,
  ...sustainabilityPosts,
  ...wasteManagementPosts,
  ...workplaceSafetyPosts,
];
