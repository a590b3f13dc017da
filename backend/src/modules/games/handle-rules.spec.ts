import { domainFailure as failure } from '../../common/testing/domain-failure.spec-helper';
import { GameId, HandleGameId } from './game-id';
import { normaliseBgmi, normaliseChess, normaliseClashTag, normaliseForGame } from './handle-rules';

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
  it.each<[HandleGameId, string, string]>([
    [GameId.Chess, 'Hikaru', 'hikaru'],
    [GameId.ClashOfClans, '#2ppq8yl', '2PPQ8YL'],
    [GameId.ClashRoyale, '#2ppq8yl', '2PPQ8YL'],
  ])('game %p: %p → %p', (game, input, saved) => {
    expect(normaliseForGame(game, input)).toBe(saved);
  });

  it('names the game in a Clash Royale tag error', () => {
    expect(failure(() => normaliseForGame(GameId.ClashRoyale, 'bad!')).message).toBe(
      'Please enter a valid Clash Royale tag',
    );
  });
});
