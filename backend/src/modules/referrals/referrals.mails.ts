import { MailContent, mailLayout, unsubscribeText } from '../mail';

export interface MilestoneReached {
  milestone: number;
  /** The counted referrals that reached it. */
  referrals: number;
}

/** A milestone to claim: 150 coins and a mystery reward wait on Refer & Earn. */
export function milestoneClaimableMail(
  name: string,
  reached: MilestoneReached,
  referEarnLink: string,
  unsubscribeUrl?: string,
): MailContent {
  const lines = [
    `Hi ${name},`,
    `${reached.referrals} friends have joined GameHub with your invite: you reached referral milestone ${reached.milestone}.`,
    'A milestone reward and a mystery reward are waiting for you. Claim them on Refer & Earn.',
  ];
  return {
    subject: 'Mystery reward unlocked: claim it on Refer & Earn',
    text: `${lines.join('\n\n')}\n\nRefer & Earn: ${referEarnLink}\n\nThank you for inviting your friends!${unsubscribeText(unsubscribeUrl)}`,
    html: mailLayout(
      'Mystery reward unlocked',
      lines,
      { label: 'Claim on Refer & Earn', url: referEarnLink },
      'Thank you for inviting your friends!',
      unsubscribeUrl,
    ),
    unsubscribeUrl,
  };
}
