import { occurrenceTitle, occurrences } from './schedule-occurrences';

const rule = {
  titlePattern: 'Evening Blitz · {weekday} {date}',
  startTime: '19:00',
  weekdays: [1, 3, 5], // Monday, Wednesday, Friday
  durationMinutes: 120,
};

describe('occurrences', () => {
  // Friday 27 November 2026, 12:00 IST.
  const noonIst = new Date('2026-11-27T06:30:00Z');

  it('lists the schedule’s days within the horizon at its IST time, earliest first', () => {
    const found = occurrences(rule, noonIst, 7);
    expect(found.map((o) => [o.title, o.startsAt.toISOString(), o.endsAt.toISOString()])).toEqual([
      ['Evening Blitz · Friday 27 Nov', '2026-11-27T13:30:00.000Z', '2026-11-27T15:30:00.000Z'],
      ['Evening Blitz · Monday 30 Nov', '2026-11-30T13:30:00.000Z', '2026-11-30T15:30:00.000Z'],
      ['Evening Blitz · Wednesday 2 Dec', '2026-12-02T13:30:00.000Z', '2026-12-02T15:30:00.000Z'],
      // Friday 4 Dec 19:00 IST starts after the horizon (now + 7 days: 12:00 IST).
    ]);
    expect(occurrences(rule, noonIst, 8)).toHaveLength(4);
  });

  it('keeps a window that is running now and drops one that has ended', () => {
    const during = new Date('2026-11-27T14:00:00Z'); // 19:30 IST
    expect(occurrences(rule, during, 1)[0].startsAt.toISOString()).toBe('2026-11-27T13:30:00.000Z');
    const after = new Date('2026-11-27T15:30:00Z'); // the window's end
    expect(occurrences(rule, after, 1)).toEqual([]);
  });

  it('finds a long window that began on an earlier day and is still open', () => {
    const weekly = { ...rule, weekdays: [0], durationMinutes: 3 * 1440 }; // Sunday, 3 days
    const tuesday = new Date('2026-12-01T06:30:00Z');
    const [open] = occurrences(weekly, tuesday, 0);
    expect(open.startsAt.toISOString()).toBe('2026-11-29T13:30:00.000Z');
  });

  it('uses India’s days near midnight: 00:30 IST on Saturday is Friday 19:00 UTC', () => {
    const daily = { ...rule, startTime: '00:30', weekdays: [6], durationMinutes: 60 };
    const fridayEveningUtc = new Date('2026-11-27T18:00:00Z'); // Friday 23:30 IST
    const [next] = occurrences(daily, fridayEveningUtc, 1);
    expect(next.startsAt.toISOString()).toBe('2026-11-27T19:00:00.000Z');
    expect(next.title).toBe('Evening Blitz · Saturday 28 Nov');
  });
});

describe('occurrenceTitle', () => {
  it('fills the day in and keeps titles within 120 characters', () => {
    expect(occurrenceTitle('Daily Cup {date}', '2027-01-03')).toBe('Daily Cup 3 Jan');
    expect(occurrenceTitle(`${'x'.repeat(118)} {weekday}`, '2027-01-03')).toHaveLength(120);
  });
});
