import { Box, Button, Container, Group, Text, Title } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { IconArrowLeft } from '@tabler/icons-react'
import { SeoHead } from '~/components/common/seo_head'
import { ContactButtons } from '~/components/public/contact_buttons'

/** The friendly 500 page: no technical detail, a way home and a way to reach a person. */
export default function ServerError() {
  return (
    <>
      <SeoHead
        title="Something went wrong"
        description="An unexpected error occurred. Please try again in a moment."
      />
      <section className="site-section site-error">
        <Container size="sm" ta="center">
          <Text className="site-error__code" aria-hidden="true">
            500
          </Text>
          <Title order={1} className="site-page-hero__title">
            Something went wrong on our side
          </Title>
          <Text className="site-muted" fz="lg" mt="md" lh={1.7}>
            Sorry, we could not show this page just now. Please try again in a moment. If you need
            us right away, call or send us a message.
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
          </Group>
          <Box mt="md">
            <ContactButtons justify="center" />
          </Box>
        </Container>
      </section>
    </>
  )
}
