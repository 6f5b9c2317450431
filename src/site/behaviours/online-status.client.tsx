"use client";

import { useEffect } from "react";
import { Icon } from "../icons/icon";
import { useOnline } from "./online";
import styles from "./behaviours.module.css";

/** Says so while the browser is offline; `data-offline` on <html> lets styles react too. */
export function OnlineStatus({ text }: { text: string }) {
  const online = useOnline();

  useEffect(() => {
    document.documentElement.toggleAttribute("data-offline", !online);
  }, [online]);

  return (
    <div role="status">
      {!online && (
        <p className={styles.notice}>
          <Icon name="offline" /> {text}
        </p>
      )}
    </div>
  );
}
