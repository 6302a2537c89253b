// shared-ui/data: server state (TanStack Query), loaded with the first signed-in screen.
export { QueryProvider, queryClient } from './data/query-client';
export { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
export { downloadFile, filenameFromDisposition, saveBlob } from './data/download';
export { countMatches, resource, uploadFile, type Id, type IssuedFile } from './data/resource';
export { silentCallFailure } from './data/failed-call';
export { useCallerPrefix, type CallerPrefix } from './data/caller-prefix';
export { loadOptions, optionsOf } from './data/options';
