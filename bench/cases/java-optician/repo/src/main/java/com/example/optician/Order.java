package com.example.optician;

/** A spectacle order: the patient's prescription for each eye, the frame, the PD and the lens material. */
public record Order(String patient, Rx right, Rx left, Frame frame, double pd, Material material) {

    public Order {
        if (pd < 40 || pd > 80) {
            throw new IllegalArgumentException("a PD of " + pd + " mm is not an adult's");
        }
    }

    /** Reads the order slip's lines: patient, R, L, frame, PD and material, as "key: value". */
    public static Order parse(String slip) {
        String patient = null;
        Rx right = null;
        Rx left = null;
        Frame frame = null;
        Double pd = null;
        Material material = Material.CR39;
        for (String line : slip.strip().split("\\R")) {
            int colon = line.indexOf(':');
            if (colon < 0) {
                throw new IllegalArgumentException("order line without a key: \"" + line + "\"");
            }
            String key = line.substring(0, colon).trim().toLowerCase();
            String value = line.substring(colon + 1).trim();
            switch (key) {
                case "patient" -> patient = value;
                case "r" -> right = Rx.parse(value);
                case "l" -> left = Rx.parse(value);
                case "frame" -> frame = Frame.parse(value);
                case "pd" -> pd = Double.parseDouble(value);
                case "material" -> material = Material.byLabel(value);
                default -> throw new IllegalArgumentException("unknown order line \"" + key + "\"");
            }
        }
        if (patient == null || right == null || left == null || frame == null || pd == null) {
            throw new IllegalArgumentException("an order needs patient, R, L, frame and PD");
        }
        return new Order(patient, right, left, frame, pd, material);
    }
}
