import { MAX_TICKETS_PER_PRICE } from "@schemas/api/booking-constants";

/*
 * The selected tickets (001 §3, §4): which price of which seat group, and how many. The
 * booking widget keeps them in this reducer; the cart calls are built from its state.
 */

/** A price of a seat group: the price entry's id, the group's number and the sale type. */
export interface TicketRef {
  id: number;
  seat_group: number;
  sale_type_id: number;
}

export interface SelectedTicket {
  ticket: TicketRef;
  amount: number;
}

export type SelectedAction =
  | { type: "add"; ticket: TicketRef }
  | { type: "remove"; ticket: TicketRef }
  | { type: "set"; ticket: TicketRef; amount: number }
  | { type: "clear" };

const same = (a: TicketRef, b: TicketRef) => a.seat_group === b.seat_group && a.sale_type_id === b.sale_type_id;

/**
 * add raises an existing entry by one (up to the per-price limit of the cart call) or adds it
 * with 1; remove lowers it by one and drops it at 1 or less; set replaces the amount, and 0
 * removes the entry; clear empties the selection (the widget closes).
 */
export function selectedTicketsReducer(state: readonly SelectedTicket[], action: SelectedAction): SelectedTicket[] {
  switch (action.type) {
    case "add": {
      const existing = state.find((entry) => same(entry.ticket, action.ticket));
      if (!existing) return [...state, { ticket: action.ticket, amount: 1 }];
      if (existing.amount >= MAX_TICKETS_PER_PRICE) return [...state];
      return state.map((entry) => (entry === existing ? { ...entry, amount: entry.amount + 1 } : entry));
    }
    case "remove": {
      const existing = state.find((entry) => same(entry.ticket, action.ticket));
      if (!existing) return [...state];
      if (existing.amount <= 1) return state.filter((entry) => entry !== existing);
      return state.map((entry) => (entry === existing ? { ...entry, amount: entry.amount - 1 } : entry));
    }
    case "set": {
      const amount = Math.min(MAX_TICKETS_PER_PRICE, Math.floor(action.amount));
      const rest = state.filter((entry) => !same(entry.ticket, action.ticket));
      if (!(amount > 0)) return rest;
      const existing = state.find((entry) => same(entry.ticket, action.ticket));
      return existing ? state.map((entry) => (entry === existing ? { ...entry, amount } : entry)) : [...state, { ticket: action.ticket, amount }];
    }
    case "clear":
      return [];
  }
}

/** How many of one price are selected (0 when none). */
export const amountOf = (state: readonly SelectedTicket[], ticket: TicketRef) =>
  state.find((entry) => same(entry.ticket, ticket))?.amount ?? 0;

/** All selected tickets together: add to cart is disabled at 0 (001 §5). */
export const totalAmount = (state: readonly SelectedTicket[]) => state.reduce((sum, entry) => sum + entry.amount, 0);
