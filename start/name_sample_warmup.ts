import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { nameSample } from '#queries/name_trigrams'

/*
 * The sales search chooses a long name fragment's trigrams on a sample of
 * customers' names (#queries/name_trigrams), taken on first use: at a
 * million sales with a cold cache that read takes up to a second. Taking it
 * once the server is up keeps it out of the first admin's search. A failure
 * is logged there, and the first search tries again.
 */
if (app.inProduction && app.getEnvironment() === 'web') {
  app.ready(() => {
    void nameSample(db.connection())
  })
}
