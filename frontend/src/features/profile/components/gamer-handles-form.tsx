import { useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { FormAlert, FormField, fieldAria } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import type { GamerHandle } from '../../../lib/auth-store';
import { checkGamerHandle } from '../api/check-gamer-handle';
import { useChangeGamerHandle } from '../api/change-gamer-handle';
import { handleGames, type HandleGameInfo } from '../gamer-handle-games';
import {
  changedFields,
  checkedHandles,
  fieldRule,
  formRule,
  gamerHandleMessages,
  HANDLE_TAKEN_MESSAGE,
  normaliseHandle,
  savedHandles,
  type GamerHandleFormValues,
  type HandleField,
} from '../gamer-handles-schema';

/** SPEC §8: 'User already there' → warning; a 400 with a message → that message; else skipped. */
function reportSaveFailure(error: unknown): void {
  if (error instanceof ApiError && error.serverMessage === HANDLE_TAKEN_MESSAGE) {
    toast.warning(gamerHandleMessages.taken);
  } else if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
    toast.error(error.serverMessage);
  } else {
    toast.warning(gamerHandleMessages.skipped);
  }
}

export function GamerHandlesForm({ gamerHandle }: { gamerHandle?: GamerHandle }) {
  const saved = useMemo(() => savedHandles(gamerHandle), [gamerHandle]);
  const change = useChangeGamerHandle();
  const [formError, setFormError] = useState<string | null>(null);
  const [help, setHelp] = useState<HandleGameInfo | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GamerHandleFormValues>({ values: saved });
  const values = useWatch({ control }) as GamerHandleFormValues;
  const hasChanges = changedFields({ ...saved, ...values }, saved).length > 0;

  const onSubmit = handleSubmit(async (current) => {
    setFormError(null);
    const rule = formRule(current, saved);
    if (rule !== true) {
      setFormError(rule);
      return;
    }
    const changed = changedFields(current, saved);
    // Chess and Clash handles must exist on their platform before they are saved.
    const results = await Promise.all(
      changed.map(async (field) => {
        const check = checkedHandles[field];
        const handle = current[field].trim();
        if (!check || !handle) return true;
        try {
          await checkGamerHandle({ handle, game: check.game });
          return true;
        } catch (error) {
          const message =
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : gamerHandleMessages.notFound(check.host);
          setError(field, { type: 'server', message });
          return false;
        }
      }),
    );
    if (results.includes(false)) return;

    const inputobj: GamerHandle = {};
    // An empty string clears a saved handle.
    for (const field of changed) inputobj[field] = current[field].trim();
    try {
      const answer = await change.mutateAsync({ inputobj });
      toast.success(answer.message || gamerHandleMessages.saved);
      reset(answer.data ? savedHandles(answer.data.gamer_handle) : current);
    } catch (error) {
      reportSaveFailure(error);
    }
  });

  const fieldRegistration = (field: HandleField): UseFormRegisterReturn => {
    const registration = register(field, { validate: (value) => fieldRule(field, value.trim()) });
    return {
      ...registration,
      onChange: (event) => {
        const input = event.target as HTMLInputElement;
        const next = normaliseHandle[field](input.value);
        if (next !== input.value) input.value = next;
        setFormError(null);
        return registration.onChange(event);
      },
    };
  };

  return (
    <section className="gamer-handles card" aria-labelledby="gamer-handles-title">
      <h2 id="gamer-handles-title" className="gamer-handles__title">
        Gamer Handles
      </h2>
      <p className="gamer-handles__lead">
        Save your in-game ids once and register for tournaments in one tap.
      </p>
      <form className="gamer-handles__form" onSubmit={onSubmit} noValidate>
        {handleGames.map((game) => {
          const id = `handle-${game.field}`;
          const error = game.field === 'valorant' ? undefined : errors[game.field]?.message;
          const infoButton = (
            <button
              type="button"
              className="gamer-handles__info"
              aria-label={`How to find your ${game.label} id`}
              onClick={() => setHelp(game)}
            >
              i
            </button>
          );
          return (
            <FormField
              key={game.field}
              id={id}
              label={
                <>
                  {game.label}
                  {game.comingSoon ? (
                    <span className="gamer-handles__soon"> Coming soon</span>
                  ) : null}
                </>
              }
              labelAside={infoButton}
              error={error}
            >
              {game.field === 'valorant' ? (
                <input id={id} className="field__input" placeholder={game.placeholder} disabled />
              ) : (
                <input
                  type="text"
                  className="field__input"
                  placeholder={game.placeholder}
                  autoComplete="off"
                  spellCheck={false}
                  inputMode={game.field === 'bgmi' ? 'numeric' : undefined}
                  maxLength={game.field === 'bgmi' ? 10 : 64}
                  {...fieldAria(id, error)}
                  {...fieldRegistration(game.field)}
                />
              )}
            </FormField>
          );
        })}
        {formError ? (
          <FormAlert>
            <p>{formError}</p>
          </FormAlert>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary gamer-handles__submit"
          disabled={!hasChanges || isSubmitting}
        >
          {isSubmitting ? 'Saving…' : 'Save gamer handles'}
        </button>
      </form>
      <Modal open={help !== null} title={help?.help.title ?? ''} onClose={() => setHelp(null)}>
        <ol className="gamer-handles__steps">
          {help?.help.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Modal>
    </section>
  );
}
