<?php

declare(strict_types=1);

namespace DrivingRange;

/**
 * A till receipt. Prices include VAT.
 */
final class Receipt
{
    public const VAT_PERCENT = 20;

    /** @var list<array{string, int, Money}> */
    private array $lines = [];

    public function __construct(private readonly string $customer)
    {
    }

    public function add(string $description, Money $unitPrice, int $quantity = 1): self
    {
        if ($quantity < 1) {
            throw new \InvalidArgumentException('Quantity must be at least one');
        }
        $this->lines[] = [$description, $quantity, $unitPrice];

        return $this;
    }

    public function addBooking(Booking $booking, Tariff $tariff): self
    {
        $description = sprintf(
            '%s %s-%s',
            $booking->bay->name(),
            $booking->start->format('H:i'),
            $booking->end->format('H:i'),
        );

        return $this->add($description, $tariff->bayHire($booking));
    }

    public function total(): Money
    {
        $total = Money::zero();
        foreach ($this->lines as [, $quantity, $price]) {
            $total = $total->add($price->times($quantity));
        }

        return $total;
    }

    /**
     * The VAT included in the total.
     */
    public function vat(): Money
    {
        $total = $this->total();

        return Money::pence((int) round($total->pence * self::VAT_PERCENT / (100 + self::VAT_PERCENT)));
    }

    public function render(): string
    {
        $out = "Receipt for {$this->customer}\n";
        foreach ($this->lines as [$description, $quantity, $price]) {
            $label = $quantity > 1 ? "$quantity x $description" : $description;
            $out .= sprintf("%-40s %9s\n", $label, $price->times($quantity)->format());
        }
        $out .= sprintf("%-40s %9s\n", 'Total', $this->total()->format());
        $out .= sprintf("%-40s %9s\n", 'of which VAT at ' . self::VAT_PERCENT . '%', $this->vat()->format());

        return $out;
    }
}
