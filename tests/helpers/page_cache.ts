import pageCache from '#http/page_cache'

/**
 * The public page cache on, as in production, and empty: for a group's
 * `each.setup` (or a test's own), which switches it back off after.
 */
export function pageCacheOn() {
  const wasEnabled = pageCache.enabled
  pageCache.enabled = true
  pageCache.clear()
  return () => {
    pageCache.enabled = wasEnabled
    pageCache.clear()
  }
}

/** Once the pages rendered so far are kept (their compressed copies are made off the request). */
export function pagesKept() {
  return pageCache.settled()
}
