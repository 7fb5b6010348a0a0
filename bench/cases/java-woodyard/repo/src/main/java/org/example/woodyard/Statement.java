package org.example.woodyard;

import java.util.ArrayList;
import java.util.List;

/** The purchase statement for one delivery of logs from a grower. */
public final class Statement {

    /** One graded, valued log. */
    public record Line(RoundLog log, Grade grade, long valuePence) {
    }

    private final String grower;
    private final Grader grader;
    private final PriceList prices;
    private final List<Line> lines = new ArrayList<>();

    public Statement(String grower, Grader grader, PriceList prices) {
        this.grower = grower;
        this.grader = grader;
        this.prices = prices;
    }

    public Line add(RoundLog log) {
        Grade grade = grader.grade(log);
        Line line = new Line(log, grade, prices.valuePence(log, grade));
        lines.add(line);
        return line;
    }

    public List<Line> lines() {
        return List.copyOf(lines);
    }

    public long totalPence() {
        long total = 0;
        for (Line line : lines) {
            total += line.valuePence();
        }
        return total;
    }

    public String render() {
        StringBuilder out = new StringBuilder();
        out.append("Statement for ").append(grower).append('\n');
        for (Line line : lines) {
            RoundLog log = line.log();
            out.append(String.format("%-6s %-13s %5.2f m %3d cm %7s m3  %-9s %10s%n",
                    log.tag(), log.species().label(), log.lengthCm() / 100.0, log.midDiameterCm(),
                    log.volumeM3().toPlainString(), line.grade().name().toLowerCase(java.util.Locale.ROOT),
                    Money.format(line.valuePence())));
        }
        out.append(String.format("Total %57s%n", Money.format(totalPence())));
        return out.toString();
    }
}
