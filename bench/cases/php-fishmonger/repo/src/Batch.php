<?php

declare(strict_types=1);

namespace Fishmonger;

/**
 * A box of one species as it came off the market.
 */
final class Batch
{
    public function __construct(
        public readonly string $reference,
        public readonly Species $species,
        public readonly \DateTimeImmutable $landedOn,
        public readonly float $kg,
    ) {
    }
}
