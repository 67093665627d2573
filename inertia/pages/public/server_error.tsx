import { Title } from '@mantine/core'
import { SeoHead } from '~/components/common/seo_head'

export default function Page() {
  return (
    <>
      <SeoHead title="server_error" path="/" description="Window film" />
      <Title order={1}>server_error</Title>
    </>
  )
}
