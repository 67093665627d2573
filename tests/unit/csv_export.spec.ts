import { test } from '@japa/runner'
import { csvCell, csvLine } from '#renderers/csv_rows'

test.group('CSV cells', () => {
  test('plain values are written as they are', ({ assert }) => {
    assert.equal(csvCell('Perodua Myvi'), 'Perodua Myvi')
    assert.equal(csvCell(2024), '2024')
    assert.equal(csvCell(null), '')
    assert.equal(csvCell(undefined), '')
  })

  test('quotes, commas and line breaks are quoted, quotes doubled', ({ assert }) => {
    assert.equal(csvCell('Tan, Wei Ming'), '"Tan, Wei Ming"')
    assert.equal(csvCell('The "Ceramic" film'), '"The ""Ceramic"" film"')
    assert.equal(csvCell('line one\nline two'), '"line one\nline two"')
    assert.equal(csvCell('a\r\nb'), '"a\r\nb"')
  })

  test('a cell a spreadsheet would run as a formula gets a leading apostrophe', ({ assert }) => {
    assert.equal(
      csvCell('=HYPERLINK("http://evil.example")'),
      `"'=HYPERLINK(""http://evil.example"")"`
    )
    assert.equal(csvCell('+60123456789'), "'+60123456789")
    assert.equal(csvCell('-2+3'), "'-2+3")
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)")
    assert.equal(csvCell('\tcmd'), "'\tcmd")
  })

  test('a line joins cells with commas and ends with CRLF', ({ assert }) => {
    assert.equal(csvLine(['a', 'b,c', null, 3]), 'a,"b,c",,3\r\n')
  })
})
