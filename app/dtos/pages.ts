/**
 * The spec's rule: pages named public/* are the public site (public layout,
 * and on the client the light public entry); the server and the client both
 * need it, so it lives here once.
 */
export function isPublicPage(component: string) {
  return /^public\//i.test(component)
}

/**
 * Admin screens behind sign-in need no search engine and no first paint before
 * their script: the server sends their shell (props only) and the browser
 * renders it, which keeps `/admin/*` cheap to serve. The sign-in page is still
 * rendered on the server, so it shows at once on a slow phone.
 */
export function isServerRendered(component: string) {
  return isPublicPage(component) || /login/i.test(component)
}
