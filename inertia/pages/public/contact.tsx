import { Title } from '@mantine/core'
import { SeoHead } from '~/components/common/seo_head'

export default function Page() {
  return (
    <>
      <SeoHead title="contact" path="/" description="Window film" />
      <Title order={1}>contact</Title>
    </>
  )
}
