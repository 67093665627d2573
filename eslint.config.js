import { configApp, RULES_LIST } from '@adonisjs/eslint-config'
import reactHooks from 'eslint-plugin-react-hooks'

export default configApp(
  { ignores: ['build/**', 'public/assets/**', 'tmp/**', 'public/color-scheme.js'] },
  {
    name: 'React pages and components',
    files: ['inertia/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...RULES_LIST,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  }
)
