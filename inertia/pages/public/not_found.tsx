import { Anchor, Button, Container, Group, Text, Title } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { IconArrowLeft } from '@tabler/icons-react'
import { SeoHead } from '~/components/common/seo_head'

/** The 404 page, in the public layout so visitors keep the navigation. */
export default function NotFound() {
  return (
    <>
      <SeoHead
        title="Page not found"
        description="The page you were looking for does not exist or has moved."
      />
      <section className="site-section site-error">
        <Container size="sm" ta="center">
          <Text className="site-error__code" aria-hidden="true">
            404
          </Text>
          <Title order={1} className="site-page-hero__title">
            We could not find that page
          </Title>
          <Text className="site-muted" fz="lg" mt="md" lh={1.7}>
            The link may be out of date, or the address may have a typo. Everything on our site is
            one click away from the home page.
          </Text>
          <Group justify="center" mt="xl" gap="sm">
            <Button
              component={Link}
              href="/"
              size="md"
              color="gold.5"
              autoContrast
              leftSection={<IconArrowLeft size={18} aria-hidden />}
            >
              Back to the home page
            </Button>
            <Button component={Link} href="/contact" size="md" variant="default">
              Contact us
            </Button>
          </Group>
          <Text mt="xl" className="site-muted">
            Looking for your warranty?{' '}
            <Anchor component={Link} href="/e-warranty" fw={600} underline="always">
              Check it on the EWarranty page
            </Anchor>
            .
          </Text>
        </Container>
      </section>
    </>
  )
}
