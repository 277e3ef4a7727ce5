import { http } from 'msw';
import {
  getAccountInfo,
  getAwardMessage,
  setUpAwardMessage,
  updateAccountInfo,
  updatePassword,
  uploadAbsolutelyPictures,
} from '@/shared/api/wire';
import { backend, backendOrigin } from '../backend';
import { writeAtomically } from '../db/atomic';
import { db } from '../db/collections';
import { formatBackendDateTime } from '../db/dates';
import { awardMessageRecord, uploadRecord } from '../db/factories';
import { decideAccountUpdate, decideAwardMessage } from '../rules/member-account';
import {
  decideUpload,
  fromBase64,
  toBase64,
  uploadFileName,
  uploadIdOfFileName,
  uploadIdOfStoredUrl,
  uploadsToDrop,
  uploadUrl,
  UPLOADS_PATH,
} from '../rules/uploads';
import { callHandler } from './call-handler';
import { ok, refused, rejected } from './envelope';
import { countryById, shopById } from './lookups';
import { mainCardOf, memberById, ownMember, utcOffsetOf } from './member-lookups';
import { setPassword } from './passwords';
import { memberWith, useCodes } from './verification-codes';

/*
 * Account settings calls (api-reference section 2 "Member"; rules in rules/member-account.ts and
 * rules/uploads.ts). The member is the token's; a `memberId` of anyone else gets 101 and changes
 * nothing. Uploaded images are served back by the fake backend itself (`GET /rpi/picture/uploads/…`).
 */

/** Upload ids that members use as their portrait: never deleted by the retention rule. */
const uploadsInUse = (): Set<string> =>
  new Set(db.members.all().flatMap((member) => uploadIdOfStoredUrl(member.portrait) ?? []));

/** Applies the retention rule: each member's portrait in use and newest upload, a bounded number in all. */
function pruneUploads(): void {
  const drop = new Set(uploadsToDrop(db.uploads.all(), uploadsInUse()));
  if (drop.size > 0) db.uploads.deleteMany((q) => q.where({ id: (id) => drop.has(id) }));
}

/** What a served upload (or its 404) may do when opened as a page: nothing. */
const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

