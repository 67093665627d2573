import type { ReactNode } from 'react'
import { AdminProviders } from '~/app/admin_providers'

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <AdminProviders>
      <main>{children}</main>
    </AdminProviders>
  )
}
