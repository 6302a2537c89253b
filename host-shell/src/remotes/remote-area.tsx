import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteModule, RemoteName } from 'shared-ui';
import { PageLoading } from '../routing/page-loading';
import { loadRemoteModule } from './remote-registry';
import { RemoteUnavailable } from './remote-unavailable';

type LoadState = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed' };

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


/** Renders one `/admin/<feature>` area from its remote, with a translated fallback and Retry. */
export default function RemoteArea({ remote, feature }: { remote: RemoteName; feature: string }) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const area = t(`menu.${feature}`);

  useEffect(() => {
    let alive = true;
    loadRemoteModule(remote).then(
      (module) => alive && setState({ status: 'ready', module }),
      (error: unknown) => {
        console.error(`Remote ${remote} failed to load`, error);
        if (alive) setState({ status: 'failed' });
      },
    );
    return () => {
      alive = false;
    };
  }, [remote, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  const fallback = <RemoteUnavailable area={area} onRetry={retry} />;
  if (state.status === 'loading') return <PageLoading label={t('common:remote.loading', { area })} />;
  if (state.status === 'failed') return fallback;
  const Feature = state.module.features[feature];
  if (!Feature) return fallback;
  return (
    <RemoteErrorBoundary key={attempt} fallback={fallback}>
      <Suspense fallback={<PageLoading label={t('common:remote.loading', { area })} />}>
        <Feature />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
