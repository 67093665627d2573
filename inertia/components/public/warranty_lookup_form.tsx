import { useEffect, useRef, useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import { Alert, Box, Button, Paper, Stack, TextInput } from '@mantine/core'
import { IconPlugConnectedX, IconSearch } from '@tabler/icons-react'
import {
  PHONE4_PATTERN,
  type EWarrantyPageProps,
  type WarrantyLookupField,
  type WarrantyLookupMode,
} from '#dtos/sale'
import { useLanguage, useT, type Translate } from '~/shared/i18n'
import { PROOF_FIELD } from '#dtos/proof_of_work'
import { ProofOfWork, type ProofOfWorkHandle } from '~/components/common/proof_of_work'

type Props = Pick<EWarrantyPageProps, 'mode' | 'query' | 'lookupErrors' | 'challenge'> & {
  /** Whether the page opens with the form (not folded under a result): then typing starts in it. */
  focusOnLoad?: boolean
}
type Errors = Partial<Record<WarrantyLookupField, string>>

const FIELDS: Record<WarrantyLookupMode, WarrantyLookupField[]> = {
  code: ['code'],
  plate: ['plate', 'phone4'],
}

const KEY = 'public.eWarranty.form'

/** The form's own check before sending: the same words as the server's, in the page's language. */
function check(
  values: Record<WarrantyLookupField, string>,
  mode: WarrantyLookupMode,
  t: Translate
): Errors {
  const errors: Errors = {}
  for (const field of FIELDS[mode]) {
    if (!values[field]) errors[field] = t(`${KEY}.${field}Required`)
  }
  if (mode === 'plate' && values.phone4 && !PHONE4_PATTERN.test(values.phone4)) {
    errors.phone4 = t(`${KEY}.phone4Digits`)
  }
  return errors
}

/**
 * A plain GET form (radio buttons choose code or plate, CSS shows that
 * mode's fields), so it works before and without JavaScript: the server then
 * checks it and puts the focus on the first wrong field. With JavaScript it
 * checks the fields itself (the app's messages, never the browser's bubbles),
 * searches with an Inertia visit and says so when the server cannot be reached.
 * When the server asked for a proof-of-work challenge (`challenge`), the
 * widget appears above the button and the next search carries its solution.
 */
export function WarrantyLookupForm({
  mode,
  query,
  lookupErrors,
  challenge,
  focusOnLoad = false,
}: Props) {
  const t = useT()
  const { href } = useLanguage()
  const form = useRef<HTMLFormElement>(null)
  const [clientErrors, setClientErrors] = useState<Errors | null>(null)
  const [searching, setSearching] = useState(false)
  const [unreachable, setUnreachable] = useState(false)
  const proof = useRef<ProofOfWorkHandle>(null)
  const errors = clientErrors ?? lookupErrors
  const firstError = FIELDS[mode].find((field) => lookupErrors[field])
  // Rendered as `autofocus` by the server, so it works before and without JavaScript: the first
  // wrong field, else the mode's first field when the page is there to search.
  const focusedOnLoad = firstError ?? (focusOnLoad ? FIELDS[mode][0] : undefined)

  const focusField = (field: WarrantyLookupField) =>
    form.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus()

  // A search answered with field errors moves the focus to the first of them. On the
  // first load the server-rendered `autofocus` already did, so only later answers count.
  const answered = useRef(false)
  useEffect(() => {
    if (answered.current && firstError) focusField(firstError)
    answered.current = true
  }, [lookupErrors, firstError])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const chosen: WarrantyLookupMode = data.get('mode') === 'plate' ? 'plate' : 'code'
    const text = (field: WarrantyLookupField) => String(data.get(field) ?? '').trim()
    const values = { code: text('code'), plate: text('plate'), phone4: text('phone4') }
    const problems = check(values, chosen, t)
    const wrong = FIELDS[chosen].find((field) => problems[field])
    setUnreachable(false)
    if (wrong) {
      setClientErrors(problems)
      focusField(wrong)
      return
    }
    setClientErrors({})
    const params: Record<string, string> = Object.fromEntries(
      FIELDS[chosen].map((field) => [field, values[field]])
    )
    if (challenge !== null) {
      setSearching(true)
      const solution = await proof.current?.solve()
      if (solution) params[PROOF_FIELD] = solution
    }
    const stopListening = router.on('exception', () => {
      setUnreachable(true)
      return false
    })
    router.get(href('/e-warranty'), params, {
      preserveState: true,
      onStart: () => setSearching(true),
      onSuccess: () => setClientErrors(null),
      onFinish: () => {
        stopListening()
        setSearching(false)
      },
    })
  }

  const field = (name: WarrantyLookupField) => ({
    name,
    size: 'md' as const,
    required: true,
    autoComplete: 'off',
    spellCheck: false,
    defaultValue: query[name],
    error: errors[name],
    autoFocus: name === focusedOnLoad,
    onChange: () => setClientErrors((current) => current && { ...current, [name]: undefined }),
  })

  return (
    <Paper
      component="form"
      ref={form}
      method="get"
      action={href('/e-warranty')}
      noValidate
      onSubmit={submit}
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xl"
      maw={560}
      className="lookup-form"
    >
      <fieldset className="lookup-form__modes">
        <legend className="lookup-form__legend">{t(`${KEY}.searchBy`)}</legend>
        {(['code', 'plate'] as const).map((value) => (
          <label key={value} className="lookup-form__mode">
            <input type="radio" name="mode" value={value} defaultChecked={mode === value} />
            {t(`${KEY}.${value}`)}
          </label>
        ))}
      </fieldset>

      <div className="lookup-form__fields" data-mode="code">
        <TextInput
          {...field('code')}
          label={t(`${KEY}.code`)}
          description={t(`${KEY}.codeHint`)}
          placeholder="WF-XXXX-XXXX"
          maxLength={40}
          autoCapitalize="characters"
        />
      </div>
      <Stack gap="sm" className="lookup-form__fields" data-mode="plate">
        <TextInput
          {...field('plate')}
          label={t(`${KEY}.plate`)}
          placeholder={t(`${KEY}.platePlaceholder`)}
          maxLength={20}
          autoCapitalize="characters"
        />
        <TextInput
          {...field('phone4')}
          label={t(`${KEY}.phone4`)}
          description={t(`${KEY}.phone4Hint`)}
          placeholder={t(`${KEY}.phone4Placeholder`)}
          inputMode="numeric"
          maxLength={4}
        />
      </Stack>

      {challenge !== null && (
        <Box mt="lg">
          <ProofOfWork ref={proof} />
        </Box>
      )}
      <Button
        type="submit"
        size="md"
        fullWidth
        mt="lg"
        loading={searching}
        leftSection={<IconSearch size={18} aria-hidden />}
      >
        {t(`${KEY}.search`)}
      </Button>
      {unreachable && (
        <Alert
          role="alert"
          mt="md"
          color="red"
          variant="light"
          icon={<IconPlugConnectedX size={20} aria-hidden />}
          title={t(`${KEY}.offline`)}
        >
          {t(`${KEY}.offlineText`)}
        </Alert>
      )}
    </Paper>
  )
}
