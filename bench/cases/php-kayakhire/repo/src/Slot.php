<?php

declare(strict_types=1);

namespace Wyeside\Hire;

/**
 * A time on the river on one day, from launch to return, in minutes after midnight.
 */
final class Slot
{
    public function __construct(
        public readonly string $date,
        public readonly int $start,
        public readonly int $end,
    ) {
        if ($end <= $start) {
            throw new \InvalidArgumentException('a slot must end after it starts');
        }
    }

    /** Reads "2026-07-04 09:30-13:00". */
    public static function parse(string $text): self
    {
        if (!preg_match('/^(\d{4}-\d{2}-\d{2}) (\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/', trim($text), $m)) {
            throw new \InvalidArgumentException("not a slot: $text");
        }
        return new self($m[1], (int) $m[2] * 60 + (int) $m[3], (int) $m[4] * 60 + (int) $m[5]);
    }

    public function minutes(): int
    {
        return $this->end - $this->start;
    }

    public function overlaps(self $other): bool
    {
        return $this->date === $other->date && $this->start < $other->end && $other->start < $this->end;
    }

    public function __toString(): string
    {
        return sprintf('%s %s-%s', $this->date, self::clock($this->start), self::clock($this->end));
    }

    private static function clock(int $minutes): string
    {
        return sprintf('%02d:%02d', intdiv($minutes, 60), $minutes % 60);
    }
}
