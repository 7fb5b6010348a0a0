import { sides, mouldingNeeded } from "./cutlist";
import { checkGlazing, glassPrice, type Glass } from "./glazing";
import { roundUpTo, vat } from "./money";
import { moulding } from "./mouldings";
import { boardAreaM2, cutMount, type Mount, type MountOptions } from "./mounts";
import { areaM2, grow, type Size } from "./units";

// A framing job and its quote.

export interface Job {
  art: Size;
  mouldingCode: string;
  mount?: MountOptions; // no mount: the artwork goes straight in the frame
  glass: Glass;
}

/** Play left between the contents and the rebate, each side. */
export const REBATE_PLAY_MM = 1;

export const MOUNT_PENCE_PER_M2 = 3200;
export const MOUNT_CUTTING_PENCE = 600; // per board
export const BACKING_PENCE_PER_M2 = 1100;
export const FITTING_PENCE = 1500;
export const JOIN_PENCE_PER_CORNER = 150;

export interface QuoteLine {
  item: string;
  pence: number;
}

export interface Quote {
  rebate: Size;
  mount?: Mount;
  lines: QuoteLine[];
  net: number;
  vat: number;
  total: number;
}

/** The size the frame's rebate must be cut to for this job. */
export function rebateSize(art: Size, mount?: Mount): Size {
  const contents = mount ? mount.outer : art;
  return grow(contents, REBATE_PLAY_MM);
}

export function quote(job: Job): Quote {
  const m = moulding(job.mouldingCode);
  const mount = job.mount ? cutMount(job.art, job.mount) : undefined;
  const rebate = rebateSize(job.art, mount);
  checkGlazing(job.glass, rebate);

  const lines: QuoteLine[] = [];
  const metres = mouldingNeeded(m, rebate) / 1000;
  lines.push({ item: `${m.name} moulding ${metres.toFixed(2)} m`, pence: Math.round(metres * m.pencePerMetre) });
  lines.push({ item: "Joining", pence: sides(m, rebate).length * JOIN_PENCE_PER_CORNER });
  if (mount) {
    const board = Math.round(boardAreaM2(mount) * MOUNT_PENCE_PER_M2) + mount.boards * MOUNT_CUTTING_PENCE;
    lines.push({ item: mount.boards === 2 ? "Double mount" : "Mount", pence: board });
  }
  if (job.glass !== "none") {
    lines.push({ item: `Glazing (${job.glass})`, pence: glassPrice(job.glass, rebate) });
  }
  lines.push({ item: "Backing board", pence: Math.round(areaM2(rebate) * BACKING_PENCE_PER_M2) });
  lines.push({ item: "Fitting", pence: FITTING_PENCE });

  const sum = lines.reduce((a, l) => a + l.pence, 0);
  const net = roundUpTo(sum, 50);
  const tax = vat(net);
  return { rebate, mount, lines, net, vat: tax, total: net + tax };
}
