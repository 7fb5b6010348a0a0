package org.example.rifleclub;

/** Scoresheets the tests share. */
final class Sheets {
    static final String LEAGUE_NIGHT = """
            # Winter league, club night
            Ann Marsh; LEAGUE; X 10 10 9 10 | 10 9 9 X 10 | 10 10 9 9 8 | X X 10 9 10
            Ben Oduya; LEAGUE; 10 10 9 9 9 | 9 8 8 10 9 | 10 9 9 10 9 | 9 8 M 10 10
            Cat Lindqvist; LEAGUE; X X 10 9 9 | 9 9 9 10 8 | 8 8 7 10 10 | 9 8 7 10 9
            Dev Sandhu; LEAGUE; 10 9 9 10 10 | 10 9 9 10 10 | 9 9 9 10 10 | 10 9 10 10 10
            """;

    private Sheets() {
    }
}
