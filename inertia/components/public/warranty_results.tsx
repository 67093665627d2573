import { useEffect, useRef } from 'react'
import { Alert, Box, Container, Stack, Text, Title } from '@mantine/core'
import { IconClockPause, IconSearch } from '@tabler/icons-react'
import type { EWarrantyPageProps } from '#dtos/sale'
import { WarrantyResultCard } from '~/components/public/warranty_result_card'

type Props = Pick<EWarrantyPageProps, 'results' | 'retryAfter'>

/** Worded the same for a code and for a plate, so it tells nobody whether a plate is on file. */
export const NOT_FOUND_TEXT =
  'We could not find a warranty matching these details. Check the warranty code, or the plate number and the last 4 digits of the phone number given at installation. If it still does not show, contact the dealer who installed your film.'

function minutes(seconds: number) {
  const value = Math.max(1, Math.ceil(seconds / 60))
  return value === 1 ? '1 minute' : `${value} minutes`
}

function resultsTitle(results: Props['results'], retryAfter: Props['retryAfter']) {
  if (retryAfter !== null || results === null) return 'Too many searches'
  if (results.length === 0) return 'No warranty found'
  return results.length === 1 ? 'Warranty found' : `${results.length} warranties found`
}

/** What a search answered: the warranties, a neutral "not found", or "too many searches". */
export function WarrantyResults({ results, retryAfter }: Props) {
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
              {resultsTitle(results, retryAfter)}
            </Title>
            {retryAfter !== null && (
              <Alert
                mt="md"
                color="yellow"
                variant="light"
                icon={<IconClockPause size={22} aria-hidden />}
              >
                To protect our customers' data, warranty searches are limited. Please try again in{' '}
                {minutes(retryAfter)}.
              </Alert>
            )}
            {results?.length === 0 && (
              <Alert
                mt="md"
                color="gray"
                variant="light"
                icon={<IconSearch size={22} aria-hidden />}
              >
                <Text size="sm">{NOT_FOUND_TEXT}</Text>
              </Alert>
            )}
            {results && results.length > 1 && (
              <Text className="site-muted" mt={4}>
                Newest installation first.
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
