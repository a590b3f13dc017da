import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/state-views';
import { useGame, type Game, type GameScoring } from '../../games';
import { trophyBandLabel } from '../scoring-tables';
import type { PrizeTerms } from '../prize-pool';
import { guideFor, type TournamentGuide } from '../tournament-guides';

const MISSING = <p>Details for this game are on their way.</p>;

/** The tabs print the server's game facts: a skeleton while they load, a retry if they fail. */
function WithGuide({
  gameId,
  terms,
  children,
}: {
  gameId: number;
  terms?: PrizeTerms;
  children: (guide: TournamentGuide, game: Game) => ReactNode;
}) {
  const query = useGame(gameId);
  if (query.isPending) {
    return (
      <div className="tournament-detail__panel-skeleton" aria-busy="true">
        <span className="skeleton tournament-detail__skeleton-line" />
        <span className="skeleton tournament-detail__skeleton-line" />
        <span className="skeleton tournament-detail__skeleton-line" />
        <span className="visually-hidden" role="status">
          Loading game rules…
        </span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message="We could not load the rules of this game."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const game = query.data;
  const guide = game && guideFor(game, terms);
  if (!game || !guide) return MISSING;
  return children(guide, game);
}

export function HowToPanel({ gameId }: { gameId: number }) {
  return (
    <WithGuide gameId={gameId}>
      {(guide) => (
        <>
          <h2 className="tournament-detail__panel-title">How to take part in {guide.gameTitle}</h2>
          <ol className="tournament-detail__steps">
            {guide.howTo.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
    </WithGuide>
  );
}

/** The game's rules, and who the tournament pays (its own prize terms). */
export function RulesPanel({ gameId, terms }: { gameId: number; terms?: PrizeTerms }) {
  return (
    <WithGuide gameId={gameId} terms={terms}>
      {(guide) => (
        <>
          <h2 className="tournament-detail__panel-title">{guide.gameTitle} tournament rules</h2>
          {guide.rules.map((section) => (
            <section key={section.title} className="tournament-detail__rules">
              <h3>{section.title}</h3>
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </WithGuide>
  );
}

export function ScoringPanel({ gameId }: { gameId: number }) {
  return (
    <WithGuide gameId={gameId}>
      {(guide, game) => (
        <>
          <h2 className="tournament-detail__panel-title">Scoring</h2>
          <p>{guide.scoringIntro}</p>
          <div className="tournament-detail__table-scroll">{scoringTable(game.scoring)}</div>
          {game.tiebreakers.length > 0 ? (
            <>
              <h3>Tiebreakers</h3>
              <ol>
                {game.tiebreakers.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ol>
            </>
          ) : null}
        </>
      )}
    </WithGuide>
  );
}

function scoringTable(scoring: GameScoring) {
  switch (scoring.kind) {
    case 'chess':
      return (
        <table className="tournament-detail__table">
          <caption>Points per game by time control</caption>
          <thead>
            <tr>
              <th scope="col">Time control</th>
              <th scope="col">Win</th>
              <th scope="col">Draw</th>
              <th scope="col">Loss</th>
            </tr>
          </thead>
          <tbody>
            {scoring.modes.map((row) => (
              <tr key={row.label}>
                <th scope="row">
                  {row.label} ({row.minutes} min)
                </th>
                <td className="tabular">{row.win}</td>
                <td className="tabular">{row.draw}</td>
                <td className="tabular">{row.loss}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'trophies':
      return (
        <table className="tournament-detail__table">
          <caption>Points per trophy by trophy band</caption>
          <thead>
            <tr>
              <th scope="col">Trophies</th>
              <th scope="col">Points per trophy</th>
            </tr>
          </thead>
          <tbody>
            {scoring.bands.map((band) => (
              <tr key={band.from}>
                <th scope="row" className="tabular">
                  {trophyBandLabel(band)}
                </th>
                <td className="tabular">{band.points_per_trophy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'matches':
      return (
        <table className="tournament-detail__table">
          <caption>Points per match</caption>
          <thead>
            <tr>
              <th scope="col">Result</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Win</th>
              <td className="tabular">{scoring.points.win}</td>
            </tr>
            <tr>
              <th scope="row">Draw</th>
              <td className="tabular">{scoring.points.draw}</td>
            </tr>
            <tr>
              <th scope="row">Loss</th>
              <td className="tabular">{scoring.points.loss}</td>
            </tr>
          </tbody>
        </table>
      );
    case 'runs':
      return (
        <table className="tournament-detail__table">
          <caption>Points per run</caption>
          <thead>
            <tr>
              <th scope="col">Driven</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Each metre</th>
              <td className="tabular">{scoring.points_per_metre}</td>
            </tr>
            <tr>
              <th scope="row">Your tournament score</th>
              <td>Your best run</td>
            </tr>
          </tbody>
        </table>
      );
  }
}
