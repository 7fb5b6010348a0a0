package uk.co.pinehurst.uniforms;

/** A quantity of one garment in one size, optionally embroidered with a name. */
public record OrderLine(Garment garment, Size size, int quantity, boolean embroidered) {

    public OrderLine {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive");
        }
        if (embroidered && !garment.embroiderable()) {
            throw new IllegalArgumentException(garment.code() + " cannot be embroidered");
        }
    }

    public String describe() {
        return quantity + " x " + garment.name() + " (" + size.label() + ")"
                + (embroidered ? " + name" : "");
    }
}
