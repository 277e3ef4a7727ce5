import { describe, expect, it } from 'vitest';
import { writeAtomically } from './atomic';
import { db } from './collections';
import { unplayedCard } from './factories';

describe('writeAtomically', () => {
  it('applies every write of a successful block', async () => {
    const before = db.cards.count();
    const member = db.members.all()[0]!;
    await writeAtomically(['cards', 'members'], async () => {
      await db.cards.create(unplayedCard({ cardId: 990_001, memberId: member.memberId, cardNo: '9900000000000001', name: 'A', countryCode: 'EN', boundAt: 0, cardType: 1, isMainCard: false }));
      await db.members.update((q) => q.where({ memberId: member.memberId }), {
        data(record) {
          record.nickname = 'Changed';
        },
      });
    });
    expect(db.cards.count()).toBe(before + 1);
    expect(db.members.findFirst((q) => q.where({ memberId: member.memberId }))?.nickname).toBe('Changed');
  });

  it('puts every named collection back when a later write fails', async () => {
    const cards = db.cards.all().map((card) => ({ ...card }));
    const member = db.members.all()[0]!;
    const attempt = writeAtomically(['cards', 'members'], async () => {
      await db.members.update((q) => q.where({ memberId: member.memberId }), {
        data(record) {
          record.nickname = 'Half-written';
        },
      });
      await db.cards.create(unplayedCard({ cardId: 990_002, memberId: member.memberId, cardNo: '9900000000000002', name: 'B', countryCode: 'EN', boundAt: 0, cardType: 1, isMainCard: false }));
      throw new Error('the grant failed');
    });
    await expect(attempt).rejects.toThrow('the grant failed');
    expect(db.members.findFirst((q) => q.where({ memberId: member.memberId }))?.nickname).toBe(member.nickname);
    expect(db.cards.all().map((card) => ({ ...card }))).toEqual(cards);
  });
});
