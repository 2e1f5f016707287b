// Relative, not '@/': the browser tests (e2e/) import this file as well.
import {
  SECTOR_IDS,
  SECTORS_PATH,
  SERVICE_IDS,
  SERVICES_PATH,
  sectorPath,
  servicePath,
} from '../config/catalogue';
import { PORTFOLIO_PATH } from '../config/proof';
import { privacyPath } from '../config/site';

/** Every URL whose page is the same for every visitor: these are prerendered at build time. */
export const staticPaths: readonly string[] = [
  '/',
  '/how-it-works',
  '/about',
  SERVICES_PATH,
  ...SERVICE_IDS.map(servicePath),
  PORTFOLIO_PATH,
  SECTORS_PATH,
  ...SECTOR_IDS.map(sectorPath),
  '/blog',
  '/contact',
  privacyPath,
];

/** Where the newsletter's confirmation e-mail links: the visitor confirms there, by pressing. */
export const newsletterConfirmPath = '/newsletter/confirm';

/** Prerendered too, but no page to find in a search: left out of the sitemap. */
export const unlistedPaths: readonly string[] = [newsletterConfirmPath];

/** The Page Not Found screen, written to 404.html and served for unknown paths. */
export const notFoundPath = '/404';
