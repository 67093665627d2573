import { Button, Group, Radio, Select, Stack, Text, Textarea, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconArrowsExchange, IconLock, IconSend } from '@tabler/icons-react'
import { CLAIM_LIMITS, CLAIM_RESOLUTIONS, type ClaimStatus } from '#dtos/claim'
import { CLAIM_REASON_MIN, type ClaimPageDto, type ClaimTargetStatus } from '#dtos/claim_office'
import type { DealerOptionDto } from '#dtos/dealer'
import { REQUIRED_MESSAGES } from '#dtos/field_messages'
import { todayIso } from '#domain/warranty_status'
import type { ApiError } from '~/lib/api_client'
import {
  all,
  localizeRules,
  maxLength,
  minLength,
  required,
  useCheckMessage,
} from '~/components/admin/forms/rules'
import { TypedDateInput } from '~/components/common/typed_date_input'
import { useResourceOptions } from '~/hooks/use_resource'
import {
  useAddClaimNote,
  useChangeClaimStatus,
  useReassignClaim,
  useReplyToOwner,
} from '~/components/admin/claims/use_claims'
import { useT } from '~/shared/i18n'

const MESSAGES = REQUIRED_MESSAGES.claim

/** A failed write's field messages land on the form's fields (the toast says the rest). */
function setServerErrors(form: { setErrors: (errors: Record<string, string>) => void }) {
  return (error: unknown) => {
    const { errors } = error as ApiError
    if (errors) form.setErrors(errors)
  }
}

type StatusValues = { status: string; resolution: string; appointmentOn: string; reason: string }

