import { domainFailure as failure } from '../../common/testing/domain-failure.spec-helper';
import { Handles, planHandleChange } from './handle-change';

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
