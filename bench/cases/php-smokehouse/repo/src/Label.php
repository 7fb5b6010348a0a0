<?php

declare(strict_types=1);

namespace Smokehouse;

/** The pack label: product, net weight, price, use-by date and batch. */
final class Label
{
    public function __construct(
        private readonly Product $product,
        private readonly int $netGrams,
        private readonly \DateTimeImmutable $packed,
        private readonly string $batchNumber,
    ) {
        if ($netGrams <= 0) {
            throw new \InvalidArgumentException('net weight must be positive');
        }
    }

    /** Price in pence, rounded to the nearest penny. */
    public function pricePence(): int
    {
        return (int) round($this->product->pricePerKg * $this->netGrams / 10);
    }

    public function useBy(): \DateTimeImmutable
    {
        return $this->packed->modify("+{$this->product->shelfLifeDays} days");
    }

    public static function money(int $pence): string
    {
        return sprintf('£%d.%02d', intdiv($pence, 100), $pence % 100);
    }

    /** @return list<string> */
    public function lines(): array
    {
        $lines = [
            $this->product->name,
            sprintf('Net %d g   %s/kg   %s', $this->netGrams,
                self::money((int) round($this->product->pricePerKg * 100)), self::money($this->pricePence())),
            'Use by ' . $this->useBy()->format('d/m/Y') . '   Batch ' . $this->batchNumber,
            $this->product->coldSmoked ? 'Keep refrigerated below 5°C. Not cooked.' : 'Keep refrigerated below 5°C.',
        ];
        return $lines;
    }

    public function text(): string
    {
        return implode("\n", $this->lines()) . "\n";
    }
}
