import type { CartOutcome } from "./cart-call";
import { selectedTicketsReducer, type SelectedAction, type SelectedTicket } from "./selected-tickets";

/*
 * The booking widget's state (001 §4): the step (main, discounts, timeslots), the selected
 * tickets, the chosen timeslot per seat group and the summary after "add to cart" (loading,
 * then success or error). One reducer, so each transition can be tested on its own.
 */

export type Step =
  | { kind: "main" }
  | { kind: "discounts"; seatGroup: number }
  | { kind: "timeslots"; seatGroup: number };

export type Summary =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "done"; outcome: CartOutcome };

export interface WidgetState {
  step: Step;
  selected: SelectedTicket[];
  /** The chosen slot's block_id per seat group number (null: none left). */
  slots: Record<number, number | null>;
  summary: Summary;
}

export type WidgetAction =
  | { type: "ticket"; action: SelectedAction }
  | { type: "step"; step: Step }
  | { type: "slots"; slots: Record<number, number | null> }
  | { type: "slot"; seatGroup: number; block: number }
  | { type: "submit" }
  | { type: "done"; outcome: CartOutcome }
  | { type: "change" }
  | { type: "close" }
  | { type: "reset" };

export const initialWidgetState: WidgetState = { step: { kind: "main" }, selected: [], slots: {}, summary: { kind: "idle" } };

export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  switch (action.type) {
    case "ticket":
      // The selection is fixed while the cart calls run and after they answered.
      if (state.summary.kind !== "idle") return state;
      return { ...state, selected: selectedTicketsReducer(state.selected, action.action) };
    case "step":
      return { ...state, step: action.step };
    case "slots":
      // The live answer arrived: preselect the first open slot of each group (001 §4).
      return { ...state, slots: action.slots };
    case "slot":
      return { ...state, slots: { ...state.slots, [action.seatGroup]: action.block } };
    case "submit":
      if (state.summary.kind !== "idle" || state.selected.length === 0) return state;
      return { ...state, summary: { kind: "loading" } };
    case "done":
      if (state.summary.kind !== "loading") return state;
      // Granted tickets are in the cart now; a new choice starts from nothing.
      return { ...state, selected: action.outcome.ok ? [] : state.selected, summary: { kind: "done", outcome: action.outcome } };
    case "change":
      // Back from an error to the choice, keeping it, so the visitor can try fewer tickets.
      return { ...state, step: { kind: "main" }, summary: { kind: "idle" } };
    case "close":
      // Closing clears the selected tickets at once (001 §4); the rest resets 250 ms later.
      return { ...state, selected: [] };
    case "reset":
      return initialWidgetState;
  }
}
