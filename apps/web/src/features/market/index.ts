// Market data: the providers' status and the on-demand sync.
export { isServingDemoData, useProviders } from './api/get-providers';
export { ProviderStatusLine } from './components/provider-status';
export { useSyncAction } from './hooks/use-sync-action';
