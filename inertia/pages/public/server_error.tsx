import { Box } from '@mantine/core'
import { ContactButtons } from '~/components/public/contact_buttons'
import { ErrorPanel } from '~/components/public/error_panel'
import { useT } from '~/shared/i18n'

/** The friendly 500 page: no technical detail, a way home and a way to reach a person. */
export default function ServerError() {
  const t = useT()
  return (
    <ErrorPanel
      status={500}
      title={t('public.errors.serverTitle')}
      description={t('public.errors.serverDescription')}
      heading={t('public.errors.serverHeading')}
      text={t('public.errors.serverText')}
    >
      <Box mt="md">
        <ContactButtons justify="center" />
      </Box>
    </ErrorPanel>
  )
}
