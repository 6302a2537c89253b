import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteModule, RemoteName } from 'shared-ui';
import type { ComponentType } from 'react';
import { PageLoading } from '../routing/page-loading';
import { loadRemoteModule } from './remote-registry';
import { RemoteUnavailable } from './remote-unavailable';

type LoadState = { status: 'loading' } | { status: 'ready'; Component: ComponentType | undefined } | { status: 'failed' };

/** Catches a remote that throws while rendering, so only its area shows the fallback. */
class RemoteErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}


export interface RemoteAreaProps {
  remote: RemoteName;
  /** The area's name as the user knows it, for the loading and failure messages. */
  area: string;
  /** Which of the remote's components this area shows: one of its features or public pages. */
  from: 'features' | 'publicPages';
  name: string;
}

/** Renders one area from its remote, with a translated fallback and Retry when it fails. */
export default function RemoteArea({ remote, area, from, name }: RemoteAreaProps) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let alive = true;
    loadRemoteModule(remote).then(
      (module: RemoteModule) => alive && setState({ status: 'ready', Component: module[from]?.[name] }),
      (error: unknown) => {
        console.error(`Remote ${remote} failed to load`, error);
        if (alive) setState({ status: 'failed' });
      },
    );
    return () => {
      alive = false;
    };
  }, [remote, attempt, from, name]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  const fallback = <RemoteUnavailable area={area} onRetry={retry} />;
  if (state.status === 'loading') return <PageLoading label={t('remote.loading', { area })} />;
  if (state.status === 'failed') return fallback;
  const { Component: Feature } = state;
  if (!Feature) return fallback;
  return (
    <RemoteErrorBoundary key={attempt} fallback={fallback}>
      <Suspense fallback={<PageLoading label={t('remote.loading', { area })} />}>
        <Feature />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
