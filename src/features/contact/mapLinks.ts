import { site } from '@/config/site';
import { MAP_EMBED_BASE } from '@contract/mapEmbed';

const query = encodeURIComponent(site.mapQuery);

/** Loaded only after the visitor asks for the map. */
export const mapEmbedUrl = `${MAP_EMBED_BASE}?q=${query}&output=embed`;

/** A plain link that works without loading anything from Google on this page. */
export const mapSearchUrl = `https://www.google.com/maps/search/?api=1&query=${query}`;
