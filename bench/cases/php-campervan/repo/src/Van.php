<?php

declare(strict_types=1);

namespace Glenroad\Campervan;

final class Van
{
    /** @param int $nightlyRate pence a night in the low season */
    public function __construct(
        public readonly string $id,
        public readonly string $name,
        public readonly int $berths,
        public readonly int $nightlyRate,
    ) {
        if ($berths < 1) {
            throw new \InvalidArgumentException('a van sleeps at least one');
        }
    }
}
