import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GamerHandle } from '../../../lib/auth-store';
import { Link } from 'react-router-dom';
import { formatIstDate, formatIstDateTime } from '../../../lib/date-format';
import { formatCoins } from '../../../components/coin-amount';
import { useMyMatches, type MatchRow } from '../api/get-my-matches';
import { useMyWinnings, type WinningRow } from '../api/get-my-winnings';
import { useTransactionHistory, type TransactionRow } from '../api/get-transaction-history';
import { NotificationPreferencesForm } from '../../notifications';
import { GamerHandlesForm } from './gamer-handles-form';
import { PagedTable, type Column } from './paged-table';

type Section = 'winnings' | 'transactions' | 'matches' | 'settings';

const sections: { id: Section; label: string }[] = [
  { id: 'winnings', label: 'My Winnings' },
  { id: 'transactions', label: 'Transaction History' },
  { id: 'matches', label: 'My Matches' },
  { id: 'settings', label: 'Account settings' },
];

const winningColumns: Column<WinningRow>[] = [
  { header: 'Date', cell: (row) => formatIstDate(row.crd_on) },
  { header: 'Source', cell: (row) => row.source },
  { header: 'Reward', cell: (row) => formatCoins(Number(row.reward) || 0), numeric: true },
];

const transactionColumns: Column<TransactionRow>[] = [
  { header: 'Date', cell: (row) => formatIstDate(row.crd_on) },
  { header: 'Reason', cell: (row) => row.reason },
  {
    header: 'Transaction',
    numeric: true,
    cell: (row) => {
      const value = Number(row.value) || 0;
      return (
        <span className={value < 0 ? 'amount--debit' : 'amount--credit'}>
          {value > 0 ? '+' : ''}
          {formatCoins(value)}
        </span>
      );
    },
  },
];

const matchResults: Record<MatchRow['result'], string> = {
  won: 'Won',
  lost: 'Lost',
  draw: 'Draw',
  void: 'Did not count',
};

const matchColumns: Column<MatchRow>[] = [
  { header: 'When', cell: (row) => formatIstDateTime(row.ended_at) },
  {
    header: 'Tournament',
    cell: (row) => (
      <Link to={`/tournaments/${row.game_id}/${row.event_id}`}>{row.event_title}</Link>
    ),
  },
  { header: 'Opponent', cell: (row) => row.opponent_name },
  {
    header: 'Result',
    cell: (row) => (
      <span className={`match-result match-result--${row.result}`}>
        {matchResults[row.result] ?? row.result}
      </span>
    ),
  },
  { header: 'Points', cell: (row) => row.points, numeric: true },
];

function sectionNamed(name: string | null): Section | null {
  return sections.find((item) => item.id === name)?.id ?? null;
}

/** SPEC §2 account menu: My Winnings, Transaction History, Account settings; and My Matches. */
export function AccountSections({ gamerHandle }: { gamerHandle?: GamerHandle }) {
  // ?tab=settings opens a section directly: the unsubscribe page links to the settings, a prize
  // notification to ?tab=winnings (also when the page is already open).
  const [params] = useSearchParams();
  const asked = sectionNamed(params.get('tab'));
  const [section, setSection] = useState<Section>(asked ?? 'winnings');
  useEffect(() => {
    if (asked) setSection(asked);
  }, [asked]);
  return (
    <div className="account-sections">
      <nav className="account-sections__menu" aria-label="Account" data-tab-strip>
        {sections.map((item) => (
          <button
            key={item.id}
            type="button"
            className="account-sections__tab"
            aria-pressed={section === item.id}
            onClick={() => setSection(item.id)}
          >
            {item.label}
          </button>
        ))}
      </nav>
      <div className="account-sections__panel">
        {section === 'winnings' ? (
          <PagedTable
            caption="My Winnings"
            columns={winningColumns}
            emptyMessage="No winnings yet"
            useRows={useMyWinnings}
          />
        ) : null}
        {section === 'transactions' ? (
          <PagedTable
            caption="Transaction History"
            columns={transactionColumns}
            emptyMessage="No transactions yet"
            useRows={useTransactionHistory}
          />
        ) : null}
        {section === 'matches' ? (
          <PagedTable
            caption="My Matches"
            columns={matchColumns}
            emptyMessage="No matches yet: play tic-tac-toe in a live tournament"
            useRows={useMyMatches}
          />
        ) : null}
        {section === 'settings' ? (
          <div className="account-sections__settings">
            <GamerHandlesForm gamerHandle={gamerHandle} />
            <NotificationPreferencesForm />
          </div>
        ) : null}
      </div>
    </div>
  );
}
