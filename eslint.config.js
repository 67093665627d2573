import { configApp, RULES_LIST } from '@adonisjs/eslint-config'
import reactHooks from 'eslint-plugin-react-hooks'

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
