import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import {
  newsletterMessages,
  newsletterRules,
  type NewsletterFormValues,
} from '../newsletter-schema';
import './newsletter-form.css';

export default function NewsletterForm() {
  const { user } = useAuth();
  const subscribe = useSubscribeNewsletter();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterFormValues>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const result = await subscribe.mutateAsync({
        subscribe_mail: email.trim(),
        user_name: user?.name ?? '',
      });
      if (result.status === 'S') {
        // The server says what is left to do (confirm from the inbox).
        toast.success(result.message || newsletterMessages.success);
        reset();
      } else {
        toast.error(result.message || newsletterMessages.failure);
      }
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      toast.error(serverMessage || newsletterMessages.failure);
    }
  });

  return (
    <form className="newsletter-form" onSubmit={onSubmit} noValidate>
      <label htmlFor="newsletter-email" className="newsletter-form__label">
        Email address
      </label>
      <div className="newsletter-form__row">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          className="newsletter-form__input"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
          {...register('email', newsletterRules.email)}
        />
        <button type="submit" className="btn btn--primary" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {errors.email ? (
        <p id="newsletter-email-error" className="newsletter-form__error" role="alert">
          {errors.email.message}
        </p>
      ) : null}
    </form>
  );
}
