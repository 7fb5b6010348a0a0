<?php

declare(strict_types=1);

namespace Kernow\Skiphire;

final class Hire
{
    public function __construct(
        public readonly string $ref,
        public readonly string $size,
        public readonly \DateTimeImmutable $delivered,
        public readonly ?\DateTimeImmutable $collected = null,
        public readonly bool $onRoad = false,
        public readonly ?int $weightKg = null,
    ) {
        if ($collected !== null && $collected < $delivered) {
            throw new \InvalidArgumentException("$ref: collected before it was delivered");
        }
    }

    /** Days on site, the delivery day counting as the first; an open hire counts up to $asOf. */
    public function days(?\DateTimeImmutable $asOf = null): int
    {
        $end = $this->collected ?? $asOf;
        if ($end === null) {
            throw new \LogicException("{$this->ref}: still on site, give a date to count to");
        }
        return $this->delivered->diff($end)->days + 1;
    }
}
