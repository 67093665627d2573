import { defineConfig } from '@adonisjs/static'

const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  // Built assets carry a content hash in their names, so they never change.
  headers: (path) => {
    if (path.includes('/assets/')) return { 'Cache-Control': 'public, max-age=31536000, immutable' }
    return { 'Cache-Control': 'public, max-age=3600' }
  },
})

export default staticServerConfig
