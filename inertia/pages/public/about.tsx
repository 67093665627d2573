import { Title } from '@mantine/core'
import { SeoHead } from '~/components/common/seo_head'

export default function Page() {
  return (
    <>
      <SeoHead title="about" path="/" description="Window film" />
      <Title order={1}>about</Title>
    </>
  )
}
