import { useMemo, useState } from 'react'
import { Link } from '@inertiajs/react'
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core'
import type { SaleDetailDto, SaleInput } from '#dtos/sale'
import { SeoHead } from '~/components/common/seo_head'
import { useResourceForm } from '~/hooks/use_resource_form'
import { useResourceMutations } from '~/hooks/use_resource'
import { useSessionUser } from '~/hooks/use_session_user'
import { SaleFields } from '~/components/admin/sales/sale_fields'
import { saleFormConfig } from '~/components/admin/sales/sale_form'
import { SaleSuccessPanel } from '~/components/admin/sales/sale_success_panel'
import { SALES } from '~/components/admin/sales/use_sales'

/** Narrow enough to read as one column on a tablet, wide enough for two fields side by side. */
const MAX_WIDTH = 880

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' })
}

/**
 * "Sales create": staff register an installation, often on a phone in the
 * shop. Once saved, the form gives way to the warranty code and certificate.
 */
export default function SalesCreatePage() {
  const isAdmin = useSessionUser()?.isAdmin ?? false
  const config = useMemo(() => saleFormConfig(isAdmin), [isAdmin])
  const { create } = useResourceMutations<SaleDetailDto, SaleInput>(SALES)
  const [created, setCreated] = useState<SaleDetailDto | null>(null)
  const { form, handleSubmit } = useResourceForm({
    config,
    mode: 'create',
    record: null,
    submit: async (input) => {
      const { data } = await create.mutateAsync(input)
      setCreated(data)
    },
    onClose: scrollToTop,
  })

  const registerAnother = () => {
    form.reset()
    setCreated(null)
    scrollToTop()
  }

  return (
    <>
      <SeoHead title="Sales create" />
      <Box maw={MAX_WIDTH} mx="auto">
        {created ? (
          <SaleSuccessPanel sale={created} onRegisterAnother={registerAnother} />
        ) : (
          <form onSubmit={handleSubmit} noValidate aria-labelledby="sale-form-title">
            <Stack gap="md">
              <div>
                <Title order={2} size="h3" id="sale-form-title">
                  Register a sale
                </Title>
                <Text size="sm" c="dimmed">
                  Saving issues the electronic warranty. Fields marked * are required.
                </Text>
              </div>
              <SaleFields form={form} mode="create" record={null} />
              <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
                <Button
                  component={Link}
                  href="/admin/sales"
                  variant="default"
                  size="md"
                  disabled={form.submitting}
                  flex={{ base: '1 1 100%', xs: '0 0 auto' }}
                >
                  Cancel
                </Button>
                <Button
                  type="submit"
                  size="md"
                  loading={form.submitting}
                  flex={{ base: '1 1 100%', xs: '0 0 auto' }}
                >
                  Register sale
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Box>
    </>
  )
}
