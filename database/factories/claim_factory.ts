import factory from '@adonisjs/lucid/factories'
import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import Claim from '#models/claim'
import ClaimEvent from '#models/claim_event'
import ClaimPhoto from '#models/claim_photo'
import { DealerFactory } from '#database/factories/dealer_factory'
import { SaleFactory } from '#database/factories/sale_factory'

let sequence = 0

/** What owners write, so lists and pages read like real ones. */
const DESCRIPTIONS = [
  'Small bubbles appeared along the top edge of the rear window after the rainy week.',
  'The film on the driver side is lifting at the corner near the mirror.',
  'The back windscreen has turned slightly purple in the middle.',
  'A long scratch across the passenger window, under the film, since the car wash.',
]

/**
 * A claim row straight into the table, for tests of the back office (the
 * owner's filing is the public side's). The caller sets `saleId` and
 * `dealerId` (or uses the relations) and attaches the claimed windows.
 */
export const ClaimFactory = factory
  .define(Claim, ({ faker }) => {
    sequence += 1
    return {
      number: `CL-T${String(sequence).padStart(5, '0')}${faker.string.alphanumeric(3).toUpperCase()}`,
      status: 'submitted' as const,
      problem: 'bubbling' as const,
      noticedOn: DateTime.now().startOf('day').minus({ days: 3 }),
      description: DESCRIPTIONS[sequence % DESCRIPTIONS.length],
      contactChannel: 'phone' as const,
      contactEmail: null,
      locale: 'en' as const,
      resolution: null,
      appointmentOn: null,
      rejectionReason: null,
      accessTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      resolvedAt: null,
    }
  })
  .state('byEmail', (claim) => {
    claim.contactChannel = 'email'
    claim.contactEmail = 'owner@example.com'
  })
  .relation('sale', () => SaleFactory)
  .relation('dealer', () => DealerFactory)
  .build()

/** A photo row; the bytes are the test's to put on the drive disk under `storageKey`. */
export const ClaimPhotoFactory = factory
  .define(ClaimPhoto, ({ faker }) => ({
    storageKey: `claims/test/${faker.string.uuid()}.jpg`,
    contentType: 'image/jpeg',
    bytes: 0,
    width: 64,
    height: 48,
  }))
  .build()

/** A timeline line; `filed` by the owner unless told otherwise. */
export const ClaimEventFactory = factory
  .define(ClaimEvent, () => ({
    kind: 'filed' as const,
    fromStatus: null,
    toStatus: 'submitted' as const,
    body: null,
    visibleToOwner: true,
    userId: null,
  }))
  .build()
