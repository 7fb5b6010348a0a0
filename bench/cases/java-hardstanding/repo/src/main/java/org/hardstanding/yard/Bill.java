package org.hardstanding.yard;

import java.util.List;

/** A bill: its lines in order, each a label and pence. */
public record Bill(List<Line> lines) {
    public record Line(String label, long pence) {
    }

    public long total() {
        return lines.stream().mapToLong(Line::pence).sum();
    }

    public long pence(String label) {
        return lines.stream().filter(l -> l.label().equals(label)).mapToLong(Line::pence).sum();
    }
}
