import { Title } from '@mantine/core'
import { SeoHead } from '~/components/common/seo_head'

export default function Home() {
  return (
    <>
      <SeoHead title="Home" path="/" description="Window film" />
      <Title order={1}>Home</Title>
    </>
  )
}
