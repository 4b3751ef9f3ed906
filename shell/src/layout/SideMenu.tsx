import { memo, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@drawdesk/shared-kernel/routing';
import styled from 'styled-components';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { theme } from '@drawdesk/shared-kernel/ui';
import { prefetchRemote } from '../remotes';
import { SecondaryPasswordModal } from '../secondary/SecondaryPasswordModal';
import { needsSecondaryPassword } from '../secondary/secondaryPasswordCheck';
import { visibleMenu, type MenuEntry } from '@drawdesk/shared-kernel/domain/access';

const Nav = styled.nav`
  width: 232px;
  flex: none;
  background: ${theme.colors.surface};
  border-right: 1px solid ${theme.colors.border};
  overflow-y: auto;
  font-size: ${theme.font.small};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
const GroupTitle = styled.div`
  padding: 8px 14px 4px;
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.6px;
  text-transform: uppercase;
  color: ${theme.colors.muted};
  background: ${theme.colors.headerBg};
  border-top: 1px solid ${theme.colors.border};
`;
// A plain anchor, not the router's Link: every Link follows the location itself (a context), so each
// navigation re-rendered all 60-odd entries of the menu whatever their memo; the menu navigates.
const EntryLink = styled.a`
  display: flex;
  gap: 8px;
  padding: 5px 14px;
  color: ${theme.colors.text};
  text-decoration: none;
  border-left: 3px solid transparent;
  &:hover {
    background: ${theme.colors.hover};
  }
  &.active {
    background: ${theme.colors.highlight};
    border-left-color: ${theme.colors.primary};
    font-weight: 600;
  }
  span:first-child {
    min-width: 30px;
    color: ${theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
`;
const Lock = styled.span`
  margin-left: auto;
  color: ${theme.colors.muted};
`;

/** How long the pointer rests on an entry before its remote's code is fetched (passing over does not). */
export const PREFETCH_REST_MS = 100;

/** Fetches the remote of a menu entry the pointer rests on, so that a click finds its code here. */
function usePrefetchOnRest() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      rest(entry: MenuEntry) {
        clearTimeout(timer.current);
        const owner = entry.route.owner;
        if (owner === 'shell') return;
        timer.current = setTimeout(() => void prefetchRemote(owner, entry.path), PREFETCH_REST_MS);
      },
      leave() {
        clearTimeout(timer.current);
      },
    }),
    [],
  );
}

/**
 * Whether a menu entry's page is the one shown: its path, or a page under it (as NavLink matches:
 * whole segments, case-insensitive).
 */
export function isEntryActive(pathname: string, entryPath: string): boolean {
  const current = pathname.toLowerCase();
  const path = entryPath.toLowerCase();
  if (current === path) return true;
  // The root matches itself only; another path also matches the pages under it.
  const prefix = path.endsWith('/') ? path : `${path}/`;
  return path !== '/' && current.startsWith(prefix);
}

/**
 * A click the page handles (left button, no modifier key); any other click is the browser's own
 * (a new tab or window opens the entry's address).
 */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>,
) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

interface MenuItemProps {
  entry: MenuEntry;
  title: string;
  active: boolean;
  onEntryClick: (event: MouseEvent<HTMLAnchorElement>, entry: MenuEntry) => void;
  prefetch: ReturnType<typeof usePrefetchOnRest>;
}

/**
 * One entry. Memoized on its title and active state: a navigation re-renders the two entries whose
 * state changes, and a text bundle arriving (a remote's) re-renders none.
 */
const MenuItem = memo(function MenuItem({ entry, title, active, onEntryClick, prefetch }: MenuItemProps) {
  return (
    <li>
      <EntryLink
        href={entry.path}
        className={active ? 'active' : undefined}
        aria-current={active ? 'page' : undefined}
        onClick={(event) => onEntryClick(event, entry)}
        onPointerEnter={() => prefetch.rest(entry)}
        onPointerLeave={prefetch.leave}
      >
        <span>{entry.number}</span>
        <span>{title}</span>
        {entry.secondaryPassword && (
          <Lock aria-hidden="true">
            <svg width="10" height="12" viewBox="0 0 10 12" fill="currentColor">
              <path d="M2 5V3.5a3 3 0 0 1 6 0V5h1v7H1V5h1zm1.3 0h3.4V3.5a1.7 1.7 0 0 0-3.4 0V5z" />
            </svg>
          </Lock>
        )}
      </EntryLink>
    </li>
  );
});

/**
 * The numbered side menu (SPEC 2.7): groups and entries the user may see (visibleMenu), empty
 * groups hidden; entries flagged secondaryPassword ask for it (needsSecondaryPassword).
 */
export function SideMenu({ user }: { user: LoginUserData }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const groups = useMemo(() => visibleMenu(user), [user]);
  // The 60-odd titles change with the language (a new `t`), not with each navigation.
  const titles = useMemo(
    () =>
      new Map<string, string>(
        groups.flatMap((group) => [
          [group.key, t(group.titleKey, { ns: 'common' })],
          ...group.entries.map((entry): [string, string] => [
            entry.path,
            t(entry.titleKey, { ns: 'common' }),
          ]),
        ]),
      ),
    [groups, t],
  );
  const [pending, setPending] = useState<MenuEntry | null>(null);

  const prefetch = usePrefetchOnRest();

  // The click handler keeps one identity (the entries' memo), reading the latest user and navigate.
  const latest = useRef({ user, navigate });
  useEffect(() => {
    latest.current = { user, navigate };
  });
  const onEntryClick = useCallback((event: MouseEvent<HTMLAnchorElement>, entry: MenuEntry) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (needsSecondaryPassword(latest.current.user, entry)) {
      setPending(entry);
      return;
    }
    // The remote's code starts loading now, before the layout renders the new route (single-spa
    // asks for it only once the navigation has rendered); the load then finds it in flight.
    if (entry.route.owner !== 'shell') void prefetchRemote(entry.route.owner, entry.path);
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    latest.current.navigate(entry.path, { replace: here === entry.path });
  }, []);

  return (
    <Nav aria-label={t('menu.label')} data-no-print>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`dd-menu-${group.key}`}>
          <GroupTitle id={`dd-menu-${group.key}`}>
            {group.number}. {titles.get(group.key)}
          </GroupTitle>
          <ul>
            {group.entries.map((entry) => (
              <MenuItem
                key={entry.path}
                entry={entry}
                title={titles.get(entry.path) ?? ''}
                active={isEntryActive(pathname, entry.path)}
                onEntryClick={onEntryClick}
                prefetch={prefetch}
              />
            ))}
          </ul>
        </section>
      ))}
      {pending && (
        <SecondaryPasswordModal
          onClose={() => setPending(null)}
          onPassed={() => {
            setPending(null);
            navigate(pending.path);
          }}
        />
      )}
    </Nav>
  );
}
