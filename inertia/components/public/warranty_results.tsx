import { useEffect, useRef } from 'react'
import { Alert, Box, Container, Stack, Text, Title } from '@mantine/core'
import { IconShieldCheck, IconSearch } from '@tabler/icons-react'
import type { EWarrantyPageProps } from '#dtos/sale'
import { WarrantyResultCard } from '~/components/public/warranty_result_card'
import { useT, type Translate } from '~/shared/i18n'

type Props = Pick<EWarrantyPageProps, 'results' | 'challenge'>

const KEY = 'public.eWarranty.results'

function resultsTitle(results: Props['results'], challenge: Props['challenge'], t: Translate) {
  if (challenge !== null || results === null) return t(`${KEY}.challengeTitle`)
  if (results.length === 0) return t(`${KEY}.none`)
  return t(`${KEY}.found`, { count: results.length })
}

/** What a search answered: the warranties, a neutral "not found", or "confirm you are a person". */
export function WarrantyResults({ results, challenge }: Props) {
  const t = useT()
  const region = useRef<HTMLDivElement>(null)
  const answered = challenge !== null || results !== null

  // Bring each new answer into view (and to screen readers). On the first load the
  // server-rendered `autofocus` does it, so hydrating later never moves the focus.
  const mounted = useRef(false)
  useEffect(() => {
    if (mounted.current && answered) region.current?.focus()
    mounted.current = true
  }, [answered, results, challenge])

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
              {resultsTitle(results, challenge, t)}
            </Title>
            {challenge !== null && (
              <Alert
                mt="md"
                color="yellow"
                variant="light"
                icon={<IconShieldCheck size={22} aria-hidden />}
              >
                {t(
                  challenge === 'required' ? `${KEY}.challengeRequired` : `${KEY}.challengeFailed`
                )}
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
