<?php

declare(strict_types=1);

namespace Tally\Vat;

use DateTimeImmutable;
use InvalidArgumentException;

final class Invoice
{
    public const SALE = 'sale';
    public const PURCHASE = 'purchase';

    public function __construct(
        public readonly string $number,
        public readonly DateTimeImmutable $taxPoint,
        public readonly string $kind,
        public readonly int $netPence,
        public readonly string $band,
    ) {
        if ($kind !== self::SALE && $kind !== self::PURCHASE) {
            throw new InvalidArgumentException("invoice $number: kind is sale or purchase, not '$kind'");
        }
    }

    public function vatPence(): int
    {
        return Rates::vatOn($this->netPence, $this->band);
    }
}
