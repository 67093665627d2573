import { usePage } from '@inertiajs/react'
import type { SharedPageProps } from '#dtos/shared'
import type { SessionUserDto } from '#dtos/user'

/** The signed-in user as the server's page guard verified it (shared prop `user`). */
export function useSessionUser(): SessionUserDto | null {
  return usePage<SharedPageProps>().props.user
}
