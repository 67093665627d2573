import type { CommandMetaData } from '@adonisjs/core/types/ace'
import Backup from '#commands/backup'
import Restore from '#commands/restore'
import ExplainSalesList from '#commands/explain_sales_list'

/*
 * The app's commands, listed rather than discovered: Ace's folder scan
 * (commands/ and its manifest) is unreliable on Node 24.20+, a list is not.
 */
const COMMANDS = [Backup, Restore, ExplainSalesList]

export async function getMetaData() {
  return COMMANDS.map((command) => command.serialize())
}

export async function getCommand(metaData: CommandMetaData) {
  return COMMANDS.find((command) => command.commandName === metaData.commandName) ?? null
}
