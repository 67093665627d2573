import { Box } from '@mantine/core'
import { ContactButtons } from '~/components/public/contact_buttons'
import { ErrorPanel } from '~/components/public/error_panel'

/** The friendly 500 page: no technical detail, a way home and a way to reach a person. */
export default function ServerError() {
  return (
    <ErrorPanel
      status={500}
      title="Something went wrong"
      description="An unexpected error occurred. Please try again in a moment."
      heading="Something went wrong on our side"
      text="Sorry, we could not show this page just now. Please try again in a moment. If you need us right away, call or send us a message."
    >
      <Box mt="md">
        <ContactButtons justify="center" />
      </Box>
    </ErrorPanel>
  )
}
