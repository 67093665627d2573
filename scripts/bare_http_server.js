/*
| The yardstick of `npm run bench`: a bare node:http server that answers
| every request with one recorded response (status, headers, body bytes),
| so the cached public page can be compared with the fastest Node can send
| the same bytes. Usage: node scripts/bare_http_server.js <port> <response.json>
*/
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port, file] = process.argv.slice(2)
const recorded = JSON.parse(readFileSync(file, 'utf8'))
const body = Buffer.from(recorded.body, 'base64')

createServer((req, res) => {
  res.writeHead(recorded.status, recorded.headers)
  res.end(body)
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'))
