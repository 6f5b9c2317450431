/**
 * The notice for a browser or device the site may not serve well (000 §2): unsupported
 * browser, low bandwidth, weak hardware. Browsers without ES modules cannot run the app at all
 * and get their notice from a `nomodule` script (behaviours.tsx); this covers the others.
 */
export type SupportIssue = "unsupported" | "low_bandwidth" | "weak_hardware";

export interface DeviceInfo {
  /** The browser has every feature the site relies on. */
  features: boolean;
  /** navigator.connection (Chromium only). */
  saveData?: boolean;
  effectiveType?: string;
  /** navigator.deviceMemory in GB (Chromium only, rounded: 0.25, 0.5, 1, 2 ...). */
  deviceMemory?: number;
  hardwareConcurrency?: number;
}

export function detectSupportIssue(device: DeviceInfo): SupportIssue | null {
  if (!device.features) return "unsupported";
  if (device.saveData || device.effectiveType === "slow-2g" || device.effectiveType === "2g") return "low_bandwidth";
  const lowMemory = device.deviceMemory !== undefined && device.deviceMemory <= 1;
  const singleCore = device.hardwareConcurrency !== undefined && device.hardwareConcurrency < 2;
  return lowMemory || singleCore ? "weak_hardware" : null;
}

interface NavigatorExtras {
  connection?: { saveData?: boolean; effectiveType?: string };
  deviceMemory?: number;
}

/** Reads the device from the browser. */
export function readDevice(): DeviceInfo {
  const nav = navigator as Navigator & NavigatorExtras;
  const features =
    typeof IntersectionObserver === "function" &&
    typeof ResizeObserver === "function" &&
    typeof Array.prototype.at === "function" &&
    typeof CSS !== "undefined" &&
    CSS.supports("aspect-ratio", "1 / 1") &&
    CSS.supports("display", "grid");
  return {
    features,
    saveData: nav.connection?.saveData,
    effectiveType: nav.connection?.effectiveType,
    deviceMemory: nav.deviceMemory,
    hardwareConcurrency: nav.hardwareConcurrency,
  };
}
