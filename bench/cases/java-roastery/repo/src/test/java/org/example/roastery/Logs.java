package org.example.roastery;

/** A logged espresso roast of the Huila lot, one reading every 30 s. */
final class Logs {
    private Logs() {
    }

    static RoastLog huila() {
        RoastLog log = new RoastLog();
        double[] temps = {198, 121, 97, 94, 101, 112, 124, 135, 145, 153, 160, 167, 173, 179, 184, 189, 193, 197, 201, 204, 207, 210, 212};
        for (int i = 0; i < temps.length; i++) {
            log.add(i * 30, temps[i]);
        }
        return log.markYellowing(270).markFirstCrack(540);
    }
}
