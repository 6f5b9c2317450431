"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import type { Locale } from "@schemas/rules/localized";
import { createAuthGate } from "../api/auth-gate";
import { LoginModal } from "./login-modal";

/**
 * A page that needs a session, without one: the login modal, then the same page again
 * (in edit mode, or the dashboard). `expired`: a session cookie was there, so the modal says
 * the session ended; on a first login it just asks to log in.
 */
export function LoginGate({ lang, expired }: { lang: Locale; expired: boolean }) {
  const router = useRouter();
  const [gate] = useState(createAuthGate);
  return <LoginModal lang={lang} gate={gate} forceOpen expired={expired} onLoggedIn={() => router.refresh()} />;
}
