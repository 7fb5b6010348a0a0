<?php

declare(strict_types=1);

namespace Quayline\Tramstop;

final class Departure
{
    public function __construct(
        public readonly string $line,
        public readonly string $destination,
        public readonly int $minute,
        public readonly int $platform = 1,
    ) {
        if ($minute < 0 || $minute >= 24 * 60) {
            throw new \InvalidArgumentException("minute of the day out of range: $minute");
        }
    }
}
