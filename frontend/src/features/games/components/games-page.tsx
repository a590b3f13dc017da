import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/page-shell';
import { racingGame } from '../game-catalog';
import './games-page.css';

export default function GamesPage() {
  return (
    <PageShell title="Games" lead="Quick games you can play right here in your browser.">
      <ul className="games-grid">
        <li>
          <article className="game-card card card--interactive">
            <img src={racingGame.image} alt="" width={320} height={180} />
            <div className="game-card__body">
              <h2 className="game-card__title">
                <Link to={`/games/${racingGame.slug}`} className="game-card__link">
                  {racingGame.name}
                </Link>
              </h2>
              <p className="game-card__genre">{racingGame.genre}</p>
            </div>
          </article>
        </li>
      </ul>
    </PageShell>
  );
}
