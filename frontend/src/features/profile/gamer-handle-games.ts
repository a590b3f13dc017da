import type { HandleField } from './gamer-handles-schema';

export interface HandleGameInfo {
  field: HandleField | 'valorant';
  label: string;
  placeholder: string;
  comingSoon?: boolean;
  help: { title: string; steps: string[] };
}

/** Inputs of the Gamer Handles form, with how-to-find-your-handle instructions per game. */
export const handleGames: HandleGameInfo[] = [
  {
    field: 'chess',
    label: 'Chess.com',
    placeholder: 'e.g. magnuscarlsen',
    help: {
      title: 'Find your Chess.com username',
      steps: [
        'Open chess.com or the Chess.com app and sign in.',
        'Tap your profile picture to open your profile.',
        'Your username is shown at the top of the profile and in its address: chess.com/member/your-username.',
        'Enter it here using letters and numbers only.',
      ],
    },
  },
  {
    field: 'clash_clan',
    label: 'Clash of Clans',
    placeholder: 'e.g. #2PP0JCCL',
    help: {
      title: 'Find your Clash of Clans player tag',
      steps: [
        'Open Clash of Clans and tap your experience level (the star at the top left) to open your profile.',
        'Your player tag is shown under your name and starts with #.',
        'Tap the tag to copy it, then paste it here including the #.',
      ],
    },
  },
  {
    field: 'clash_royal',
    label: 'Clash Royale',
    placeholder: 'e.g. #8QJ2RLV0',
    help: {
      title: 'Find your Clash Royale player tag',
      steps: [
        'Open Clash Royale and tap your name at the top left to open your profile.',
        'Your player tag is shown under your name and starts with #.',
        'Tap the tag to copy it, then paste it here including the #.',
      ],
    },
  },
  {
    field: 'bgmi',
    label: 'BGMI',
    placeholder: '10-digit character ID',
    help: {
      title: 'Find your BGMI character ID',
      steps: [
        'Open Battlegrounds Mobile India and tap your avatar at the top left of the lobby.',
        'Your character ID is the number shown under your name in the profile (10 digits).',
        'Tap the copy icon next to it and paste it here.',
      ],
    },
  },
  {
    field: 'valorant',
    label: 'Valorant',
    placeholder: 'Coming soon',
    comingSoon: true,
    help: {
      title: 'Valorant is coming soon',
      steps: [
        'Valorant tournaments are on their way.',
        'Your Riot ID (name#tag) is shown in the top right of the Riot Client; you will enter it here once Valorant opens.',
      ],
    },
  },
];
