<?php

declare(strict_types=1);

namespace Fieldwork\Timecards;

final class Entry
{
    public function __construct(
        public readonly \DateTimeImmutable $day,
        public readonly int $minutes,
        public readonly string $project,
    ) {
        if ($minutes <= 0 || $minutes > 24 * 60) {
            throw new \InvalidArgumentException("minutes out of range: $minutes");
        }
    }

    public static function parse(string $line): self
    {
        $parts = preg_split('/\s+/', trim($line));
        if ($parts === false || count($parts) !== 3) {
            throw new \InvalidArgumentException("expected DATE HH:MM PROJECT: $line");
        }
        [$date, $duration, $project] = $parts;
        $day = \DateTimeImmutable::createFromFormat('!Y-m-d', $date);
        if ($day === false || $day->format('Y-m-d') !== $date) {
            throw new \InvalidArgumentException("not a date: $date");
        }
        if (preg_match('/^(\d{1,2}):([0-5]\d)$/', $duration, $m) !== 1) {
            throw new \InvalidArgumentException("not a duration: $duration");
        }
        return new self($day, (int) $m[1] * 60 + (int) $m[2], $project);
    }
}
