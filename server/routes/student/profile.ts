import type { FastifyInstance } from 'fastify';
import { studentEndpoints } from '../../../src/contract/endpoints';
import { getResource } from '../../../src/resources';
import { requireUser } from '../../auth/guards';
import { passwordProblems, verifyPassword } from '../../auth/passwords';
import { endUserSessions } from '../../auth/sessions';
import { inTransaction } from '../../db/transaction';
import {
  POLICIES,
  RATE_LIMITS,
  callerOf,
  clearFailures,
  countRequest,
  lockedFor,
  recordFailure,
  tooManyAttempts,
} from '../../auth/throttle';
import {
  ACCOUNT_UPLOAD_QUOTA,
  PICTURE_KIND,
  checkOwnPicture,
  picturesStoredBy,
  quotaReached,
  removeOtherPictures,
  removeUploads,
} from '../../uploads/pictures';
import { type FieldErrors, HttpError, addError, unprocessable } from '../../errors';
import { updateRecord } from '../../records/store';
import type { StoredUpload } from '../../uploads/store';
import { storeUpload } from '../../uploads/store';
import { UPLOAD_LIMITS } from '../../uploads/fileTypes';
import { multipartError } from '../../uploads/multipartBody';
import { actorOf, jsonBody } from './request';

const users = getResource('users');

const publicUser = (record: Record<string, unknown>) => ({
  id: Number(record.id),
  name: record.name,
  email: record.email,
  role_id: Number(record.role_id),
  profile_picture: record.profile_picture ?? null,
});

/** The signed-in user's own profile: name, picture and password (docs/API.md). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.post(studentEndpoints.updateProfile.path, async (request) => {
    const { user } = await requireUser(app.ctx, request);
    const body = jsonBody(request);
    const input: Record<string, unknown> = {};
    if (body.name !== undefined) input.name = body.name;
    if (body.profile_picture !== undefined) {
      const before = await db
        .selectFrom('users')
        .select('profile_picture')
        .where('id', '=', user.id)
        .executeTakeFirst();
      await checkOwnPicture(db, user.id, body.profile_picture, before?.profile_picture);
      input.profile_picture = body.profile_picture;
    }
    // Name and picture only: the role, email and password never change through this call.
    const saved = await updateRecord(db, users, user.id, input, {
      only: ['name', 'profile_picture'],
      actor: actorOf(request, user.id),
    });
    // One picture per user: the one it replaced, and any left unsaved, are removed.
    if (body.profile_picture !== undefined)
      await removeOtherPictures(app.ctx, user.id, [saved.profile_picture]);
    return { user: publicUser(saved) };
  });

  app.post(studentEndpoints.uploadAvatar.path, async (request, reply) => {
    const { user } = await requireUser(app.ctx, request);
    if (!request.isMultipart())
      throw unprocessable({ file: ['Send the picture as multipart/form-data in a part named "file".'] });
    const wait = await countRequest(db, [
      [`upload-user:${user.id}`, RATE_LIMITS.uploadUser],
      [`upload-address:${callerOf(request.ip)}`, RATE_LIMITS.uploadAddress],
    ]);
    if (wait > 0) throw tooManyAttempts(wait, 'uploads');
    if ((await picturesStoredBy(db, user.id)) >= ACCOUNT_UPLOAD_QUOTA) throw quotaReached();
    let stored: StoredUpload | undefined;
    try {
      for await (const part of request.parts({
        limits: { fileSize: UPLOAD_LIMITS.image, files: 1, fields: 5 },
      })) {
        if (part.type === 'file' && part.fieldname === 'file' && !stored)
          stored = await storeUpload(app.ctx, part, 'image', actorOf(request, user.id), 'file', PICTURE_KIND);
        else if (part.type === 'file') part.file.resume();
      }
    } catch (error) {
      throw multipartError(error);
    }
    if (!stored) throw unprocessable({ file: ['The file field is required.'] });
    // Uploads racing each other all passed the first check: the last one over is undone.
    if ((await picturesStoredBy(db, user.id)) > ACCOUNT_UPLOAD_QUOTA) {
      await removeUploads(app.ctx, [stored.name]);
      throw quotaReached();
    }
    // Pictures uploaded before and never saved give way to this one; the saved one stays.
    const current = await db
      .selectFrom('users')
      .select('profile_picture')
      .where('id', '=', user.id)
      .executeTakeFirst();
    await removeOtherPictures(app.ctx, user.id, [current?.profile_picture, stored.url]);
    reply.code(201);
    return { data: { url: stored.url } };
  });

  app.post(studentEndpoints.changePassword.path, async (request) => {
    const session = await requireUser(app.ctx, request);
    const { user } = session;
    const body = jsonBody(request);
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const current = text(body.current_password);
    const next = text(body.password);

    // The current password is a password guess like any other, from a session of the account.
    const key = `password-change:${user.id}`;
    const wait = await lockedFor(db, [key]);
    if (wait > 0)
      throw new HttpError(429, 'Too many attempts. Try again later.', undefined, {
        'Retry-After': String(wait),
      });

    const errors: FieldErrors = {};
    if (!current) addError(errors, 'current_password', 'The current password field is required.');
    if (!next) addError(errors, 'password', 'The password field is required.');
    else for (const problem of passwordProblems(next, user.email)) addError(errors, 'password', problem);
    if (next && body.password_confirmation !== next)
      addError(errors, 'password_confirmation', 'The password confirmation does not match.');
    if (Object.keys(errors).length > 0) throw unprocessable(errors);

    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirst();
    if (!(await verifyPassword(row?.password_hash, current))) {
      await recordFailure(db, key, POLICIES.passwordChange);
      throw unprocessable({ current_password: ['The current password is incorrect.'] });
    }
    await clearFailures(db, key);
    // Whoever else held the old password is signed out in the same transaction as the change;
    // this browser stays signed in.
    await inTransaction(db, async (trx) => {
      await updateRecord(
        trx,
        users,
        user.id,
        { password: next },
        { only: ['password'], actor: actorOf(request, user.id) },
      );
      await endUserSessions(trx, user.id, session.id);
    });
    return { ok: true };
  });
}
