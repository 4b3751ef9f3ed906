import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BRAND, rule, type FormRules } from '@drawdesk/shared-kernel/domain';
import { Form, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { Button, theme } from '@drawdesk/shared-kernel/ui';
import { login } from '../auth/authStore';
import { LanguageMenu } from '../layout/LanguageMenu';

const Screen = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  background: linear-gradient(160deg, #14365e 0%, ${theme.colors.primary} 60%, #2f7bc8 100%);
`;
const Card = styled.div`
  width: 360px;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: ${theme.space.xl};
  h1 {
    margin: 0;
    font-size: 24px;
    color: ${theme.colors.primary};
    letter-spacing: 0.5px;
  }
  h2 {
    margin: ${theme.space.xs} 0 ${theme.space.lg};
    font-size: ${theme.font.size};
    font-weight: 600;
  }
  button[type='submit'] {
    width: 100%;
    margin-top: ${theme.space.sm};
    padding: 8px;
  }
`;
const Tagline = styled.p`
  margin: 2px 0 0;
  font-size: 12px;
  color: ${theme.colors.muted};
`;
const Corner = styled.div`
  position: absolute;
  top: ${theme.space.md};
  right: ${theme.space.lg};
`;

interface LoginValues {
  username: string;
  password: string;
}
const LOGIN_RULES = { username: [rule.required()], password: [rule.required()] } as const satisfies FormRules;
const EMPTY: LoginValues = { username: '', password: '' };

/**
 * The login screen (SPEC 2.1): username and password; a failure shows the server message in a dialog.
 * `prepareNext` loads what the page after login needs: called when the user starts typing (the
 * seconds spent on the credentials load and run that code, not the wait after Login) and again
 * with the login call (it must be idempotent); not on first load, which stays small.
 */
export function LoginPage({ prepareNext }: { prepareNext?: () => void }) {
  const { t } = useTranslation('shell');
  const [signedIn, setSignedIn] = useState(false);
  return (
    <Screen>
      <Corner>
        <LanguageMenu tone="dark" />
      </Corner>
      <Card onInput={prepareNext}>
        <Form<LoginValues>
          label={t('login.heading')}
          initialValues={EMPTY}
          rules={LOGIN_RULES}
          onSubmit={async ({ username, password }, { resetForm }) => {
            // The login call goes out first; the next page's code (if typing did not start it) loads beside it.
            const pending = login(username.trim(), password, t('login.failed'));
            prepareNext?.();
            const outcome = await pending;
            // On success the route guard moves on (terms or the page asked for); the button stays busy till then.
            if (outcome.ok) setSignedIn(true);
            else resetForm({ username, password: '' });
          }}
        >
          {({ values, isSubmitting }) => (
            <>
              <h1>{BRAND}</h1>
              <Tagline>{t('login.tagline')}</Tagline>
              <h2>{t('login.heading')}</h2>
              <TextField
                label={t('login.username')}
                name="username"
                autoComplete="username"
                autoFocus
                required
              />
              <TextField
                label={t('login.password')}
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
              <Button
                type="submit"
                variant="primary"
                disabled={isSubmitting || signedIn || values.username.trim() === '' || values.password === ''}
              >
                {isSubmitting || signedIn ? t('login.submitting') : t('login.submit')}
              </Button>
            </>
          )}
        </Form>
      </Card>
    </Screen>
  );
}
