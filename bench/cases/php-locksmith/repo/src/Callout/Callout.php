<?php

declare(strict_types=1);

namespace Locksmith\Callout;

/**
 * A visit to a customer's door: a lockout, a lock change or a repair after a break-in.
 */
final class Callout
{
    /**
     * @param Part[] $parts
     */
    public function __construct(
        public readonly \DateTimeImmutable $arrivedAt,
        public readonly int $minutesOnSite,
        public readonly array $parts = [],
    ) {
        if ($minutesOnSite < 0) {
            throw new \InvalidArgumentException('Time on site cannot be negative');
        }
    }
}
