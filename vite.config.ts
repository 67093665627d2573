import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import inertia from '@adonisjs/inertia/client'
import adonisjs from '@adonisjs/vite/client'
import { getDirname } from '@adonisjs/core/helpers'

export default defineConfig({
  plugins: [
    inertia({ ssr: { enabled: true, entrypoint: 'inertia/app/ssr.tsx' } }),
    react(),
    adonisjs({ entrypoints: ['inertia/app/app.tsx'], reload: ['resources/views/**/*.edge'] }),
  ],
  // Tests run many servers side by side and never use hot reload.
  server: process.env.NODE_ENV === 'test' ? { hmr: false } : undefined,
  // Pre-bundle every dependency the pages use up front, so the first page
  // load never triggers a re-optimisation and a full reload mid-test.
  optimizeDeps: { entries: ['inertia/app/app.tsx', 'inertia/pages/**/*.tsx'] },
  resolve: {
    alias: {
      '~/': `${getDirname(import.meta.url)}/inertia/`,
    },
  },
})
