import styled from 'styled-components';
import { Page, theme } from '@drawdesk/shared-kernel/ui';
import { AgentsSection } from './components/AgentsSection';
import { JobsSection } from './components/JobsSection';
import { RolloutSection } from './components/RolloutSection';
import { registerOpsTranslations } from './i18n';

registerOpsTranslations();

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

/** /admin-tool (super admin): remote rollout, maintenance jobs, remote bet agents. */
export default function AdminToolScreen() {
  return (
    <Page titleKey="ADMIN_TOOL">
      <Stack>
        <RolloutSection />
        <JobsSection />
        <AgentsSection />
      </Stack>
    </Page>
  );
}
