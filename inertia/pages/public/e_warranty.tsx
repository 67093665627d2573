import { Title } from '@mantine/core'
import { SeoHead } from '~/components/common/seo_head'

export default function Page() {
  return (
    <>
      <SeoHead title="e_warranty" path="/" description="Window film" />
      <Title order={1}>e_warranty</Title>
    </>
  )
}
