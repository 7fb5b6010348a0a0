<?php

declare(strict_types=1);

namespace Threadworks\Embroidery;

use InvalidArgumentException;

/** Prices a job: stitching per piece, a one-off digitising fee, discounts and VAT. */
final class Quote
{
    /** Price per 1,000 stitches, in pence. */
    public const PENCE_PER_THOUSAND = 90;
    /** No piece is stitched for less than this, in pence. */
    public const MINIMUM_PER_PIECE = 250;
    /** Digitising, charged once per new design, in pence per 1,000 stitches. */
    public const DIGITISING_PER_THOUSAND = 300;
    public const DIGITISING_MINIMUM = 2500;

    /** Quantity discounts: [at least this many pieces => percent off stitching]. */
    public const DISCOUNTS = [12 => 5.0, 50 => 10.0, 100 => 15.0];

    public function __construct(
        public readonly Design $design,
        public readonly int $quantity,
        public readonly bool $newDesign = false,
    ) {
        if ($quantity < 1) {
            throw new InvalidArgumentException('quantity must be at least 1');
        }
    }

    public function perPiece(): int
    {
        $pence = (int) round($this->design->stitches / 1000 * self::PENCE_PER_THOUSAND);
        return max(self::MINIMUM_PER_PIECE, $pence);
    }

    public function discountPercent(): float
    {
        $percent = 0.0;
        foreach (self::DISCOUNTS as $atLeast => $off) {
            if ($this->quantity >= $atLeast) {
                $percent = $off;
            }
        }
        return $percent;
    }

    public function stitching(): int
    {
        $gross = $this->perPiece() * $this->quantity;
        return $gross - Money::percent($gross, $this->discountPercent());
    }

    public function digitising(): int
    {
        if (!$this->newDesign) {
            return 0;
        }
        $pence = (int) round($this->design->stitches / 1000 * self::DIGITISING_PER_THOUSAND);
        return max(self::DIGITISING_MINIMUM, $pence);
    }

    public function net(): int
    {
        return $this->stitching() + $this->digitising();
    }

    public function total(): int
    {
        return $this->net() + Money::vat($this->net());
    }

    /** @return list<string> */
    public function lines(): array
    {
        $lines = [sprintf('%d x %s @ %s', $this->quantity, $this->design->name, Money::format($this->perPiece()))];
        if ($this->discountPercent() > 0) {
            $lines[] = sprintf('Quantity discount %s%%', rtrim(rtrim(number_format($this->discountPercent(), 1), '0'), '.'));
        }
        if ($this->digitising() > 0) {
            $lines[] = 'Digitising ' . Money::format($this->digitising());
        }
        $lines[] = 'Net ' . Money::format($this->net());
        $lines[] = 'VAT ' . Money::format(Money::vat($this->net()));
        $lines[] = 'Total ' . Money::format($this->total());
        return $lines;
    }
}
