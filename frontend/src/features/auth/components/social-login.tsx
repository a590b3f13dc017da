import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { env } from '../../../config/env';
import { ApiError } from '../../../lib/api-client';
import { loadScript } from '../../../lib/load-script';
import type { SessionResponse } from '../api/login';
import { useAppleLogin, useGoogleLogin } from '../api/social-login';

const GOOGLE_SDK = 'https://accounts.google.com/gsi/client';
const APPLE_SDK =
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

/** The slices of the providers' web SDKs we call. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        ux_mode?: 'popup';
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

interface AppleIdentity {
  auth: {
    init(config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<{ authorization?: { id_token?: string } }>;
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
    AppleID?: AppleIdentity;
  }
}

function socialFailure(error: unknown): string {
  return error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : 'Sign-in failed. Please try again.';
}

interface SocialLoginProps {
  invite?: string;
  onSignedIn: (session: SessionResponse) => void;
}

/** Google and Apple buttons, shown only when their client ids are configured. */
export function SocialLogin({ invite, onSignedIn }: SocialLoginProps) {
  if (!env.googleClientId && !env.appleClientId) return null;
  return (
    <div className="social-login">
      <p className="social-login__divider">
        <span>or continue with</span>
      </p>
      <div className="social-login__buttons">
        {env.googleClientId ? (
          <GoogleButton clientId={env.googleClientId} invite={invite} onSignedIn={onSignedIn} />
        ) : null}
        {env.appleClientId ? (
          <AppleButton clientId={env.appleClientId} onSignedIn={onSignedIn} />
        ) : null}
      </div>
    </div>
  );
}

function GoogleButton({
  clientId,
  invite,
  onSignedIn,
}: {
  clientId: string;
  invite?: string;
  onSignedIn: (session: SessionResponse) => void;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const googleLogin = useGoogleLogin();
  const [unavailable, setUnavailable] = useState(false);
  // The SDK keeps the first callback it is given; read the latest props through refs.
  const latest = useRef({ invite, onSignedIn, mutate: googleLogin.mutateAsync });
  useEffect(() => {
    latest.current = { invite, onSignedIn, mutate: googleLogin.mutateAsync };
  });

  useEffect(() => {
    let cancelled = false;
    loadScript(GOOGLE_SDK)
      .then(() => {
        const google = window.google;
        if (cancelled || !google || !slot.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) => {
            if (!credential) return;
            const { mutate, invite: referelId, onSignedIn: done } = latest.current;
            mutate({ idToken: credential, ...(referelId ? { referelId } : {}) }).then(
              done,
              (error: unknown) => toast.error(socialFailure(error)),
            );
          },
        });
        google.accounts.id.renderButton(slot.current, {
          theme: 'filled_black',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          width: 260,
        });
      })
      .catch(() => !cancelled && setUnavailable(true));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (unavailable) return null;
  return <div ref={slot} className="social-login__google" />;
}

function AppleButton({
  clientId,
  onSignedIn,
}: {
  clientId: string;
  onSignedIn: (session: SessionResponse) => void;
}) {
  const appleLogin = useAppleLogin();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadScript(APPLE_SDK)
      .then(() => {
        if (cancelled || !window.AppleID) return;
        window.AppleID.auth.init({
          clientId,
          scope: 'name email',
          redirectURI: `${env.siteUrl}/login`,
          usePopup: true,
        });
        setReady(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  const signIn = async () => {
    let idToken: string | undefined;
    try {
      idToken = (await window.AppleID?.auth.signIn())?.authorization?.id_token;
    } catch {
      return; // closed the popup
    }
    if (!idToken) return;
    try {
      onSignedIn(await appleLogin.mutateAsync({ idToken }));
    } catch (error) {
      toast.error(socialFailure(error));
    }
  };

  return (
    <button
      type="button"
      className="btn social-login__apple"
      disabled={!ready || appleLogin.isPending}
      onClick={() => void signIn()}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.5 1.3-2.6 0 0-2.5-1-2.5-3.6ZM14.2 5.6c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.2Z"
        />
      </svg>
      Continue with Apple
    </button>
  );
}
