import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-webpack5';

function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <div style={{ padding: 16 }}>{children}</div>
    </QueryClientProvider>
  );
}

/** Each story with its own server-state cache (no page cached by the story before), padded. */
export const withFreshQueryClient: Decorator = (Story) => (
  <FreshQueryClient>
    <Story />
  </FreshQueryClient>
);
