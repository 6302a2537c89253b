import { renderStandalone } from 'shared-ui/standalone/standalone-app';
import remote from './routes';

void renderStandalone(remote, async () => {
  const { startMockBackend } = await import('mock-api/browser');
  await startMockBackend();
});
