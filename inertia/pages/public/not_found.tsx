import { Title } from '@mantine/core'
import { SeoHead } from '~/components/common/seo_head'

export default function Page() {
  return (
    <>
      <SeoHead title="not_found" path="/" description="Window film" />
      <Title order={1}>not_found</Title>
    </>
  )
}
