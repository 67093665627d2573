import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import * as fontkit from 'fontkit'

/**
 * The fonts of generated PDFs: Noto Sans, shipped as TrueType in an npm
 * package (nothing is downloaded at run time). It covers every Latin-script
 * language, Vietnamese included, plus Cyrillic and Greek; pdfkit embeds only
 * the glyphs a document uses. PDF's built-in Helvetica knows WinAnsi only,
 * which printed `Đại lý` as `ê'Àý`.
 */
const require = createRequire(import.meta.url)

function fontFile(weight: string) {
  return readFileSync(
    require.resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`)
  )
}

export const PDF_FONTS = {
  regular: { name: 'NotoSans', data: fontFile('400Regular') },
  bold: { name: 'NotoSans-Bold', data: fontFile('700Bold') },
}

/** Read once: which code points the fonts have a glyph for (both weights cover the same). */
const coverage = new Set((fontkit.create(PDF_FONTS.regular.data) as fontkit.Font).characterSet)

/** Joiners and variation selectors shape the grapheme they sit in; they need no glyph of their own. */
const INVISIBLE = /[\u200C\u200D\uFE00-\uFE0F]/u

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' })

/**
 * The text as the fonts can print it: each user-perceived character (an
 * emoji with its skin tone or a family of several code points is one) is
 * kept when every code point has a glyph, else left out, with the spaces
 * around it made one. Never a replacement mark (`�` read as a fault on a
 * certificate) nor the wrong letters: an emoji or a Chinese character is
 * simply not on the paper, while the web page shows the record as typed.
 */
export function printable(text: string): string {
  let result = ''
  let dropped = false
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    const covered = Array.from(segment).every(
      (char) => INVISIBLE.test(char) || coverage.has(char.codePointAt(0)!)
    )
    if (covered) result += segment
    else dropped = true
  }
  return dropped ? result.replace(/ {2,}/g, ' ').trim() : result
}
