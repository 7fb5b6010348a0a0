<?php

declare(strict_types=1);

namespace TownLib\Fines;

use DateTimeImmutable;

final class Loan
{
    public function __construct(
        public readonly string $barcode,
        public readonly string $kind,
        public readonly DateTimeImmutable $due,
        public readonly DateTimeImmutable $returnedOn,
    ) {
    }
}
