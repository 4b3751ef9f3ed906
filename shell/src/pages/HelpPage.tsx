import { useTranslation } from 'react-i18next';
import { Page, Panel } from '@drawdesk/shared-kernel/ui';

const TOPICS = ['menu', 'header', 'language', 'session', 'contact'] as const;

/** The help page (SPEC 2.1, content not specified): a short guide to the back office. */
export function HelpPage() {
  const { t } = useTranslation('shell');
  return (
    <Page titleKey="HELP">
      <Panel>
        <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 1.7 }}>
          {TOPICS.map((topic) => (
            <li key={topic}>{t(`help.${topic}`)}</li>
          ))}
        </ul>
      </Panel>
    </Page>
  );
}
