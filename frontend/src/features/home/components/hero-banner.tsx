import './hero-banner.css';

function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="45%" r="55%">
          <stop offset="0" stopColor="#7c3aed" stopOpacity="0.65" />
          <stop offset="1" stopColor="#7c3aed" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-pad" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2e1065" />
          <stop offset="1" stopColor="#4c1d95" />
        </linearGradient>
        <linearGradient id="hero-cup" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
      </defs>
      <circle cx="240" cy="170" r="190" fill="url(#hero-glow)" />
      <g opacity="0.5" stroke="#c4b5fd" strokeWidth="2" fill="none">
        <circle cx="240" cy="180" r="150" strokeDasharray="4 10" />
        <circle cx="240" cy="180" r="110" strokeDasharray="2 8" />
      </g>
      <path
        d="M150 190h180c38 0 58 34 64 80 5 36-26 50-48 20l-20-26H154l-20 26c-22 30-53 16-48-20 6-46 26-80 64-80z"
        fill="url(#hero-pad)"
        stroke="#a78bfa"
        strokeWidth="3"
      />
      <path d="M170 222v36m-18-18h36" stroke="#f5f3ff" strokeWidth="9" strokeLinecap="round" />
      <circle cx="308" cy="226" r="9" fill="#22d3ee" />
      <circle cx="332" cy="248" r="9" fill="#fbbf24" />
      <circle cx="284" cy="248" r="9" fill="#f43f5e" />
      <circle cx="308" cy="270" r="9" fill="#a3e635" />
      <path
        d="M196 40h88v18h26v22a34 34 0 0 1-34 34h-2a46 46 0 0 1-26 26v18h22v22h-66v-22h22v-18a46 46 0 0 1-26-26h-2a34 34 0 0 1-34-34V58h26z"
        fill="url(#hero-cup)"
      />
      <path d="M226 74l10 20h22l-18 13 7 21-17-13-17 13 7-21-18-13h22z" fill="#fff7ed" />
      <g fill="#fbbf24">
        <circle cx="92" cy="110" r="18" />
        <circle cx="400" cy="96" r="14" />
        <circle cx="420" cy="300" r="11" />
        <circle cx="62" cy="290" r="9" />
      </g>
      <g fill="#b45309">
        <circle cx="92" cy="110" r="11" />
        <circle cx="400" cy="96" r="8" />
      </g>
    </svg>
  );
}

export function HeroBanner() {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="hero__inner container">
        <div className="hero__copy">
          <p className="hero__eyebrow">Play · Compete · Earn</p>
          <h1 id="hero-heading" className="hero__title">
            Win tournaments. Stack <span className="hero__gold">coins</span>. Claim rewards.
          </h1>
          <p className="hero__lead">
            Join free tournaments in chess, clan battles, card battles, tic-tac-toe and MR RACER,
            our racer you drive right here, climb the leaderboards, collect your daily bonus and
            swap coins for brand vouchers.
          </p>
          <div className="hero__actions">
            <a href="#tournaments" className="btn btn--primary">
              Browse tournaments
            </a>
            <a href="#games" className="btn btn--secondary">
              See the games
            </a>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
