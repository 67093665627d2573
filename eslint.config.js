import { configApp } from '@adonisjs/eslint-config'

export default configApp({
  ignores: ['build/**', 'public/assets/**', 'tmp/**', 'public/color-scheme.js'],
})
