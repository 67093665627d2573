/** The signed-in user as the client sees it (login answer, shared page prop). */
export type SessionUserDto = {
  id: number
  username: string
  fullName: string | null
  isAdmin: boolean
  dealerId: number | null
}
