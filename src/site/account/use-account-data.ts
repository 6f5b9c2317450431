"use client";

import { useEffect, useState } from "react";
import type { Locale } from "@schemas/rules/localized";
import { accountCall } from "./account-api";
import type { SchemaName, SchemaOutput } from "./account-contract";

export type AccountData<T> = { state: "loading" } | { state: "logged-out" } | { state: "error" } | { state: "ready"; value: T };

/**
 * A logged-in visitor's own data, fetched in the browser: the page around it is one cached
 * document for everybody and never carries a cookie or a name. reload() fetches it again.
 */
export function useAccountData<Name extends SchemaName>(path: string, lang: Locale, schema: Name) {
  const [data, setData] = useState<AccountData<SchemaOutput<Name>>>({ state: "loading" });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void accountCall(path, lang, "GET", undefined, schema).then((result) => {
      if (!live) return;
      if (result.ok) setData({ state: "ready", value: result.value });
      else setData(result.status === 401 || result.status === 403 ? { state: "logged-out" } : { state: "error" });
    });
    return () => {
      live = false;
    };
  }, [path, lang, schema, version]);
  return { data, reload: () => setVersion((current) => current + 1) };
}
