import type { ReactNode } from 'react';

// The public site (app/[locale]) and the back-office each render their own <html>.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