/** The next status, with what it needs: how and when for an approval, the reason for a rejection. */
function StatusForm({ claim }: { claim: ClaimPageDto }) {
  const t = useT()
  const say = useCheckMessage()
  const change = useChangeClaimStatus()
  const next = claim.permissions.nextStatuses
  const form = useForm<StatusValues>({
    initialValues: { status: next[0] ?? '', resolution: '', appointmentOn: '', reason: '' },
    validate: localizeRules<StatusValues>(
      {
        status: required(MESSAGES.status),
        resolution: (value, values) =>
          values.status === 'approved' ? required(MESSAGES.resolution)(value) : null,
        appointmentOn: (value, values) =>
          values.status === 'approved' ? required(MESSAGES.appointmentOn)(value) : null,
        reason: (value, values) =>
          all(
            ...(values.status === 'rejected' ? [required(MESSAGES.reason)] : []),
            minLength(CLAIM_REASON_MIN),
            maxLength(CLAIM_LIMITS.reasonMax)
          )(value),
      },
      say
    ),
  })
  const status = form.getValues().status as ClaimStatus | ''
  const submit = form.onSubmit((values) => {
    const input = {
      status: values.status as ClaimTargetStatus,
      ...(values.status === 'approved'
        ? {
            resolution: values.resolution as 'repair' | 'replace',
            appointmentOn: values.appointmentOn.trim(),
          }
        : {}),
      ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
    }
    // Once the claim has moved on, ClaimActions draws this form afresh for the new status.
    change.mutateAsync({ id: claim.id, ...input }).catch(setServerErrors(form))
  })
  if (!next.length) return null
  return (
    <form onSubmit={submit} noValidate aria-labelledby="claim-status-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="claim-status-title">
          {t('claim_office.actions.moveTo')}
        </Title>
        <Select
          label={t('claim_office.actions.status')}
          data={next.map((value) => ({ value, label: t(`claim_office.status.${value}`) }))}
          allowDeselect={false}
          required
          {...form.getInputProps('status')}
        />
        {status === 'approved' && (
          <>
            <Radio.Group
              label={t('claim_office.actions.resolution')}
              required
              {...form.getInputProps('resolution')}
            >
              <Group gap="lg" mt={6}>
                {CLAIM_RESOLUTIONS.map((value) => (
                  <Radio key={value} value={value} label={t(`claim_office.resolution.${value}`)} />
                ))}
              </Group>
            </Radio.Group>
            <TypedDateInput
              label={t('claim_office.actions.appointmentOn')}
              required
              minDate={todayIso()}
              {...form.getInputProps('appointmentOn')}
              value={form.getValues().appointmentOn}
            />
          </>
        )}
        <Textarea
          label={t(
            status === 'rejected'
              ? 'claim_office.actions.reason'
              : 'claim_office.actions.reasonOptional'
          )}
          required={status === 'rejected'}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={CLAIM_LIMITS.reasonMax}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('claim_office.actions.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** A reply the owner reads, or an internal note: one text and a button that names what it does. */
function MessageForm({ claim, kind }: { claim: ClaimPageDto; kind: 'reply' | 'note' }) {
  const t = useT()
  const say = useCheckMessage()
  const reply = useReplyToOwner()
  const note = useAddClaimNote()
  const send = kind === 'reply' ? reply : note
  const form = useForm<{ body: string }>({
    initialValues: { body: '' },
    validate: localizeRules<{ body: string }>(
      { body: all(required(MESSAGES.body), maxLength(CLAIM_LIMITS.replyMax)) },
      say
    ),
  })
  const submit = form.onSubmit(({ body }) => {
    send
      .mutateAsync({ id: claim.id, body: body.trim() })
      .then(() => form.reset())
      .catch(setServerErrors(form))
  })
  const Icon = kind === 'reply' ? IconSend : IconLock
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t(`claim_office.actions.${kind}`)}
          description={t(
            kind === 'reply' ? 'claim_office.actions.replyHint' : 'claim_office.actions.noteHint'
          )}
          required
          autosize
          minRows={2}
          maxRows={8}
          maxLength={CLAIM_LIMITS.replyMax}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            variant={kind === 'reply' ? 'filled' : 'default'}
            leftSection={<Icon size={16} aria-hidden />}
            loading={send.isPending}
          >
            {t(
              kind === 'reply' ? 'claim_office.actions.sendReply' : 'claim_office.actions.addNote'
            )}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Admins: the claim to another active dealer, when the installing shop cannot take it. */
function ReassignForm({ claim }: { claim: ClaimPageDto }) {
  const t = useT()
  const say = useCheckMessage()
  const reassign = useReassignClaim()
  const dealers = useResourceOptions<DealerOptionDto>('dealers')
  const form = useForm<{ dealerId: string; reason: string }>({
    initialValues: { dealerId: '', reason: '' },
    validate: localizeRules<{ dealerId: string; reason: string }>(
      { dealerId: required(MESSAGES.dealerId), reason: maxLength(CLAIM_LIMITS.reasonMax) },
      say
    ),
  })
  const options = (dealers.data ?? [])
    .filter((dealer) => dealer.id !== claim.dealer.id)
    .map((dealer) => ({ value: String(dealer.id), label: `${dealer.code} · ${dealer.name}` }))
  const submit = form.onSubmit(({ dealerId, reason }) => {
    reassign
      .mutateAsync({
        id: claim.id,
        dealerId: Number(dealerId),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      })
      .then(() => form.reset())
      .catch(setServerErrors(form))
  })
  return (
    <form onSubmit={submit} noValidate aria-labelledby="claim-reassign-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="claim-reassign-title">
          {t('claim_office.actions.reassign')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('claim_office.actions.reassignHint')}
        </Text>
        <Select
          label={t('claim_office.actions.reassignDealer')}
          data={options}
          searchable
          required
          {...form.getInputProps('dealerId')}
        />
        <Textarea
          label={t('claim_office.actions.reassignReason')}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={CLAIM_LIMITS.reasonMax}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="default"
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            loading={reassign.isPending}
          >
            {t('claim_office.actions.reassignSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** What the user may do with the claim now; a resolved claim says it is closed. */
export function ClaimActions({ claim }: { claim: ClaimPageDto }) {
  const t = useT()
  const { permissions } = claim
  if (claim.status === 'resolved') {
    return (
      <Text size="sm" c="dimmed" role="note">
        {t('claim_office.actions.closed')}
      </Text>
    )
  }
  return (
    // Keyed by status (and dealer), so the forms start afresh once the claim moves on.
    <Stack gap="lg" key={`${claim.status}-${claim.dealer.id}`}>
      <StatusForm claim={claim} />
      {permissions.reply && <MessageForm claim={claim} kind="reply" />}
      {permissions.note && <MessageForm claim={claim} kind="note" />}
      {permissions.reassign && <ReassignForm claim={claim} />}
    </Stack>
  )
}
