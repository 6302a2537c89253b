// shared-ui/data: server state (TanStack Query) and the one data layer every screen calls the
// backend through (resources, option lists, downloads), loaded with the first signed-in screen.
export { QueryProvider, queryClient } from './data/query-client';
export { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
export { downloadFile, filenameFromDisposition } from './data/download';
export { saveBlob } from './data/save-blob';
export { everyPage } from './data/every-page';
export { serverDay, serverToday } from './data/server-day';
export { resource, uploadFile, type CallOptions, type Id, type IssuedFile, type RecordResource, type Resource, type UploadOptions } from './data/resource';
export { searchSupplierCandidates } from './data/supplier-candidates';
export { invalidateRecords, invalidateResource, recordKey, recordQuery, partKey, THREAD_PART, useRecord, useRecordPart } from './data/record-queries';
export { prefetchRecord, type RoutePlace, type RoutePrefetch } from './data/route-prefetch';
export { applySilentFailure, silentCallFailure, type FailedCall } from './data/failed-call';
export { refusedUnder } from './data/refused-under';
export { useIdempotentCall, type IdempotentCall } from './data/idempotent-call';
export { useCallerPrefix, usePrefixed, type CallerPrefix } from './data/caller-prefix';
export { loadOptions, nameOf, narrowed, optionsOf, serviceItemOptions, useOptions, type OptionsSource, type ServerOptions, type StaticOption } from './data/options';
export { listQuery, pageRequest, prefetchList, resetListPrefetches, savedViewResource, savedViewsQuery, type ListSearch, type ListSearchOf } from './data/list-queries';
