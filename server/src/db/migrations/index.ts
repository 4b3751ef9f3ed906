import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './0001_foundation';
import * as accountTree from './0002_account_tree';
import * as roles from './0003_roles';
import * as limitsPayments from './0004_limits_payments';
import * as configuration from './0005_configuration';
import * as betting from './0006_betting';
import * as results from './0007_results';
import * as luckyBetTemplate from './0008_lucky_bet_template';
import * as reports from './0011_reports';
import * as settlementSpeed from './0013_settlement_speed';
import * as settlementPrep from './0014_settlement_prep';
import * as orderPipeline from './0015_order_pipeline';
import * as unusedShareIndex from './0016_unused_share_index';
import * as orderChecks from './0017_order_checks';
import * as prizeClaimsPerTree from './0018_prize_claims_per_tree';
import * as knownLoginAddresses from './0019_known_login_addresses';
import * as reportSections from './0020_report_sections';
import * as exposure from './0021_exposure';
import * as reportIndexes from './0022_report_indexes';
import * as posting from './0023_posting';
import * as exposureNumbers from './0024_exposure_numbers';
import * as reportTicketDraws from './0025_report_ticket_draws';
import * as settlementPrepWinners from './0026_settlement_prep_winners';
import * as exposureCodes from './0027_exposure_codes';
import * as releaseSpeed from './0028_release_speed';
import * as ticketStatusDerived from './0029_ticket_status_derived';
import * as releaseCheck from './0030_release_check';

/** Every migration, in order. Names sort as they apply; never rename or edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_account_tree': accountTree,
  '0003_roles': roles,
  '0004_limits_payments': limitsPayments,
  '0005_configuration': configuration,
  '0006_betting': betting,
  '0007_results': results,
  '0008_lucky_bet_template': luckyBetTemplate,
  '0011_reports': reports,
  '0013_settlement_speed': settlementSpeed,
  '0014_settlement_prep': settlementPrep,
  '0015_order_pipeline': orderPipeline,
  '0016_unused_share_index': unusedShareIndex,
  '0017_order_checks': orderChecks,
  '0018_prize_claims_per_tree': prizeClaimsPerTree,
  '0019_known_login_addresses': knownLoginAddresses,
  '0020_report_sections': reportSections,
  '0021_exposure': exposure,
  '0022_report_indexes': reportIndexes,
  '0023_posting': posting,
  '0024_exposure_numbers': exposureNumbers,
  '0025_report_ticket_draws': reportTicketDraws,
  '0026_settlement_prep_winners': settlementPrepWinners,
  '0027_exposure_codes': exposureCodes,
  '0028_release_speed': releaseSpeed,
  '0029_ticket_status_derived': ticketStatusDerived,
  '0030_release_check': releaseCheck,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
