// Applies the saved (or the system's) colour scheme before the first paint.
;(function () {
  var saved = null
  try {
    saved = window.localStorage.getItem('mantine-color-scheme-value')
  } catch (e) {}
  var scheme = saved === 'light' || saved === 'dark' ? saved : null
  if (!scheme) {
    scheme =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light'
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme)
})()
