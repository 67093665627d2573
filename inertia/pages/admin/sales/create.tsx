export default function Page() {
  return <h1>sales/create</h1>
}
