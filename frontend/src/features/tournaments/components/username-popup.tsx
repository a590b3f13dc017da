import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormField, fieldAria } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { useGame, type Game } from '../../games';
import { handleGames } from '../../profile';
import { useRegisterTournament, type RegisterTournamentAnswer } from '../api/register-tournament';
import { useValidateUsername } from '../api/validate-username';
import {
  handleFieldOf,
  normaliseTournamentUsername,
  registrationMessages,
  USERNAME_ERROR_MS,
  USERNAME_REQUIRED_MS,
} from '../registration-state';

interface UsernamePopupProps {
  gameId: number;
  eventId: number;
  onClose: () => void;
  onRegistered: (answer: RegisterTournamentAnswer) => void;
  /** Failures that are not about the username (closed, session expired) go to the page. */
  onFailure: (error: unknown) => void;
}

interface TimedError {
  text: string;
  ms: number;
}

/** Asks for the in-game username (games with a handle_field), checks it, then registers with it. */
export function UsernamePopup({
  gameId,
  eventId,
  onClose,
  onRegistered,
  onFailure,
}: UsernamePopupProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<TimedError | null>(null);
  const validate = useValidateUsername();
  const register = useRegisterTournament();
  const inputId = useId();
  const busy = validate.isPending || register.isPending;
  const game = useGame(gameId).data;
  const field = handleFieldOf(game);
  const help = handleGames.find((info) => info.field === field);
  const handleCase = game?.handle_case;

  // SPEC §5: the empty-username error clears after 2 s, server errors after 2.3 s.
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), error.ms);
    return () => clearTimeout(timer);
  }, [error]);

  const submit = async () => {
    const username = value.trim();
    if (!username) {
      setError({ text: registrationMessages.usernameRequired, ms: USERNAME_REQUIRED_MS });
      return;
    }
    let handle: string;
    try {
      handle = await validate.mutateAsync({ username, game_id: gameId, event_id: eventId });
    } catch (failure) {
      setError({ text: usernameError(failure), ms: USERNAME_ERROR_MS });
      return;
    }
    try {
      onRegistered(
        await register.mutateAsync({ event_id: eventId, game_id: gameId, gamer_handle: handle }),
      );
    } catch (failure) {
      // A username the server still rejects stays in the popup; anything else is the page's.
      if (failure instanceof ApiError && failure.status === 400) {
        setError({ text: usernameError(failure), ms: USERNAME_ERROR_MS });
      } else {
        onFailure(failure);
      }
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void submit();
  };

  return (
    <Modal open title="Enter your In-Game Username" onClose={onClose}>
      <form className="username-popup" onSubmit={onSubmit} noValidate>
        {help ? (
          <div className="username-popup__help">
            <p className="username-popup__help-title">{help.help.title}</p>
            <ol>
              {help.help.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ) : null}
        <FormField id={inputId} label={handleLabel(game)} error={error?.text}>
          <input
            {...fieldAria(inputId, error?.text)}
            className="field__input"
            type="text"
            autoComplete="off"
            autoCapitalize={handleCase === 'upper' ? 'characters' : 'none'}
            spellCheck={false}
            placeholder={help?.placeholder}
            value={value}
            onChange={(event) =>
              setValue(normaliseTournamentUsername(handleCase, event.target.value))
            }
          />
        </FormField>
        <div className="username-popup__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? 'Checking…' : 'Register'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function usernameError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return registrationMessages.network;
    return error.serverMessage || registrationMessages.usernameNotFound;
  }
  return registrationMessages.usernameNotFound;
}

/** Upper-cased handles are player tags (the Clash games); the others are the host site's usernames. */
function handleLabel(game: Game | null | undefined): string {
  if (!game?.host) return 'In-game username';
  return game.handle_case === 'upper' ? `${game.name} player tag` : `${game.host} username`;
}
