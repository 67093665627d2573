import type { ReactNode } from 'react'
import { AdminProviders } from '~/app/admin_providers'
import { AdminShell } from '~/components/admin/shell/admin_shell'

/** Every admin page except the login page (see ~/app/layouts). */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <AdminProviders>
      <AdminShell>{children}</AdminShell>
    </AdminProviders>
  )
}
