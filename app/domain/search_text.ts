/**
 * The form text is searched in: lower case, without accents, so
 * `nguyen thi huong`, `NGUYỄN THỊ HƯƠNG` and the NFD spelling of
 * `Nguyễn Thị Hương` all meet. Vietnamese `đ`/`Đ` is a letter of its own,
 * not a `d` with a mark, so Unicode does not decompose it: it is mapped by
 * hand. Stored copies (`search_text` columns) and search terms both go
 * through this one function, so they always agree.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase()
}

/**
 * The stored search copy of several fields: one line each, so a term (a
 * single line from the search box) never matches across two fields.
 */
export function searchTextOf(...fields: (string | null | undefined)[]): string {
  return fields
    .filter((field): field is string => !!field)
    .map(foldForSearch)
    .join('\n')
}
