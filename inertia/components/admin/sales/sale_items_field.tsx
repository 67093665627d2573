import { useMemo } from 'react'
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
import { IconPlus, IconTrash } from '@tabler/icons-react'
import type { ProductOptionDto } from '#dtos/product'
import { WINDOW_POSITION_OPTIONS, WINDOW_POSITIONS, type SaleDetailDto } from '#dtos/sale'
import type { FieldsProps } from '~/components/admin/resource/types'
import { useResourceOptions } from '~/hooks/use_resource'
import { itemExpiry } from '#domain/warranty_status'
import { productLabel } from '~/components/admin/sales/sale_format'
import { formatDate, formatYears } from '~/lib/format'
import { installedDay, newItem, type SaleValues } from '~/components/admin/sales/sale_values'

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
  return (
    <div>
      <Text size="sm" fw={500}>
        {film.name}
      </Text>
      <Text size="xs" c="dimmed">
        VLT {film.vlt}% · {formatYears(film.warrantyYears)} warranty · {film.sku}
      </Text>
    </div>
  )
}

/** The film rows: a window and a film each, with the warranty expiry it gives. */
export function SaleItemsField({ form, record, size }: Props) {
  const { films, isPending } = useFilms(record)
  const filmOptions = useMemo(
    () => [...films.values()].map((film) => ({ value: film.id, label: productLabel(film) })),
    [films]
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
        const windowOptions = WINDOW_POSITION_OPTIONS.map((option) => ({
          ...option,
          disabled: option.value !== item.position && chosen.has(option.value),
        }))
        return (
          <Paper key={item.key} withBorder radius="md" p="sm" bg="var(--mantine-color-default)">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Select
                  label="Window"
                  aria-label={`Window ${number}`}
                  required
                  size={size}
                  placeholder="Choose a window"
                  data={windowOptions}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps(`items.${index}.position`)}
                />
                <Select<number>
                  label="Film"
                  aria-label={`Film ${number}`}
                  required
                  size={size}
                  placeholder="Choose a film"
                  data={filmOptions}
                  searchable={filmOptions.length > 8}
                  allowDeselect={false}
                  nothingFoundMessage={isPending ? 'Loading…' : 'No films on sale'}
                  comboboxProps={{ withinPortal: true }}
                  renderOption={({ option }) => {
                    const optionFilm = films.get(option.value)
                    return optionFilm ? <FilmOption film={optionFilm} /> : option.label
                  }}
                  {...form.getInputProps(`items.${index}.productId`)}
                />
              </SimpleGrid>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" c={film && installedAt ? undefined : 'dimmed'} aria-live="polite">
                  {film && installedAt
                    ? `Warranty until ${formatDate(itemExpiry(installedAt, film.warrantyYears))} (${formatYears(film.warrantyYears)})`
                    : 'Choose a film to see its warranty expiry.'}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size={size === 'md' ? 'sm' : 'xs'}
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-label={`Remove window ${number}`}
                  disabled={items.length === 1}
                  onClick={() => form.removeListItem('items', index)}
                  style={{ flexShrink: 0 }}
                >
                  Remove
                </Button>
              </Group>
            </Stack>
          </Paper>
        )
      })}
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
        aria-label="Add window"
        style={{ alignSelf: 'flex-start' }}
      >
        Add window
      </Button>
    </Stack>
  )
}
