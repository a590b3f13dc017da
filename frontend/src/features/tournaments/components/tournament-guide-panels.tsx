import { guideFor } from '../tournament-guides';
import {
  chessPoints,
  clashTrophyBands,
  ticTacToePoints,
  ticTacToeTiebreakers,
  trophyBandLabel,
} from '../scoring-tables';

const MISSING = <p>Details for this game are on their way.</p>;

export function HowToPanel({ gameId }: { gameId: number }) {
  const guide = guideFor(gameId);
  if (!guide) return MISSING;
  return (
    <>
      <h2 className="tournament-detail__panel-title">How to take part in {guide.gameTitle}</h2>
      <ol className="tournament-detail__steps">
        {guide.howTo.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </>
  );
}

export function RulesPanel({ gameId }: { gameId: number }) {
  const guide = guideFor(gameId);
  if (!guide) return MISSING;
  return (
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
  );
}

export function ScoringPanel({ gameId }: { gameId: number }) {
  const guide = guideFor(gameId);
  if (!guide) return MISSING;
  return (
    <>
      <h2 className="tournament-detail__panel-title">Scoring</h2>
      <p>{guide.scoringIntro}</p>
      <div className="tournament-detail__table-scroll">{scoringTable(gameId)}</div>
      {gameId === 4 ? (
        <>
          <h3>Tiebreakers</h3>
          <ol>
            {ticTacToeTiebreakers.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}

function scoringTable(gameId: number) {
  if (gameId === 1) {
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
          {chessPoints.map((row) => (
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
  }
  if (gameId === 2 || gameId === 3) {
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
          {clashTrophyBands.map((band) => (
            <tr key={band.from}>
              <th scope="row" className="tabular">
                {trophyBandLabel(band)}
              </th>
              <td className="tabular">{band.pointsPerTrophy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
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
          <td className="tabular">{ticTacToePoints.win}</td>
        </tr>
        <tr>
          <th scope="row">Draw</th>
          <td className="tabular">{ticTacToePoints.draw}</td>
        </tr>
        <tr>
          <th scope="row">Loss</th>
          <td className="tabular">{ticTacToePoints.loss}</td>
        </tr>
      </tbody>
    </table>
  );
}
