/*
 * With several server processes (on one Redis, or one machine's cluster),
 * each listens for public page cache clears made on the others (see
 * #http/page_cache_sync).
 */
import { listenForPageCacheClears } from '#http/page_cache_sync'

await listenForPageCacheClears()
