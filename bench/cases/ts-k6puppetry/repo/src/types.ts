/** The kinds of puppet the company tours with. */
export type PuppetKind = "marionette" | "rod" | "glove" | "shadow";

export interface Puppet {
  id: string;
  name: string;
  kind: PuppetKind;
  /** Marionettes only: how many strings the control bar carries. */
  strings?: number;
}

export interface Performer {
  name: string;
  /** Performers who cannot work a bridge (the raised rail above the marionette stage). */
  noBridge?: boolean;
}

/** Who works which puppet in a scene. */
export interface CastEntry {
  puppet: string;
  performer: string;
}

export interface Scene {
  id: string;
  title: string;
  minutes: number;
  cast: CastEntry[];
}

export interface Show {
  title: string;
  /** Curtain up, minutes after midnight. */
  curtain: number;
  puppets: Puppet[];
  performers: Performer[];
  scenes: Scene[];
}
