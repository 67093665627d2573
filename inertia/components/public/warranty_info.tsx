import { Anchor, SimpleGrid, Text } from '@mantine/core'
import { IconHelpCircle, IconQrcode, IconShieldCheck } from '@tabler/icons-react'
import { CheckList } from '~/components/public/check_list'
import { FeatureCard } from '~/components/public/feature_card'
import { Section } from '~/components/public/section'
import { phoneUrl, useSite } from '~/components/public/use_site'

const COVERED = [
  'Bubbling, peeling and lifting edges',
  'Cracking, crazing and delamination',
  'Discolouration of the film',
  'Adhesive failure',
]

/** What the electronic warranty is, where its code is, and what to do when a search finds nothing. */
export function WarrantyInfo() {
  const site = useSite()
  return (
    <Section
      id="how-it-works"
      eyebrow="Electronic warranty"
      title="Your warranty, always on record"
      intro="Every film we fit is registered on the day of installation. The record is the warranty: no paper to keep safe, and a buyer of your car can check it too."
      alt
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <FeatureCard icon={IconShieldCheck} title="What it covers">
          Each window's film is covered for its own term, counted from the installation date,
          against manufacturing defects. The result of a search shows the expiry of every window.
        </FeatureCard>
        <FeatureCard icon={IconQrcode} title="Where to find your code">
          Your warranty code looks like WF-7K3M-9QX2. It is printed on the certificate you received,
          sent to you by SMS after installation, and held in the certificate's QR code: scan it to
          open this page with the code filled in.
        </FeatureCard>
        <FeatureCard icon={IconHelpCircle} title="Not found?">
          Check the code for typos, or search by plate number with the last 4 digits of the phone
          number given at installation. If it still does not show, contact the dealer who fitted
          your film: they can check the registration.
        </FeatureCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt={40}>
        <div>
          <Text fw={700}>Covered</Text>
          <CheckList items={COVERED} size="sm" />
        </div>
        <div>
          <Text fw={700}>Not covered</Text>
          <Text className="site-muted" mt="md" size="sm" lh={1.7}>
            Scratches and cuts, damage from accidents or break-ins, cleaning with abrasive products
            or blades, and film removed or reworked by anyone other than an authorised dealer.
            Questions? Call{' '}
            <Anchor href={phoneUrl(site)} underline="always">
              {site.contact.phone}
            </Anchor>
            .
          </Text>
        </div>
      </SimpleGrid>
    </Section>
  )
}