const randomHex = (bytes: number): string =>
  [...crypto.getRandomValues(new Uint8Array(bytes))].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export const memberAccountHandlers = [
  callHandler(getAccountInfo, ({ params, session }) => {
    const member = ownMember(session, params.memberId);
    if (!member) return rejected('notYourAccount');
    const card = mainCardOf(member);
    const utcOffset = utcOffsetOf(member.memberId);
    return ok({
      account: member.account,
      nickname: member.nickname,
      gender: member.gender,
      cardNo: card?.cardNo ?? null,
      birth: member.birth,
      phone: member.phone,
      email: member.email,
      homeShopId: member.homeShopId ?? null,
      countryId: member.countryId,
      languageId: member.languageId,
      portrait: member.portrait ?? null,
      cardBindTime: card ? formatBackendDateTime(card.boundAt, utcOffset) : null,
    });
  }),

  callHandler(updateAccountInfo, ({ params, session, now }) => {
    if (!ownMember(session, params.memberId)) return rejected('notYourAccount');
    // All or nothing: the codes used up, the member and their cards (which show the member's
    // nickname and portrait) written, and uploads no longer needed let go.
    return writeAtomically(['outbox', 'members', 'cards', 'uploads'], async () => {
      const member = memberById(params.memberId)!;
      const decision = decideAccountUpdate({
        member,
        request: params,
        origin: backendOrigin(),
        shopCountryOf: (shopId) => shopById(shopId)?.countryId,
        isTakenByOther: (channel, address) => {
          const holder = memberWith(channel, address);
          return holder !== undefined && holder.memberId !== member.memberId;
        },
        isOwnUpload: (uploadId) => db.uploads.findFirst((q) => q.where({ id: uploadId }))?.memberId === member.memberId,
      });
      if (!decision.ok) return refused(decision);
      const codes = await useCodes(decision.codes, now);
      if (!codes.ok) return refused(codes);

      const nickname = params.nickname;
      const languageId = params.languageId ?? countryById(member.countryId)?.languageId ?? member.languageId;
      await db.members.update((q) => q.where({ memberId: member.memberId }), {
        data(record) {
          record.nickname = nickname;
          record.phone = decision.phone;
          record.email = decision.email;
          record.languageId = languageId;
          record.homeShopId = decision.homeShopId;
          record.portrait = decision.portrait;
        },
      });
      // Cards carry their holder's name and portrait (carousel, card lists); friend rows, met
      // players and rankings read the member record itself.
      await db.cards.updateMany((q) => q.where({ memberId: member.memberId }), {
        data(card) {
          card.name = nickname;
          card.portrait = decision.portrait ?? '';
        },
      });
      pruneUploads();
      return ok(null);
    });
  }),

  callHandler(updatePassword, ({ params, session }) => {
    const member = ownMember(session, params.memberId);
    if (!member) return rejected('notYourAccount');
    return writeAtomically(['members', 'loginFailures'], async () => {
      if (memberById(member.memberId)?.passwordHash !== params.oldPassword) return rejected('oldPasswordWrong');
      await setPassword(member.memberId, params.newPassword, { keepSession: session!.token });
      return ok(null);
    });
  }),

  callHandler(uploadAbsolutelyPictures, async ({ params, session, now }) => {
    const bytes = new Uint8Array(await params.image.arrayBuffer());
    const decision = decideUpload(bytes);
    if (!decision.ok) return refused(decision);
    const id = randomHex(16);
    await writeAtomically(['uploads'], async () => {
      await db.uploads.create(uploadRecord({ id, memberId: session!.memberId, mediaType: decision.mediaType, data: toBase64(bytes), createdAt: now }));
      pruneUploads();
    });
    // Absolute, so a page on another origin can show it; on the backend's own origin, so no
    // client can choose the host its friends' browsers load the portrait from.
    return ok(uploadUrl(backendOrigin(), id, decision.mediaType));
  }),

  callHandler(getAwardMessage, ({ params, session }) => {
    if (!ownMember(session, params.memberId)) return rejected('notYourAccount');
    const record = db.awardMessages.findFirst((q) => q.where({ memberId: params.memberId }));
    return ok({ awardMessage: record?.message ?? null });
  }),

  callHandler(setUpAwardMessage, ({ params, session }) => {
    if (!ownMember(session, params.memberId)) return rejected('notYourAccount');
    const decision = decideAwardMessage(params.message);
    if (!decision.ok) return refused(decision);
    const { stored } = decision;
    return writeAtomically(['awardMessages'], async () => {
      const memberId = params.memberId;
      if (db.awardMessages.findFirst((q) => q.where({ memberId }))) {
        await db.awardMessages.update((q) => q.where({ memberId }), {
          data(record) {
            record.message = stored;
          },
        });
      } else {
        await db.awardMessages.create(awardMessageRecord(memberId, stored));
      }
      return ok(null);
    });
  }),

  // The uploaded images themselves: public (an <img> sends no token), by their unguessable name.
  http.get(`*${UPLOADS_PATH}:file`, async ({ params }) => {
    await backend.ready;
    const file = String(params.file);
    const id = uploadIdOfFileName(file);
    const upload = id === null ? undefined : db.uploads.findFirst((q) => q.where({ id }));
    if (!upload || uploadFileName(upload.id, upload.mediaType) !== file) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': UPLOAD_CONTENT_SECURITY_POLICY } });
    return new Response(fromBase64(upload.data), {
      status: 200,
      headers: {
        'Content-Type': upload.mediaType,
        'X-Content-Type-Options': 'nosniff',
        // Opened as a page of its own (a link, a new tab), whatever a browser makes of the bytes
        // runs nothing and loads nothing.
        'Content-Security-Policy': UPLOAD_CONTENT_SECURITY_POLICY,
        // The name changes with the content: a browser may keep it for good.
        'Cache-Control': 'public, max-age=31536000, immutable',
        // Pages of other origins show it (a portal on another origin than mock:serve).
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    });
  }),
];
