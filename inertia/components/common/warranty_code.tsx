import { Text, type TextProps } from '@mantine/core'

type Props = TextProps & {
  'code': string
  'component'?: 'span' | 'h3'
  'data-testid'?: string
}

/**
 * A warranty code as people read it out (`WF-7K3M-9QX2`): monospaced and in
 * one piece. Its dashes would otherwise let a narrow line (a Vietnamese status
 * badge beside it at 390 px) break it in two, and half a code read off a
 * screen finds nothing. Every place that shows a code uses this.
 */
export function WarrantyCode({ code, className, component = 'span', ...props }: Props) {
  return (
    <Text
      component={component}
      ff="monospace"
      {...props}
      className={className ? `warranty-code ${className}` : 'warranty-code'}
      data-warranty-code={code}
    >
      {code}
    </Text>
  )
}

/**
 * A sentence that names a code (a dialog's title, "Void warranty
 * WF-7K3M-9QX2"), with the code in one piece in the sentence's own type.
 */
export function SentenceWithCode({ text, code }: { text: string; code: string }) {
  const at = text.indexOf(code)
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <WarrantyCode code={code} inherit />
      {text.slice(at + code.length)}
    </>
  )
}
