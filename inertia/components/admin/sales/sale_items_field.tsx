import { useEffect, useMemo } from 'react'
import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  type MantineSize,
} from '@mantine/core'
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react'
import type { ProductOptionDto } from '#dtos/product'
import { WINDOW_POSITIONS, type SaleDetailDto } from '#dtos/sale'
import type { FieldsProps } from '~/components/admin/resource/types'
import { useResourceOptions } from '~/hooks/use_resource'
import { itemExpiry } from '#domain/warranty_status'
import { productLabel } from '~/components/admin/sales/sale_format'
import { formatDate } from '~/shared/format'
import { installedDay, newItem, type SaleValues } from '~/components/admin/sales/sale_values'
import { useLanguage, useT } from '~/shared/i18n'
import { breachedMinimum } from '#domain/legal_tint'
import { useLegalTint } from '~/hooks/use_legal_tint'
import { LegalTintConfirmation } from '~/components/admin/sales/legal_tint_confirmation'

type Film = Pick<ProductOptionDto, 'id' | 'sku' | 'name' | 'vlt' | 'warrantyYears'>

type Props = FieldsProps<SaleDetailDto, SaleValues> & { size: MantineSize }

/**
 * Films on sale, plus (when editing) the films already on the sale, which
 * stay choosable even if they have since been discontinued.
 */
function useFilms(record: SaleDetailDto | null) {
  const products = useResourceOptions<ProductOptionDto>('products')
  const films = useMemo(() => {
    const byId = new Map<number, Film>()
    for (const product of products.data ?? []) byId.set(product.id, product)
    for (const item of record?.items ?? []) {
      if (!byId.has(item.product.id)) byId.set(item.product.id, item.product)
    }
    return byId
  }, [products.data, record])
  return { films, isPending: products.isPending }
}

function FilmOption({ film }: { film: Film }) {
  const t = useT()
  const years = t('admin.list.years', { count: film.warrantyYears })
  return (
    <div>
      <Text size="sm" fw={500}>
        {film.name}
      </Text>
      <Text size="xs" c="dimmed">
        {t('admin.saleForm.filmDetails', { vlt: film.vlt, years, sku: film.sku })}
      </Text>
    </div>
  )
}

/**
 * Per row, the local VLT minimum its film is newly below (null when legal,
 * or when the row is unchanged from the saved sale: accepted back then).
 */
function useBelowMinimum(
  values: SaleValues,
  films: Map<number, Film>,
  record: SaleDetailDto | null
) {
  const minimums = useLegalTint()
  return values.items.map((item) => {
    const film = item.productId === null ? undefined : films.get(item.productId)
    if (!film || !item.position) return null
    const saved = record?.items.some(
      (row) => row.position === item.position && row.product.id === item.productId
    )
    return saved ? null : breachedMinimum(item.position, film.vlt, minimums)
  })
}

/** The film rows: a window and a film each, with the warranty expiry it gives. */
export function SaleItemsField({ form, record, size }: Props) {
  const { films, isPending } = useFilms(record)
  const t = useT()
  const below = useBelowMinimum(form.getValues(), films, record)
  const belowCount = below.filter((minimum) => minimum !== null).length
  // The form's rules ask for the confirmation while this count is above 0.
  useEffect(() => {
    if (form.getValues().belowMinimumRows !== belowCount) {
      form.setFieldValue('belowMinimumRows', belowCount)
    }
  }, [form, belowCount])
  const { locale } = useLanguage()
  const filmOptions = useMemo(
    () => [...films.values()].map((film) => ({ value: film.id, label: productLabel(film, t) })),
    [films, t]
  )
  const values = form.getValues()
  const { items } = values
  const installedAt = installedDay(values.installedAt)
  const chosen = new Set(items.map((item) => item.position))
  const nextFree = WINDOW_POSITIONS.find((position) => !chosen.has(position)) ?? null
  const listError = form.errors.items

  return (
    <Stack gap="sm">
      {items.map((item, index) => {
        const film = item.productId === null ? undefined : films.get(item.productId)
        const number = index + 1
        // A window chosen in another row is shown but cannot be picked twice.
        const windowOptions = WINDOW_POSITIONS.map((value) => ({
          value,
          label: t(`warranty.position.${value}`),
          disabled: value !== item.position && chosen.has(value),
        }))
        return (
          <Paper key={item.key} withBorder radius="md" p="sm" bg="var(--mantine-color-default)">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Select
                  label={t('admin.saleForm.window')}
                  aria-label={t('admin.saleForm.windowNumber', { number })}
                  required
                  size={size}
                  placeholder={t('admin.saleForm.chooseWindow')}
                  data={windowOptions}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps(`items.${index}.position`)}
                />
                <Select<number>
                  label={t('admin.saleForm.film')}
                  aria-label={t('admin.saleForm.filmNumber', { number })}
                  required
                  size={size}
                  placeholder={t('admin.saleForm.chooseFilm')}
                  data={filmOptions}
                  searchable={filmOptions.length > 8}
                  allowDeselect={false}
                  nothingFoundMessage={t(
                    isPending ? 'admin.saleForm.loading' : 'admin.saleForm.noFilms'
                  )}
                  comboboxProps={{ withinPortal: true }}
                  renderOption={({ option }) => {
                    const optionFilm = films.get(option.value)
                    return optionFilm ? <FilmOption film={optionFilm} /> : option.label
                  }}
                  {...form.getInputProps(`items.${index}.productId`)}
                />
              </SimpleGrid>
              {film && item.position && below[index] !== null && (
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconAlertTriangle
                    size={18}
                    aria-hidden
                    color="var(--mantine-color-orange-filled)"
                    style={{ flexShrink: 0 }}
                  />
                  <Text size="sm" fw={500} role="status">
                    {t('tint.legal.rowWarning', {
                      window: t(`warranty.position.${item.position}`),
                      vlt: film.vlt,
                      minimum: below[index],
                    })}
                  </Text>
                </Group>
              )}
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" c={film && installedAt ? undefined : 'dimmed'} aria-live="polite">
                  {film && installedAt
                    ? t('admin.saleForm.warrantyUntil', {
                        date: formatDate(itemExpiry(installedAt, film.warrantyYears), locale),
                        years: t('admin.list.years', { count: film.warrantyYears }),
                      })
                    : t('admin.saleForm.chooseFilmHint')}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size={size === 'md' ? 'sm' : 'xs'}
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-label={t('admin.saleForm.removeWindow', { number })}
                  disabled={items.length === 1}
                  onClick={() => form.removeListItem('items', index)}
                  style={{ flexShrink: 0 }}
                >
                  {t('admin.saleForm.remove')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )
      })}
      {belowCount > 0 && (
        <LegalTintConfirmation form={form} count={belowCount} size={size === 'md' ? 'md' : 'sm'} />
      )}
      {typeof listError === 'string' && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      <Button
        variant="default"
        size={size}
        leftSection={<IconPlus size={18} aria-hidden />}
        disabled={nextFree === null}
        onClick={() => form.insertListItem('items', newItem(nextFree))}
        aria-label={t('admin.saleForm.addWindow')}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('admin.saleForm.addWindow')}
      </Button>
    </Stack>
  )
}
