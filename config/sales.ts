import env from '#start/env'

/**
 * Staff may correct a sale they registered themselves for this many hours
 * (`SALE_EDIT_WINDOW_HOURS`, 24 by default; 0 turns it off). Admins always can.
 */
const salesConfig = {
  staffEditWindowHours: Math.max(0, env.get('SALE_EDIT_WINDOW_HOURS', 24)),
}

export default salesConfig
