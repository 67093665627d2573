import { NumberInput, type NumberInputProps } from '@mantine/core'

/**
 * A whole-number field. Mantine's NumberInput always sets inputmode="decimal"
 * (a keypad with a separator); whole numbers ask phones for the digit keypad.
 */
export function IntegerInput({ attributes, ...props }: Omit<NumberInputProps, 'allowDecimal'>) {
  return (
    <NumberInput
      allowNegative={false}
      {...props}
      allowDecimal={false}
      attributes={{ ...attributes, input: { ...attributes?.input, inputMode: 'numeric' } }}
    />
  )
}
