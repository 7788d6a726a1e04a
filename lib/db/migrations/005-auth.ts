import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/** Better Auth's tables (user, session, account, verification), as its own schema generator writes them. */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const date = sql.raw(dialect === 'postgres' ? 'timestamptz' : 'date');
  const bool = sql.raw(dialect === 'postgres' ? 'boolean' : 'integer');
  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', date, (c) => c.notNull())
    .addColumn('updatedAt', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', date, (c) => c.notNull())
    .addColumn('updatedAt', date, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', date)
    .addColumn('refreshTokenExpiresAt', date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', date, (c) => c.notNull())
    .addColumn('updatedAt', date, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('createdAt', date, (c) => c.notNull())
    .addColumn('updatedAt', date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();
  await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();
  await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['verification', 'account', 'session', 'user'])
    await db.schema.dropTable(table).ifExists().execute();
}
