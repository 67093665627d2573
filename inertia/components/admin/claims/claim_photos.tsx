import { useState } from 'react'
import { Image, Modal, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core'
import type { ClaimPhotoDto } from '#dtos/claim'
import { usePhotoUrl } from '~/components/admin/claims/use_claims'
import { useT } from '~/shared/i18n'

const THUMB_HEIGHT = 120

function Thumbnail({
  photo,
  label,
  onOpen,
}: {
  photo: ClaimPhotoDto
  label: string
  onOpen: () => void
}) {
  const t = useT()
  const { url, failed } = usePhotoUrl(photo.url)
  if (failed) {
    return (
      <Text size="xs" c="dimmed" h={THUMB_HEIGHT} role="note">
        {t('claim_office.page.photoFailed')}
      </Text>
    )
  }
  if (!url) return <Skeleton h={THUMB_HEIGHT} radius="sm" />
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={label}
      style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
      data-testid="claim-photo"
    >
      <Image src={url} alt="" h={THUMB_HEIGHT} fit="cover" radius="sm" />
    </UnstyledButton>
  )
}

function Larger({ photo, alt }: { photo: ClaimPhotoDto; alt: string }) {
  const { url } = usePhotoUrl(photo.url)
  const ratio = photo.height > 0 ? photo.width / photo.height : 4 / 3
  if (!url) return <Skeleton style={{ aspectRatio: ratio }} w="100%" />
  return <Image src={url} alt={alt} fit="contain" mah="75vh" />
}

/**
 * The owner's photos as thumbnails; one opens larger in a dialog. Each is
 * fetched through the authorised API route (usePhotoUrl), never a public path.
 */
export function ClaimPhotos({ photos }: { photos: ClaimPhotoDto[] }) {
  const t = useT()
  const [open, setOpen] = useState<number | null>(null)
  if (!photos.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('claim_office.page.noPhotos')}
      </Text>
    )
  }
  const total = photos.length
  const opened = open === null ? null : photos[open]
  return (
    <>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        {photos.map((photo, index) => (
          <Thumbnail
            key={photo.id}
            photo={photo}
            label={t('claim_office.page.openPhoto', { n: index + 1, total })}
            onOpen={() => setOpen(index)}
          />
        ))}
      </SimpleGrid>
      <Modal
        opened={opened !== null}
        onClose={() => setOpen(null)}
        size="xl"
        centered
        title={open === null ? '' : t('claim_office.page.photo', { n: open + 1, total })}
        closeButtonProps={{ 'aria-label': t('admin.list.close') }}
      >
        {opened && (
          <Larger
            photo={opened}
            alt={t('claim_office.page.photo', { n: (open ?? 0) + 1, total })}
          />
        )}
      </Modal>
    </>
  )
}
