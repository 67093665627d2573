import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import inertia from '@adonisjs/inertia/client'
import adonisjs from '@adonisjs/vite/client'
import { getDirname } from '@adonisjs/core/helpers'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { constants } from 'node:zlib'

/*
 * A brotli and a gzip copy of every client asset, at the highest levels:
 * compressed once here instead of per request (served by
 * app/middleware/precompressed_assets_middleware.ts).
 */
const precompress = {
  ...compression({
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
    ],
    logLevel: 'silent',
  }),
  // The server bundle (SSR) is read from disk, never sent.
  apply: (_config: unknown, env: { command: string; isSsrBuild?: boolean }) =>
    env.command === 'build' && !env.isSsrBuild,
}

export default defineConfig({
  plugins: [
    inertia({ ssr: { enabled: true, entrypoint: 'inertia/app/ssr.tsx' } }),
    react(),
    adonisjs({
      entrypoints: ['inertia/app/app.tsx', 'inertia/app/public.ts', 'inertia/css/public.css'],
      reload: ['resources/views/**/*.edge'],
    }),
    precompress,
  ],
  // `npm test` runs test servers side by side: each pre-bundles into its own folder (scripts/test.js).
  cacheDir: process.env.VITE_CACHE_DIR,
  // Tests run many servers side by side and never use hot reload.
  server: process.env.NODE_ENV === 'test' ? { hmr: false } : undefined,
  // Pre-bundle every dependency the pages use up front, so the first page
  // load never triggers a re-optimisation and a full reload mid-test.
  optimizeDeps: { entries: ['inertia/app/*.ts*', 'inertia/pages/**/*.tsx'] },
  resolve: {
    alias: {
      '~/': `${getDirname(import.meta.url)}/inertia/`,
    },
  },
})
