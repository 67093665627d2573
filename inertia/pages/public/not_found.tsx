import { Anchor, Button, Text } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { ErrorPanel } from '~/components/public/error_panel'

/** The 404 page, in the public layout so visitors keep the navigation. */
export default function NotFound() {
  return (
    <ErrorPanel
      status={404}
      title="Page not found"
      description="The page you were looking for does not exist or has moved."
      heading="We could not find that page"
      text="The link may be out of date, or the address may have a typo. Everything on our site is one click away from the home page."
      actions={
        <Button component={Link} href="/contact" size="md" variant="default">
          Contact us
        </Button>
      }
    >
      <Text mt="xl" className="site-muted">
        Looking for your warranty?{' '}
        <Anchor component={Link} href="/e-warranty" fw={600} underline="always">
          Check it on the EWarranty page
        </Anchor>
        .
      </Text>
    </ErrorPanel>
  )
}
