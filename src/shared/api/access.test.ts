import { describe, expect, it } from 'vitest';
import { accessOfPath } from './access';
import * as calls from './calls';

describe('accessOfPath', () => {
  it('agrees with the access of every call definition', () => {
    for (const call of Object.values(calls)) expect([call.name, accessOfPath(call.path)]).toEqual([call.name, call.access]);
  });

  it('knows the member calls not defined yet', () => {
    for (const path of ['/rpi/websitsMember/gameData', '/rpi/friend/addFriend', '/rpi/item/my/buy', '/rpi/itemtemplate/list', '/rpi/itemgift/count', '/rpi/picture/uploadAbsolutelyPictures']) {
      expect(accessOfPath(path)).toBe('member');
    }
    for (const path of ['/rps/login', '/rpi/websitsMember/register', '/rpi/websitsMember/resetPassword', '/rpi/webranking/award']) {
      expect(accessOfPath(path)).toBe('public');
    }
  });
});
