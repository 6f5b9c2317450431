/**
 * Namespace "errors" (000 §8). Plain data: the client error boundaries import it directly,
 * so no i18n library reaches the browser for them.
 */
export const errors = {
  status: "Error {{status}}",
  unknown_error: "an unknown error occurred",
  not_found: "This page could not be found",
  site_offline: "Website offline",
  site_offline_text: "We are working on our website. Please try again later.",
  error_page_failed: "An error occurred while showing the error page",
  back_home: "Back to the start page",
  retry: "Try again",
  forbidden: "Access denied",
  forbidden_text: "Your visitor account has no access to the editorial area. Please log in with an editor account.",
};
