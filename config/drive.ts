import { isAbsolute } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

/**
 * Where claim photos are kept. Never served as static files: the back
 * office streams them through an authorised route, so both disks are
 * private and the local one has no file route.
 */
/** The disk in use and the local disk's folder (`node ace backup` copies that folder). */
export const DRIVE_DISK = env.get('DRIVE_DISK', 'fs')
const fsRoot = env.get('DRIVE_ROOT', app.inTest ? 'tmp/test-uploads' : 'storage/uploads')
export const DRIVE_FS_ROOT = isAbsolute(fsRoot) ? fsRoot : app.makePath(fsRoot)
export const DRIVE_S3_BUCKET = env.get('S3_BUCKET', '')

const driveConfig = defineConfig({
  default: DRIVE_DISK,

  services: {
    fs: services.fs({
      location: DRIVE_FS_ROOT,
      serveFiles: false,
      visibility: 'private',
    }),
    s3: services.s3({
      credentials: {
        accessKeyId: env.get('S3_ACCESS_KEY_ID', ''),
        secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', ''),
      },
      endpoint: env.get('S3_ENDPOINT'),
      region: env.get('S3_REGION', 'auto'),
      bucket: DRIVE_S3_BUCKET,
      forcePathStyle: env.get('S3_FORCE_PATH_STYLE', false),
      visibility: 'private',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
