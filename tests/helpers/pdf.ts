import { inflateSync } from 'node:zlib'

/**
 * The text a PDF made by pdfkit shows, one line per text operation: its
 * content streams are deflated, and each `[<hex> kerning <hex>] TJ` holds
 * one run of text in the standard fonts' single-byte encoding.
 */
export function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1')
  const lines: string[] = []
  for (const [, stream] of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1')
    } catch {
      continue // images and fonts, not text
    }
    for (const [, run] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...run.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, part]) => part).join('')
      lines.push(Buffer.from(hex, 'hex').toString('latin1'))
    }
  }
  return lines.join('\n')
}
