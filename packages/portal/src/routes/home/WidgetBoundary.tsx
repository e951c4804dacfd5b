import { Button } from '@maru/ui';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.text.secondary};

  p {
    margin: 0;
  }
`;

/** Fills the space home keeps for the widget (`WidgetSpace`'s min-height), if any. */
const LoadingNotice = styled(Notice)`
  min-height: inherit;
`;

function WidgetFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice role="alert">
      <p>{t('home.widgetError')}</p>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {t('home.widgetRetry')}
      </Button>
    </Notice>
  );
}

function WidgetLoading() {
  const { t } = useTranslation();
  return (
    <LoadingNotice role="status" aria-live="polite">
      <p>{t('home.widgetLoading')}</p>
    </LoadingNotice>
  );
}

interface CatcherProps {
  children?: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** React still needs a class to catch render errors. */
class WidgetErrorCatcher extends Component<CatcherProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => {
    this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return <WidgetFailed onRetry={this.retry} />;
    // A new key remounts the widget, so a retry starts it afresh.
    return (
      <Suspense key={this.state.attempt} fallback={<WidgetLoading />}>
        {this.props.children}
      </Suspense>
    );
  }
}

/**
 * The boundary every home widget sits in (GUIDE §3): while it loads it shows a status, and if it
 * throws only its own box turns into an error with a retry; the rest of the page keeps working.
 */
export function WidgetBoundary({ children, onError }: CatcherProps) {
  return <WidgetErrorCatcher onError={onError}>{children}</WidgetErrorCatcher>;
}
