import type { ReactNode } from 'react'
import { AdminProviders } from '~/app/admin_providers'
import { AdminShell } from '~/components/admin/shell/admin_shell'
import { LanguageProvider } from '~/lib/i18n'

/** Every admin page except the login page (see ~/app/layouts). */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <AdminProviders>
        <AdminShell>{children}</AdminShell>
      </AdminProviders>
    </LanguageProvider>
  )
}
