import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { env } from '../../../config/env';
import type { MatchViewDto } from '../../../lib/api-types';
import { confirmSession, SESSION_ENDED_EVENT } from '../../../lib/socket-session';

/** A match as the server sends it after every change (MatchView). */
export type ArenaMatch = MatchViewDto;

export type Mark = ArenaMatch['turn'];

/** How many players search and are online in the tournament (the server counts them). */
export interface ArenaLobby {
  searching: number;
  online: number;
}

interface Ack extends Partial<ArenaLobby> {
  status: 'S' | 'E';
  state?: 'searching' | 'watching' | 'left' | 'moved' | 'match';
  match?: ArenaMatch;
  message?: string;
}

export type ArenaPhase = 'connecting' | 'ready' | 'searching' | 'match' | 'error';

const lobbyOf = (ack: Partial<ArenaLobby>): ArenaLobby | null =>
  typeof ack.searching === 'number' && typeof ack.online === 'number'
    ? { searching: ack.searching, online: ack.online }
    : null;

export interface ArenaConnection {
  phase: ArenaPhase;
  match: ArenaMatch | null;
  /** The tournament's lobby, once the server has said. */
  lobby: ArenaLobby | null;
  /** Local epoch ms when this search started, while searching. */
  searchStartedAt: number | null;
  /** Local epoch ms of the move deadline (the server's clock offset removed). */
  deadline: number | null;
  error: string | null;
  play: () => void;
  move: (cell: number) => void;
  leave: () => void;
  retry: () => void;
}

/** The game server shares the API's origin (the dev server proxies /socket.io). */
function socketOrigin(): string {
  try {
    return new URL(env.apiBaseUrl, window.location.origin).origin;
  } catch {
    return window.location.origin;
  }
}

const FAILED = 'API request failed';

/**
 * One socket.io connection for the tournament's game panel, authenticated with the player's
 * access token. The server decides everything; this keeps the latest match it sent.
 */
export function useArenaConnection(
  eventId: number,
  token: string | null,
  userId: string | null,
): ArenaConnection {
  const socketRef = useRef<Socket | null>(null);
  const searchingRef = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<ArenaPhase>('connecting');
  const [match, setMatch] = useState<ArenaMatch | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [lobby, setLobby] = useState<ArenaLobby | null>(null);
  const [searchStartedAt, setSearchStartedAt] = useState<number | null>(null);
  // The match a move is for, read when the move is made.
  const latest = useRef<ArenaMatch | null>(null);
  latest.current = match;

  const show = useCallback((m: ArenaMatch) => {
    setMatch(m);
    setDeadline(m.status === 'playing' ? Date.now() + (m.move_deadline - m.server_time) : null);
    setPhase('match');
    setSearchStartedAt(null);
    searchingRef.current = false;
  }, []);

  useEffect(() => {
    if (!token) {
      setPhase('error');
      setError('User is not logged in.');
      return;
    }
    setPhase('connecting');
    setError(null);
    const socket = io(socketOrigin(), { auth: { token }, transports: ['websocket'] });
    socketRef.current = socket;
    socket.on('connect', () => {
      setPhase((p) => (p === 'connecting' || p === 'error' ? 'ready' : p));
      // The panel is open here: the player counts as online, and a match they are in (a reload,
      // another tab) comes back with the answer.
      socket.emit('watch', { event_id: eventId }, (ack: Ack) => {
        if (ack.status !== 'S') return;
        if (ack.match) show(ack.match);
        else setLobby((current) => lobbyOf(ack) ?? current);
      });
      // A new connection (not a recovered one) has left the queue: search again.
      if (searchingRef.current && !socket.recovered) {
        socket.emit('play', { event_id: eventId }, () => undefined);
      }
    });
    socket.on('lobby', (view: ArenaLobby & { event_id: number }) => {
      if (view.event_id === eventId) setLobby(lobbyOf(view));
    });
    socket.on('match', (m: ArenaMatch) => {
      if (m.event_id !== eventId) return;
      show(m);
      // Marked away while connected (the server lost track of this socket): say we are here.
      const mine = Object.values(m.players).find((p) => p.user_id === userId);
      if (m.status === 'playing' && mine?.away && socket.connected) {
        socket.emit('here', undefined, () => undefined);
      }
    });
    socket.on('connect_error', (err: Error) => {
      setPhase('error');
      setError(err.message || FAILED);
    });
    // Signed out elsewhere (or reset, or banned): the server closes the socket; a 401 from the
    // API then signs this tab out too.
    socket.on(SESSION_ENDED_EVENT, (ended: { message?: string }) => {
      setPhase('error');
      setError(ended.message || FAILED);
      void confirmSession();
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [eventId, token, userId, attempt, show]);

  const play = useCallback(() => {
    const socket = socketRef.current;
    if (!socket) return;
    setError(null);
    setMatch(null);
    setPhase('searching');
    setSearchStartedAt(Date.now());
    searchingRef.current = true;
    socket.emit('play', { event_id: eventId }, (ack: Ack) => {
      if (ack.status === 'E') {
        searchingRef.current = false;
        setPhase('ready');
        setSearchStartedAt(null);
        setError(ack.message ?? FAILED);
      } else if (ack.match) show(ack.match);
      else setLobby((current) => lobbyOf(ack) ?? current);
    });
  }, [eventId, show]);

  const move = useCallback((cell: number) => {
    const id = latest.current?.match_id;
    if (!id) return;
    socketRef.current?.emit('move', { match_id: id, cell }, (ack: Ack) => {
      setError(ack.status === 'E' ? (ack.message ?? FAILED) : null);
    });
  }, []);

  const leave = useCallback(() => {
    searchingRef.current = false;
    socketRef.current?.emit('leave', { event_id: eventId }, () => undefined);
    setPhase('ready');
    setSearchStartedAt(null);
  }, [eventId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { phase, match, lobby, searchStartedAt, deadline, error, play, move, leave, retry };
}
