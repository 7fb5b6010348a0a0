<?php

declare(strict_types=1);

namespace Swimschool;

final class ClassSlot
{
    private const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

    public function __construct(
        public readonly string $code,
        public readonly string $weekday,
        public readonly string $time,
        public readonly int $stage,
    ) {
        if (!in_array($weekday, self::WEEKDAYS, true)) {
            throw new \InvalidArgumentException("$code: no weekday '$weekday'");
        }
        Stage::check($stage);
    }

    public function places(): int
    {
        return Stage::classSize($this->stage);
    }

    public function label(): string
    {
        return sprintf('%s %s %s, stage %d', $this->code, $this->weekday, $this->time, $this->stage);
    }
}
