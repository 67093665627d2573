import { Anchor, Button, Text } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { ErrorPanel } from '~/components/public/error_panel'
import { useLanguage, useT } from '~/shared/i18n'

/** The 404 page, in the public layout so visitors keep the navigation. */
export default function NotFound() {
  const t = useT()
  const { href } = useLanguage()
  return (
    <ErrorPanel
      status={404}
      title={t('public.errors.notFoundTitle')}
      description={t('public.errors.notFoundDescription')}
      heading={t('public.errors.notFoundHeading')}
      text={t('public.errors.notFoundText')}
      actions={
        <Button component={Link} href={href('/contact')} size="md" variant="outline">
          {t('public.errors.contactUs')}
        </Button>
      }
    >
      <Text mt="xl" className="site-muted">
        {t('public.errors.lookingForWarranty')}{' '}
        <Anchor component={Link} href={href('/e-warranty')} fw={600} underline="always">
          {t('public.errors.checkOnPage')}
        </Anchor>
        .
      </Text>
    </ErrorPanel>
  )
}
