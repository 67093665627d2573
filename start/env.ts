/*
|--------------------------------------------------------------------------
| Environment variables
|--------------------------------------------------------------------------
|
| Every variable has a default that works on a fresh machine, so the app
| starts with no .env at all in development. See .env.example for the list.
*/
import { Env } from '@adonisjs/core/env'
import { checked, parseBodyTemplate, parseTemplateMap } from '#messaging/settings'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  // Server processes to run (#server/cluster): 1 by default; the number of cores on PostgreSQL.
  WEB_CONCURRENCY: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  LOG_LEVEL: Env.schema.string.optional(),
  APP_KEY: Env.schema.string.optional(),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  API_BASE_URL: Env.schema.string.optional(),
  TRUSTED_PROXIES: Env.schema.string.optional(),

  BRAND_NAME: Env.schema.string.optional(),
  CONTACT_PHONE: Env.schema.string.optional(),
  CONTACT_MESSAGE: Env.schema.string.optional(),
  CONTACT_EMAIL: Env.schema.string.optional(),
  CONTACT_ADDRESS: Env.schema.string.optional(),
  CONTACT_OPENING_HOURS: Env.schema.string.optional(),
  CONTACT_MAP_URL: Env.schema.string.optional(),
  SHARE_MESSAGE: Env.schema.string.optional(),
  SHARE_MESSAGE_VI: Env.schema.string.optional(),
  SHARE_SUBJECT: Env.schema.string.optional(),
  SHARE_SUBJECT_VI: Env.schema.string.optional(),
  SOCIAL_PROFILE_URL: Env.schema.string.optional(),
  SOCIAL_PAGE_URL: Env.schema.string.optional(),
  SOCIAL_PHOTOS_URL: Env.schema.string.optional(),

  DATE_ORDER: Env.schema.enum.optional(['DMY', 'MDY', 'YMD'] as const),
  DEFAULT_LOCALE: Env.schema.enum.optional(['en', 'vi'] as const),
  CONTACT_MESSAGE_VI: Env.schema.string.optional(),
  DEFAULT_COUNTRY: Env.schema.string.optional(),
  SALE_EDIT_WINDOW_HOURS: Env.schema.number.optional(),
  LEGAL_TINT_MINIMUMS: Env.schema.string.optional(),

  SESSION_DRIVER: Env.schema.enum.optional(['cookie', 'memory', 'redis'] as const),

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  SQLITE_FILE: Env.schema.string.optional(),
  DATABASE_URL: Env.schema.string.optional(),
  PGHOST: Env.schema.string.optional(),
  PGPORT: Env.schema.number.optional(),
  PGUSER: Env.schema.string.optional(),
  PGPASSWORD: Env.schema.string.optional(),
  PGDATABASE: Env.schema.string.optional(),
  PGSSL: Env.schema.boolean.optional(),

  LIMITER_STORE: Env.schema.enum.optional(['memory', 'database', 'redis'] as const),
  // The ceiling of plate + last-4 lookups from everyone together, per 10 minutes (default 300).
  PLATE_LOOKUPS_PER_10_MIN: Env.schema.number.optional(),
  REDIS_URL: Env.schema.string.optional(),
  REDIS_PREFIX: Env.schema.string.optional(),
  TOKEN_EXPIRES_IN: Env.schema.string.optional(),
  DEMO_ADMIN_PASSWORD: Env.schema.string.optional(),
  DEMO_STAFF_PASSWORD: Env.schema.string.optional(),

  // Claim photos (config/drive.ts): the local disk by default, S3-compatible storage in production.
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  DRIVE_ROOT: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_BUCKET: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
  // Messages to owners (config/messaging.ts): the channel for phones and for e-mail, the
  // worker's pace and retries, and each channel's provider settings.
  MESSAGING_PHONE_CHANNEL: Env.schema.enum.optional(['dev', 'sms', 'zalo', 'whatsapp'] as const),
  MESSAGING_EMAIL_CHANNEL: Env.schema.enum.optional(['dev', 'smtp'] as const),
  MESSAGING_WORKER: Env.schema.boolean.optional(),
  MESSAGING_POLL_INTERVAL_MS: Env.schema.number.optional(),
  MESSAGING_MAX_ATTEMPTS: Env.schema.number.optional(),
  MESSAGING_RETRY_BASE_SECONDS: Env.schema.number.optional(),
  MESSAGING_RETRY_MAX_SECONDS: Env.schema.number.optional(),
  MESSAGING_LEASE_SECONDS: Env.schema.number.optional(),
  MESSAGING_KEEP_DAYS: Env.schema.number.optional(),
  SMTP_HOST: Env.schema.string.optional({ format: 'host' }),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  MAIL_FROM_ADDRESS: Env.schema.string.optional({ format: 'email' }),
  MAIL_FROM_NAME: Env.schema.string.optional(),
  SMS_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  SMS_METHOD: Env.schema.enum.optional(['POST', 'PUT'] as const),
  SMS_AUTH_HEADER: Env.schema.string.optional(),
  SMS_AUTH_VALUE: Env.schema.string.optional(),
  SMS_BODY_TEMPLATE: checked(parseBodyTemplate),
  ZALO_ZNS_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  ZALO_ACCESS_TOKEN: Env.schema.string.optional(),
  ZALO_TEMPLATES: checked(parseTemplateMap),
  WHATSAPP_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  WHATSAPP_PHONE_NUMBER_ID: Env.schema.string.optional(),
  WHATSAPP_ACCESS_TOKEN: Env.schema.string.optional(),
  WHATSAPP_TEMPLATES: checked(parseTemplateMap),
})
