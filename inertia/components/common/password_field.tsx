import { PasswordInput, type PasswordInputProps } from '@mantine/core'

/**
 * Mantine's PasswordInput with its error announced: Mantine marks its inner
 * input `data-invalid` only (that input is drawn without the aria props the
 * other fields get), so a screen reader would not say the field is wrong.
 * Every password field of the app is this one.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput {...props} aria-invalid={props.error ? true : undefined} />
}
