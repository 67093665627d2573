import { test } from '@japa/runner'
import type { IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'
import { proxyTrust } from '#http/client_ip'

/** The address a request is counted against under a TRUSTED_PROXIES setting. */
function clientAddress(setting: string | undefined, peer: string, forwardedFor?: string) {
  const request = {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
  } as unknown as IncomingMessage
  return proxyAddr(request, proxyTrust(setting))
}

test.group('TRUSTED_PROXIES', () => {
  test('unset or empty trusts nobody: the peer is the client, whatever it claims', ({ assert }) => {
    for (const setting of [undefined, '', ' , ']) {
      assert.equal(clientAddress(setting, '127.0.0.1', '203.0.113.7'), '127.0.0.1')
      assert.equal(clientAddress(setting, '198.51.100.4', '203.0.113.7'), '198.51.100.4')
    }
  })

  test('"loopback" (a reverse proxy on the same machine) is believed, and only it', ({
    assert,
  }) => {
    assert.equal(clientAddress('loopback', '127.0.0.1', '203.0.113.7'), '203.0.113.7')
    assert.equal(clientAddress('loopback', '::1', '203.0.113.7'), '203.0.113.7')
    assert.equal(clientAddress('loopback', '198.51.100.4', '203.0.113.7'), '198.51.100.4')
  })

  test('a forged entry in front of the proxy’s own is not taken', ({ assert }) => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the real address.
    assert.equal(clientAddress('10.0.0.0/8', '10.0.0.2', '1.2.3.4, 203.0.113.7'), '203.0.113.7')
  })

  test('addresses and ranges may be listed together', ({ assert }) => {
    const setting = '10.0.0.2, 192.168.1.0/24'
    assert.equal(clientAddress(setting, '192.168.1.9', '203.0.113.7'), '203.0.113.7')
    assert.equal(clientAddress(setting, '10.0.0.3', '203.0.113.7'), '10.0.0.3')
  })

  test('a list that cannot be read stops the server with a sentence naming the variable', ({
    assert,
  }) => {
    assert.throws(() => proxyTrust('loopback, not-an-address'), /TRUSTED_PROXIES/)
  })
})
