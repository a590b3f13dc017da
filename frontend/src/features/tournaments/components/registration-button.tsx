import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { authStore, useAuth } from '../../../lib/auth-store';
import { useGame } from '../../games';
import type { Tournament } from '../api/get-tournament-list';
import {
  registrationErrorCodes,
  useRegisterTournament,
  type RegisterTournamentAnswer,
} from '../api/register-tournament';
import {
  REGISTERED_CONFIRM_MS,
  handleFieldOf,
  registrationButtonState,
  registrationMessages,
} from '../registration-state';
import { UsernamePopup } from './username-popup';

interface RegistrationButtonProps {
  tournament: Tournament;
  onPlay: () => void;
}

/** REGISTER NOW / PLAY NOW / CLOSED / REGISTERED (SPEC §4), with the username popup of §5. */
export function RegistrationButton({ tournament, onPlay }: RegistrationButtonProps) {
  const { user, isSignedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const register = useRegisterTournament();
  const game = useGame(tournament.game_id).data;
  // 'just': REGISTERED confirms it (SPEC §4); then the player is registered here and now, so
  // PLAY NOW follows without waiting for the reloaded tournament (or a page reload).
  const [registered, setRegistered] = useState<'no' | 'just' | 'yes'>('no');
  const [popupOpen, setPopupOpen] = useState(false);
  const state = registrationButtonState(
    { ...tournament, is_registered: tournament.is_registered || registered === 'yes' },
    { justRegistered: registered === 'just' },
  );

  useEffect(() => {
    if (registered !== 'just') return;
    const timer = setTimeout(() => setRegistered('yes'), REGISTERED_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [registered]);
  const { game_id: gameId, event_id: eventId } = tournament;

  const goToLogin = (message: string) => {
    toast.info(message);
    authStore.rememberReferer(`${location.pathname}${location.search}`);
    navigate('/login');
  };

  const onRegistered = (answer: RegisterTournamentAnswer) => {
    setPopupOpen(false);
    setRegistered('just');
    toast.success(answer.message || registrationMessages.success);
  };

  const onFailure = (error: unknown) => {
    setPopupOpen(false);
    if (!(error instanceof ApiError) || error.status === 0) {
      toast.error(registrationMessages.network);
    } else if (error.status === 401) {
      goToLogin(registrationMessages.sessionExpired);
    } else if (error.code === registrationErrorCodes.handleRequired) {
      setPopupOpen(true);
    } else {
      toast.error(error.serverMessage || registrationMessages.failed);
    }
  };

  const onClick = () => {
    if (state === 'PLAY NOW') {
      onPlay();
      return;
    }
    if (state !== 'REGISTER NOW' || register.isPending) return;
    if (!isSignedIn) {
      goToLogin(registrationMessages.loginRequired);
      return;
    }
    const field = handleFieldOf(game);
    if (field) {
      const saved = user?.gamer_handle?.[field]?.trim();
      if (!saved) {
        setPopupOpen(true);
        return;
      }
      register.mutate(
        { event_id: eventId, game_id: gameId, gamer_handle: saved },
        { onSuccess: onRegistered, onError: onFailure },
      );
      return;
    }
    // A game played on the site (no handle_field): the account itself is the player.
    register.mutate(
      { event_id: eventId, game_id: gameId },
      { onSuccess: onRegistered, onError: onFailure },
    );
  };

  const disabled = state === 'CLOSED' || state === 'REGISTERED';
  return (
    <>
      <button
        type="button"
        className={`btn tournament-detail__cta tournament-detail__cta--${state
          .toLowerCase()
          .replace(' ', '-')} ${disabled ? 'btn--secondary' : 'btn--primary'}`}
        disabled={disabled}
        aria-busy={register.isPending || undefined}
        onClick={onClick}
      >
        {state}
      </button>
      {popupOpen ? (
        <UsernamePopup
          gameId={gameId}
          eventId={eventId}
          onClose={() => setPopupOpen(false)}
          onRegistered={onRegistered}
          onFailure={onFailure}
        />
      ) : null}
    </>
  );
}
