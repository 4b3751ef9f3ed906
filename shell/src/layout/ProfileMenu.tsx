import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@drawdesk/shared-kernel/routing';
import styled from 'styled-components';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { theme } from '@drawdesk/shared-kernel/ui';
import { profileEntries, type ProfileEntry } from './profileEntries';

const ChangePasswordModal = lazy(() =>
  import('../password/ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })),
);

const Wrap = styled.div`
  position: relative;
`;
const Toggle = styled.button`
  font: inherit;
  background: transparent;
  color: inherit;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${theme.radius};
  padding: 3px 8px;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
`;
const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  min-width: 200px;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  z-index: ${theme.z.modal - 1};
  button {
    font: inherit;
    width: 100%;
    text-align: left;
    background: transparent;
    border: 0;
    padding: 6px 14px;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: ${theme.colors.hover};
  }
`;

/** The profile dropdown of SPEC 2.7: manage profile, fight limit, red package, change password. */
export function ProfileMenu({ user }: { user: LoginUserData }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const choose = (entry: ProfileEntry) => {
    setOpen(false);
    if (entry.path) navigate(entry.path);
    else setChanging(true);
  };

  return (
    <Wrap ref={wrapRef}>
      <Toggle type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {t('profile.menu')} ▾
      </Toggle>
      {open && (
        <List
          role="menu"
          aria-label={t('profile.menu')}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        >
          {profileEntries(user).map((entry) => (
            <li key={entry.key} role="none">
              <button type="button" role="menuitem" onClick={() => choose(entry)}>
                {t(`profile.${entry.key}`)}
              </button>
            </li>
          ))}
        </List>
      )}
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordModal onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </Wrap>
  );
}
