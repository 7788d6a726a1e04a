import type { Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m001 from './001-initial';
import * as m002 from './002-rate-events';
import * as m003 from './003-lead-notifications';
import * as m004 from './004-app-state';
import * as m005 from './005-auth';
import * as m006 from './006-quote-estimates';
import * as m007 from './007-site-settings';
import * as m008 from './008-lead-pipeline';
import * as m009 from './009-lead-submission-ids';
import * as m010 from './010-revalidation-signals';
import * as m011 from './011-leads';
import * as m012 from './012-lead-counts';
import * as m013 from './013-page-views';
import * as m014 from './014-lead-links';
import * as m015 from './015-offers';
import * as m016 from './016-staff-roles';
import * as m017 from './017-lead-files';
import * as m018 from './018-calendar';
import * as m019 from './019-lead-inventories';
import * as m022 from './022-calendar-feeds';
import * as m023 from './023-team';
import * as m024 from './024-staff-alerts';
import * as m025 from './025-staff-phone';
import * as m026 from './026-after-move';
import * as m027 from './027-hero-trash';
import * as m028 from './028-lead-cascades';
import * as m029 from './029-token-sender';

export type Dialect = 'sqlite' | 'postgres';
export interface MigrationContext {
  dialect: Dialect;
}

interface MigrationModule {
  up(db: Kysely<unknown>, context: MigrationContext): Promise<void>;
  down?(db: Kysely<unknown>, context: MigrationContext): Promise<void>;
}

/** Migrations in order. Names sort in the order they must run. */
const MODULES: Record<string, MigrationModule> = {
  '001-initial': m001,
  '002-rate-events': m002,
  '003-lead-notifications': m003,
  '004-app-state': m004,
  '005-auth': m005,
  '006-quote-estimates': m006,
  '007-site-settings': m007,
  '008-lead-pipeline': m008,
  '009-lead-submission-ids': m009,
  '010-revalidation-signals': m010,
  '011-leads': m011,
  '012-lead-counts': m012,
  '013-page-views': m013,
  '014-lead-links': m014,
  '015-offers': m015,
  '016-staff-roles': m016,
  '017-lead-files': m017,
  '018-calendar': m018,
  '019-lead-inventories': m019,
  '022-calendar-feeds': m022,
  '023-team': m023,
  '024-staff-alerts': m024,
  '025-staff-phone': m025,
  '026-after-move': m026,
  '027-hero-trash': m027,
  '028-lead-cascades': m028,
  '029-token-sender': m029,
};

/** Migrations are bundled as code (no file-system scan), so they work inside the Next.js build too. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const [name, mod] of Object.entries(MODULES)) {
        migrations[name] = {
          up: (db) => mod.up(db, { dialect }),
          down: mod.down ? (db) => mod.down!(db, { dialect }) : undefined,
        };
      }
      return migrations;
    },
  };
}
