package org.example.rifleclub;

/** The rounds the club shoots. */
public enum Round {
    PRONE_60("60 prone", Face.TEN_RING, 60, 10),
    DEWAR("Dewar", Face.TEN_RING, 40, 10),
    LEAGUE("Winter league", Face.TEN_RING, 20, 5),
    SHORT_RANGE("Short range", Face.FULLBORE, 20, 10);

    private final String title;
    private final Face face;
    private final int shots;
    private final int shotsPerSeries;

    Round(String title, Face face, int shots, int shotsPerSeries) {
        this.title = title;
        this.face = face;
        this.shots = shots;
        this.shotsPerSeries = shotsPerSeries;
    }

    public String title() { return title; }
    public Face face() { return face; }
    public int shots() { return shots; }
    public int shotsPerSeries() { return shotsPerSeries; }
    public int series() { return shots / shotsPerSeries; }

    /** The best score the round allows. */
    public int maxScore() {
        return shots * face.top();
    }
}
