import { Component, type ReactNode } from 'react';
import { reportError } from '../core/errorReport';
import { emit } from '../core/events';
import { t } from '../core/i18n';
import { Alert } from './Alert';

interface Props {
  host: HTMLElement | null;
  tag: string;
  lng: string;
  children: ReactNode;
}

/** A render error becomes a visible translated message and a `venue-error` event, never a blank element. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    if (this.props.host) emit(this.props.host, 'venue-error', { message, element: this.props.tag });
    reportError({ message, element: this.props.tag });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        tone="danger"
        action={
          <button type="button" onClick={() => this.setState({ failed: false })}>
            {t('common.retry', { lng: this.props.lng })}
          </button>
        }
      >
        {t('error.render', { lng: this.props.lng })}
      </Alert>
    );
  }
}
