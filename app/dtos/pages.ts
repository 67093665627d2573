/**
 * The spec's rule: pages named public/* are the public site (public layout,
 * and on the client the light public entry); the server and the client both
 * need it, so it lives here once.
 */
export function isPublicPage(component: string) {
  return /^public\//i.test(component)
}
