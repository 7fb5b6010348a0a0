'use strict';

// Pitch names and their frequencies in twelve-tone equal temperament, A4 = 440 Hz.

const NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
const FLATS = { Db: 'C#', Eb: 'D#', Gb: 'F#', Ab: 'G#', Bb: 'A#' };

const A4_MIDI = 69;

function parseNote(text) {
  const m = /^([A-G](?:#|b)?)(-?\d)$/.exec(String(text).trim());
  if (!m) {
    throw new Error(`not a note: ${text}`);
  }
  const name = FLATS[m[1]] || m[1];
  const index = NAMES.indexOf(name);
  if (index < 0) {
    throw new Error(`not a note: ${text}`);
  }
  const octave = Number(m[2]);
  return (octave + 1) * 12 + index;
}

function noteName(midi) {
  const octave = Math.floor(midi / 12) - 1;
  return `${NAMES[((midi % 12) + 12) % 12]}${octave}`;
}

function frequency(note, a4 = 440) {
  const midi = typeof note === 'number' ? note : parseNote(note);
  return a4 * Math.pow(2, (midi - A4_MIDI) / 12);
}

function transpose(note, semitones) {
  return noteName(parseNote(note) + semitones);
}

module.exports = { parseNote, noteName, frequency, transpose };
