/*
 * The entry of the public pages. They are server-rendered and work without
 * JavaScript (links, the e-warranty form, the phone menu), so the first load
 * carries only their CSS (inertia/css/public.css, an entry of its own) and
 * this script. The client (React, Inertia, the page's code) is fetched and
 * hydrates on the visitor's first interaction: from then on navigation stays
 * in the page and forms answer in place.
 */
import { pageLoader, type PageModule, type PageResolvers } from '~/app/pages'

const resolvers: PageResolvers = {
  // Only public pages: the admin pages' chunks are not even named here.
  loadPage: pageLoader(import.meta.glob<PageModule>('../pages/public/*.tsx')),
  loadLayout: () => import('~/layouts/public_layout').then((module) => module.default),
}

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const

function hydrate() {
  for (const type of INTERACTIONS) window.removeEventListener(type, hydrate, true)
  const data = document.getElementById('app')?.dataset.page
  if (!data) return
  const { component } = JSON.parse(data) as { component: string }
  // Client, page and layout in parallel, so their chunks download together.
  Promise.all([
    import('~/app/client'),
    resolvers.loadPage(component),
    resolvers.loadLayout('public'),
  ])
    .then(([client]) => client.startClient(resolvers))
    .catch((error: unknown) => console.error('The page could not be enhanced:', error))
}

for (const type of INTERACTIONS) {
  window.addEventListener(type, hydrate, { capture: true, passive: true })
}

/**
 * A first visit from a browser that prefers the page's other language is
 * offered that version (see LanguageSuggestion); "No, thanks" is remembered.
 */
const suggestion = document.getElementById('language-suggestion')
const DISMISSED = 'language-suggestion-dismissed'
if (suggestion && !localStorage.getItem(DISMISSED)) {
  const other = suggestion.dataset.language ?? ''
  const current = document.documentElement.lang
  const preferred = navigator.languages.find((tag) => [other, current].includes(tag.slice(0, 2)))
  if (preferred?.slice(0, 2) === other) suggestion.hidden = false
  suggestion.querySelector('button')?.addEventListener('click', () => {
    suggestion.hidden = true
    localStorage.setItem(DISMISSED, '1')
  })
}
