import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import spectralCore from '@stoplight/spectral-core'
import spectralParsers from '@stoplight/spectral-parsers'
import { oas } from '@stoplight/spectral-rulesets'
import { DealerFactory } from '#database/factories/dealer_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { OPERATIONS } from '#renderers/openapi/operations'
import { openApiDocument } from '#renderers/openapi/document'
import { TYPED_DATE_YEARS } from '#domain/typed_date'
import { TYPED_DATE_PATTERN } from '#validators/rules'
import { createAdmin, createStaff } from '#tests/helpers/auth'
import { adminApi } from '#tests/helpers/admin_api'
import { registerSale, salesWorld } from '#tests/helpers/sales'
import { fileClaim } from '#tests/helpers/claims'

const DOCUMENT = '/api/admin/openapi.json'
const PREFIX = '/api/admin'

/** The route table's /api/admin operations, as "METHOD /path/{param}". */
function apiRoutes() {
  const routes = Object.values(router.toJSON()).flat()
  return routes
    .filter((route) => route.pattern.startsWith(`${PREFIX}/`))
    .flatMap((route) =>
      route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => {
          const path = route.pattern.slice(PREFIX.length).replace(/:(\w+)/g, '{$1}')
          return `${method.toLowerCase()} ${path}`
        })
    )
    .sort()
}

test.group('Admin API | OpenAPI document', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('served to signed-in admins only', async ({ client, assert }) => {
    const anonymous = await client.get(DOCUMENT)
    anonymous.assertStatus(401)
    assert.deepEqual(anonymous.body(), { message: 'Unauthenticated.' })

    const staff = await createStaff()
    const refused = await adminApi(client, staff.token).get(DOCUMENT)
    refused.assertStatus(403)
    assert.deepEqual(refused.body(), { message: 'This action is unauthorized.' })

    const admin = await createAdmin()
    const response = await adminApi(client, admin.token).get(DOCUMENT)
    response.assertStatus(200)
    assert.equal(response.body().openapi, '3.1.0')
    assert.deepEqual(response.body().servers, [{ url: PREFIX }])
  })

  test('is a valid OpenAPI 3.1 document', async ({ client, assert }) => {
    const admin = await createAdmin()
    const response = await adminApi(client, admin.token).get(DOCUMENT)
    const result = await new Validator().validate(response.body())
    assert.isTrue(result.valid, JSON.stringify(result.errors, null, 2))
  })

  test('describes every route of the route table, and no other', async ({ client, assert }) => {
    const admin = await createAdmin()
    const response = await adminApi(client, admin.token).get(DOCUMENT)
    const { paths } = response.body() as { paths: Record<string, Record<string, unknown>> }
    const described = Object.entries(paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
      .sort()
    const routes = apiRoutes()
    assert.isAbove(routes.length, 30)
    assert.deepEqual(
      routes.filter((route) => !described.includes(route)),
      [],
      'routes missing from the document'
    )
    assert.deepEqual(
      described.filter((operation) => !routes.includes(operation)),
      [],
      'documented operations with no route'
    )
  })

  test('every write says which errors it answers, with the { message, errors } shape', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const response = await adminApi(client, admin.token).get(DOCUMENT)
    const document = response.body()
    assert.deepEqual(document.components.responses.E422.content['application/json'].schema, {
      $ref: '#/components/schemas/Problem',
    })
    for (const [path, operations] of Object.entries<Record<string, any>>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(operations)) {
        const where = `${method} ${path}`
        if (method !== 'get') {
          assert.property(operation.responses, '419', where)
          assert.deepInclude(operation.security[0], { csrf: [] }, where)
        }
        if (path !== '/auth/login') {
          assert.property(operation.responses, '401', where)
          assert.deepInclude(operation.security[0], { bearer: [] }, where)
        }
        if (operation.requestBody) assert.property(operation.responses, '422', where)
      }
    }
  })

  test('passes Spectral’s spectral:oas rules without an error or a warning', async ({ assert }) => {
    const spectral = new spectralCore.Spectral()
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] })
    const json = JSON.stringify(openApiDocument(), null, 2)
    const results = await spectral.run(
      new spectralCore.Document(json, spectralParsers.Json, 'openapi.json')
    )
    const found = results.map(
      (result) => `${result.code} at ${result.path.join('.')}: ${result.message}`
    )
    assert.deepEqual(found, [])
  })

  test('a date is a day of the years the server reads', ({ assert }) => {
    const pattern = new RegExp(TYPED_DATE_PATTERN)
    const { min, max } = TYPED_DATE_YEARS
    assert.isTrue(pattern.test(`${min}-01-01`))
    assert.isTrue(pattern.test(`${max}-12-31`))
    assert.isFalse(pattern.test(`${min - 1}-12-31`))
    assert.isFalse(pattern.test(`${max + 1}-01-01`))
  })

  test('every request example passes the validator the API uses', async ({ assert }) => {
    // The records the examples point at (dealer 1, films 1 and 2).
    await DealerFactory.merge({ id: 1, status: 'active' }).create()
    await ProductFactory.merge([{ id: 1 }, { id: 2 }]).createMany(2)
    const withBodies = OPERATIONS.filter((operation) => operation.body)
    assert.isAbove(withBodies.length, 10)
    for (const { method, path, body } of withBodies) {
      try {
        await body!.validator.validate(body!.example, { meta: body!.meta ?? {} })
      } catch (error) {
        assert.fail(`${method} ${path}: ${JSON.stringify((error as any).messages ?? error)}`)
      }
    }
  })

  test('answers match the documented schemas', async ({ client, assert }) => {
    const admin = await createAdmin()
    const api = adminApi(client, admin.token)
    const served = await api.get(DOCUMENT)
    const document = served.body()
    const ajv = new Ajv2020({ strict: false, validateFormats: false })
    ajv.addSchema({ $id: 'doc', components: document.components })
    const check = async (path: string, status = 200) => {
      const response = await api.get(path)
      response.assertStatus(status)
      const documented =
        document.paths[path.slice(PREFIX.length).replace(/\/\d+$/, '/{id}')].get.responses[status]
      const schema = JSON.parse(
        JSON.stringify(documented.content['application/json'].schema).replaceAll(
          '"#/components',
          '"doc#/components'
        )
      )
      const valid = ajv.validate(schema, response.body())
      assert.isTrue(valid, `${path}: ${ajv.errorsText()}`)
    }
    const { staff, films } = await salesWorld()
    const sale = await registerSale(staff.user, films.clear)
    await check('/api/admin/auth/me')
    await check('/api/admin/dealers')
    await check(`/api/admin/dealers/${staff.user.dealerId}`)
    await check('/api/admin/dealers/options')
    await check('/api/admin/products')
    await check(`/api/admin/products/${films.dark.id}`)
    await check('/api/admin/products/options')
    await check('/api/admin/users')
    await check(`/api/admin/users/${staff.user.id}`)
    await check('/api/admin/sales')
    await check(`/api/admin/sales/${sale.id}`)
    await check('/api/admin/dashboard')
    const claim = await fileClaim(sale)
    await check('/api/admin/claims')
    await check('/api/admin/claims/open-count')
    await check(`/api/admin/claims/${claim.id}`)
  })
})
