import Product from '#models/product'
import type { ProductStatus, ProductType } from '#dtos/product'

type DemoProduct = {
  sku: string
  name: string
  series: string
  type: ProductType
  vlt: number
  irRejection: number | null
  uvRejection: number
  tser: number | null
  warrantyYears: number
  description: string
  status: ProductStatus
}

/** The film catalogue: figures as on a typical spec sheet (%, whole numbers). */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    sku: 'CRX-05',
    name: 'Crystal Ceramic X 5',
    series: 'Crystal Ceramic X',
    type: 'ceramic',
    vlt: 5,
    irRejection: 95,
    uvRejection: 99,
    tser: 68,
    warrantyYears: 10,
    description: 'Darkest nano-ceramic shade for rear glass; maximum privacy and heat rejection.',
    status: 'active',
  },
  {
    sku: 'CRX-20',
    name: 'Crystal Ceramic X 20',
    series: 'Crystal Ceramic X',
    type: 'ceramic',
    vlt: 20,
    irRejection: 93,
    uvRejection: 99,
    tser: 62,
    warrantyYears: 10,
    description: 'Popular side-window shade; no signal interference with phones or toll tags.',
    status: 'active',
  },
  {
    sku: 'CRX-50',
    name: 'Crystal Ceramic X 50',
    series: 'Crystal Ceramic X',
    type: 'ceramic',
    vlt: 50,
    irRejection: 90,
    uvRejection: 99,
    tser: 54,
    warrantyYears: 10,
    description: 'Light ceramic for front sides that keeps the view clear at night.',
    status: 'active',
  },
  {
    sku: 'CRX-70',
    name: 'Crystal Ceramic X 70',
    series: 'Crystal Ceramic X',
    type: 'ceramic',
    vlt: 70,
    irRejection: 88,
    uvRejection: 99,
    tser: 47,
    warrantyYears: 10,
    description:
      'Near-clear windscreen film that cuts infrared heat while meeting the 70 % VLT rule.',
    status: 'active',
  },
  {
    sku: 'CBN-15',
    name: 'Carbon Pro 15',
    series: 'Carbon Pro',
    type: 'carbon',
    vlt: 15,
    irRejection: 60,
    uvRejection: 99,
    tser: 52,
    warrantyYears: 7,
    description: 'Matte-black carbon film with a fade-resistant colour and no metal content.',
    status: 'active',
  },
  {
    sku: 'CBN-35',
    name: 'Carbon Pro 35',
    series: 'Carbon Pro',
    type: 'carbon',
    vlt: 35,
    irRejection: 55,
    uvRejection: 99,
    tser: 45,
    warrantyYears: 7,
    description: 'Everyday carbon shade with a good balance of privacy and visibility.',
    status: 'active',
  },
  {
    sku: 'HYB-30',
    name: 'Hybrid Shield 30',
    series: 'Hybrid Shield',
    type: 'hybrid',
    vlt: 30,
    irRejection: 75,
    uvRejection: 99,
    tser: 55,
    warrantyYears: 7,
    description: 'Carbon and sputtered-metal layers for strong heat rejection at a lower price.',
    status: 'active',
  },
  {
    sku: 'SAF-8-CLR',
    name: 'Safety Guard 8 mil Clear',
    series: 'Safety Guard',
    type: 'safety',
    vlt: 70,
    irRejection: 25,
    uvRejection: 99,
    tser: 30,
    warrantyYears: 5,
    description: 'Thick clear security film that holds shattered glass together.',
    status: 'active',
  },
  {
    sku: 'MTL-20',
    name: 'Metallic Reflect 20',
    series: 'Metallic Reflect',
    type: 'metallic',
    vlt: 20,
    irRejection: 70,
    uvRejection: 99,
    tser: 60,
    warrantyYears: 5,
    description: 'Reflective metallised film with a mirror look from outside.',
    status: 'active',
  },
  {
    sku: 'DYE-35',
    name: 'Classic Dyed 35',
    series: 'Classic',
    type: 'dyed',
    vlt: 35,
    irRejection: 20,
    uvRejection: 99,
    tser: 38,
    warrantyYears: 5,
    description: 'Entry-level dyed film, replaced by Carbon Pro; kept for existing warranties.',
    status: 'discontinued',
  },
]

/** Adds the products that are missing (by SKU); never overwrites what an admin edited. */
export async function seedDemoProducts() {
  const codes = DEMO_PRODUCTS.map((product) => product.sku)
  const found = await Product.query().whereIn('sku', codes)
  const existing = new Set(found.map((product) => product.sku))
  const missing = DEMO_PRODUCTS.filter((product) => !existing.has(product.sku))
  if (missing.length > 0) await Product.createMany(missing)
}
