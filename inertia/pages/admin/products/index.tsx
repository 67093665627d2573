export default function Page() {
  return <h1>products/index</h1>
}
