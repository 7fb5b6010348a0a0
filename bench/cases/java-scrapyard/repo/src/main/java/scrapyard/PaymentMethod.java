package scrapyard;

/** How a seller is paid. Scrap metal dealers may not pay in cash. */
public enum PaymentMethod {
    BANK_TRANSFER,
    CHEQUE,
    CASH;

    public boolean allowed() {
        return this != CASH;
    }
}
