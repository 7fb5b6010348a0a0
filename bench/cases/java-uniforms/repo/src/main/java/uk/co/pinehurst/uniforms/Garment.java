package uk.co.pinehurst.uniforms;

/**
 * One item in the catalogue. Prices are in pence, before VAT, for
 * children's sizes; adult sizes carry a surcharge (see {@link Pricing}).
 */
public record Garment(String code, String name, int unitPence, boolean embroiderable) {

    public Garment {
        if (code == null || code.isBlank()) {
            throw new IllegalArgumentException("garment code is required");
        }
        if (unitPence <= 0) {
            throw new IllegalArgumentException("price must be positive: " + code);
        }
    }
}
