package org.example.tyrefitting;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A metric tyre size as moulded on the sidewall, for example {@code 205/55 R16 91V}: section width in
 * millimetres, aspect ratio (sidewall height as a percentage of the width), rim diameter in inches,
 * load index and speed rating.
 */
public record TyreSize(int width, int aspect, int rim, int loadIndex, SpeedRating speed) {

    private static final Pattern SIZE =
            Pattern.compile("(\\d{3})\\s*/\\s*(\\d{2})\\s*Z?R\\s*(\\d{2})\\s+(\\d{2,3})\\s*([A-Za-z])");

    public static final double MM_PER_INCH = 25.4;

    public TyreSize {
        if (width < 125 || width > 355 || width % 5 != 0) {
            throw new IllegalArgumentException("section width " + width + " mm");
        }
        if (aspect < 25 || aspect > 85 || aspect % 5 != 0) {
            throw new IllegalArgumentException("aspect ratio " + aspect);
        }
        if (rim < 12 || rim > 24) {
            throw new IllegalArgumentException("rim " + rim + " in");
        }
        LoadIndex.kilograms(loadIndex);
    }

    public static TyreSize parse(String text) {
        Matcher m = SIZE.matcher(text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("not a tyre size: " + text);
        }
        return new TyreSize(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)),
                SpeedRating.fromCode(m.group(5).charAt(0)));
    }

    public double sidewallMm() {
        return width * aspect / 100.0;
    }

    public double diameterMm() {
        return rim * MM_PER_INCH + 2 * sidewallMm();
    }

    /** Width, aspect and rim only: the part that decides whether a tyre fits the wheel. */
    public String dimensions() {
        return width + "/" + aspect + " R" + rim;
    }

    public boolean sameDimensions(TyreSize other) {
        return width == other.width && aspect == other.aspect && rim == other.rim;
    }

    @Override
    public String toString() {
        return dimensions() + " " + loadIndex + speed;
    }
}
