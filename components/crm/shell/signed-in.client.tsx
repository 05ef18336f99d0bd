'use client';

import { createContext, useContext, type ReactNode } from 'react';

const SignedInEmail = createContext<string | null>(null);

/** The signed-in staff member's address, for the screens that name who did what. */
export function SignedIn({ email, children }: { email: string; children: ReactNode }) {
  return <SignedInEmail value={email}>{children}</SignedInEmail>;
}

/** The signed-in staff member's address; null outside the staff screens. */
export function useSignedInEmail(): string | null {
  return useContext(SignedInEmail);
}
