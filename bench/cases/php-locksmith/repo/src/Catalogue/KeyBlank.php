<?php

declare(strict_types=1);

namespace Locksmith\Catalogue;

use Locksmith\Money;

/**
 * An uncut key blank held in the shop, with what it costs to cut one copy.
 */
final class KeyBlank
{
    public function __construct(
        public readonly string $code,
        public readonly string $description,
        public readonly KeyType $type,
        public readonly Money $cuttingPrice,
        public readonly bool $restricted = false,
    ) {
        if (!preg_match('/^[A-Z0-9-]+$/', $code)) {
            throw new \InvalidArgumentException("Bad blank code '$code'");
        }
    }
}
