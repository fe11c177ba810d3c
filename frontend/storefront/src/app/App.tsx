import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';

import { BrowserRouter } from '../lib/router';
import { AppRoutes } from './routes';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
