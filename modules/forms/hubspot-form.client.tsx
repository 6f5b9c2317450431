"use client";

import { useEffect, useId, useState } from "react";

interface HubspotFormOptions {
  portalId: string;
  formId: string;
  region?: string;
  target: string;
  onFormReady?: () => void;
}

declare global {
  interface Window {
    hbspt?: { forms: { create(options: HubspotFormOptions): void } };
  }
}

const SCRIPT_URL = "https://js.hsforms.net/forms/embed/v2.js";
let loading: Promise<void> | null = null;

/** HubSpot's embed script, added once per page however many forms it has. */
function loadScript(): Promise<void> {
  if (window.hbspt) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error(`could not load ${SCRIPT_URL}`));
    };
    document.head.append(script);
  });
  return loading;
}

interface Props {
  portalId: string;
  formId: string;
  region?: string;
  loadingLabel: string;
  errorLabel: string;
}

/** Mounted only inside a consent gate, so HubSpot's script loads after the visitor allowed it. */
export function HubspotForm({ portalId, formId, region, loadingLabel, errorLabel }: Props) {
  const id = `hubspot-${useId().replace(/[^\w-]/g, "")}`;
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");

  useEffect(() => {
    let cancelled = false;
    loadScript()
      .then(() => {
        if (cancelled || !window.hbspt) return;
        window.hbspt.forms.create({ portalId, formId, region, target: `#${id}`, onFormReady: () => setState("ready") });
      })
      .catch(() => {
        if (!cancelled) setState("error");
      });
    return () => {
      cancelled = true;
      document.getElementById(id)?.replaceChildren();
    };
  }, [id, portalId, formId, region]);

  return (
    <div>
      {state === "loading" && <p role="status">{loadingLabel}</p>}
      {state === "error" && <p role="alert">{errorLabel}</p>}
      <div id={id} />
    </div>
  );
}
