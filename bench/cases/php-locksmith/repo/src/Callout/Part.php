<?php

declare(strict_types=1);

namespace Locksmith\Callout;

use Locksmith\Money;

/**
 * A lock, cylinder or other part fitted on a call-out, charged at its retail price.
 */
final class Part
{
    public function __construct(
        public readonly string $description,
        public readonly Money $price,
        public readonly int $quantity = 1,
    ) {
    }
}
