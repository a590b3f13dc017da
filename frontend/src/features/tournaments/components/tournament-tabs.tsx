import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  /** Rendered only while the tab is selected (the leaderboard loads on demand). */
  render: () => ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. */
export function TournamentTabs({
  label,
  tabs,
  initial,
}: {
  label: string;
  tabs: TabItem[];
  /** Id of the tab to open first (e.g. from `?tab=`); the first tab when unknown. */
  initial?: string | null;
}) {
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((tab) => tab.id === initial),
    ),
  );
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const linked = tabs.some((tab) => tab.id === initial);

  // A link to a tab (a completed card's View results) lands on it, not on the banner above it:
  // on the next frame, after the router's own scroll to the top of a new page.
  useEffect(() => {
    if (!linked) return;
    const frame = requestAnimationFrame(() => root.current?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
    // Once, on arrival: choosing another tab later must not move the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div className="tournament-tabs" ref={root}>
      <div className="tournament-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className="tournament-tabs__tab"
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== selected}
          tabIndex={0}
          className="tournament-tabs__panel"
        >
          {index === selected ? tab.render() : null}
        </div>
      ))}
    </div>
  );
}
