"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";

interface Texts { title: string; home: string }

export function NotFoundMessage({ texts }: { texts: Record<"de" | "en", Texts> }) {
  const lang = usePathname()?.split("/")[1] === "en" ? "en" : "de";
  return (
    <div className="container" style={{ paddingBlock: "var(--space-2xl)" }}>
      <p>404</p>
      <h1>{texts[lang].title}</h1>
      <p><Link href={`/${lang}`}>{texts[lang].home}</Link></p>
    </div>
  );
}
