import { useEffect, useRef } from 'react'
import { Alert, Box, Container, Stack, Text, Title } from '@mantine/core'
import { IconClockPause, IconSearch } from '@tabler/icons-react'
import type { EWarrantyPageProps } from '#dtos/sale'
import { WarrantyResultCard } from '~/components/public/warranty_result_card'
import { useT, type Translate } from '~/shared/i18n'

type Props = Pick<EWarrantyPageProps, 'results' | 'retryAfter'>

const KEY = 'public.eWarranty.results'

function minutes(seconds: number) {
  return Math.max(1, Math.ceil(seconds / 60))
}

function resultsTitle(results: Props['results'], retryAfter: Props['retryAfter'], t: Translate) {
  if (retryAfter !== null || results === null) return t(`${KEY}.tooMany`)
  if (results.length === 0) return t(`${KEY}.none`)
  return t(`${KEY}.found`, { count: results.length })
}

/** What a search answered: the warranties, a neutral "not found", or "too many searches". */
export function WarrantyResults({ results, retryAfter }: Props) {
  const t = useT()
  const region = useRef<HTMLDivElement>(null)
  const answered = retryAfter !== null || results !== null

  // Bring each new answer into view (and to screen readers). On the first load the
  // server-rendered `autofocus` does it, so hydrating later never moves the focus.
  const mounted = useRef(false)
  useEffect(() => {
    if (mounted.current && answered) region.current?.focus()
    mounted.current = true
  }, [answered, results, retryAfter])

  if (!answered) return null
  return (
    <section
      aria-labelledby="warranty-results-title"
      className="site-section"
      style={{ paddingBlock: 40 }}
    >
      <Container size="lg">
        <Box maw={880}>
          <div
            ref={region}
            tabIndex={-1}
            autoFocus
            style={{ outline: 'none', scrollMarginTop: 88 }}
          >
            <Title order={2} id="warranty-results-title" fz={{ base: 22, sm: 28 }}>
              {resultsTitle(results, retryAfter, t)}
            </Title>
            {retryAfter !== null && (
              <Alert
                mt="md"
                color="yellow"
                variant="light"
                icon={<IconClockPause size={22} aria-hidden />}
              >
                {t(`${KEY}.limited`, { minutes: minutes(retryAfter) })}
              </Alert>
            )}
            {results?.length === 0 && (
              <Alert
                mt="md"
                color="gray"
                variant="light"
                icon={<IconSearch size={22} aria-hidden />}
              >
                {/* Worded the same for a code and a plate: it tells nobody whether a plate is on file. */}
                <Text size="sm">{t(`${KEY}.notFound`)}</Text>
              </Alert>
            )}
            {results && results.length > 1 && (
              <Text className="site-muted" mt={4}>
                {t(`${KEY}.newestFirst`)}
              </Text>
            )}
          </div>
          {results && results.length > 0 && (
            <Stack gap="lg" mt="lg">
              {results.map((warranty) => (
                <WarrantyResultCard key={warranty.warrantyCode} warranty={warranty} />
              ))}
            </Stack>
          )}
        </Box>
      </Container>
    </section>
  )
}
