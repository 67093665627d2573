export default function Page() {
  return <h1>sales/index</h1>
}
