import { useMemo, useState } from 'react'
import { router } from '@inertiajs/react'
import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconRestore } from '@tabler/icons-react'
import type { SaleDetailDto, SaleInput } from '#dtos/sale'
import { SeoHead } from '~/components/common/seo_head'
import { useResourceForm } from '~/hooks/use_resource_form'
import { useResourceMutations } from '~/hooks/use_resource'
import { useSessionUser } from '~/hooks/use_session_user'
import { useFormDraft } from '~/hooks/use_form_draft'
import { SaleFields } from '~/components/admin/sales/sale_fields'
import { saleFormConfig } from '~/components/admin/sales/sale_form'
import { SaleSuccessPanel } from '~/components/admin/sales/sale_success_panel'
import { SALES } from '~/components/admin/sales/use_sales'
import { allowLeave, type LeaveWarning } from '~/lib/leave_guard'
import { openConfirm } from '~/lib/confirm'
import { formatDateTime } from '~/shared/format'
import { useLanguage, useT } from '~/shared/i18n'

/** Narrow enough to read as one column on a tablet, wide enough for two fields side by side. */
const MAX_WIDTH = 880

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' })
}

/**
 * "Sales create": staff register an installation, often on a phone in the
 * shop. What is typed is kept as a draft on the device until the sale is
 * registered, and leaving asks first. Once saved, the form gives way to the
 * warranty code and certificate.
 */
export default function SalesCreatePage() {
  const user = useSessionUser()
  const isAdmin = user?.isAdmin ?? false
  const config = useMemo(() => saleFormConfig(isAdmin), [isAdmin])
  const { create } = useResourceMutations<SaleDetailDto, SaleInput>(SALES)
  const [created, setCreated] = useState<SaleDetailDto | null>(null)
  const t = useT()
  const { locale } = useLanguage()
  const unfinishedSale = useMemo<LeaveWarning>(
    () => ({
      title: t('admin.saleCreate.leaveTitle'),
      message: t('admin.saleCreate.leaveText'),
      leave: t('admin.unsaved.leave'),
      stay: t('admin.unsaved.stay'),
    }),
    [t]
  )
  const { form, handleSubmit } = useResourceForm({
    config,
    mode: 'create',
    record: null,
    submit: async (input) => {
      const { data } = await create.mutateAsync(input)
      draft.clear()
      setCreated(data)
    },
    onClose: scrollToTop,
    leaveWarning: unfinishedSale,
  })
  const draft = useFormDraft(form, `tint:sale-draft:${user?.id ?? 'anonymous'}`)

  const registerAnother = () => {
    form.reset()
    setCreated(null)
    scrollToTop()
  }

  const discard = () => {
    draft.clear()
    form.reset()
  }

  /** Cancel means "throw this sale away": say so, then leave without another question. */
  const cancel = () => {
    const leave = () => {
      discard()
      allowLeave()
      router.visit('/admin/sales')
    }
    if (!form.isDirty()) return leave()
    openConfirm({
      returnFocusOnConfirm: false,
      title: t('admin.saleCreate.discardTitle'),
      children: t('admin.saleCreate.discardText'),
      labels: { confirm: t('admin.saleCreate.discard'), cancel: t('admin.saleCreate.keepEditing') },
      confirmProps: { color: 'red' },
      onConfirm: leave,
    })
  }

  return (
    <>
      <SeoHead title={t('admin.saleCreate.title')} />
      <Box maw={MAX_WIDTH} mx="auto">
        {created ? (
          <SaleSuccessPanel sale={created} onRegisterAnother={registerAnother} />
        ) : (
          <form onSubmit={handleSubmit} noValidate aria-labelledby="sale-form-title">
            <Stack gap="md">
              <div>
                <Title order={2} size="h3" id="sale-form-title">
                  {t('admin.saleCreate.heading')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('admin.saleCreate.intro')}
                </Text>
              </div>
              {draft.restoredAt && (
                <Alert
                  variant="light"
                  color="blue"
                  icon={<IconRestore size={18} aria-hidden />}
                  title={t('admin.saleCreate.draftRestored')}
                  role="status"
                >
                  <Group justify="space-between" gap="xs">
                    <Text size="sm">
                      {t('admin.saleCreate.draftText', {
                        when: formatDateTime(draft.restoredAt, locale),
                      })}
                    </Text>
                    <Button variant="subtle" size="compact-sm" onClick={discard}>
                      {t('admin.saleCreate.discardDraft')}
                    </Button>
                  </Group>
                </Alert>
              )}
              <SaleFields form={form} mode="create" record={null} />
              <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
                <Button
                  variant="default"
                  size="md"
                  disabled={form.submitting}
                  onClick={cancel}
                  flex={{ base: '1 1 100%', xs: '0 0 auto' }}
                >
                  {t('admin.saleCreate.cancel')}
                </Button>
                <Button
                  type="submit"
                  size="md"
                  loading={form.submitting}
                  flex={{ base: '1 1 100%', xs: '0 0 auto' }}
                >
                  {t('admin.saleCreate.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Box>
    </>
  )
}
