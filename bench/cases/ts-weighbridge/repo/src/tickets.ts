import { roundToDivision } from './units';
import { VehicleRegister } from './vehicles';

/** 'in': waste tipped at the yard (arrives loaded); 'out': product collected (arrives empty). */
export type Direction = 'in' | 'out';

export interface Ticket {
  number: number;
  registration: string;
  customer: string;
  materialCode: string;
  direction: Direction;
  firstWeighKg: number;
  /** ISO timestamp */
  firstWeighAt: string;
  secondWeighKg?: number;
  secondWeighAt?: string;
  /** How the second weight was obtained. */
  tareSource?: 'weighed' | 'stored';
}

export type CompletedTicket = Ticket & { secondWeighKg: number; secondWeighAt: string };

export function isComplete(ticket: Ticket): ticket is CompletedTicket {
  return ticket.secondWeighKg !== undefined && ticket.secondWeighAt !== undefined;
}

/** Loaded weight of a completed visit. */
export function grossKg(ticket: CompletedTicket): number {
  return Math.max(ticket.firstWeighKg, ticket.secondWeighKg);
}

/** Weight of the material: loaded less empty, whichever way round the visit went. */
export function netKg(ticket: CompletedTicket): number {
  return ticket.direction === 'in'
    ? ticket.firstWeighKg - ticket.secondWeighKg
    : ticket.secondWeighKg - ticket.firstWeighKg;
}

export interface OpenTicket {
  registration: string;
  customer: string;
  materialCode: string;
  direction: Direction;
  kg: number;
  at: string;
}

export class TicketBook {
  private readonly tickets: Ticket[] = [];
  private nextNumber: number;

  constructor(
    private readonly register: VehicleRegister,
    firstNumber = 1,
    private readonly divisionKg?: number,
  ) {
    this.nextNumber = firstNumber;
  }

  /** First weigh: the vehicle is on the bridge on its way in. */
  open(entry: OpenTicket): Ticket {
    const vehicle = this.register.get(entry.registration);
    if (this.openFor(vehicle.registration)) {
      throw new Error(`${vehicle.registration} already has an open ticket`);
    }
    const ticket: Ticket = {
      number: this.nextNumber++,
      registration: vehicle.registration,
      customer: entry.customer,
      materialCode: entry.materialCode.toUpperCase(),
      direction: entry.direction,
      firstWeighKg: roundToDivision(entry.kg, this.divisionKg),
      firstWeighAt: entry.at,
    };
    this.tickets.push(ticket);
    return ticket;
  }

  /** Second weigh on the bridge on the way out. */
  complete(number: number, kg: number, at: string): CompletedTicket {
    const ticket = this.find(number);
    if (isComplete(ticket)) {
      throw new Error(`ticket ${number} is already complete`);
    }
    ticket.secondWeighKg = roundToDivision(kg, this.divisionKg);
    ticket.secondWeighAt = at;
    ticket.tareSource = 'weighed';
    return this.checked(ticket as CompletedTicket);
  }

  /** Tipping vehicles with a stored tare can leave without a second weigh. */
  completeWithStoredTare(number: number, at: string): CompletedTicket {
    const ticket = this.find(number);
    if (ticket.direction !== 'in') {
      throw new Error(`ticket ${number}: a stored tare only completes a delivery`);
    }
    const tare = this.register.get(ticket.registration).storedTare;
    if (!tare) {
      throw new Error(`${ticket.registration} has no stored tare`);
    }
    ticket.secondWeighKg = tare.kg;
    ticket.secondWeighAt = at;
    ticket.tareSource = 'stored';
    return this.checked(ticket as CompletedTicket);
  }

  find(number: number): Ticket {
    const ticket = this.tickets.find((t) => t.number === number);
    if (!ticket) {
      throw new Error(`no ticket ${number}`);
    }
    return ticket;
  }

  openFor(registration: string): Ticket | undefined {
    return this.tickets.find((t) => t.registration === registration && !isComplete(t));
  }

  completed(): CompletedTicket[] {
    return this.tickets.filter(isComplete);
  }

  /** Completed tickets whose second weigh fell on the given day (yyyy-mm-dd). */
  completedOn(day: string): CompletedTicket[] {
    return this.completed().filter((t) => t.secondWeighAt.slice(0, 10) === day);
  }

  private checked(ticket: CompletedTicket): CompletedTicket {
    if (netKg(ticket) <= 0) {
      const first = ticket.firstWeighKg;
      const second = ticket.secondWeighKg;
      const reopened: Ticket = ticket;
      delete reopened.secondWeighKg;
      delete reopened.secondWeighAt;
      delete reopened.tareSource;
      throw new Error(
        `ticket ${ticket.number}: ${ticket.direction} weighs ${first} kg then ${second} kg, no load`,
      );
    }
    return ticket;
  }
}
