package com.example.skijump;

/**
 * One jump as the jury records it.
 *
 * @param athlete  the athlete's name as on the start list
 * @param distance in metres, to half a metre
 * @param marks    the five judges' style marks
 * @param windMs   the average wind in m/s, positive for head wind
 * @param gate     the gate the jumper started from
 */
public record Jump(String athlete, double distance, StyleMarks marks, double windMs, int gate) {
}
