import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BRAND } from '@drawdesk/shared-kernel/domain';
import { Form, CheckboxField } from '@drawdesk/shared-kernel/forms/formik';
import { Button, theme } from '@drawdesk/shared-kernel/ui';
import { acceptTerms } from '../auth/authStore';

const Screen = styled.div`
  min-height: 100vh;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding-top: 8vh;
  background: ${theme.colors.background};
`;
const Card = styled.section`
  width: 720px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: ${theme.space.xl};
  h1 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.font.title};
  }
  ol {
    margin: 0 0 ${theme.space.lg};
    padding-left: 20px;
    line-height: 1.6;
  }
  li + li {
    margin-top: ${theme.space.sm};
  }
`;
const Age = styled.li`
  font-weight: 600;
  color: ${theme.colors.danger};
`;
const Brand = styled.div`
  color: ${theme.colors.primary};
  font-weight: 700;
  margin-bottom: ${theme.space.sm};
`;
const Accept = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  margin-bottom: ${theme.space.lg};
  font-weight: 600;
`;

/** Terms and conditions at first login (SPEC 2.1, 4): age 18 or over; accept to continue. */
export function TermsPage() {
  const { t } = useTranslation('shell');
  const [accepted, setAccepted] = useState(false);
  return (
    <Screen>
      <Card aria-labelledby="dd-terms-title">
        <Brand>{BRAND}</Brand>
        <h1 id="dd-terms-title">{t('terms.title')}</h1>
        <p>{t('terms.intro')}</p>
        <ol>
          <Age>{t('terms.age')}</Age>
          <li>{t('terms.use')}</li>
          <li>{t('terms.credit')}</li>
          <li>{t('terms.privacy')}</li>
        </ol>
        <Form<{ accepted: boolean }>
          label={t('terms.title')}
          initialValues={{ accepted: false }}
          onSubmit={async () => {
            // On success the route guard continues to the dashboard; the button stays busy till then.
            if (await acceptTerms()) setAccepted(true);
          }}
        >
          {({ values, isSubmitting }) => (
            <>
              <Accept>
                <CheckboxField name="accepted" label={t('terms.accept')} />
              </Accept>
              <Button type="submit" variant="primary" disabled={!values.accepted || isSubmitting || accepted}>
                {t('terms.continue')}
              </Button>
            </>
          )}
        </Form>
      </Card>
    </Screen>
  );
}
