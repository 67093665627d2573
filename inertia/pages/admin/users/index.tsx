export default function Page() {
  return <h1>users/index</h1>
}
