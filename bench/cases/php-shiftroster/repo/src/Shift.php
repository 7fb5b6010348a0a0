<?php

declare(strict_types=1);

namespace Acme\Roster;

use InvalidArgumentException;

/**
 * One worker's shift on one day, "22:00-06:00" style. A shift that ends at or before its start runs past
 * midnight into the next day.
 */
final class Shift
{
    public function __construct(
        public readonly string $worker,
        public readonly int $day,          // 0 = Monday … 6 = Sunday
        public readonly int $startMinute,  // minutes after midnight
        public readonly int $endMinute,
    ) {
        if ($day < 0 || $day > 6) {
            throw new InvalidArgumentException("day must be 0-6, got $day");
        }
        foreach ([$startMinute, $endMinute] as $minute) {
            if ($minute < 0 || $minute >= 24 * 60) {
                throw new InvalidArgumentException("minute of day out of range: $minute");
            }
        }
    }

    public static function parse(string $worker, int $day, string $span): self
    {
        if (!preg_match('/^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/', $span, $m)) {
            throw new InvalidArgumentException("not a shift: $span");
        }
        return new self($worker, $day, (int) $m[1] * 60 + (int) $m[2], (int) $m[3] * 60 + (int) $m[4]);
    }

    public function crossesMidnight(): bool
    {
        return $this->endMinute <= $this->startMinute;
    }

    public function minutes(): int
    {
        $end = $this->crossesMidnight() ? $this->endMinute + 24 * 60 : $this->endMinute;
        return $end - $this->startMinute;
    }

    /** Start and end as minutes from Monday 00:00 of the roster's week. */
    public function weekStart(): int
    {
        return $this->day * 24 * 60 + $this->startMinute;
    }

    public function weekEnd(): int
    {
        return $this->weekStart() + $this->minutes();
    }

    public function label(): string
    {
        $fmt = static fn (int $m): string => sprintf('%02d:%02d', intdiv($m, 60), $m % 60);
        return Roster::DAY_NAMES[$this->day] . ' ' . $fmt($this->startMinute) . '-' . $fmt($this->endMinute);
    }
}
