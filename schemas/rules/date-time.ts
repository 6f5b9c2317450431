import { z } from "zod";

/** An ISO date-time as the editor's datetime widget and the API send it. */
export const dateTimeSchema = z.iso.datetime({ offset: true, error: "invalid_date" });
