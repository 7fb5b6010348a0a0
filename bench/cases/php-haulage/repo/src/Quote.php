<?php

declare(strict_types=1);

namespace Haulage;

final class Quote
{
    public const VAT_PERCENT = 20.0;

    /**
     * @param QuoteLine[] $lines
     */
    public function __construct(
        public readonly string $reference,
        public readonly array $lines,
        public readonly float $fuelPercent,
        public readonly int $fuelSurcharge,
    ) {
    }

    public function haulage(): int
    {
        return Money::sum(array_map(static fn (QuoteLine $l): int => $l->pence, $this->lines));
    }

    public function net(): int
    {
        return $this->haulage() + $this->fuelSurcharge;
    }

    public function vat(): int
    {
        return Money::percentOf($this->net(), self::VAT_PERCENT);
    }

    public function total(): int
    {
        return $this->net() + $this->vat();
    }

    /** The quote as the customer sees it, one line per charge. */
    public function render(): string
    {
        $rows = [sprintf('Quote %s', $this->reference)];
        foreach ($this->lines as $line) {
            $rows[] = sprintf('  %-34s %10s', $line->description, Money::format($line->pence));
        }
        $rows[] = sprintf('  %-34s %10s', sprintf('Fuel surcharge %.0f%%', $this->fuelPercent), Money::format($this->fuelSurcharge));
        $rows[] = sprintf('  %-34s %10s', 'Net', Money::format($this->net()));
        $rows[] = sprintf('  %-34s %10s', sprintf('VAT %.0f%%', self::VAT_PERCENT), Money::format($this->vat()));
        $rows[] = sprintf('  %-34s %10s', 'Total', Money::format($this->total()));

        return implode("\n", $rows) . "\n";
    }
}
