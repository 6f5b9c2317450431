import type { ReactNode } from "react";
import type { TFunction } from "@/i18n/translate";
import { ConsentGateClient } from "./consent-gate.client";
import { serviceById, type ServiceId } from "@/contracts/consent-services";

interface Props {
  service: ServiceId;
  t: TFunction;
  /** Named in place of the service, e.g. the hosts of an HTML snippet no listed service covers. */
  name?: string;
  preview?: ReactNode;
  children: ReactNode;
}

/** Server half of the gate: translates the notice, the client half decides what to show. */
export function ConsentGate({ service, t, name = serviceById(service).name, preview, children }: Props) {
  return (
    <ConsentGateClient
      service={service}
      notice={t("modules:consent.notice", { service: name })}
      allowLabel={t("modules:consent.allow", { service: name })}
      preview={preview}
    >
      {children}
    </ConsentGateClient>
  );
}
