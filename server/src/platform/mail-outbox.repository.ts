// Reads the mail_outbox table that app.mailer writes (plugins/external/mail.ts), for the development mailbox.
import fp from 'fastify-plugin';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, type MailRow } from '../auth/auth.schema';

export interface MailOutbox {
  list(filter: { to?: string; limit?: number }): Promise<MailRow[]>;
  find(id: string): Promise<MailRow | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

export default fp(
  async function mailOutboxPlugin(app) {
    // bodies are sealed at rest (lib/mail-sealing.ts): opened here for the development mailbox and tests
    const opened = (row: MailRow): MailRow => ({
      ...row,
      textBody: app.mailer.open(row.textBody),
      htmlBody: app.mailer.open(row.htmlBody),
    });
    app.decorate('mailOutbox', {
      async list({ to, limit = 50 }) {
        const query = app.db.select().from(mailOutbox);
        const filtered = to ? query.where(eq(mailOutbox.toAddress, to.trim().toLowerCase())) : query;
        return (await filtered.orderBy(desc(mailOutbox.createdAt)).limit(Math.min(limit, 200))).map(opened);
      },
      async find(id) {
        if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
        const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
        return row ? opened(row) : null;
      },
    } satisfies MailOutbox);
  },
  { name: 'mail-outbox', dependencies: ['mail'] },
);
