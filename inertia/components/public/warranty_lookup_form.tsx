import { useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import { Anchor, Button, Paper, Stack, Tabs, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { EWarrantyPageProps, WarrantyLookupMode } from '#dtos/sale'

type Props = Pick<EWarrantyPageProps, 'mode' | 'query' | 'lookupErrors'>

const OTHER_MODE: Record<WarrantyLookupMode, { mode: WarrantyLookupMode; text: string }> = {
  code: { mode: 'plate', text: 'Search by plate number instead' },
  plate: { mode: 'code', text: 'Search by warranty code instead' },
}

/**
 * A plain GET form, so it works before (or without) JavaScript; with it,
 * the search is an Inertia visit that keeps the page and its scroll.
 */
export function WarrantyLookupForm({ mode: initialMode, query, lookupErrors }: Props) {
  const [mode, setMode] = useState<WarrantyLookupMode>(initialMode)
  const [values, setValues] = useState(query)
  const [searching, setSearching] = useState(false)
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data =
      mode === 'code'
        ? { code: values.code.trim() }
        : { plate: values.plate.trim(), phone4: values.phone4.trim() }
    router.get('/e-warranty', data, {
      preserveState: true,
      preserveScroll: true,
      onStart: () => setSearching(true),
      onFinish: () => setSearching(false),
    })
  }

  return (
    <Paper
      component="form"
      method="get"
      action="/e-warranty"
      onSubmit={submit}
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xl"
      maw={560}
      mt="xl"
    >
      <Tabs
        value={mode}
        onChange={(value) => setMode(value === 'plate' ? 'plate' : 'code')}
        variant="pills"
        keepMounted={false}
        radius="md"
      >
        <Tabs.List aria-label="Search by" grow>
          <Tabs.Tab value="code">Warranty code</Tabs.Tab>
          <Tabs.Tab value="plate">Plate number</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="code" pt="md">
          <TextInput
            name="code"
            label="Warranty code"
            description="As printed on your certificate or sent by SMS, e.g. WF-7K3M-9QX2"
            placeholder="WF-XXXX-XXXX"
            size="md"
            required
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={values.code}
            onChange={(event) => set('code')(event.currentTarget.value)}
            error={lookupErrors.code}
          />
        </Tabs.Panel>

        <Tabs.Panel value="plate" pt="md">
          <Stack gap="sm">
            <TextInput
              name="plate"
              label="Plate number"
              placeholder="e.g. WXY 1234"
              size="md"
              required
              maxLength={20}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={values.plate}
              onChange={(event) => set('plate')(event.currentTarget.value)}
              error={lookupErrors.plate}
            />
            <TextInput
              name="phone4"
              label="Last 4 digits of phone"
              description="Of the phone number given when the film was installed"
              placeholder="e.g. 6789"
              size="md"
              required
              inputMode="numeric"
              pattern="[0-9]{4}"
              maxLength={4}
              autoComplete="off"
              value={values.phone4}
              onChange={(event) => set('phone4')(event.currentTarget.value)}
              error={lookupErrors.phone4}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>

      <Button
        type="submit"
        size="md"
        fullWidth
        mt="lg"
        loading={searching}
        leftSection={<IconSearch size={18} aria-hidden />}
      >
        Search
      </Button>
      <noscript>
        <Text size="sm" mt="sm" ta="center">
          <Anchor href={`/e-warranty?mode=${OTHER_MODE[mode].mode}`}>
            {OTHER_MODE[mode].text}
          </Anchor>
        </Text>
      </noscript>
    </Paper>
  )
}
