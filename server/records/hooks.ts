import type { ResourceKey } from '../../src/resources';
import type { Actor } from '../audit';
import { endUserSessions } from '../auth/sessions';
import type { DbOrTrx, Row } from '../db/schema';
import { HttpError, unprocessable } from '../errors';
import { refreshEnrolmentProgress } from '../learning/progress';
import { checkLessonMedia } from '../media/lessonMediaHooks';
import { PASSWORD_BOUND_LINKS, retireTokens } from '../routes/account/tokens';
import { ukVatNumber } from '../settings/vatNumber';
import { enrolmentHooks } from '../shop/enrolmentHooks';

export interface HookContext {
  db: DbOrTrx;
  actor?: Actor;
}

/** Behaviour of one resource that the table cannot declare. Runs inside the write's transaction. */
export interface RecordHooks {
  /** May fill in what the server sets on create (read-only fields) or refuse the record. */
  beforeCreate?(ctx: HookContext, row: Row): Promise<void> | void;
  afterCreate?(ctx: HookContext, row: Row): Promise<void> | void;
  beforeUpdate?(ctx: HookContext, before: Row, changes: Row): Promise<void> | void;
  afterUpdate?(ctx: HookContext, before: Row, after: Row): Promise<void> | void;
  beforeDelete?(ctx: HookContext, row: Row): Promise<void> | void;
  afterDelete?(ctx: HookContext, row: Row): Promise<void> | void;
}

const isSelf = (ctx: HookContext, row: Row) =>
  ctx.actor?.userId != null && ctx.actor.userId === Number(row.id);

// Looked up by any entry's key; written only for keys of the table.
export const recordHooks: Partial<Record<string, RecordHooks>> = {
  enrolments: {
    ...enrolmentHooks,
    // Lessons completed before (an earlier enrolment's) count from the start.
    async afterCreate(ctx, row) {
      await refreshEnrolmentProgress(ctx.db, {
        courseIds: [Number(row.course_id)],
        userId: Number(row.user_id),
      });
    },
  },
  // Every student's share of a course counts its lessons: one more or fewer changes them all.
  lessons: {
    async beforeCreate(ctx, row) {
      await checkLessonMedia(ctx.db, row);
    },
    async beforeUpdate(ctx, _before, changes) {
      await checkLessonMedia(ctx.db, changes);
    },
    async afterCreate(ctx, row) {
      await refreshEnrolmentProgress(ctx.db, { courseIds: [Number(row.course_id)] });
    },
    async afterUpdate(ctx, before, after) {
      if (Number(before.course_id) !== Number(after.course_id))
        await refreshEnrolmentProgress(ctx.db, {
          courseIds: [Number(before.course_id), Number(after.course_id)],
        });
    },
    async afterDelete(ctx, row) {
      await refreshEnrolmentProgress(ctx.db, { courseIds: [Number(row.course_id)] });
    },
  },
  certificates: {
    beforeUpdate(_ctx, before, changes) {
      if (changes.status !== 'revoked') return;
      // A revocation is dated once; revoking again would rewrite its reason and date.
      if (before.status === 'revoked') throw new HttpError(409, 'This certificate is already revoked.');
      changes.revoked_at = new Date().toISOString();
    },
  },
  vat_settings: {
    // A number stored as HMRC writes it; a registered seller must have one.
    beforeUpdate(_ctx, before, changes) {
      const number = String(changes.vat_number ?? before.vat_number ?? '').trim();
      const registered = Number(changes.vat_registered ?? before.vat_registered) === 1;
      if (number === '') {
        if (registered)
          throw unprocessable({ vat_number: ['Enter the VAT number of a VAT-registered seller.'] });
        return;
      }
      const valid = ukVatNumber(number);
      if (!valid)
        throw unprocessable({
          vat_number: ['Enter a UK VAT number: GB and 9 digits (GB123456789), or 12 digits for a branch.'],
        });
      if (changes.vat_number !== undefined) changes.vat_number = valid;
    },
  },
  users: {
    beforeUpdate(ctx, before, changes) {
      // An admin who demotes themselves is locked out of the console at once.
      if (
        isSelf(ctx, before) &&
        changes.role_id !== undefined &&
        Number(changes.role_id) !== Number(before.role_id)
      )
        throw new HttpError(409, 'You cannot change your own role.');
      if (isSelf(ctx, before) && changes.disabled !== undefined && Number(changes.disabled) === 1)
        throw new HttpError(409, 'You cannot disable your own account.');
    },
    async afterUpdate(ctx, before, after) {
      const roleChanged = Number(before.role_id) !== Number(after.role_id);
      const passwordChanged = before.password_hash !== after.password_hash;
      const disabled = Number(after.disabled) === 1;
      // New rights or a new password must not ride on sessions opened under the old ones.
      if (roleChanged || disabled || (passwordChanged && !isSelf(ctx, before)))
        await endUserSessions(ctx.db, Number(before.id));
      // A link mailed under the old password must not outlive it: a reset link would set another,
      // an email change asked for by whoever held it would take the account.
      if (passwordChanged) await retireTokens(ctx.db, Number(before.id), PASSWORD_BOUND_LINKS);
    },
    async beforeDelete(ctx, row) {
      if (isSelf(ctx, row)) throw new HttpError(409, 'You cannot delete your own account.');
      await endUserSessions(ctx.db, Number(row.id));
    },
  },
} satisfies Partial<Record<ResourceKey, RecordHooks>>;
