<?php

declare(strict_types=1);

namespace Harbourmaster\Quaydues;

use DateTimeImmutable;

/** A visit: the boat arrives on one day and leaves on a later one; each night in between is charged. */
final class Stay
{
    public function __construct(
        public readonly Vessel $vessel,
        public readonly DateTimeImmutable $arrival,
        public readonly DateTimeImmutable $departure,
    ) {
        if ($departure <= $arrival) {
            throw new \InvalidArgumentException("{$vessel->name}: departure must be after arrival");
        }
    }

    public static function of(Vessel $vessel, string $arrival, string $departure): self
    {
        return new self($vessel, self::day($arrival), self::day($departure));
    }

    public function nights(): int
    {
        return $this->arrival->diff($this->departure)->days;
    }

    private static function day(string $iso): DateTimeImmutable
    {
        $day = DateTimeImmutable::createFromFormat('!Y-m-d', $iso, new \DateTimeZone('UTC'));
        if ($day === false || $day->format('Y-m-d') !== $iso) {
            throw new \InvalidArgumentException("not a date: {$iso}");
        }
        return $day;
    }
}
