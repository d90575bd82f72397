import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppRouterContext } from '../navigation/app-router';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppRouterContext.Provider value={router}>
      <RouterProvider router={router} />
    </AppRouterContext.Provider>
  );
}
