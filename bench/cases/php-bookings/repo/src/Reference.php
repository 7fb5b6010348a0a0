<?php

declare(strict_types=1);

namespace Harbour\Bookings;

use InvalidArgumentException;

/** A booking reference such as HB-2026-004217: the year of booking and a six-digit serial number. */
final class Reference
{
    private const PATTERN = '/^HB-(\d{4})-(\d{6})$/';

    private function __construct(public readonly int $year, public readonly int $serial)
    {
    }

    public static function parse(string $text): self
    {
        if (preg_match(self::PATTERN, trim($text), $m) !== 1) {
            throw new InvalidArgumentException("not a booking reference: '$text'");
        }
        return new self((int) $m[1], (int) $m[2]);
    }

    public function __toString(): string
    {
        return sprintf('HB-%04d-%06d', $this->year, $this->serial);
    }
}
