import { describe, expect, it } from 'vitest';
import { takeBackView, type TakeBackNotice } from './take-back-words';

const label = (seat: string) => ['Ada', 'Brook', 'Cy'][Number(seat)];
const request = { by: '0', stateID: 5, answerers: ['1', '2'], accepted: ['2'] };
const pending: TakeBackNotice = {
  matchID: 'm',
  request,
  asked: request,
  outcome: 'pending',
  by: '0',
};

describe('online take-back in player words', () => {
  it('asks the seats that have not answered yet, and only them', () => {
    expect(takeBackView(pending, '1', 5, label)).toEqual({
      mustAnswer: true,
      waiting: false,
      message: 'Ada asks to take back their last decision.',
    });
    expect(takeBackView(pending, '2', 5, label).mustAnswer).toBe(false);
    expect(takeBackView(pending, null, 5, label).mustAnswer).toBe(false);
    expect(takeBackView(pending, '0', 5, label)).toMatchObject({
      waiting: true,
      mustAnswer: false,
    });
  });

  it('shows nothing for a request the match has moved past', () => {
    expect(takeBackView(pending, '1', 6, label)).toEqual({ mustAnswer: false, waiting: false });
  });

  it('tells who refused and who took back', () => {
    const declined: TakeBackNotice = { ...pending, request: null, outcome: 'declined', by: '1' };
    expect(takeBackView(declined, '0', 5, label).message).toBe(
      'Brook refused to let you take back.',
    );
    const done: TakeBackNotice = { ...pending, request: null, outcome: 'rolled-back', by: '0' };
    expect(takeBackView(done, '1', 6, label).message).toBe('Ada took back their last decision.');
    expect(takeBackView(done, '0', 6, label).message).toBe('You took back your last decision.');
    expect(takeBackView(done, '0', 7, label).message).toBeUndefined();
  });
});
