/** Notices of the site shell's behaviours (000 §2, §4): JavaScript, browser, connection, offline. */
export const behaviours = {
  notice_label: "Notice",
  noscript: "JavaScript is turned off. The menu, search, ticket purchase and embedded media need JavaScript. Please turn it on and reload the page.",
  unsupported: "Your browser is not supported, so some parts of this website do not work. Please use an up-to-date browser.",
  low_bandwidth: "Your connection is slow or you are saving data. Images and media may load late. If something is missing, reload the page.",
  weak_hardware: "Your device has little power, so some features may run slowly. If something does not work, reload the page.",
  reload: "Reload page",
  dismiss: "Close notice",
  offline: "You are offline. Anything not yet loaded will appear once the connection is back.",
};
