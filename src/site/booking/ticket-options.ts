import type { EventTickets } from "@schemas/api/shop-cart";
import type { CartCreate } from "@schemas/api/shop-cart";
import type { PriceEntry } from "@schemas/api/event";
import { FULL_PRICE_TEXT } from "@schemas/entities/price";
import { AVAILABILITY } from "@schemas/entities/seat-group";
import type { SelectedTicket, TicketRef } from "./selected-tickets";

/*
 * What the widget offers, derived from the live answer of GET /{lang}/api/events/{id}/tickets/
 * (001 §4, §5): only seat groups and timeslots whose status is not 0, the full price first,
 * sold-out groups and slots kept visible but not choosable.
 */

export interface SlotOption {
  id: number;
  time_start: string;
  block_id: number;
  soldOut: boolean;
}

export interface PriceOption {
  price: PriceEntry;
  ticket: TicketRef;
}

export interface GroupOption {
  id: number;
  /** The group's number in the cart call (seat_groups.seat_group); 0 stands for "none". */
  seatGroup: number;
  text: string;
  soldOut: boolean;
  /** Full price first (text "Vollpreis"), then the others in the shop's order. */
  prices: PriceOption[];
  slots: SlotOption[];
}

/** The price list collapses only when there are more than two prices (001 §4). */
export const COLLAPSE_ABOVE = 2;

const notClosed = (unit: { status: number }) => unit.status !== AVAILABILITY.soldOut;

/** The full price first: only the first entry is shown as the full price (001 §4). */
export function fullPriceFirst<T extends { text: string }>(prices: readonly T[]): T[] {
  const full = prices.findIndex((price) => price.text === FULL_PRICE_TEXT);
  if (full <= 0) return [...prices];
  return [prices[full]!, ...prices.slice(0, full), ...prices.slice(full + 1)];
}

export function groupOptions(tickets: EventTickets): GroupOption[] {
  return tickets.seat_groups.filter(notClosed).map((group) => {
    const seatGroup = group.seat_group ?? 0;
    const slots = group.timeslots
      .filter(notClosed)
      .filter((slot): slot is typeof slot & { block_id: number } => slot.block_id !== null)
      .sort((a, b) => Date.parse(a.time_start) - Date.parse(b.time_start))
      .map((slot) => ({ id: slot.id, time_start: slot.time_start, block_id: slot.block_id, soldOut: slot.availability === "sold_out" }));
    // A group that sells by timeslot is sold out when every offered slot is.
    const slotsGone = group.timeslots.length > 0 && slots.every((slot) => slot.soldOut);
    const prices = fullPriceFirst(group.prices)
      .filter((price): price is PriceEntry & { sale_type_id: number } => price.sale_type_id !== null)
      .map((price) => ({ price, ticket: { id: price.id, seat_group: seatGroup, sale_type_id: price.sale_type_id } }));
    return {
      id: group.id,
      seatGroup,
      text: group.text,
      soldOut: group.availability === "sold_out" || group.left === 0 || slotsGone || prices.length === 0,
      prices,
      slots,
    };
  });
}

/** The first slot that can still be booked, preselected when the widget opens (001 §4). */
export const firstAvailableSlot = (group: GroupOption): number | null =>
  group.slots.find((slot) => !slot.soldOut)?.block_id ?? null;

/** The preselected slot of every group that sells by timeslot. */
export function initialSlots(groups: readonly GroupOption[]): Record<number, number | null> {
  return Object.fromEntries(groups.filter((group) => group.slots.length > 0).map((group) => [group.seatGroup, firstAvailableSlot(group)]));
}

/**
 * One cart call per seat group (001 §7), in the widget's group order: the group's selected
 * prices as parallel lists, and the chosen timeslot's block when the group has timeslots.
 */
export function cartPayloads(eventJetId: number, groups: readonly GroupOption[], selected: readonly SelectedTicket[], slots: Readonly<Record<number, number | null>>): CartCreate[] {
  return groups.flatMap((group) => {
    const entries = selected.filter((entry) => entry.ticket.seat_group === group.seatGroup && entry.amount > 0);
    if (entries.length === 0 || group.soldOut) return [];
    const block = group.slots.length > 0 ? (slots[group.seatGroup] ?? null) : null;
    if (group.slots.length > 0 && block === null) return [];
    return [{
      quantities: entries.map((entry) => entry.amount),
      event_jet_id: eventJetId,
      sale_type_ids: entries.map((entry) => entry.ticket.sale_type_id),
      ...(group.seatGroup > 0 ? { seat_group: group.seatGroup } : {}),
      ...(block !== null ? { block_id: block } : {}),
    }];
  });
}
