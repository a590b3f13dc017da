import { act, render, screen } from '@testing-library/react';
import { FarObserver, withFarObserver } from '../../../test/far-observer';
import { RecentParticipants } from './tournament-sidebar';

// Ravi's picture is not one of the drawn avatars: the default one stands in.
const participants = [
  { user_id: 'u-1', player_name: 'Asha', profile_pic: 7 },
  { user_id: 'u-2', player_name: 'Ravi', profile_pic: 40 },
];

describe('RecentParticipants', () => {
  withFarObserver();

  it('lists the names at once and draws the avatars only as the list nears the viewport', () => {
    const { container } = render(<RecentParticipants participants={participants} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Asha',
      'Ravi',
    ]);
    // A plain disc of the avatar's size holds each one's place.
    const held = container.querySelectorAll('.avatar--held');
    expect(held).toHaveLength(2);
    expect(held[0]).toHaveAttribute('width', '36');
    expect(held[0]).toHaveAttribute('height', '36');
    expect(held[0]).not.toHaveAttribute('style');
    expect(container.querySelector('svg[data-avatar]')).toBeNull();

    act(() => FarObserver.reveal());
    expect(container.querySelectorAll('.avatar--held')).toHaveLength(0);
    expect(
      [...container.querySelectorAll('svg.avatar')].map((svg) => svg.getAttribute('data-avatar')),
    ).toEqual(['7', '0']);
  });
});
