"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import type { Locale } from "../../../schemas/rules/localized";
import { createAuthGate } from "../api/auth-gate";
import { LoginModal } from "./login-modal";

/** Edit mode with a session that has ended: the login modal, then the editor for the same page. */
export function LoginGate({ lang }: { lang: Locale }) {
  const router = useRouter();
  const [gate] = useState(createAuthGate);
  return <LoginModal lang={lang} gate={gate} forceOpen onLoggedIn={() => router.refresh()} />;
}
