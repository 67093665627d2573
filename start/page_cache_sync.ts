/*
 * With several servers on one Redis, each listens for public page cache
 * clears made on the others (see #http/page_cache_sync).
 */
import { listenForPageCacheClears } from '#http/page_cache_sync'

await listenForPageCacheClears()
