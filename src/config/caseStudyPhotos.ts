import type { Photo } from '@contract/images/images';

/**
 * Photographs of the case studies in proof.ts, by the case study's id, from files in photos/.
 * They are kept apart from proof.ts because the build's checks read that file in Node, where
 * importing a photograph means nothing: only webpack makes its variants.
 */
export const caseStudyPhotos: Readonly<Record<string, Photo>> = {};
