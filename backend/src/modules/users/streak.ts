import { previousDay } from '../../common/ist-day';

/**
 * The daily-bonus streak as it stands on an IST day: it holds through the day after its last
 * claim and is broken (0) once a day passes unclaimed. The player's view shows this, so the day
 * the bonus modal offers is the day a claim pays.
 */
export function standingStreak(lastClaimDay: string | null, streak: number, today: string): number {
  return lastClaimDay === today || lastClaimDay === previousDay(today) ? streak : 0;
}
