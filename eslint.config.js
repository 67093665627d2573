import { configApp, RULES_LIST } from '@adonisjs/eslint-config'
import reactHooks from 'eslint-plugin-react-hooks'

/*
 * Which server folders each lower folder of app/ may import (by `#alias`), so
 * that no two folders import each other and no import circle comes back
 * (issue 30). Services and queries take payload types from #validators
 * (`import type`), never a validator's value. The folders above these
 * (controllers, middleware, http, exceptions, commands) may import them all.
 */
const LAYERS = {
  dtos: { may: [] },
  domain: { may: ['dtos'] },
  validators: { may: ['dtos', 'domain', 'config'] },
  models: { may: ['dtos', 'domain', 'start'] },
  queries: { may: ['dtos', 'domain', 'config', 'models', 'exceptions'], types: ['validators'] },
  serializers: { may: ['dtos', 'domain', 'config', 'models', 'queries'] },
  policies: { may: ['dtos', 'domain', 'config', 'models', 'queries'] },
  renderers: {
    may: ['dtos', 'domain', 'config', 'models', 'queries', 'serializers', 'validators'],
  },
  messaging: { may: ['dtos', 'domain', 'config', 'models'] },
  services: {
    may: [
      'messaging',
      'dtos',
      'domain',
      'config',
      'models',
      'queries',
      'serializers',
      'renderers',
      'exceptions',
    ],
    types: ['validators'],
  },
}
const layerBlocks = Object.entries(LAYERS).map(([folder, { may, types = [] }]) => ({
  name: `app/${folder} imports only the folders below it`,
  files: [`app/${folder}/**/*.ts`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // Every #alias but those allowed (gitignore syntax: `\\#` is a literal #).
            group: [
              '../*',
              '\\#*',
              ...[folder, ...may, ...types].map((allowed) => `!\\#${allowed}`),
            ],
            message: `app/${folder} may import only ${['its own files', ...may.map((other) => `#${other}`)].join(', ')}${types.length ? ` and types from ${types.map((other) => `#${other}`).join(', ')}` : ''} (see the layers in eslint.config.js).`,
          },
          ...types.map((other) => ({
            group: [`\\#${other}/*`],
            allowTypeImports: true,
            message: `app/${folder} takes only types from #${other} (its payload types), never a value.`,
          })),
        ],
      },
    ],
  },
}))

/*
 * On the client, what both faces use (inertia/shared: i18n, format, locale)
 * imports nothing of either face, and the public face never imports the
 * admin side (its API client in inertia/lib, its components and pages), so
 * the public pages' bundle stays light.
 */
const ADMIN_SIDE = ['~/lib/*', '~/components/admin/*', '~/pages/admin/*', '~/layouts/admin_layout']
const clientBlocks = [
  {
    name: 'inertia/shared imports only itself, #dtos and #domain',
    files: ['inertia/shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/*', '!~/shared', '../*'],
              message:
                'inertia/shared is used by both faces: it imports only ~/shared, #dtos and #domain.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'The public face does not import the admin side',
    files: [
      'inertia/pages/public/**/*.{ts,tsx}',
      'inertia/components/public/**/*.{ts,tsx}',
      'inertia/components/common/**/*.{ts,tsx}',
      'inertia/layouts/public_layout.tsx',
      'inertia/app/public.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ADMIN_SIDE,
              message:
                'The public pages do not load the admin side (API client, admin components); shared code lives in inertia/shared.',
            },
          ],
        },
      ],
    },
  },
]

export default configApp(
  { ignores: ['build/**', 'public/assets/**', 'tmp/**'] },
  {
    name: 'React pages and components',
    files: ['inertia/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...RULES_LIST,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...layerBlocks,
  ...clientBlocks,
  {
    name: 'Validators take text fields from #validators/text',
    files: ['app/validators/**/*.ts'],
    ignores: ['app/validators/text.ts', 'app/validators/rules.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vine'][callee.property.name='string']",
          message:
            'Use text(), multilineText() or a password helper from #validators/text: they refuse NUL, control characters and ill-formed Unicode.',
        },
      ],
    },
  }
)
