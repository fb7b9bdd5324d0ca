/** The lighthouse bench's anchor: the smallest page built like the app (Vite, React, MantineProvider). */
import '@mantine/core/styles.css';
import { MantineProvider, Text } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <MantineProvider>
      <Text p="md">Empty page</Text>
    </MantineProvider>
  </StrictMode>,
);
