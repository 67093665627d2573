export default function Page() {
  return <h1>dealers/index</h1>
}
