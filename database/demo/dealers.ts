import Dealer from '#models/dealer'
import type { DealerStatus } from '#dtos/dealer'

type DemoDealer = {
  code: string
  name: string
  contactName: string
  phone: string
  email: string
  address: string
  city: string
  status: DealerStatus
  notes: string | null
}

/** Installer shops across Malaysia; one has stopped working with the brand. */
export const DEMO_DEALERS: DemoDealer[] = [
  {
    code: 'DL-0001',
    name: 'PJ Auto Tint Studio',
    contactName: 'Jason Lim Wei Han',
    phone: '+60378861234',
    email: 'hello@pjautotint.my',
    address: '23, Jalan SS 2/72, SS 2',
    city: 'Petaling Jaya',
    status: 'active',
    notes: 'Flagship installer; handles most ceramic jobs in the Klang Valley.',
  },
  {
    code: 'DL-0002',
    name: 'Shah Alam Film Centre',
    contactName: 'Mohd Hafiz bin Rahman',
    phone: '+60355101288',
    email: 'sales@safilmcentre.my',
    address: 'Lot 8, Jalan Kristal 7/61, Seksyen 7',
    city: 'Shah Alam',
    status: 'active',
    notes: null,
  },
  {
    code: 'DL-0003',
    name: 'JB Cool Shade Auto',
    contactName: 'Tan Boon Keat',
    phone: '+6073341567',
    email: 'coolshade.jb@gmail.com',
    address: '45, Jalan Harimau Tarum, Taman Century',
    city: 'Johor Bahru',
    status: 'active',
    notes: 'Many Singapore-registered cars; ask about VLT rules there.',
  },
  {
    code: 'DL-0004',
    name: 'Penang Tint Specialist',
    contactName: 'Lee Mei Xuan',
    phone: '+6042285566',
    email: 'info@penangtint.my',
    address: '112, Jalan Burmah',
    city: 'George Town, Penang',
    status: 'active',
    notes: null,
  },
  {
    code: 'DL-0005',
    name: 'Ipoh Heatguard Tint',
    contactName: 'Kumaravel a/l Subramaniam',
    phone: '+6052547788',
    email: 'heatguard.ipoh@gmail.com',
    address: '7, Jalan Sultan Azlan Shah',
    city: 'Ipoh',
    status: 'active',
    notes: null,
  },
  {
    code: 'DL-0006',
    name: 'Kuching Solar Film Works',
    contactName: 'Andrew Jong',
    phone: '+6082418899',
    email: 'solarfilm.kch@gmail.com',
    address: 'Lot 2301, Jalan Song, Tabuan Jaya',
    city: 'Kuching',
    status: 'active',
    notes: null,
  },
  {
    code: 'DL-0007',
    name: 'KK Tint & Accessories',
    contactName: 'Mohd Azlan bin Jumat',
    phone: '+6088254411',
    email: 'kktint@outlook.com',
    address: 'Block C, Lot 12, Inanam Business Centre',
    city: 'Kota Kinabalu',
    status: 'active',
    notes: null,
  },
  {
    code: 'DL-0008',
    name: 'Melaka Shade Auto Care',
    contactName: 'Nurul Izzah binti Osman',
    phone: '+6062831234',
    email: 'shade.melaka@gmail.com',
    address: '19, Jalan Bukit Baru',
    city: 'Melaka',
    status: 'inactive',
    notes: 'Paused the partnership in 2024; keep for existing warranties.',
  },
]

/** Adds the dealers that are missing (by code); never overwrites what an admin edited. */
export async function seedDemoDealers() {
  const codes = DEMO_DEALERS.map((dealer) => dealer.code)
  const found = await Dealer.query().whereIn('code', codes)
  const existing = new Set(found.map((dealer) => dealer.code))
  const missing = DEMO_DEALERS.filter((dealer) => !existing.has(dealer.code))
  if (missing.length > 0) await Dealer.createMany(missing)
}
