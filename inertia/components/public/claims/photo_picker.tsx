import { useEffect, useMemo } from 'react'
import { Button, CloseButton, FileButton, Group, Input, SimpleGrid, Text } from '@mantine/core'
import { IconCamera, IconPhoto } from '@tabler/icons-react'
import { CLAIM_LIMITS } from '#dtos/claim'
import { useT } from '~/shared/i18n'

const KEY = 'owner_claims.form'

type Props = {
  files: File[]
  onChange: (files: File[]) => void
  error?: string | null
}

/**
 * Up to CLAIM_LIMITS.photosMax photos: one button opens the camera
 * (`capture`), the other the gallery (several at once), since a `capture`
 * input on a phone offers the camera only. Each chosen photo is previewed
 * and can be removed. The server checks what they really are.
 */
export function PhotoPicker({ files, onChange, error }: Props) {
  const t = useT()
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files])
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews])
  const full = files.length >= CLAIM_LIMITS.photosMax
  const add = (chosen: File[] | File | null) => {
    const list = chosen === null ? [] : Array.isArray(chosen) ? chosen : [chosen]
    if (list.length > 0) onChange([...files, ...list])
  }
  const megabytes = CLAIM_LIMITS.photoBytesMax / 1024 / 1024
  return (
    <Input.Wrapper
      id="claim-photos"
      label={t(`${KEY}.photos`)}
      description={t(`${KEY}.photosHint`, { max: CLAIM_LIMITS.photosMax, megabytes })}
      error={error}
      size="md"
    >
      <Group gap="sm" mt="xs">
        <FileButton onChange={add} accept="image/*" capture="environment" disabled={full}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconCamera size={18} aria-hidden />}>
              {t(`${KEY}.takePhoto`)}
            </Button>
          )}
        </FileButton>
        <FileButton onChange={add} accept="image/*" multiple disabled={full}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPhoto size={18} aria-hidden />}>
              {t(`${KEY}.addPhotos`)}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="sm" mt="xs" aria-live="polite" className="site-muted">
        {t(`${KEY}.photoCount`, { count: files.length, max: CLAIM_LIMITS.photosMax })}
      </Text>
      {files.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={{ base: 3, sm: 6 }}
          spacing="xs"
          mt="xs"
          p={0}
          style={{ listStyle: 'none' }}
        >
          {files.map((file, index) => (
            <li key={previews[index]} className="claim-photo">
              <img
                src={previews[index]}
                alt={t(`${KEY}.photoAlt`, { index: index + 1, name: file.name })}
                className="claim-photo__image"
              />
              <CloseButton
                className="claim-photo__remove"
                size="md"
                variant="filled"
                aria-label={t(`${KEY}.removePhoto`, { index: index + 1 })}
                onClick={() => onChange(files.filter((_, other) => other !== index))}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Input.Wrapper>
  )
}
