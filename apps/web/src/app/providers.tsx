import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useToast } from '@/lib/use-toast';
import { createQueryClient } from '@/lib/query-client';

// Radix's toast is ~10 KB gzip that most first visits never show: it loads with the first toast.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

function ToasterOnFirstToast() {
  const { toasts } = useToast();
  const [hasToasted, setHasToasted] = useState(false);
  if (toasts.length > 0 && !hasToasted) setHasToasted(true);
  if (!hasToasted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

type ProvidersProps = {
  children: ReactNode;
  /** Tests pass a fresh client so no cache leaks between them. */
  queryClient?: QueryClient;
};

/** i18n is started before this renders (main.tsx; test/setup.ts in tests). */
export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToasterOnFirstToast />
    </QueryClientProvider>
  );
}
