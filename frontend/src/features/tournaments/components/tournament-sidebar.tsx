import { Avatar, avatarIndex } from '../../../components/avatar';
import { DiscordIcon, XIcon } from '../../../components/icons';
import { env } from '../../../config/env';
import { shareLinks } from '../../../lib/share-links';
import { useNearViewport } from '../../../lib/use-near-viewport';
import type { Tournament } from '../api/get-tournament-list';
import type { TournamentParticipant } from '../api/get-tournament';

/** Our community chat (placeholder until the server exists). */
export const COMMUNITY_CHAT_URL = 'https://discord.gg/gamehub';
const DEFAULT_AVATAR = 0;

export function tournamentUrl(tournament: Pick<Tournament, 'game_id' | 'event_id'>): string {
  return `${env.siteUrl}/tournaments/${tournament.game_id}/${tournament.event_id}`;
}

export function tournamentShareLinks(
  tournament: Pick<Tournament, 'game_id' | 'event_id' | 'event_title'>,
) {
  return shareLinks({
    text: `Join me in ${tournament.event_title} on GameHub and win coins!`,
    url: tournamentUrl(tournament),
  });
}

export function InviteFriends({ tournament }: { tournament: Tournament }) {
  const links = tournamentShareLinks(tournament);
  return (
    <section className="tournament-side card" aria-labelledby="invite-friends-title">
      <h2 id="invite-friends-title" className="tournament-side__title">
        Invite Friends
      </h2>
      <ul className="tournament-side__links">
        <li>
          <a
            className="btn btn--secondary"
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
          >
            Share on WhatsApp
          </a>
        </li>
        <li>
          <a
            className="btn btn--secondary"
            href={links.x}
            target="_blank"
            rel="noopener noreferrer"
          >
            <XIcon aria-hidden="true" /> Share on X
          </a>
        </li>
        <li>
          <a
            className="btn btn--ghost"
            href={COMMUNITY_CHAT_URL}
            target="_blank"
            rel="noopener noreferrer"
          >
            <DiscordIcon aria-hidden="true" /> Join the community chat
          </a>
        </li>
      </ul>
    </section>
  );
}

const PARTICIPANT_AVATAR_SIZE = 36;

/**
 * The names come with the page; each avatar (a drawing of a dozen SVG elements) as the list nears
 * the viewport: on a phone the list is far below the first screen, where its ten drawings were
 * 40 % of a tournament page's elements. A plain disc holds each one's place meanwhile.
 */
export function RecentParticipants({ participants }: { participants: TournamentParticipant[] }) {
  const [list, near] = useNearViewport<HTMLUListElement>();
  return (
    <section className="tournament-side card" aria-labelledby="recent-participants-title">
      <h2 id="recent-participants-title" className="tournament-side__title">
        RECENT PARTICIPANTS
      </h2>
      {participants.length === 0 ? (
        <p className="tournament-side__empty">No participants yet. Be the first to register!</p>
      ) : (
        <ul ref={list} className="tournament-side__participants">
          {participants.map((participant, index) => (
            <li key={`${participant.user_id}-${index}`}>
              {near ? (
                <Avatar
                  index={avatarIndex(participant.profile_pic) ?? DEFAULT_AVATAR}
                  size={PARTICIPANT_AVATAR_SIZE}
                />
              ) : (
                // Sized by attributes, not a style one: the server renders this list, and the
                // pages' CSP refuses style attributes in the markup.
                <svg
                  className="avatar avatar--held"
                  width={PARTICIPANT_AVATAR_SIZE}
                  height={PARTICIPANT_AVATAR_SIZE}
                  aria-hidden="true"
                />
              )}
              <span>{participant.player_name?.trim() || '--'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
