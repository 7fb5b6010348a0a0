<?php

declare(strict_types=1);

namespace Haulage;

final class QuoteLine
{
    public function __construct(
        public readonly string $description,
        public readonly int $pence,
        public readonly bool $fuelSurchargeable,
    ) {
    }
}
