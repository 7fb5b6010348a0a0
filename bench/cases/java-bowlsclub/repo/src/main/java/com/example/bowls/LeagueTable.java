package com.example.bowls;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A division's league table, built from the results of its matches. */
public final class LeagueTable {

    private final PointsRule rule;
    private final Map<String, Standing> standings = new LinkedHashMap<>();

    public LeagueTable(PointsRule rule) {
        this.rule = rule;
    }

    public LeagueTable() {
        this(PointsRule.STANDARD);
    }

    public LeagueTable add(Match.Result result) {
        standing(result.home()).record(result, rule);
        standing(result.away()).record(result, rule);
        return this;
    }

    public LeagueTable add(Match match) {
        return add(match.result());
    }

    private Standing standing(String club) {
        return standings.computeIfAbsent(club, Standing::new);
    }

    /** The table in order: most points first, then by club name. */
    public List<Standing> rows() {
        List<Standing> rows = new ArrayList<>(standings.values());
        rows.sort(Comparator.comparingInt(Standing::points).reversed().thenComparing(Standing::club));
        return rows;
    }

    public Standing get(String club) {
        Standing s = standings.get(club);
        if (s == null) {
            throw new IllegalArgumentException("no results for " + club);
        }
        return s;
    }
}
