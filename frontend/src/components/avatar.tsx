import type { ReactElement } from 'react';
import { initialOf } from '../lib/display-name';
import './avatar.css';

/** SPEC §9: avatars are numbered 0 to 30. */
export const AVATAR_COUNT = 31;

/** The avatar number in a user's profile_pic, or null when it is missing or out of range. */
export function avatarIndex(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const index = Number(value);
  return Number.isInteger(index) && index >= 0 && index < AVATAR_COUNT ? index : null;
}

const INK = '#16121f';
const GOLD = '#fbbf24';
const WHITE = '#ffffff';

/*
 * Each avatar mixes a hue (golden-angle steps, so neighbours contrast) with a head shape (4),
 * eyes (5), mouth (3) and headgear (6). 4, 5 and 3 are pairwise coprime, so shape/eyes/mouth
 * alone already differ for every number below 60: all 31 avatars are distinct.
 */
function parts(index: number) {
  const hue = Math.round((index * 137.508 + 250) % 360);
  return {
    hue,
    bg: `hsl(${hue} 55% 30%)`,
    bgLight: `hsl(${hue} 60% 42%)`,
    face: `hsl(${(hue + 40) % 360} 80% 72%)`,
    shape: index % 4,
    eyes: index % 5,
    mouth: index % 3,
    gear: index % 6,
    blush: index % 2 === 0,
  };
}

function head(shape: number, fill: string): ReactElement {
  switch (shape) {
    case 1:
      return <rect x="14" y="19" width="36" height="34" rx="9" fill={fill} />;
    case 2:
      return (
        <path
          d="M14 54V36a18 18 0 0 1 36 0v18l-6-4-6 4-6-4-6 4-6-4z"
          fill={fill}
          strokeLinejoin="round"
        />
      );
    case 3:
      return (
        <polygon
          points="32,17 49,26 49,46 32,55 15,46 15,26"
          fill={fill}
          stroke={fill}
          strokeWidth="5"
          strokeLinejoin="round"
        />
      );
    default:
      return <circle cx="32" cy="37" r="18" fill={fill} />;
  }
}

function eyes(kind: number, accent: string): ReactElement {
  switch (kind) {
    case 1:
      return (
        <g>
          <rect x="20" y="30" width="24" height="8" rx="4" fill={INK} />
          <rect x="23" y="32" width="7" height="2.5" rx="1.25" fill={accent} />
        </g>
      );
    case 2:
      return (
        <path
          d="M22 36q3-5 6 0M36 36q3-5 6 0"
          stroke={INK}
          strokeWidth="2.5"
          strokeLinecap="round"
          fill="none"
        />
      );
    case 3:
      return (
        <g>
          <circle cx="25" cy="34" r="5" fill={WHITE} />
          <circle cx="39" cy="34" r="5" fill={WHITE} />
          <circle cx="26" cy="35" r="2.5" fill={INK} />
          <circle cx="40" cy="35" r="2.5" fill={INK} />
        </g>
      );
    case 4:
      return (
        <g>
          <circle cx="32" cy="33" r="7" fill={WHITE} />
          <circle cx="32" cy="34" r="3.5" fill={INK} />
          <circle cx="33.5" cy="32.5" r="1.2" fill={WHITE} />
        </g>
      );
    default:
      return (
        <g fill={INK}>
          <circle cx="25" cy="34" r="3" />
          <circle cx="39" cy="34" r="3" />
        </g>
      );
  }
}

function mouth(kind: number): ReactElement {
  switch (kind) {
    case 1:
      return <ellipse cx="32" cy="45" rx="3" ry="3.5" fill={INK} />;
    case 2:
      return (
        <g>
          <rect x="25" y="41.5" width="14" height="6" rx="3" fill={INK} />
          <path d="M28 41.5v2.5M32 41.5v2.5M36 41.5v2.5" stroke={WHITE} strokeWidth="1.5" />
        </g>
      );
    default:
      return (
        <path
          d="M26 43q6 6 12 0"
          stroke={INK}
          strokeWidth="2.5"
          strokeLinecap="round"
          fill="none"
        />
      );
  }
}

function gear(kind: number, face: string, accent: string): ReactElement | null {
  switch (kind) {
    case 1:
      return (
        <g>
          <path d="M32 19V9" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
          <circle cx="32" cy="8" r="3.5" fill={GOLD} />
        </g>
      );
    case 2:
      return (
        <g fill={face}>
          <path d="M15 28l2-17 12 9z" />
          <path d="M49 28l-2-17-12 9z" />
        </g>
      );
    case 3:
      return (
        <g>
          <path d="M11 38a21 21 0 0 1 42 0" stroke={INK} strokeWidth="4" fill="none" />
          <rect x="7" y="32" width="8" height="14" rx="4" fill={accent} />
          <rect x="49" y="32" width="8" height="14" rx="4" fill={accent} />
        </g>
      );
    case 4:
      return <path d="M20 19l2-11 5 6 5-8 5 8 5-6 2 11z" fill={GOLD} strokeLinejoin="round" />;
    case 5:
      return (
        <g fill="#f5f0e6">
          <path d="M19 24q-7-7-4-17 4 8 9 12z" />
          <path d="M45 24q7-7 4-17-4 8-9 12z" />
        </g>
      );
    default:
      return null;
  }
}

/** One of the 31 drawn avatars; decorative (name the control that holds it instead). */
export function Avatar({ index, size = 40 }: { index: number; size?: number }) {
  const p = parts(index);
  return (
    <svg
      className="avatar"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      data-avatar={index}
    >
      <rect width="64" height="64" rx="32" fill={p.bg} />
      <circle cx="50" cy="12" r="16" fill={p.bgLight} opacity="0.6" />
      {p.gear === 3 ? null : gear(p.gear, p.face, p.bgLight)}
      {head(p.shape, p.face)}
      {p.gear === 3 ? gear(p.gear, p.face, p.bgLight) : null}
      {eyes(p.eyes, p.bgLight)}
      {p.blush ? (
        <g fill="#f472b6" opacity="0.45">
          <circle cx="21" cy="42" r="3" />
          <circle cx="43" cy="42" r="3" />
        </g>
      ) : null}
      {mouth(p.mouth)}
    </svg>
  );
}

/** The player's avatar, or their initial when no avatar is chosen. */
export function UserAvatar({
  profilePic,
  name,
  size = 40,
}: {
  profilePic: unknown;
  name: string;
  size?: number;
}) {
  const index = avatarIndex(profilePic);
  if (index !== null) return <Avatar index={index} size={size} />;
  // The initial is drawn by CSS (::before), like the drawn avatars: it is decoration, so it stays
  // out of the visible label of the control that holds it (WCAG 2.5.3, label in name).
  return (
    <span
      className="avatar avatar--initial"
      style={{ width: size, height: size }}
      data-initial={initialOf(name)}
      aria-hidden="true"
    />
  );
}
