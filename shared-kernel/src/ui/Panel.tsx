import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

export interface PanelProps {
  /** Already translated heading text. */
  title?: ReactNode;
  /** Buttons shown at the right of the heading. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

const Section = styled.section`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  margin-bottom: ${theme.space.md};
`;
const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.headerBg};
  h2 {
    margin: 0;
    font-size: ${theme.font.size};
    font-weight: 600;
  }
`;
const Body = styled.div`
  padding: ${theme.space.md};
`;

/** A bordered box grouping part of a screen (filters, a form, a table). */
export function Panel({ title, actions, children, className }: PanelProps) {
  const id = useId();
  return (
    <Section className={className} aria-labelledby={title ? id : undefined}>
      {(title || actions) && (
        <Head>
          {title ? <h2 id={id}>{title}</h2> : <span />}
          {actions && <div>{actions}</div>}
        </Head>
      )}
      <Body>{children}</Body>
    </Section>
  );
}
