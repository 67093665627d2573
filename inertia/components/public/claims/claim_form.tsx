import { useRef, useState, type FormEvent } from 'react'
import {
  Alert,
  Button,
  Checkbox,
  Paper,
  Radio,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { IconAlertCircle, IconSend } from '@tabler/icons-react'
import {
  CLAIM_LIMITS,
  CLAIM_PROBLEMS,
  type ClaimContactChannel,
  type ClaimProblem,
} from '#dtos/claim'
import { CLAIM_FORM_FIELDS, type ClaimFiledDto, type OwnerWarrantyDto } from '#dtos/owner_claim'
import { todayIso } from '#domain/warranty_status'
import { TypedDateInput } from '~/components/common/typed_date_input'
import { PhotoPicker } from '~/components/public/claims/photo_picker'
import { isPublicApiError, publicApi } from '~/shared/public_api'
import { useLanguage, useT, type Translate } from '~/shared/i18n'

const KEY = 'owner_claims.form'
const FIELDS = [
  'windows',
  'problem',
  'noticedOn',
  'description',
  'photos',
  'contactChannel',
  'contactEmail',
] as const
type Field = (typeof FIELDS)[number]
type Errors = Partial<Record<Field, string>>

type Values = {
  windows: string[]
  problem: ClaimProblem | ''
  noticedOn: string
  description: string
  photos: File[]
  contactChannel: ClaimContactChannel
  contactEmail: string
}

/** The form's own checks before sending, in the words the server would use. */
function check(values: Values, t: Translate) {
  const errors: Errors = {}
  const say = (field: Field, rule: string) =>
    (errors[field] ??= t(`owner_claims.errors.${field}.${rule}`))
  if (values.windows.length === 0) say('windows', 'required')
  if (!values.problem) say('problem', 'required')
  // A date typed wrong is the server's to explain (the field already shows what it read).
  if (!values.noticedOn.trim()) say('noticedOn', 'required')
  const description = values.description.trim()
  if (!description) say('description', 'required')
  else if (description.length < CLAIM_LIMITS.descriptionMin) say('description', 'minLength')
  if (values.photos.length > CLAIM_LIMITS.photosMax) {
    errors.photos = t('owner_claims.photos.tooMany', { max: CLAIM_LIMITS.photosMax })
  }
  const large = values.photos.findIndex((file) => file.size > CLAIM_LIMITS.photoBytesMax)
  if (large >= 0) {
    errors.photos ??= t('owner_claims.photos.tooLarge', {
      index: large + 1,
      megabytes: CLAIM_LIMITS.photoBytesMax / 1024 / 1024,
    })
  }
  if (values.contactChannel === 'email') {
    if (!values.contactEmail.trim()) say('contactEmail', 'required')
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.contactEmail.trim()))
      say('contactEmail', 'email')
  }
  return errors
}

/**
 * The claim itself: which of the warranty's films, what is wrong and since
 * when, a description, photos and how to be contacted. Sent as multipart
 * to /api/public; the server's 422 lands on the same fields.
 */
