import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading every screen starts with (the shell header holds the page's h1). */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} mb="md">
      {children}
    </Title>
  );
}
