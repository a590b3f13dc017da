import { Link } from 'react-router-dom';
import { LazyCarousel } from '../../../components/lazy-carousel';
import { useDocumentTitle } from '../../../components/page-shell';
import { ErrorState } from '../../../components/state-views';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { gameArt, type GameCatalog, useGameCatalog } from '../../games';
import {
  TournamentList,
  TournamentListSkeleton,
  tournamentsIn,
  useTournamentList,
} from '../../tournaments';
import { referralFigures, useReferralRewards } from '../../referral';
import { DailyBonusCta, DailyBonusPrompt, dailyBonusFigures, useDailyBonus } from '../../wallet';
import { exclusiveRewards } from '../exclusive-rewards';
import { HeroBanner } from './hero-banner';
import './home-page.css';

export default function HomePage() {
  useDocumentTitle('');

  // The amounts are the server's (a first screen's render carries them); until they answer, or
  // if they cannot, the slides name none.
  const rewards = exclusiveRewards({
    dailyBonus: dailyBonusFigures(useDailyBonus().data),
    referrals: referralFigures(useReferralRewards().data),
  });
  const rewardSlides = rewards.map((reward) => (
    <article key={reward.kicker} className={`reward-slide card reward-slide--${reward.tone}`}>
      <p className="reward-slide__kicker">{reward.kicker}</p>
      <h3 className="reward-slide__title">{reward.title}</h3>
      <p className="reward-slide__text">{reward.text}</p>
      {reward.dailyBonus ? (
        <DailyBonusCta className="reward-slide__link" />
      ) : (
        <Link to={reward.to} className="reward-slide__link">
          {reward.cta}
        </Link>
      )}
    </article>
  ));

  return (
    <>
      <HeroBanner />
      <section className="section container" aria-labelledby="rewards-heading">
        <h2 id="rewards-heading" className="section__title">
          Exclusive rewards
        </h2>
        <LazyCarousel
          className="home-carousel home-carousel--rewards"
          label="Exclusive rewards"
          slides={rewardSlides}
        />
      </section>
      <section id="games" className="section container" aria-labelledby="games-heading">
        <h2 id="games-heading" className="section__title">
          Games
        </h2>
        <GamesCarousel />
      </section>
      <section
        id="tournaments"
        className="section container home-below-fold"
        aria-labelledby="tournaments-heading"
      >
        <div className="section__head">
          <h2 id="tournaments-heading" className="section__title">
            Tournaments
          </h2>
          <Link to="/tournaments?status=finished" className="section__more">
            Results
          </Link>
        </div>
        <DeferredTournamentList />
      </section>
      <DailyBonusPrompt />
    </>
  );
}

/** Home lists what a player can still join; finished tournaments are behind Results. */
const JOINABLE = ['live', 'upcoming'] as const;

/**
 * Below a phone's first screen: the cards (every game's tournaments, each with a countdown that
 * re-renders it every second) mount as the section nears the viewport; rendered with the first
 * screen they were the largest part of its start on a phone. The list is fetched with the page,
 * and still placeholders hold the cards' place meanwhile, so the page below does not jump when
 * they come.
 */
function DeferredTournamentList() {
  const list = useTournamentList();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near ? (
        <TournamentList tones={JOINABLE} />
      ) : (
        <TournamentListSkeleton count={tournamentsIn(list.data, JOINABLE)?.length} still />
      )}
    </div>
  );
}

interface GameCard {
  key: string;
  name: string;
  genre: string;
  image: string;
  to: string;
}

/**
 * A tournament game's card opens its tournaments; an arcade game's opens its page, where it is
 * played (one card per game: MR RACER's tournaments are in the list below and the leaderboard).
 */
function gameCards({ games, arcade }: GameCatalog): GameCard[] {
  const played = new Set(arcade.map((game) => game.game_id));
  return [
    ...games
      .filter((game) => !played.has(game.game_id))
      .map((game) => ({
        key: `game-${game.game_id}`,
        name: game.name,
        genre: game.genre,
        image: gameArt(game.game_id),
        to: `/tournaments?game=${game.game_id}`,
      })),
    ...arcade.map((game) => ({
      key: `arcade-${game.slug}`,
      name: game.name,
      genre: game.genre,
      image: gameArt(game.game_id),
      to: `/games/${game.slug}`,
    })),
  ];
}

/** The games from GET /api/games; the carousel's own placeholder holds its place till then. */
function GamesCarousel() {
  const catalog = useGameCatalog();
  const className = 'home-carousel home-carousel--games';
  if (catalog.isError) {
    return (
      <div className={className}>
        <ErrorState
          message="We could not load the games right now."
          onRetry={() => void catalog.refetch()}
          retrying={catalog.isFetching}
        />
      </div>
    );
  }
  const slides = catalog.data
    ? gameCards(catalog.data).map((game) => (
        <article key={game.key} className="game-slide card card--interactive">
          <img src={game.image} alt="" width={320} height={180} loading="lazy" />
          <div className="game-slide__body">
            <h3 className="game-slide__title">
              <Link to={game.to} className="game-slide__link">
                {game.name}
              </Link>
            </h3>
            <p className="game-slide__genre">{game.genre}</p>
          </div>
        </article>
      ))
    : undefined;
  return <LazyCarousel className={className} label="Games" slides={slides} />;
}
