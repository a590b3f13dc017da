import { MailContent, mailLayout, unsubscribeText } from '../mail';

export interface PrizePaid {
  tournamentTitle: string;
  rank: number;
  amount: number;
}

const coins = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'coin' : 'coins'}`;

/** After a payout: the coins are in the wallet already, the mail only tells the winner. */
export function prizePaidMail(
  name: string,
  prize: PrizePaid,
  winningsLink: string,
  unsubscribeUrl?: string,
): MailContent {
  const lines = [
    `Hi ${name},`,
    `Congratulations! You finished at rank ${prize.rank} in ${prize.tournamentTitle} and won ${coins(prize.amount)}.`,
    'The coins are already in your wallet. You can see this prize under My Winnings on your profile.',
  ];
  return {
    subject: `You won ${coins(prize.amount)} in ${prize.tournamentTitle}`,
    text: `${lines.join('\n\n')}\n\nMy Winnings: ${winningsLink}\n\nSee you in the next tournament!${unsubscribeText(unsubscribeUrl)}`,
    html: mailLayout(
      'Your prize is in your wallet',
      lines,
      { label: 'See My Winnings', url: winningsLink },
      'See you in the next tournament!',
      unsubscribeUrl,
    ),
    unsubscribeUrl,
  };
}
