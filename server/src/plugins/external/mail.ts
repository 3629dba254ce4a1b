// Mail (issue 4 item 8). Every mail is rendered in the tenant's language (server/src/mail/templates.ts), recorded in the
// mail_outbox table, and sent with nodemailer over SMTP when SMTP_URL is set. Without SMTP_URL it stays in the outbox,
// where the development mailbox (/dev/mailbox, off in production) shows it. Bodies are sealed at rest (lib/mail-sealing.ts)
// and rows older than MAIL_RETENTION_MINUTES are purged at each send.
//
// Usage from any route or plugin (registration's collaborator codes too):
//   await app.mailer.send({ to: 'ana@example.com', tenant: 'cl', template: 'collaborator-code', data: { code, minutes: 10 } });
// `tenant` is a tenant id of src/tenants; `template` one of MAIL_TEMPLATES; `data` fills the template (MailData).
// It resolves once the mail is stored (and, with SMTP, handed to the server); it throws on an unknown tenant.
// Never log the data: it carries codes.
import fp from 'fastify-plugin';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { findTenant } from '../../../../src/tenants/tenants';
import { mailOutbox } from '../../auth/auth.schema';
import { renderMail, type MailData, type MailTemplate } from '../../mail/templates';
import { mailKey, seal, unseal } from '../../lib/mail-sealing';

export interface MailMessage {
  to: string;
  tenant: string;
  template: MailTemplate;
  data?: MailData;
}

/** What the retry worker hands a claimed mail to (nodemailer by default; tests pass a fake). */
export type MailSender = (mail: { to: string; subject: string; text: string; html: string }) => Promise<void>;

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string; delivered: boolean }>;
  /**
   * issue 17: sends again the mails whose SMTP hand-over failed (each server runs it every minute when SMTP_URL is set).
   * Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so two servers never send one mail twice. Returns how many
   * were sent; at most MAIL_MAX_ATTEMPTS tries a mail, and none after MAIL_RETENTION_MINUTES (the row is purged).
   */
  retryFailed(sender?: MailSender): Promise<number>;
  /** settings, mutable by tests */
  config: { smtpUrl: string | null; from: string; retentionMinutes: number };
  /** Opens a body sealed in mail_outbox (lib/mail-sealing.ts); '[unreadable]' if sealed by another key. */
  open(sealed: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const MAIL_MAX_ATTEMPTS = 5;
const MAIL_CLAIM_LEASE_MS = 5 * 60_000;

interface ClaimedMail extends Record<string, unknown> {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/** Claims up to 20 failed mails due for another try; the lease keeps every other worker off them. */
async function claimFailed(app: FastifyInstance): Promise<ClaimedMail[]> {
  const now = app.clock.now();
  return app.database.sql.query<ClaimedMail>(
    `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = $2
     WHERE id IN (
       SELECT id FROM mail_outbox
       WHERE status = 'failed' AND attempts < $3 AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
       ORDER BY created_at LIMIT 20 FOR UPDATE SKIP LOCKED
     )
     RETURNING id, to_address, subject, text_body, html_body, attempts`,
    [now, new Date(now.getTime() + MAIL_CLAIM_LEASE_MS), MAIL_MAX_ATTEMPTS],
  );
}

export default fp(
  async function mailPlugin(app) {
    const config: Mailer['config'] = {
      // SMTP_URL, MAIL_FROM and MAIL_RETENTION_MINUTES, parsed in server/src/config.ts
      smtpUrl: app.config.mail.smtpUrl,
      from: app.config.mail.from,
      retentionMinutes: app.config.mail.retentionMinutes,
    };
    // bodies are sealed at rest with a key derived from OTP_SECRET (required in production; one per database otherwise,
    // lib/shared-secrets.ts), so every server opens what another stored
    const key = mailKey(app.secrets.otp);
    let transporter: Transporter | null = null;
    let transporterUrl: string | null = null;
    const transport = () => {
      if (!config.smtpUrl) return null;
      if (!transporter || transporterUrl !== config.smtpUrl) {
        transporter = nodemailer.createTransport(config.smtpUrl);
        transporterUrl = config.smtpUrl;
      }
      return transporter;
    };

    const smtpSender: MailSender = async (mail) => {
      const smtp = transport();
      if (!smtp) throw new Error('no SMTP_URL');
      await smtp.sendMail({ from: config.from, ...mail });
    };

    const mailer: Mailer = {
      config,
      open: (sealed) => unseal(key, sealed) ?? '[unreadable]',
      async retryFailed(sender = smtpSender) {
        let sent = 0;
        for (const row of await claimFailed(app)) {
          const text = unseal(key, row.text_body);
          const html = unseal(key, row.html_body);
          if (text === null || html === null) continue; // sealed with another secret: never sendable here
          try {
            await sender({ to: row.to_address, subject: row.subject, text, html });
            await app.db
              .update(mailOutbox)
              .set({ status: 'sent', sentAt: app.clock.now() })
              .where(eq(mailOutbox.id, row.id));
            sent += 1;
          } catch (error) {
            app.log.warn({ err: error, attempts: row.attempts }, 'mail retry failed');
          }
        }
        return sent;
      },
      async send({ to, tenant, template, data = {} }) {
        const tenantConfig = findTenant(tenant);
        if (!tenantConfig) throw new Error(`mail: unknown tenant ${tenant}`);
        const mail = renderMail(template, tenantConfig.locale, { storeName: tenantConfig.name, ...data });
        const now = app.clock.now();
        // nothing is kept longer than its use: codes live minutes, the outbox keeps MAIL_RETENTION_MINUTES
        await app.db
          .delete(mailOutbox)
          .where(lt(mailOutbox.createdAt, new Date(now.getTime() - config.retentionMinutes * 60_000)));
        const [row] = await app.db
          .insert(mailOutbox)
          .values({
            tenant,
            toAddress: to.trim().toLowerCase(),
            template,
            locale: tenantConfig.locale,
            subject: mail.subject,
            textBody: seal(key, mail.text),
            htmlBody: seal(key, mail.html),
            createdAt: now,
          })
          .returning({ id: mailOutbox.id });
        const id = row!.id;
        const smtp = transport();
        if (!smtp) return { id, delivered: false };
        try {
          await smtp.sendMail({ from: config.from, to, subject: mail.subject, text: mail.text, html: mail.html });
          await app.db.update(mailOutbox).set({ status: 'sent', sentAt: app.clock.now() }).where(eq(mailOutbox.id, id));
          return { id, delivered: true };
        } catch (error) {
          // the template name only: never the body, which carries codes
          app.log.error({ err: error, template }, 'mail delivery failed');
          await app.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, id));
          return { id, delivered: false };
        }
      },
    };
    app.decorate('mailer', mailer);
    if (config.smtpUrl) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        mailer
          .retryFailed()
          .catch((error: unknown) => app.log.warn({ err: error }, 'mail retry worker failed'))
          .finally(() => {
            running = false;
          });
      }, 60_000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'mail' },
);
