// shared-ui/data: server state (TanStack Query), loaded with the first signed-in screen.
export { QueryProvider, queryClient } from './data/query-client';
export { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
