import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { sanitizeState } from './sanitizeAction';
import { canonicalJson, selectScreenState } from './screenState';

/** How many hex digits of SHA-256 a digest keeps: plenty to tell two screens apart. */
const DIGEST_LENGTH = 16;

/** A fingerprint of what a state shows, as a recording keeps it (post bodies cut to a preview). */
export const screenDigest = (state: unknown): string =>
  bytesToHex(sha256(utf8ToBytes(canonicalJson(selectScreenState(sanitizeState(state)))))).slice(
    0,
    DIGEST_LENGTH,
  );
