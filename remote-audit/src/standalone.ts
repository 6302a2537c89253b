import { renderStandalone } from 'shared-ui/standalone';
import remote from './routes';

void renderStandalone(remote, async () => {
  const { startMockBackend } = await import('mock-api/browser');
  await startMockBackend();
});
