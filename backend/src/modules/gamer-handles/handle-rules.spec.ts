import { GamerHandleError } from './gamer-handles.errors';
import {
  HandleGame,
  Handles,
  normaliseBgmi,
  normaliseChess,
  normaliseClashTag,
  normaliseForGame,
  planHandleChange,
} from './handle-rules';

function failure(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(GamerHandleError);
    const { code, message } = err as GamerHandleError;
    return { code, message };
  }
  throw new Error('expected a GamerHandleError');
}

describe('chess usernames', () => {
  it.each([
    ['MagnusCarlsen', 'magnuscarlsen'],
    ['  Hikaru  ', 'hikaru'],
    ['player007', 'player007'],
    ['a'.repeat(50), 'a'.repeat(50)],
  ])('accepts %p as %p', (input, saved) => {
    expect(normaliseChess(input)).toBe(saved);
  });

  it.each([
    ['magnus_carlsen'],
    ['magnus-carlsen'],
    ['magnus carlsen'],
    ['émile'],
    ['a'.repeat(51)],
    [''],
  ])('refuses %p (letters and digits only, at most 50)', (input) => {
    expect(failure(() => normaliseChess(input))).toEqual({
      code: 'HANDLE_INVALID',
      message: 'Please Enter Valid Chess Id !',
    });
  });
});

describe('Clash tags', () => {
  it.each([
    ['#2ppq8yl', '2PPQ8YL'],
    ['2PPQ8YL', '2PPQ8YL'],
    [' #gcvj9r0 ', 'GCVJ9R0'],
    ['#089', '089'],
    ['P'.repeat(15), 'P'.repeat(15)],
  ])('stores %p as %p', (input, saved) => {
    expect(normaliseClashTag(input, 'Clash of Clans')).toBe(saved);
  });

  it.each([
    ['#2PPO8YL', 'Clash of Clans'], // O is not in the tag alphabet (0 is)
    ['#1PPQ8YL', 'Clash Royale'],
    ['##2PPQ8YL', 'Clash of Clans'],
    ['#PP', 'Clash Royale'],
    ['P'.repeat(16), 'Clash of Clans'],
    ['#', 'Clash Royale'],
  ])('refuses %p with the %s message', (input, host) => {
    expect(failure(() => normaliseClashTag(input, host))).toEqual({
      code: 'HANDLE_INVALID',
      message: `Please enter a valid ${host} tag`,
    });
  });
});

describe('BGMI ids', () => {
  it('accepts exactly ten digits', () => {
    expect(normaliseBgmi(' 5123456789 ')).toBe('5123456789');
  });

  it.each([['512345678'], ['51234567890'], ['51234567a9'], ['+512345678'], ['']])(
    'refuses %p',
    (input) => {
      expect(failure(() => normaliseBgmi(input)).message).toBe('Please enter a valid BGMI Id');
    },
  );
});

describe('normaliseForGame', () => {
  it.each([
    [HandleGame.Chess, 'Hikaru', 'hikaru'],
    [HandleGame.ClashOfClans, '#2ppq8yl', '2PPQ8YL'],
    [HandleGame.ClashRoyale, '#2ppq8yl', '2PPQ8YL'],
  ])('game %p: %p → %p', (game, input, saved) => {
    expect(normaliseForGame(game, input)).toBe(saved);
  });

  it('names the game in a Clash Royale tag error', () => {
    expect(failure(() => normaliseForGame(HandleGame.ClashRoyale, 'bad!')).message).toBe(
      'Please enter a valid Clash Royale tag',
    );
  });
});

describe('planHandleChange', () => {
  const none: Handles = { chess: null, clash_clan: null, clash_royal: null, bgmi: null };
  const saved: Handles = { chess: 'hikaru', clash_clan: '2PPQ8YL', clash_royal: null, bgmi: null };

  it.each<[string, Handles, Record<string, string | null>, Partial<Handles>]>([
    ['sets a first handle', none, { chess: 'Hikaru' }, { chess: 'hikaru' }],
    [
      'normalises every given handle',
      none,
      { chess: 'A1', clash_clan: '#gcvj9r0', clash_royal: 'ppq', bgmi: '5123456789' },
      { chess: 'a1', clash_clan: 'GCVJ9R0', clash_royal: 'PPQ', bgmi: '5123456789' },
    ],
    [
      'writes only what differs from the saved handles',
      saved,
      { chess: 'HIKARU', clash_clan: '#2PPQ8YL', bgmi: '5123456789' },
      { bgmi: '5123456789' },
    ],
    [
      'clears a handle given as an empty string',
      saved,
      { chess: 'hikaru', clash_clan: '' },
      { clash_clan: null },
    ],
    [
      'leaves a null field as it is',
      saved,
      { chess: 'magnus', clash_clan: null },
      { chess: 'magnus' },
    ],
  ])('%s', (_name, current, input, changes) => {
    expect(planHandleChange(current, input)).toEqual(changes);
  });

  it.each<[string, Handles, Record<string, string | null>, string]>([
    ['nothing given', saved, {}, 'Please fill at least one Gamer handle!'],
    [
      'only empty values',
      saved,
      { chess: '', bgmi: '  ' },
      'Please fill at least one Gamer handle!',
    ],
    ['only nulls', saved, { chess: null }, 'Please fill at least one Gamer handle!'],
    ['a bad chess id', none, { chess: 'a_b', bgmi: '123' }, 'Please Enter Valid Chess Id !'],
    ['a bad clan tag', none, { clash_clan: 'xyz' }, 'Please enter a valid Clash of Clans tag'],
    ['a bad royale tag', none, { clash_royal: 'xyz' }, 'Please enter a valid Clash Royale tag'],
    ['a short BGMI id', none, { bgmi: '123' }, 'Please enter a valid BGMI Id'],
    [
      'the saved handles again',
      saved,
      { chess: 'Hikaru', clash_clan: '#2ppq8yl' },
      'At least one field must be changed!',
    ],
    [
      'an empty value for an empty handle',
      saved,
      { chess: 'hikaru', clash_royal: '' },
      'At least one field must be changed!',
    ],
  ])('refuses %s', (_name, current, input, message) => {
    expect(failure(() => planHandleChange(current, input)).message).toBe(message);
  });
});