export function ClaimForm({
  warranty,
  onFiled,
}: {
  warranty: OwnerWarrantyDto
  onFiled: (filed: ClaimFiledDto) => void
}) {
  const t = useT()
  const { locale } = useLanguage()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Values>({
    windows: warranty.windows.length === 1 ? [String(warranty.windows[0].saleItemId)] : [],
    problem: '',
    noticedOn: '',
    description: '',
    photos: [],
    contactChannel: 'phone',
    contactEmail: '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const set = <F extends keyof Values>(field: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  function focusFirst(found: Errors) {
    const first = FIELDS.find((field) => found[field])
    if (!first) return
    const target = form.current?.querySelector<HTMLElement>(
      `[data-field="${first}"] input, [data-field="${first}"] textarea, [data-field="${first}"] button`
    )
    target?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setProblem(null)
    const found = check(values, t)
    if (Object.keys(found).length > 0) {
      setErrors(found)
      focusFirst(found)
      return
    }
    const body = new FormData()
    for (const id of values.windows) body.append(CLAIM_FORM_FIELDS.windows, id)
    body.append('problem', values.problem)
    body.append('noticedOn', values.noticedOn.trim())
    body.append('description', values.description.trim())
    body.append('contactChannel', values.contactChannel)
    if (values.contactChannel === 'email') body.append('contactEmail', values.contactEmail.trim())
    for (const photo of values.photos) body.append(CLAIM_FORM_FIELDS.photos, photo, photo.name)
    setBusy(true)
    try {
      const filed = await publicApi<ClaimFiledDto>(`/warranties/${warranty.warrantyCode}/claims`, {
        locale,
        body,
      })
      onFiled(filed)
    } catch (error) {
      if (isPublicApiError(error) && Object.keys(error.errors).length > 0) {
        const fromServer: Errors = {}
        for (const field of FIELDS) if (error.errors[field]) fromServer[field] = error.errors[field]
        setErrors(fromServer)
        if (Object.keys(fromServer).length === 0) setProblem(error.message)
        focusFirst(fromServer)
      } else {
        setProblem(
          isPublicApiError(error) && error.status !== 0
            ? error.message
            : t('owner_claims.code.offline')
        )
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper
      component="form"
      ref={form}
      onSubmit={submit}
      noValidate
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      maw={720}
      aria-labelledby="claim-form-title"
    >
      <Title order={2} id="claim-form-title" fz={{ base: 20, sm: 24 }}>
        {t(`${KEY}.title`)}
      </Title>
      <Stack gap="lg" mt="md">
        <div data-field="windows">
          <Checkbox.Group
            label={t(`${KEY}.windows`)}
            description={t(`${KEY}.windowsHint`)}
            value={values.windows}
            onChange={(chosen) => set('windows', chosen)}
            error={errors.windows}
            size="md"
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {warranty.windows.map((window) => (
                <Checkbox
                  key={window.saleItemId}
                  value={String(window.saleItemId)}
                  label={`${t(`warranty.position.${window.position}`)} · ${window.productName}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </div>

        <div data-field="problem">
          <Radio.Group
            label={t(`${KEY}.problem`)}
            value={values.problem}
            onChange={(chosen) => set('problem', chosen as ClaimProblem)}
            error={errors.problem}
            size="md"
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {CLAIM_PROBLEMS.map((value) => (
                <Radio key={value} value={value} label={t(`owner_claims.problems.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
        </div>

        <div data-field="noticedOn">
          <TypedDateInput
            label={t(`${KEY}.noticedOn`)}
            value={values.noticedOn}
            onChange={(text) => set('noticedOn', text)}
            error={errors.noticedOn}
            minDate={warranty.installedAt}
            maxDate={todayIso()}
            size="md"
            required
          />
        </div>

        <div data-field="description">
          <Textarea
            label={t(`${KEY}.description`)}
            description={t(`${KEY}.descriptionHint`, { min: CLAIM_LIMITS.descriptionMin })}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={errors.description}
            maxLength={CLAIM_LIMITS.descriptionMax}
            autosize
            minRows={4}
            size="md"
            required
          />
        </div>

        <div data-field="photos">
          <PhotoPicker
            files={values.photos}
            onChange={(files) => set('photos', files)}
            error={errors.photos}
          />
        </div>

        <div data-field="contactChannel">
          <Radio.Group
            label={t(`${KEY}.contact`)}
            value={values.contactChannel}
            onChange={(chosen) => set('contactChannel', chosen as ClaimContactChannel)}
            error={errors.contactChannel}
            size="md"
          >
            <Stack gap="xs" mt="xs">
              <Radio value="phone" label={t(`${KEY}.contactPhone`, { hint: warranty.phoneHint })} />
              <Radio value="email" label={t(`${KEY}.contactEmail`)} />
            </Stack>
          </Radio.Group>
        </div>
        {values.contactChannel === 'email' && (
          <div data-field="contactEmail">
            <TextInput
              type="email"
              label={t(`${KEY}.email`)}
              value={values.contactEmail}
              onChange={(event) => set('contactEmail', event.currentTarget.value)}
              error={errors.contactEmail}
              autoComplete="email"
              maxLength={254}
              size="md"
              required
            />
          </div>
        )}

        {problem && (
          <Alert
            role="alert"
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} aria-hidden />}
          >
            {t(`${KEY}.failed`, { message: problem })}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={busy}
          leftSection={<IconSend size={18} aria-hidden />}
        >
          {t(`${KEY}.submit`)}
        </Button>
      </Stack>
    </Paper>
  )
}
